import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The webhook module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const webhookNames: ModuleNames = {
  zh: {
    menus: { webhook: 'Webhook 推送', webhook_deliveries: 'Webhook 推送记录' },
    templates: {
      'Address {s} is an internal address': '地址 {s} 是内部地址',
      '{s} resolves to {s}, an internal address': '{1} 解析到内部地址 {2}',
      'Host {s} could not be found': '找不到主机 {s}',
    },
    messages: {
      'URL is not a valid address (e.g. https://example.com/hooks/hr)': 'URL 不是有效地址（例如 https://example.com/hooks/hr）',
      'URL must start with http:// or https://': 'URL 必须以 http:// 或 https:// 开头',
      'ask the operator to allow it with WEBHOOK_ALLOWED_HOSTS': '如需使用，请让运维人员在 WEBHOOK_ALLOWED_HOSTS 中允许',
      'URL must not carry a user name or password': 'URL 不能包含用户名或密码',
      'receivers check the X-HR-Signature header instead': '接收方应改为校验 X-HR-Signature 请求头',
    },
  },
};
