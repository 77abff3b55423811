import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The form module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const formNames: ModuleNames = {
  zh: {
    menus: { formCustom: '表单设计' },
    templates: { "Only {s} may start '{s}'": '只有{s}可以发起“{s}”' },
    messages: {
      required: '必填',
      'fieldOption must be a JSON object': 'fieldOption 必须是 JSON 对象',
      'letters, digits, _ . - only, starting with a letter': '只能包含字母、数字、_ . -，且以字母开头',
      'must be role ids separated by commas (empty: everyone may start the form)': '必须是以逗号分隔的角色 ID（留空：所有人都可发起该表单）',
    },
  },
  de: { menus: { formCustom: 'Formulardesigner' } },
  fr: { menus: { formCustom: 'Concepteur de formulaires' } },
  pt: { menus: { formCustom: 'Designer de formulários' } },
};
