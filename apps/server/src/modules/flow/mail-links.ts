import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client.js';
import { formatDateTime } from '../../platform/util.js';
import { flowMailToken } from './flow.tables.js';

/** How long the approve/reject links of an approval e-mail stay usable. */
export const MAIL_LINK_DAYS = 7;
/** The web app's public confirmation page the links open. */
export const MAIL_ACTION_PATH = '/mail-action';

/** Only this digest of a link's token is stored: a copy of the table opens nothing. */
export const hashMailToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Two new links for a task's assignee, approve and reject, each a random 256-bit token kept hashed,
 * single use and valid MAIL_LINK_DAYS days. Written in the caller's transaction (the task's own).
 */
export async function issueMailLinks(tx: Db, tenantId: string, taskId: string, userId: string, webUrl: string, at: Date = new Date()) {
  const expiresAt = formatDateTime(new Date(at.getTime() + MAIL_LINK_DAYS * 86_400_000));
  const make = async (action: 'approve' | 'reject') => {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(flowMailToken).values({ tenantId, tokenHash: hashMailToken(token), taskId, userId, action, expiresAt });
    return `${webUrl}${MAIL_ACTION_PATH}?token=${token}`;
  };
  return { approve: await make('approve'), reject: await make('reject'), days: MAIL_LINK_DAYS };
}
