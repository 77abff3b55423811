import { createHash, randomBytes } from 'node:crypto';
import { addDays, COMPLIANCE_PERMISSIONS, type CalendarFeedInfo } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { RouteContext, ServiceContext } from '../../platform/http/route.js';
import { permits } from '../../platform/auth/permissions.js';
import { audit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import {
  activeFeed,
  documentExpiries,
  feedOwner,
  insertFeed,
  publicHolidays,
  revokeActiveFeeds,
  teamLeave,
  touchFeed,
  type Window,
} from './calendar.queries.js';
import { ownLeave } from '../leave/leave.public.js';
import { renderFeed } from './calendar.ics.js';
import type { Tenant } from '../../platform/auth/context.js';

/** The path of a feed; the token is its only credential. */
export const FEED_PATH = '/api/mcc-open/calendar';
/** What a feed covers: the last 90 days and the next 13 months. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 396;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function feedUrl(ctx: RouteContext, token: string): string {
  const base = ctx.app.config.publicWebUrl ?? `${ctx.req.protocol}://${ctx.req.host}`;
  return `${base.replace(/\/$/, '')}${FEED_PATH}/${token}.ics`;
}

/** Revokes the user's active feeds inside the caller's transaction; answers how many. */
async function revokeActive(tx: Db, tenant: Tenant, userId: string): Promise<number> {
  return revokeActiveFeeds(tx, { tenantId: tenant.tenantId, userId });
}

/**
 * A new secret feed address for the caller (the previous one stops working). The token is 32 random
 * bytes; only its SHA-256 is stored, so this answer is the only place the address appears.
 */
export async function createFeed(ctx: RouteContext): Promise<{ url: string; tokenHint: string; createTime: string }> {
  const token = randomBytes(32).toString('base64url');
  const createTime = formatDateTime(new Date());
  const tokenHint = token.slice(0, 6);
  await ctx.db.transaction(async (tx) => {
    await revokeActive(tx, ctx.auth, ctx.auth.userId);
    const id = await insertFeed(tx, ctx.auth, hashToken(token), tokenHint, createTime);
    await audit(tx, ctx.auth, ctx.req, { action: 'create', resource: 'calendar_feed', recordId: id });
  });
  return { url: feedUrl(ctx, token), tokenHint, createTime };
}

/** Stops the caller's feed address at once (404 when there is none). */
export async function revokeFeed(ctx: ServiceContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if ((await revokeActive(tx, ctx.auth, ctx.auth.userId)) === 0) throw notFound('calendar feed');
    await audit(tx, ctx.auth, ctx.req, { action: 'revoke', resource: 'calendar_feed', recordId: ctx.auth.userId });
  });
}

/** Whether the caller has an active feed, and which (its first characters; the address itself is never shown again). */
export async function feedDetail(ctx: ServiceContext): Promise<CalendarFeedInfo> {
  const feed = await activeFeed(ctx.db, ctx.auth, ctx.auth.userId);
  return { active: Boolean(feed), tokenHint: feed?.tokenHint ?? null, createTime: feed?.createTime ?? null, lastUsedTime: feed?.lastUsedTime ?? null };
}

// the company's date of an instant (clock-context.ts), not UTC's
const isoDay = (d: Date) => formatDateTime(d).slice(0, 10);

/**
 * The feed of a token (`<token>.ics`): the owner's own leave (pending and approved), the team's approved
 * leave, the public holidays of the owner's holiday scheme, and for holders of HR's compliance grant the
 * work-permit and passport expiries of the workers in their scope. Unknown, revoked, of a disabled user:
 * the same 404.
 */
export async function renderFeedOf(db: Db, file: string, now = new Date()): Promise<string> {
  const m = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(file);
  if (!m) throw notFound('Calendar feed');
  const owner = await feedOwner(db, hashToken(m[1]));
  if (!owner) throw notFound('Calendar feed');
  const { auth } = owner;
  const w: Window = { from: addDays(isoDay(now), -FEED_DAYS_BACK), to: addDays(isoDay(now), FEED_DAYS_AHEAD) };
  // HR's feed: the users holding the compliance grant (renewing permits and passports)
  const hr = permits(auth, COMPLIANCE_PERMISSIONS.renew);
  const [own, team, holidays, expiries] = await Promise.all([
    ownLeave(db, auth, w),
    teamLeave(db, auth, w),
    publicHolidays(db, auth, w),
    hr ? documentExpiries(db, auth, w) : Promise.resolve([]),
  ]);
  const within = (d: string | null) => (d && d >= w.from && d <= w.to ? d : null);
  await touchFeed(db, owner.feedId, now);
  return renderFeed({
    tenantId: auth.tenantId,
    ownerName: auth.realName,
    own,
    team,
    holidays,
    expiries: expiries.map((x) => ({ ...x, wpExpiryDate: within(x.wpExpiryDate), passportExpiryDate: within(x.passportExpiryDate) })),
  });
}
