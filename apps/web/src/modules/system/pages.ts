import type { PageEntry } from '../../app/page-entry';

/** System administration (users, roles, menus, scopes, departments, dictionaries, storage, audit, feeds): the module's pages by menu path (app/routes.ts composes every module's). */
export const systemPages: PageEntry[] = [
  { path: '/system/user', titleKey: 'system.user', load: () => import('./UserPage') },
  { path: '/system/role', titleKey: 'system.role', load: () => import('./RolePage') },
  { path: '/system/menu', titleKey: 'system.menu', load: () => import('./MenuPage') },
  { path: '/system/data-scope', titleKey: 'system.dataScope', load: () => import('./ScopePage').then((m) => ({ default: m.DataScopePage })) },
  { path: '/system/api-scope', titleKey: 'system.apiScope', load: () => import('./ScopePage').then((m) => ({ default: m.ApiScopePage })) },
  { path: '/system/dept', titleKey: 'system.dept', load: () => import('./DeptPage') },
  { path: '/system/post', titleKey: 'system.post', load: () => import('./PostPage') },
  { path: '/system/dict', titleKey: 'system.dict', load: () => import('./DictPage') },
  { path: '/system/dictbiz', titleKey: 'system.dictBiz', load: () => import('./DictBizPage') },
  { path: '/system/param', titleKey: 'system.param', load: () => import('./ParamPage') },
  { path: '/system/client', titleKey: 'system.client', load: () => import('./ClientPage') },
  { path: '/resource/oss', titleKey: 'system.oss', load: () => import('./OssPage') },
  { path: '/system/feedback', titleKey: 'system.feedback', load: () => import('./FeedbackPage') },
  { path: '/system/app-version', titleKey: 'system.appVersion', load: () => import('./AppVersionPage') },
  { path: '/system/audit-log', titleKey: 'system.auditLog', load: () => import('./AuditLogPage') },
  { path: '/system/outbox', titleKey: 'admin.outbox.title', load: () => import('./OutboxPage') },
  { path: '/system/webhook', titleKey: 'feeds.webhook.title', load: () => import('./WebhookPage') },
  { path: '/system/oidc', titleKey: 'oidc.page.title', load: () => import('./OidcPage') },
  { path: '/resource/attach', titleKey: 'admin.attachments.title', load: () => import('./AttachmentPage') },
];
