import { WEBHOOK_PERMISSIONS as P } from '@hr/contracts';
import { crudRoutes, pageRoute } from '../../platform/crud-routes.js';
import { route } from '../../platform/http/route.js';
import { deliveryListing, webhookEndpoints } from './webhook.queries.js';
import { submitInput, submitOutput } from './webhook.schema.js';
import { submitWebhook } from './webhook.service.js';

const PREFIX = '/api/blade-system/webhook';
const tags = ['webhook'];

/** `/api/blade-system/webhook/{page,list,detail,submit,remove,deliveries}`: endpoints, their events and delivery log. */
export const webhookRoutes = [
  ...crudRoutes(webhookEndpoints, { prefix: PREFIX, permissions: P, tags, routes: { submit: false } }),
  route({
    method: 'POST',
    url: `${PREFIX}/submit`,
    permission: [P.add, P.edit],
    summary: 'Create or update a webhook endpoint (url, events, enabled); a new endpoint or rotateSecret=true answers the signing secret once',
    tags,
    input: submitInput,
    output: submitOutput,
    handler: (input, ctx) => submitWebhook(ctx, input),
  }),
  pageRoute({
    url: `${PREFIX}/deliveries`,
    permission: P.deliveries,
    summary: 'Delivery attempts of one endpoint (endpointId), newest first: event, attempt, status code, duration, error',
    tags,
    ...deliveryListing,
  }),
];
