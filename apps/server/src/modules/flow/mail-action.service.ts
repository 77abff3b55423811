import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FLOW_STATUS, TASK_STATUS, type MailActionState } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { hashMailToken } from './mail-links.js';
import type { flowMailToken } from './flow.tables.js';
import { activeUserOf, mailTokenByHash, spendMailToken, spendOtherMailTokens, taskWithInstance } from './flow.queries.js';
import { completeTask } from './flow.service.js';

/*
 * The approve/reject links of approval e-mails (issue 14 section 2). Opening a link (GET) only shows
 * the request and what the link would do: mail scanners fetch links, so reading never acts. The
 * confirmation (POST) spends the token with a conditional UPDATE (one of two concurrent confirms wins)
 * and completes the task as its assignee in the same transaction; any refusal rolls both back.
 */

export interface MailActionView {
  state: MailActionState;
  action: 'approve' | 'reject' | null;
  formName: string;
  initiatorName: string;
  taskName: string;
  startTime: string;
  assigneeName: string;
}

const empty = (state: MailActionState): MailActionView => ({
  state,
  action: null,
  formName: '',
  initiatorName: '',
  taskName: '',
  startTime: '',
  assigneeName: '',
});

type TokenRow = typeof flowMailToken.$inferSelect;

/** A refusal inside the confirm transaction: rolls back the spent token and answers `state`. */
class Refused extends Error {
  constructor(readonly state: MailActionState) {
    super(state);
  }
}

/** What a token is worth now, and the request behind it (only for a token that is still the assignee's). */
async function inspect(db: Db, token: TokenRow | undefined, at: string): Promise<MailActionView> {
  if (!token) return empty('invalid');
  const row = await taskWithInstance(db, token, token.taskId);
  // a task handed to someone else is no longer this link's: it tells nothing of the request
  if (!row || row.task.assignee !== token.userId) return empty('invalid');
  const view: MailActionView = {
    state: 'ready',
    action: token.action === 'reject' ? 'reject' : 'approve',
    formName: row.inst.formName,
    initiatorName: row.inst.initiatorName ?? '',
    taskName: row.task.name,
    startTime: row.inst.startTime ?? '',
    assigneeName: row.task.assigneeName ?? '',
  };
  if (token.usedAt) return { ...view, state: 'used' };
  if (token.expiresAt <= at) return { ...view, state: 'expired' };
  if (row.task.taskStatus !== TASK_STATUS.open || row.inst.flowStatus !== FLOW_STATUS.running || row.inst.isDeleted === 1) return { ...view, state: 'handled' };
  return view;
}

const tokenRow = (db: Db, token: string) => mailTokenByHash(db, hashMailToken(token));

/** GET: what the link would do; changes nothing. */
export async function viewMailAction(app: FastifyInstance, token: string, at: Date = new Date()): Promise<MailActionView> {
  return inspect(app.db, await tokenRow(app.db, token), formatDateTime(at));
}

/** The assignee as the task completion sees them (an active account of the token's tenant), or null. */
async function assigneeAuth(db: Db, token: TokenRow): Promise<AuthContext | null> {
  const u = await activeUserOf(db, token, token.userId);
  if (!u) return null;
  const ids = (v: string | null) => (v ?? '').split(',').filter(Boolean);
  return {
    tenantId: u.tenantId,
    userId: u.id,
    account: u.account,
    userName: u.name ?? u.account,
    realName: u.realName ?? u.name ?? u.account,
    sessionId: '',
    roleIds: ids(u.roleId),
    roleAliases: [],
    roles: [],
    deptIds: ids(u.deptId),
    postIds: ids(u.postId),
    staffId: u.staffId,
    workerId: u.workerId,
    isAdmin: false,
    permissions: new Set(),
    permissionList: [],
    apiScopes: [],
    dataScopes: [],
  };
}

/**
 * POST: spends the token and approves or rejects its task, exactly once. A used, expired or foreign
 * token, or a task no longer open, answers its state and changes nothing.
 */
export async function confirmMailAction(app: FastifyInstance, token: string, at: Date = new Date(), req?: FastifyRequest): Promise<MailActionView> {
  const t = formatDateTime(at);
  const hash = hashMailToken(token);
  try {
    return await app.db.transaction(async (tx) => {
      // the conditional update is the single-use guard: a concurrent confirm waits on the row, then finds it spent
      const spent = await spendMailToken(tx, hash, t);
      if (!spent) throw new Refused((await inspect(tx, await tokenRow(tx, token), t)).state);
      const view = await inspect(tx, { ...spent, usedAt: null }, t);
      if (view.state !== 'ready') throw new Refused(view.state);
      const auth = await assigneeAuth(tx, spent);
      if (!auth) throw new Refused('invalid');
      try {
        await completeTask(
          { app, db: tx, auth, req },
          {
            taskId: spent.taskId,
            flag: spent.action === 'reject' ? 'reject' : 'ok',
            comment: spent.action === 'reject' ? 'Rejected from the e-mail link' : 'Approved from the e-mail link',
          },
        );
      } catch (e) {
        if (e instanceof AppError && (e.code === 409 || e.code === 404)) throw new Refused('handled');
        if (e instanceof AppError && e.code === 403) throw new Refused('invalid');
        throw e;
      }
      // the task's other links (the reject link of an approved task) are spent with it
      await spendOtherMailTokens(tx, spent.taskId, spent.id, t);
      return { ...view, state: spent.action === 'reject' ? 'rejected' : 'approved' };
    });
  } catch (e) {
    if (e instanceof Refused) return { ...(await viewMailAction(app, token, at)), state: e.state };
    throw e;
  }
}
