import { STAFF_UPDATE_STATUS } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { SENSITIVE_FIELDS, seesSensitive } from './staff.rules.js';
import { staffs } from './staff.queries.js';
import { decideUpdateRequest, removeExpenseRows, updateRequests } from './staff-records.queries.js';

type Row = Record<string, unknown>;

/** The caller proposes changes to their own staff record; they apply when HR adopts the request. */
export async function proposeUpdate(ctx: ServiceContext, changes: Row): Promise<Row> {
  if (!ctx.auth.staffId) throw forbidden('Your account is not linked to a staff record');
  const proposed = Object.fromEntries(Object.entries(changes).filter(([, x]) => x !== undefined));
  return updateRequests.save(ctx, { staffId: ctx.auth.staffId, changes: JSON.stringify(proposed) });
}

/**
 * Adopts (the changes apply to the staff record in the same transaction) or fails a pending update
 * request. Changes of sensitive fields are adopted only by holders of `staff_sensitive`.
 */
export async function decideUpdate(ctx: ServiceContext, id: string, adopt: boolean, reason?: string): Promise<Row> {
  return ctx.db.transaction(async (tx) => {
    const log = await updateRequests.getById(tx, ctx.auth, id);
    if (log.auditStatus !== STAFF_UPDATE_STATUS.PENDING) throw conflict('auditStatus: this request was already decided');
    if (adopt) {
      const changes = JSON.parse(log.changes) as Row;
      if (Object.keys(changes).some((k) => (SENSITIVE_FIELDS as readonly string[]).includes(k)) && !seesSensitive(ctx.auth)) {
        throw forbidden('This request changes NRIC, passport, bank or salary fields: adopting it needs staff_sensitive');
      }
      await staffs.save({ ...ctx, db: tx }, { ...changes, id: log.staffId });
    }
    const row = await decideUpdateRequest(tx, ctx.auth, id, adopt ? STAFF_UPDATE_STATUS.ADOPTED : STAFF_UPDATE_STATUS.FAILED, reason ?? null);
    await audit(tx, ctx.auth, ctx.req, { action: adopt ? 'adopt' : 'fail', resource: 'staff_update_log', recordId: id });
    return row as Row;
  });
}

/** Removes the expense percentages of one type of a staff the caller may see; answers how many. */
export async function removeExpensePercentages(ctx: ServiceContext, staffId: string, type: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await staffs.getById(tx, ctx.auth, staffId);
    const removed = await removeExpenseRows(tx, ctx.auth, staffId, type);
    if (removed.length === 0) throw notFound('staff_expense_percentage');
    await audit(tx, ctx.auth, ctx.req, { action: 'remove', resource: 'staff_expense_percentage', recordId: removed });
    return removed.length;
  });
}
