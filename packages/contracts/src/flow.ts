import { crud } from './permissions.js';

/** The states of a request (`flow_instance.flow_status`): a draft, running, then how it ended. */
export const FLOW_STATUS = {
  draft: 'draft',
  running: 'running',
  approved: 'approved',
  rejected: 'rejected',
  recalled: 'recalled',
  cancelled: 'cancelled',
} as const;
export type FlowStatus = (typeof FLOW_STATUS)[keyof typeof FLOW_STATUS];
export const FLOW_STATUSES = Object.values(FLOW_STATUS);

/**
 * The states of one approver's task (`flow_task.task_status`): `closed` ended without their answer (another
 * approver answered, or the request ended), `escalated` passed on to the escalation rule when overdue.
 */
export const TASK_STATUS = { open: 'open', approved: 'approved', rejected: 'rejected', closed: 'closed', escalated: 'escalated' } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];

/** In-app message categories: notifications are todo, result and escalation; messages are all four. */
export const MESSAGE_CATEGORY = { todo: 'todo', result: 'result', share: 'share', escalation: 'escalation' } as const;
export type MessageCategory = (typeof MESSAGE_CATEGORY)[keyof typeof MESSAGE_CATEGORY];
export const NOTIFICATION_CATEGORIES: readonly MessageCategory[] = [MESSAGE_CATEGORY.todo, MESSAGE_CATEGORY.result, MESSAGE_CATEGORY.escalation];
export const MESSAGE_CATEGORIES: readonly MessageCategory[] = Object.values(MESSAGE_CATEGORY);

/** The audit list (`/process/index`) and its buttons. */
export const PROCESS_PERMISSIONS = {
  menu: 'process',
  /** every request of the caller's data scope, not only their own */
  view: 'process_view',
  hrAudit: 'process_hr_audit',
  /** cancel anybody's running request */
  cancel: 'process_cancel',
  export: 'process_export',
} as const;

/**
 * Filing a request in someone else's name (a form's applicant field, `fieldOption.applicant`, naming another
 * staff member or worker): a button of "Start a request", held by HR. Without it a user files only in their
 * own name, except a supervisor for the workers of the teams they lead.
 */
export const FILE_FOR_OTHERS = 'flow_file_for_others';

/** Process definitions: read the deployed BPMN, deploy a new version. */
export const FLOW_MANAGER_PERMISSIONS = { menu: 'flowManager', view: 'flowManager_view', deploy: 'flowManager_deploy' } as const;

/** The form designer (`/formCustom`); reading forms needs no grant, everyone fills them in. */
export const FORM_PERMISSIONS = crud('formCustom');

/** The approval work screens (every signed-in user may call their lists; roles decide who sees the menus). */
export const WORK_MENUS = {
  menu: 'work',
  start: 'work_start',
  todo: 'work_todo',
  mine: 'work_mine',
  auditor: 'work_auditor',
  done: 'work_done',
  send: 'work_send',
  shared: 'work_shared',
  notifications: 'work_notifications',
  message: 'work_message',
  delegation: 'work_delegation',
} as const;

/**
 * Out of office: everyone manages their own delegations (the menu); `others` sets and lists them for other
 * people (HR), `reassign` moves a person's open tasks to someone else (a leaver's, from the staff record).
 */
export const DELEGATION_PERMISSIONS = { others: 'flow_delegation_others', reassign: 'flow_reassign' } as const;

/** What a mail action link (approve/reject from an approval e-mail) answers: `ready` before the confirm, the outcome after it. */
export const MAIL_ACTION_STATES = ['ready', 'approved', 'rejected', 'used', 'expired', 'invalid', 'handled'] as const;
export type MailActionState = (typeof MAIL_ACTION_STATES)[number];

/** The groups of the process-type lists; each list's own menu code is `flowListMenuCode(path)`. */
export const FLOW_LIST_MENUS = { staff: 'staffFlow', worker: 'workerFlow' } as const;
/** The one list of every worker application that has no list of its own. */
export const WORKER_APPLY_LIST = '/worker/apply/list';

/** The menu code of a process-type list route: `/staff/flow/leave/index` -> `flowList_staff_flow_leave`. */
export const flowListMenuCode = (path: string) =>
  `flowList_${path
    .split('/')
    .filter((p) => p && p !== 'index')
    .join('_')}`;
