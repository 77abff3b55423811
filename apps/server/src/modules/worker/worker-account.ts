import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { WORKER_STATUS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { USER_TYPE_WORKER, type Tenant } from '../../platform/auth/context.js';
import { user } from '../../platform/auth/identity.tables.js';
import { authSession } from '../../platform/db/platform.tables.js';
import { formatDateTime } from '../../platform/util.js';

/*
 * The sign-in account of a worker's self-service access (worker-access.ts turns it on and off): the rules under
 * every worker write keep it in step with the record (worker.queries.ts hooks).
 */

type Row = Record<string, unknown>;

/** The account name of a worker's access: never a staff number (staff accounts are their staff numbers). */
export const workerAccount = (employmentCode: string) => `worker.${employmentCode}`;

/** A password no sign-in can match (not an argon2 hash): the account signs in by SMS code only. */
export const NO_PASSWORD = '!sms-only';

export const phoneOf = (w: { mobileCode: string | null; mobile: string | null }) => (w.mobile ? `${w.mobileCode ?? '+65'} ${w.mobile}`.trim() : null);
const digits = (phone: string) => phone.replace(/\s/g, '');

/** Ends every open session of the accounts. */
export async function endSessions(tx: Db, userIds: string[], reason: string): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(authSession)
    .set({ revokedTime: formatDateTime(new Date()), revokedReason: reason })
    .where(and(inArray(authSession.userId, userIds), isNull(authSession.revokedTime)));
}

/** The live self-service account of each worker (by worker id). */
export async function accountsOf(tx: Db, forTenant: Tenant, workerIds: string[]) {
  if (workerIds.length === 0) return new Map<string, typeof user.$inferSelect>();
  const rows = await tx
    .select()
    .from(user)
    .where(and(eq(user.tenantId, forTenant.tenantId), eq(user.isDeleted, 0), eq(user.userType, USER_TYPE_WORKER), inArray(user.workerId, workerIds)));
  return new Map(rows.map((u) => [u.workerId!, u]));
}

/** Whether another live account of the tenant signs in with this phone (SMS codes go to one account per phone). */
export async function phoneTaken(tx: Db, forTenant: Tenant, phone: string, exceptUserId: string | null): Promise<boolean> {
  const [hit] = await tx
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.tenantId, forTenant.tenantId),
        eq(user.isDeleted, 0),
        or(eq(user.phone, phone), eq(sql`replace(${user.phone}, ' ', '')`, digits(phone))),
        exceptUserId ? ne(user.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(hit);
}

/**
 * Under every worker write (the repository's hook): a worker who has left loses his access (account deleted,
 * sessions ended); otherwise the account follows his name and mobile number.
 */
export async function followWorker(tx: Db, forTenant: Tenant, saved: Row): Promise<void> {
  const id = saved.id as string;
  const account = (await accountsOf(tx, forTenant, [id])).get(id);
  if (!account) return;
  if (Number(saved.status) === WORKER_STATUS.LEFT) return closeWorkerAccess(tx, forTenant, [id], 'worker_left');
  const phone = phoneOf({ mobileCode: (saved.mobileCode as string) ?? null, mobile: (saved.mobile as string) ?? null });
  await tx
    .update(user)
    .set({ name: String(saved.name), realName: String(saved.name), phone })
    .where(eq(user.id, account.id));
}

/** Deletes the workers' self-service accounts and ends their sessions (a worker left or was removed). */
export async function closeWorkerAccess(tx: Db, forTenant: Tenant, workerIds: string[], reason: string): Promise<void> {
  if (workerIds.length === 0) return;
  const closed = await tx
    .update(user)
    .set({ isDeleted: 1, updateTime: formatDateTime(new Date()) })
    .where(and(eq(user.tenantId, forTenant.tenantId), eq(user.isDeleted, 0), eq(user.userType, USER_TYPE_WORKER), inArray(user.workerId, workerIds)))
    .returning({ id: user.id });
  await endSessions(
    tx,
    closed.map((u) => u.id),
    reason,
  );
}
