import { z } from 'zod';
import { SystemPermissions } from '@hr/contracts';
import { pageRoute } from '../../platform/crud-routes.js';
import { route } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { outboxListing } from './outbox.queries.js';
import { resendOutbox } from './outbox.service.js';

/** `/api/blade-system/outbox/*`: outgoing mail, SMS and messages of the tenant; resending failed ones. */
export const outboxRoutes = [
  pageRoute({
    url: '/api/blade-system/outbox/page',
    permission: SystemPermissions.outbox.view,
    summary: 'Page of outgoing mail, SMS and messages, newest first (filters channel, recipient, state)',
    tags: ['outbox'],
    ...outboxListing,
  }),
  route({
    method: 'POST',
    url: '/api/blade-system/outbox/resend',
    permission: SystemPermissions.outbox.resend,
    summary: 'Queue failed messages again (ids=1,2,3); any other state is a 409',
    tags: ['outbox'],
    input: z.object({ ids: idList }),
    output: z.object({ queued: z.number() }),
    handler: ({ ids }, ctx) => resendOutbox(ctx, ids).then((queued) => ({ queued })),
  }),
];
