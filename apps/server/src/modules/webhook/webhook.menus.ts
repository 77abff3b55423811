import { SystemPermissions, WEBHOOK_PERMISSIONS as P } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

/** System > Webhooks (administrators get every menu at boot). */
export const webhookMenus: MenuSeed[] = [
  { code: P.menu, name: 'Webhooks', parent: SystemPermissions.root, path: '/system/webhook', source: 'api', sort: 95 },
  ...crudButtons(P.menu, 'webhook'),
  { code: P.deliveries, name: 'Webhook deliveries', alias: 'deliveries', parent: P.menu, category: 2, action: 1, sort: 5 },
];
