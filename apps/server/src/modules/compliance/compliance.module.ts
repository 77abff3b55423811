import { defineModule } from '../module.js';
import { complianceRoutes } from './compliance.routes.js';
import { complianceMenus } from './compliance.menus.js';
import { seedComplianceParams } from './compliance.seeds.js';
import { expiryReminderSweep } from './compliance.reminders.js';
import { complianceNames } from './compliance.names.js';

/** The permit and pass compliance centre: expiry reminders, renewals, the expired-permit gate, address declarations. */
export const complianceModule = defineModule({
  name: 'compliance',
  names: complianceNames,
  routes: [complianceRoutes],
  menus: complianceMenus,
  seeds: { 'compliance-params': seedComplianceParams },
  sweeps: { 'compliance.expiry-reminders': expiryReminderSweep },
});
