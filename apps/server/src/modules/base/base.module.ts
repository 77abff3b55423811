import { defineModule } from '../module.js';
import { lookupRoutes, projectRoutes } from './base.routes.js';
import { baseMenus } from './base.menus.js';
import { seedBaseLookups, seedCardTemplates } from './base.seeds.js';
import { baseNames } from './base.names.js';

/** Lookups (countries, universities, cities), projects, attendance addresses, card templates. */
export const baseModule = defineModule({
  name: 'base',
  names: baseNames,
  routes: [lookupRoutes, projectRoutes],
  menus: baseMenus,
  seeds: { 'base-lookups': seedBaseLookups, 'base-card-templates': seedCardTemplates },
});
