import { and, eq, inArray } from 'drizzle-orm';
import { WORKER_STATUS } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { USER_TYPE_WORKER } from '../../platform/auth/context.js';
import { user } from '../../platform/auth/identity.tables.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { liveRows } from '../../platform/repository.js';
import { worker } from './worker.tables.js';
import { workers } from './worker.queries.js';
import { accountsOf, endSessions, NO_PASSWORD, phoneOf, phoneTaken, workerAccount } from './worker-account.js';

/*
 * A worker's self-service access (issue 33): a sign-in account of `USER_TYPE_WORKER` linked both ways to the
 * worker record (`sys_user.worker_id`, `worker_info.user_id`), with the worker's mobile number as its phone. It
 * has no password and no role: the worker signs in by SMS code (grant_type=sms) and his session reaches his own
 * routes only (platform/auth/authenticate.ts). HR turns it on and off (the account's status, 1 or 0); a worker
 * who leaves, or is removed, loses it (the account is deleted and its sessions end).
 */

/** The self-service access of workers the caller may see: on or off, the phone it signs in with, the last sign-in. */
export async function selfAccessOf(ctx: ServiceContext, workerId: string) {
  await workers.getById(ctx.db, ctx.auth, workerId);
  const account = (await accountsOf(ctx.db, ctx.auth, [workerId])).get(workerId);
  return { enabled: account?.status === 1, phone: account?.phone ?? null, lastLoginTime: account?.lastLoginTime ?? null };
}

/**
 * Turns the self-service access of workers (of the caller's data scope) on or off, all or none. On needs an
 * active worker with a mobile number no other account uses; it creates the account or enables it again. Off
 * disables the account and ends its sessions at once.
 */
export async function setSelfAccess(ctx: ServiceContext, ids: string[], enabled: boolean): Promise<null> {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(worker)
      .where(and(liveRows(worker, auth), workers.scope(auth), inArray(worker.id, ids)));
    if (rows.length !== new Set(ids).size) throw badRequest('ids: no such worker');
    const accounts = await accountsOf(tx, auth, ids);
    if (!enabled) {
      const off = [...accounts.values()].filter((a) => a.status === 1).map((a) => a.id);
      if (off.length)
        await tx
          .update(user)
          .set({ status: 0, updateUser: auth.userId, updateTime: formatDateTime(new Date()) })
          .where(inArray(user.id, off));
      await endSessions(tx, off, 'worker_access_off');
    }
    for (const w of enabled ? rows : []) {
      const phone = phoneOf(w);
      const who = `${w.name} (${w.employmentCode})`;
      if (w.status !== WORKER_STATUS.ACTIVE) throw badRequest(`ids: ${who} has left and cannot be given access`);
      if (!phone) throw badRequest(`ids: ${who} has no mobile number; enter it first`);
      const account = accounts.get(w.id);
      if (await phoneTaken(tx, auth, phone, account?.id ?? null)) throw conflict(`ids: the mobile number of ${who} is already used by another account`);
      if (account) {
        await tx.update(user).set({ status: 1, phone, name: w.name, realName: w.name, updateUser: auth.userId }).where(eq(user.id, account.id));
        continue;
      }
      const name = workerAccount(w.employmentCode);
      const [taken] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.tenantId, auth.tenantId), eq(user.account, name), eq(user.isDeleted, 0)));
      if (taken) throw conflict(`ids: the account ${name} is already used by another user`);
      const [created] = await tx
        .insert(user)
        .values({
          tenantId: auth.tenantId,
          userType: USER_TYPE_WORKER,
          account: name,
          password: NO_PASSWORD,
          name: w.name,
          realName: w.name,
          phone,
          workerId: w.id,
          // his requests' approvers: the leader of the department that registered him (the chain's deptLeader step)
          deptId: w.createDept ?? '',
          isInitialPassword: 0,
          createUser: auth.userId,
          createDept: auth.deptIds[0] ?? null,
        })
        .returning({ id: user.id });
      await tx.update(worker).set({ userId: created.id }).where(eq(worker.id, w.id));
    }
    await audit(tx, auth, ctx.req, { action: enabled ? 'self-access-on' : 'self-access-off', resource: 'worker', recordId: ids });
  });
  return null;
}
