import { defineModule } from '../module.js';
import { ANY_PROCESS } from '../flow-hooks.js';
import { webhookRoutes } from './webhook.routes.js';
import { webhookMenus } from './webhook.menus.js';
import { webhookProvider } from './webhook.send.js';
import { requestWebhooks } from './webhook.flow.js';
import { webhookNames } from './webhook.names.js';

/**
 * Webhooks: administrators' endpoints, the `webhook` outbox channel that signs and posts events after
 * commit, and the request events of every form. Staff and worker events are published where they happen
 * (staff.service/staff.queries, housing.service, worker/transfer.service, worker.service) with publishEvent.
 */
export const webhookModule = defineModule({
  name: 'webhook',
  names: webhookNames,
  routes: [webhookRoutes],
  menus: webhookMenus,
  flow: { [ANY_PROCESS]: requestWebhooks },
  outboxProviders: { webhook: webhookProvider },
});
