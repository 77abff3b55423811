import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The dashboard module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const dashboardNames: ModuleNames = {
  zh: { menus: { dashboard: '仪表盘', dashboard_hr: '人事仪表盘', dashboard_director: '总监仪表盘' } },
  de: { menus: { dashboard: 'Dashboard' } },
  fr: { menus: { dashboard: 'Tableau de bord' } },
  pt: { menus: { dashboard: 'Painel' } },
};
