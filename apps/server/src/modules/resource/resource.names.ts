import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The resource module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const resourceNames: ModuleNames = {
  zh: {
    menus: { resource: '资源管理', oss: '对象存储', oss_enable: '启用对象存储', attach: '附件管理' },
    templates: {
      'this type of file is not accepted (allowed: {s})': '不接受此类文件（允许：{s}）',
      'the content is not {s} as its name says': '文件内容不是文件名所示的 {s}',
      'declared as {s} but the content is {s}': '声明为 {s}，但内容是 {s}',
      'file {s}: this type of file is not accepted (allowed: {s})': '文件 {s}：不接受此类文件（允许：{s}）',
      'file {s}: the file is empty': '文件 {s}：文件为空',
      'file {s}: the PDF document is incomplete (it has no end)': '文件 {s}：PDF 文档不完整（缺少结尾）',
      'file {s}: the file is incomplete or damaged ({s})': '文件 {s}：文件不完整或已损坏（{s}）',
      'file {s}: the content is not {s} as its name says': '文件 {s}：文件内容不是文件名所示的 {s}',
      'file {s}: declared as {s} but the content is {s}': '文件 {s}：声明为 {s}，但内容是 {s}',
    },
    messages: {
      'The file storage is not available, please try again later': '文件存储暂不可用，请稍后重试',
      'This file link has expired or is not valid': '该文件链接已过期或无效',
    },
  },
  de: { menus: { resource: 'Ressourcen' } },
  fr: { menus: { resource: 'Ressources' } },
  pt: { menus: { resource: 'Recursos' } },
};
