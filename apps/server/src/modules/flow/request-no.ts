import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_REQUEST_PREFIX } from '../form/form-seeds.js';
import { flowRequestSeq } from './flow.tables.js';

/** How a request number reads: prefix, year, six-digit sequence (LV-2026-000123). */
export const formatRequestNo = (prefix: string, year: number, seq: number) => `${prefix}-${year}-${String(seq).padStart(6, '0')}`;

/**
 * The next request number of a tenant's prefix in a year, taken inside the caller's (start) transaction:
 * one upsert that increments the counter row, so concurrent starts queue on its row lock and each gets
 * its own number (a rolled-back start leaves a gap, never a duplicate; the unique index on
 * flow_instance(tenant_id, request_no) guards the rest).
 */
export async function allocateRequestNo(tx: Db, tenantId: string, prefix: string | null | undefined, startTime: string): Promise<string> {
  const p = prefix?.trim() || DEFAULT_REQUEST_PREFIX;
  const year = Number(startTime.slice(0, 4));
  const [row] = await tx
    .insert(flowRequestSeq)
    .values({ tenantId, prefix: p, year, lastValue: 1 })
    .onConflictDoUpdate({ target: [flowRequestSeq.tenantId, flowRequestSeq.prefix, flowRequestSeq.year], set: { lastValue: sql`${flowRequestSeq.lastValue} + 1` } })
    .returning({ lastValue: flowRequestSeq.lastValue });
  return formatRequestNo(p, year, row.lastValue);
}
