import { crud } from './permissions.js';

/** Menu and button codes of system administration (top menu `system`). */
export const SystemPermissions = {
  root: 'system',
  post: crud('post'),
  dict: crud('dict'),
  dictBiz: crud('dict_biz'),
  dept: crud('dept'),
  param: crud('param'),
  client: crud('client'),
  feedback: { menu: 'feedback', view: 'feedback_view', process: 'feedback_process', delete: 'feedback_delete' },
  appVersion: crud('app_version'),
  auditLog: { menu: 'audit_log', view: 'audit_log_view' },
  user: { ...crud('user'), reset: 'user_reset' },
  role: { ...crud('role'), grant: 'role_grant' },
  menu: crud('menu'),
  dataScope: crud('data_scope'),
  apiScope: crud('api_scope'),
  outbox: { menu: 'outbox', view: 'outbox_view', resend: 'outbox_resend' },
  /** The tenant's OpenID Connect provider (System > Single sign-on). */
  oidc: { menu: 'oidc', view: 'oidc_view', edit: 'oidc_edit' },
} as const;

/** sys_menu.category: a page of the side menu, or a button (a permission code). */
export const MenuCategory = { MENU: 1, BUTTON: 2 } as const;
/** sys_menu.action of a button: where the screen shows it. */
export const ButtonAction = { TOOLBAR: 0, ROW: 1, BOTH: 2 } as const;

/** sys_dept.dept_category; dept_type 3 marks a team. */
export const DeptCategory = { COMPANY: 1, DEPARTMENT: 2 } as const;
export const DeptType = { TEAM: 3 } as const;

/** sys_data_scope.scope_type: which rows of a resource a role sees. */
export const DataScopeType = { ALL: 1, CUSTOM: 2, SELF: 3, OWN_DEPT: 4, DEPT_AND_CHILDREN: 5 } as const;

/** sys_user_feedback.status (dictionary feedback_status): replied is processed; a closed one takes no reply. */
export const FeedbackStatus = { PENDING: 1, PROCESSED: 2, CLOSED: 3 } as const;

/** sys_app_version.status: only published versions are offered by checkV2. */
export const AppVersionStatus = { WITHDRAWN: 0, PUBLISHED: 1 } as const;
