import type { FastifyRequest } from 'fastify';
import type { Db } from './db/client.js';
import { auditLog } from './db/platform.tables.js';
import type { AuthContext } from './auth/context.js';

const HIDDEN = /password|secret|token|hash/i;

/** Field-level difference of two records, with secrets masked. */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const k of keys) {
    if (k === 'updateTime' || k === 'version') continue;
    const a = before?.[k];
    const b = after?.[k];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    out[k] = HIDDEN.test(k) ? { from: a === undefined ? undefined : '***', to: b === undefined ? undefined : '***' } : { from: a ?? null, to: b ?? null };
  }
  return out;
}

export interface AuditEntry {
  action: string;
  resource: string;
  recordId?: string | string[] | null;
  changes?: unknown;
}

/** The audit-log row of one write (`audit` inserts it; a caller batching its writes inserts it with the others). */
export function auditRow(
  auth: Pick<AuthContext, 'tenantId' | 'userId' | 'account'> | undefined,
  req: FastifyRequest | undefined,
  entry: AuditEntry,
): typeof auditLog.$inferInsert {
  return {
    tenantId: auth?.tenantId ?? '000000',
    userId: auth?.userId ?? null,
    account: auth?.account ?? null,
    action: entry.action,
    resource: entry.resource,
    recordId: Array.isArray(entry.recordId) ? entry.recordId.join(',').slice(0, 400) : (entry.recordId ?? null),
    method: req?.method ?? null,
    url: req?.url.split('?')[0]?.slice(0, 500) ?? null,
    ip: req?.ip ?? null,
    changes: (entry.changes ?? null) as never,
  };
}

/** Records one write in the audit log, inside the caller's transaction (so it commits with the change). */
export async function audit(
  tx: Db,
  auth: Pick<AuthContext, 'tenantId' | 'userId' | 'account'> | undefined,
  req: FastifyRequest | undefined,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values(auditRow(auth, req, entry));
}
