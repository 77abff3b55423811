import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { loadRoleGrants } from '../../platform/auth/permissions.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { tenant, user } from '../../platform/auth/identity.tables.js';
import { deptsLedBy } from '../system/system.public.js';
import { teamLeaveOf } from '../leave/leave.public.js';
import { publicHolidaysIn } from '../attendance/attendance.public.js';
import { enabledHolidaySchemes, schemeOf } from '../attendance/attendance.queries.js';
import { calendarFeed } from './calendar.tables.js';

export interface Window {
  from: string;
  to: string;
}

/** The active feed of a user (not revoked), if any. */
export async function activeFeed(db: Db, forTenant: Tenant, userId: string) {
  const [row] = await db
    .select()
    .from(calendarFeed)
    .where(and(eq(calendarFeed.tenantId, forTenant.tenantId), eq(calendarFeed.userId, userId), isNull(calendarFeed.revokeTime)))
    .orderBy(sql`${calendarFeed.createTime} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * The signed-in identity a feed token stands for: the feed is active, its user active and not deleted,
 * its tenant live. The grants and data scopes are the user's current ones (cached per perm_version), so
 * the feed shows what the user may see today, never more.
 */
export async function feedOwner(db: Db, tokenHash: string): Promise<{ feedId: string; auth: AuthContext } | null> {
  const [row] = await db
    .select({
      feedId: calendarFeed.id,
      tenantId: calendarFeed.tenantId,
      userId: user.id,
      account: user.account,
      name: user.name,
      realName: user.realName,
      roleId: user.roleId,
      deptId: user.deptId,
      postId: user.postId,
      staffId: user.staffId,
      workerId: user.workerId,
      permVersion: tenant.permVersion,
    })
    .from(calendarFeed)
    .innerJoin(user, and(eq(user.id, calendarFeed.userId), eq(user.tenantId, calendarFeed.tenantId), eq(user.isDeleted, 0), eq(user.status, 1)))
    .innerJoin(tenant, and(eq(tenant.tenantId, calendarFeed.tenantId), eq(tenant.isDeleted, 0)))
    .where(and(eq(calendarFeed.tokenHash, tokenHash), isNull(calendarFeed.revokeTime)))
    .limit(1);
  if (!row) return null;
  const roleIds = splitIds(row.roleId);
  const grants = await loadRoleGrants(db, row, roleIds, row.permVersion);
  const auth: AuthContext = {
    tenantId: row.tenantId,
    userId: row.userId,
    account: row.account,
    userName: row.name ?? row.account,
    realName: row.realName ?? row.name ?? row.account,
    sessionId: `feed:${row.feedId}`,
    roleIds,
    roleAliases: grants.roleAliases,
    roles: grants.roles,
    deptIds: splitIds(row.deptId),
    postIds: splitIds(row.postId),
    staffId: row.staffId,
    workerId: row.workerId,
    isAdmin: grants.isAdmin,
    permissions: grants.permissions,
    permissionList: grants.permissionList,
    apiScopes: grants.apiScopes,
    dataScopes: grants.dataScopes,
  };
  return { feedId: row.feedId, auth };
}

/**
 * Approved leave of the user's team: the departments (teams) the user belongs to, and those the user
 * leads with everything under them, AND the user's data scope on leave records (the leave calendar's
 * rule), so a feed never shows leave its owner could not read on the calendar. The user's own leave is
 * left out (ownLeave has it).
 */
export async function teamLeave(db: Db, auth: AuthContext, w: Window) {
  const led = await deptsLedBy(db, auth, auth.userId);
  if (auth.deptIds.length === 0 && led.length === 0) return [];
  return teamLeaveOf(db, auth, w, led);
}

/**
 * Public holidays (days off) of the user's holiday scheme: a worker's attendance scheme's, else the
 * tenant's first enabled scheme (the rule attendance uses). Answers the scheme's name with the days.
 */
export async function publicHolidays(db: Db, auth: AuthContext, w: Window) {
  const scheme = auth.workerId ? await schemeOf(db, auth, { workerId: auth.workerId }) : null;
  const schemeId = scheme?.holidaySchemeId ?? (await enabledHolidaySchemes(db, auth).limit(1))[0]?.id ?? null;
  if (!schemeId) return [];
  return publicHolidaysIn(db, auth, schemeId, w);
}

/** Active workers of the user's worker data scope whose work permit or passport expires in the window (HR's feed). */
export { documentExpiries } from '../worker/worker.public.js';

/** Revokes a user's active feeds; answers how many. */
export async function revokeActiveFeeds(db: Db, auth: Pick<AuthContext, 'tenantId' | 'userId'>): Promise<number> {
  const rows = await db
    .update(calendarFeed)
    .set({ revokeTime: formatDateTime(new Date()) })
    .where(and(eq(calendarFeed.tenantId, auth.tenantId), eq(calendarFeed.userId, auth.userId), isNull(calendarFeed.revokeTime)))
    .returning({ id: calendarFeed.id });
  return rows.length;
}

/** Stores a new feed (only its token's hash); answers its id. */
export async function insertFeed(
  db: Db,
  auth: Pick<AuthContext, 'tenantId' | 'userId'>,
  tokenHash: string,
  tokenHint: string,
  createTime: string,
): Promise<string> {
  const [row] = await db
    .insert(calendarFeed)
    .values({ tenantId: auth.tenantId, userId: auth.userId, tokenHash, tokenHint, createTime })
    .returning({ id: calendarFeed.id });
  return row.id;
}

/** Notes when a feed was last read. */
export async function touchFeed(db: Db, feedId: string, when: Date): Promise<void> {
  await db
    .update(calendarFeed)
    .set({ lastUsedTime: formatDateTime(when) })
    .where(eq(calendarFeed.id, feedId));
}
