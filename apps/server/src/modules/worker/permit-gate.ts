import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { conflict } from '../../platform/errors.js';
import { today } from '../../platform/util.js';
import { paramText } from '../system/param.queries.js';
import { worker } from './worker.tables.js';
import type { Tenant } from '../../platform/auth/context.js';

/*
 * The expired-permit gate that dormitory moves (housing) and project transfers (worker) call inside their own
 * transactions. It reads the worker's permit; the compliance centre's parameter turns it on.
 */

export const REFUSE_EXPIRED_PARAM = { key: 'compliance.expiredPermit.refuse', fallback: '0' } as const;

/** Workers among `ids` whose work permit expired before `today` (code, name and expiry date). */
export async function expiredPermits(db: Db, tenant: Tenant, ids: string[], today: string) {
  if (!ids.length) return [];
  return db
    .select({ id: worker.id, employmentCode: worker.employmentCode, name: worker.name, wpExpiryDate: worker.wpExpiryDate })
    .from(worker)
    .where(and(eq(worker.tenantId, tenant.tenantId), eq(worker.isDeleted, 0), inArray(worker.id, ids), sql`${worker.wpExpiryDate} < ${today}`))
    .orderBy(asc(worker.employmentCode));
}

/**
 * The expired-permit gate of a dormitory move or project transfer: when parameter
 * compliance.expiredPermit.refuse is 1, a worker whose work permit has expired is refused (409 naming
 * the field, the worker and the date); otherwise the move goes through and the screens warn (the worker
 * carries `permitExpired`).
 */
export async function assertPermitsAllowMove(tx: Db, tenant: Tenant, workerIds: string[], field: string, what: string): Promise<void> {
  const expired = await expiredPermits(tx, tenant, workerIds, today());
  if (!expired.length || (await paramText(tx, tenant, REFUSE_EXPIRED_PARAM.key)) !== '1') return;
  const who = expired.map((w) => `${w.name} (${w.employmentCode}, expired ${w.wpExpiryDate})`).join(', ');
  throw conflict(`${field}: the work permit of ${who} has expired; renew it before the ${what}`);
}
