import type { SessionState } from '../../app/session/session';

/** `sys_user.user_type` of a worker's self-service account (the token answer's `user_type`). */
export const WORKER_USER_TYPE = 2;

/** Whether the signed-in account is a worker's self-service account: his pages are /me, nothing else answers him. */
export const isWorkerSession = (session: Pick<SessionState, 'userInfo'>) => Number(session.userInfo?.user_type) === WORKER_USER_TYPE;

/** Whose answers the phone keeps (me-data.ts): the signed-in account. */
export const ownerOf = (session: Pick<SessionState, 'userInfo'>) => String(session.userInfo?.user_id ?? 'anonymous');
