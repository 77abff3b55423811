import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The compliance module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const complianceNames: ModuleNames = {
  zh: {
    menus: {
      worker_doc_renew: '登记准证与护照续期',
      compliance_centre: '合规中心',
      address_declaration: '地址申报',
      address_declaration_declare: '标记已申报',
      address_declaration_export: '导出地址申报',
    },
    templates: { 'must be later than the current expiry date {s}': '必须晚于当前到期日 {s}' },
    messages: {
      'must be workPermit or passport': '必须是工作准证或护照',
      'the renewed document must not have expired already': '续期后的证件不能已过期',
      'no such address declaration': '地址申报不存在',
    },
    headers: { 'Declare By': '申报截止', 'Declared On': '申报日期', 'Move Date': '搬迁日期', 'New Address': '新地址' },
  },
};
