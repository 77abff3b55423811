import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { createFeed, feedDetail, FEED_PATH, renderFeedOf, revokeFeed } from './calendar.service.js';

const tags = ['calendar-feed'];
const PREFIX = '/api/blade-user/calendarFeed';

/** The caller's own secret feed address (create answers it once, detail tells whether one is active, revoke ends it) and the feed itself. */
export const calendarRoutes = [
  route({
    method: 'POST',
    url: `${PREFIX}/create`,
    permission: 'authenticated',
    summary: 'A new secret calendar feed address of the caller, answered this once (the previous address stops working)',
    tags,
    output: z.object({ url: z.string(), tokenHint: z.string(), createTime: z.string() }),
    handler: (_i, ctx) => createFeed(ctx),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/detail`,
    permission: 'authenticated',
    summary: "Whether the caller's calendar feed is active, its first characters and when it was created and last read",
    tags,
    output: z.object({ active: z.boolean(), tokenHint: z.string().nullable(), createTime: z.string().nullable(), lastUsedTime: z.string().nullable() }),
    handler: (_i, ctx) => feedDetail(ctx),
  }),
  route({
    method: 'POST',
    url: `${PREFIX}/revoke`,
    permission: 'authenticated',
    summary: "Revoke the caller's calendar feed address (404 when none is active)",
    tags,
    output: z.null(),
    handler: (_i, ctx) => revokeFeed(ctx).then(() => null),
  }),
  route({
    method: 'GET',
    url: `${FEED_PATH}/:file`,
    permission: 'public',
    // read by calendar applications, which send no headers: the secret token in the address is the credential
    clientCheck: false,
    summary:
      'The iCalendar feed of a secret address (<token>.ics): own and team leave, public holidays, and for HR permit and passport expiries; 404 for an unknown or revoked token',
    tags,
    download: 'file',
    handler: async (_i, ctx) => {
      const ics = await renderFeedOf(ctx.db, String((ctx.req.params as { file?: string }).file ?? ''));
      return ctx.reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="hr-calendar.ics"')
        .send(ics);
    },
  }),
];
