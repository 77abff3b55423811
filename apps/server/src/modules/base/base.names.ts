import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The base module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const baseNames: ModuleNames = {
  zh: {
    menus: {
      base: '基础数据',
      country: '国家',
      university: '大学',
      city: '城市',
      project: '项目',
      project_role: '项目角色',
      attendance_address: '考勤地址',
      card_template: '卡片模板',
    },
  },
  de: { menus: { base: 'Stammdaten' } },
  fr: { menus: { base: 'Données de base' } },
  pt: { menus: { base: 'Dados de base' } },
};
