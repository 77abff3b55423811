import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The desk module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const deskNames: ModuleNames = {
  zh: {
    messages: {
      'you may check only your own leave': '只能查看自己的请假',
      'a leave can be at most two years long': '请假最长为两年',
      'you may check the leave of the people of your data scope only': '只能查看您数据范围内人员的请假',
    },
  },
};
