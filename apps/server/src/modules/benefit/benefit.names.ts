import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The benefit module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const benefitNames: ModuleNames = {
  zh: {
    menus: {
      benefitMenu: '福利',
      benefitType: '福利类型',
      benefitType_export: '导出福利类型',
      staffBenefit: '员工福利',
      staffBenefit_edit: '设置员工福利等级',
      staffBenefit_export: '导出员工福利',
    },
    forms: { reimbursement: '报销' },
    fields: { expenseType: '费用类型', expenseDate: '费用日期', benefitId: '福利', receipts: '收据' },
    fieldOptions: { 'expenseType.travel': '差旅', 'expenseType.meal': '餐费', 'expenseType.transport': '交通', 'expenseType.other': '其他' },
    templates: { 'Duplicate item! ({s})': '重复项！（{s}）', 'Cannot exceed the remaining benefit ({s})': '不能超过剩余福利（{s}）' },
    messages: { 'a benefit with running claims cannot be removed': '有进行中报销的福利不能删除', 'required for a benefit claim': '福利报销时必填' },
    headers: {
      'Amounts per level': '各级别金额',
      Benefit: '福利',
      Code: '编码',
      Description: '描述',
      Entitled: '额度',
      Level: '级别',
      Remaining: '剩余',
      Used: '已用',
    },
  },
  de: { menus: { benefitMenu: 'Leistungen' } },
  fr: { menus: { benefitMenu: 'Avantages' } },
  pt: { menus: { benefitMenu: 'Benefícios' } },
};
