import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client.js';
import { addDays } from '@hr/contracts';
import { formatDateTime } from '../../platform/util.js';
import { flowMailToken } from './flow.tables.js';
import type { Tenant } from '../../platform/auth/context.js';

/** How long the approve/reject links of an approval e-mail stay usable. */
export const MAIL_LINK_DAYS = 7;
/** The web app's public confirmation page the links open. */
export const MAIL_ACTION_PATH = '/mail-action';

/** Only this digest of a link's token is stored: a copy of the table opens nothing. */
export const hashMailToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Two new links for a task's assignee, approve and reject, each a random 256-bit token kept hashed,
 * single use and valid MAIL_LINK_DAYS days: the links and the two token rows to write in the task's
 * transaction (`issueMailLinks` writes them; `persist` sends them with the action's other writes).
 */
export function mailLinks(tenantId: string, taskId: string, userId: string, webUrl: string, at: Date = new Date()) {
  // the same wall time MAIL_LINK_DAYS company days later (a day of 23 or 25 hours counts as one)
  const issued = formatDateTime(at);
  const expiresAt = `${addDays(issued.slice(0, 10), MAIL_LINK_DAYS)}${issued.slice(10)}`;
  const rows: (typeof flowMailToken.$inferInsert)[] = [];
  const make = (action: 'approve' | 'reject') => {
    const token = randomBytes(32).toString('base64url');
    rows.push({ tenantId, tokenHash: hashMailToken(token), taskId, userId, action, expiresAt });
    return `${webUrl}${MAIL_ACTION_PATH}?token=${token}`;
  };
  return { approve: make('approve'), reject: make('reject'), days: MAIL_LINK_DAYS, rows };
}

/** Issues a task's two links and writes their tokens in the caller's transaction (one insert). */
export async function issueMailLinks(tx: Db, tenant: Tenant, taskId: string, userId: string, webUrl: string, at: Date = new Date()) {
  const links = mailLinks(tenant.tenantId, taskId, userId, webUrl, at);
  await tx.insert(flowMailToken).values(links.rows);
  return links;
}
