import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authSession } from '../db/platform.tables.js';
import { formatDateTime } from '../util.js';

/** Ends every session of a user (password change or reset, quit). */
export async function revokeUserSessions(db: Db, userId: string, reason: string, exceptSessionId?: string): Promise<void> {
  const conds = [eq(authSession.userId, userId), isNull(authSession.revokedTime)];
  if (exceptSessionId) conds.push(sql`${authSession.id} <> ${exceptSessionId}`);
  await db
    .update(authSession)
    .set({ revokedTime: formatDateTime(new Date()), revokedReason: reason })
    .where(and(...conds));
}
