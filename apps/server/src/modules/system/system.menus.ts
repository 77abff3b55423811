import { SystemPermissions as P } from '@hr/contracts';
import { crudButtons, type MenuSeed } from './menu-seeds.js';

/**
 * The system administration menus and their buttons. Siblings of equal `sort` show in insertion
 * order, so this order is part of the screens: append, do not reorder.
 */
export const systemMenus: MenuSeed[] = [
  { code: P.root, name: 'System', path: '/system', source: 'setting', sort: 99 },
  { code: P.post.menu, name: 'Posts', parent: P.root, path: '/system/post', source: 'idcard', sort: 5 },
  ...crudButtons(P.post.menu, 'post'),
  { code: P.dict.menu, name: 'Dictionary', parent: P.root, path: '/system/dict', source: 'book', sort: 6 },
  ...crudButtons(P.dict.menu, 'dictionary'),
  { code: P.dictBiz.menu, name: 'Business dictionary', parent: P.root, path: '/system/dictbiz', source: 'book', sort: 7 },
  ...crudButtons(P.dictBiz.menu, 'business dictionary'),
  { code: P.dept.menu, name: 'Department', parent: P.root, path: '/system/dept', source: 'apartment', sort: 3 },
  ...crudButtons(P.dept.menu, 'department'),
  { code: P.param.menu, name: 'Parameter', parent: P.root, path: '/system/param', source: 'tool', sort: 8 },
  ...crudButtons(P.param.menu, 'parameter'),
  { code: P.client.menu, name: 'Client', parent: P.root, path: '/system/client', source: 'api', sort: 9 },
  ...crudButtons(P.client.menu, 'client'),
  { code: P.feedback.menu, name: 'Feedback', parent: P.root, path: '/system/feedback', source: 'message', sort: 10 },
  { code: P.feedback.view, name: 'View all feedback', alias: 'view', parent: P.feedback.menu, category: 2, action: 1, sort: 1 },
  { code: P.feedback.process, name: 'Reply to or close feedback', alias: 'process', parent: P.feedback.menu, category: 2, action: 1, sort: 2 },
  { code: P.feedback.delete, name: 'Delete feedback', alias: 'delete', parent: P.feedback.menu, category: 2, action: 2, sort: 3 },
  { code: P.appVersion.menu, name: 'App version', parent: P.root, path: '/system/app-version', source: 'cloud-upload', sort: 11 },
  ...crudButtons(P.appVersion.menu, 'app version'),
  { code: P.auditLog.menu, name: 'Audit log', parent: P.root, path: '/system/audit-log', source: 'file-search', sort: 12 },
  { code: P.auditLog.view, name: 'View audit log', alias: 'view', parent: P.auditLog.menu, category: 2, action: 1, sort: 1 },
  { code: P.user.menu, name: 'Users', parent: P.root, path: '/system/user', source: 'user', sort: 1 },
  ...crudButtons(P.user.menu, 'user'),
  { code: P.user.reset, name: 'Reset password', alias: 'reset', parent: P.user.menu, category: 2, action: 1, sort: 5 },
  { code: P.role.menu, name: 'Roles', parent: P.root, path: '/system/role', source: 'team', sort: 2 },
  ...crudButtons(P.role.menu, 'role'),
  { code: P.role.grant, name: 'Grant permissions', alias: 'grant', parent: P.role.menu, category: 2, action: 1, sort: 5 },
  { code: P.menu.menu, name: 'Menus', parent: P.root, path: '/system/menu', source: 'menu', sort: 3 },
  ...crudButtons(P.menu.menu, 'menu'),
  { code: P.dataScope.menu, name: 'Data scopes', parent: P.root, path: '/system/data-scope', source: 'database', sort: 4 },
  ...crudButtons(P.dataScope.menu, 'data scope'),
  { code: P.apiScope.menu, name: 'API scopes', parent: P.root, path: '/system/api-scope', source: 'api', sort: 6 },
  ...crudButtons(P.apiScope.menu, 'API scope'),
  { code: P.outbox.menu, name: 'Outbox', parent: P.root, path: '/system/outbox', source: 'mail', sort: 90 },
  { code: P.outbox.view, name: 'View outbox', alias: 'view', parent: P.outbox.menu, category: 2, action: 1, sort: 1 },
  { code: P.outbox.resend, name: 'Resend a failed message', alias: 'resend', parent: P.outbox.menu, category: 2, action: 1, sort: 2 },
];
