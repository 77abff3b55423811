import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { companyClock } from './clock.queries.js';

/** `GET /api/blade-system/clock`: the caller's company clock (README "Time zone"); the web reads it at sign-in. */
export const clockRoutes = [
  route({
    method: 'GET',
    url: '/api/blade-system/clock',
    permission: 'authenticated',
    summary:
      "The caller's company clock: its IANA time zone (system parameter company.timeZone), the zone's UTC offset now, and today (YYYY-MM-DD) and now (YYYY-MM-DD HH:mm:ss) in that zone",
    tags: ['clock'],
    output: z.object({ timeZone: z.string(), offset: z.string(), today: z.string(), now: z.string() }),
    handler: (_q, ctx) => companyClock(ctx.app, ctx.db, ctx.auth),
  }),
];
