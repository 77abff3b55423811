import type { ServiceContext } from '../../platform/http/route.js';
import { lockOutboxRows, requeueOutbox } from './outbox.queries.js';
import { audit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';

/**
 * Puts failed messages back in the queue: they are sent by the next worker tick with a fresh attempt
 * count (their last error stays until a new attempt replaces it). Only `failed` rows qualify; sent, dev,
 * pending or running ones are refused (409) so a message is never sent twice by mistake. One transaction.
 */
export async function resendOutbox(ctx: ServiceContext, ids: string[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockOutboxRows(tx, ctx.auth, ids);
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing) throw notFound('Message');
    const notFailed = rows.find((r) => r.state !== 'failed');
    if (notFailed) throw conflict(`Only failed messages can be resent; message ${notFailed.id} is ${notFailed.state}`);
    await requeueOutbox(tx, ids, formatDateTime(new Date()));
    await audit(tx, ctx.auth, ctx.req, { action: 'resend', resource: 'outbox', recordId: ids });
    return rows.length;
  });
}
