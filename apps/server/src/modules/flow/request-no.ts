import type { Db } from '../../platform/db/client.js';
import { executeText, shapeOf, SqlText } from '../../platform/db/sql-text.js';
import { DEFAULT_REQUEST_PREFIX } from '../form/form-seeds.js';
import { flowInstance, flowRequestSeq } from './flow.tables.js';

/** How a request number reads: prefix, year, six-digit sequence (LV-2026-000123). */
export const formatRequestNo = (prefix: string, year: number, seq: number) => `${prefix}-${year}-${String(seq).padStart(6, '0')}`;

/**
 * Gives a starting request the next number of its tenant's prefix in a year, as the last write of the caller's
 * (start) transaction: one statement increments the counter row and writes the number formatted as
 * `formatRequestNo` does into the request. Concurrent starts queue on the counter's row lock, so each gets its
 * own number; the lock is taken just before the commit, not at the start of the transaction, so starts run side
 * by side until then (taken first, it made every start of a tenant wait for the whole of the one before). A
 * rolled-back start leaves a gap, never a duplicate; the unique index on flow_instance(tenant_id, request_no)
 * guards the rest.
 */
export async function assignRequestNo(tx: Db, inst: { id: string; tenantId: string }, prefix: string | null | undefined, startTime: string): Promise<string> {
  const p = prefix?.trim() || DEFAULT_REQUEST_PREFIX;
  const year = Number(startTime.slice(0, 4));
  const [counter, request] = [shapeOf(flowRequestSeq).name, shapeOf(flowInstance).name];
  const q = new SqlText();
  const [row] = await executeText(
    tx,
    q.add(`with n as (
      insert into ${counter} (tenant_id, prefix, year, last_value) values (${q.param(inst.tenantId)}, ${q.param(p)}, ${q.param(year)}, 1)
      on conflict (tenant_id, prefix, year) do update set last_value = ${counter}.last_value + 1
      returning last_value
    )
    update ${request} set request_no = ${q.param(`${p}-${year}-`)} || lpad(n.last_value::text, greatest(6, length(n.last_value::text)), '0')
    from n where ${request}.id = ${q.param(inst.id)}
    returning n.last_value`),
  );
  return formatRequestNo(p, year, Number(row.last_value));
}
