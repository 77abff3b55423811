import type { ServiceContext } from '../../platform/http/route.js';
import { openTransfer } from '../worker/transfer.service.js';

/**
 * Sends workers to another site without an application: a pending project transfer for each (in id
 * order, so two calls never deadlock), all or none. Answers how many workers were sent.
 */
export const sendToSite = (
  ctx: ServiceContext,
  v: { workerIds: string[]; targetProjectId: string; targetTeamId?: string; transitionDate: string; remark?: string },
) =>
  ctx.db.transaction(async (tx) => {
    const workerIds = [...new Set(v.workerIds)].sort();
    for (const workerId of workerIds) await openTransfer(tx, ctx.auth, { ...v, workerId });
    return workerIds.length;
  });
