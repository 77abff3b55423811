import { FLOW_STATUS, type FlowStatus } from '@hr/contracts';
import { api, type ApiData, type ApiRow } from '../../app/http/api';
import { http, type Page } from '../../app/http/client';
import { bladeResource, rowsOf, type CrudResource } from '../../shared/crud/resource';
import type { FieldDefinition } from '../../shared/fields/definition';

/** A process record (seed 000 section 3) as the flow calls answer it (typed from the OpenAPI document). */
export type ProcessRecord = ApiData<'/api/mcc-staff/processfield/save', 'post'>;
/** One request with the caller's open task on it and what the caller may do. */
export type ProcessDetail = ApiData<'/api/mcc-staff/processfield/detail'>;
export type DiagramView = ApiData<'/api/blade-flow/process/diagram-view'>;
/** A process form of the start screen. */
export type FormRow = ApiRow<'/api/mcc-base/base/templateForm/queryTemplateFormProcess'>;

const STAFF = '/api/mcc-staff/processfield';
const WORKER = '/api/mcc-worker/processfield';
const base = (category?: number) => (category === 2 ? WORKER : STAFF);

/** Tag colours of request statuses. */
export const STATUS_COLORS: Record<string, string> = {
  draft: 'default',
  running: 'processing',
  approved: 'success',
  rejected: 'error',
  recalled: 'warning',
  cancelled: 'default',
} satisfies Record<FlowStatus, string>;

/** Forms whose detail offers the leave history (seed 000 section 2): @hr/contracts derives them from FORMS. */
export { LEAVE_FORMS } from '@hr/contracts';

export const flowApi = {
  detail: (processId: string) => api.get(`${STAFF}/detail`, { processId }),
  /** A form's field rows, read as the field language (`fieldOption` is parsed by the renderer). */
  fields: (formId: string) => api.get('/api/mcc-base/base/templateField/detail', { formId }).then((rows) => rows as FieldDefinition[]),
  forms: async () => rowsOf(await api.get('/api/mcc-base/base/templateForm/queryTemplateFormProcess', { current: 1, size: -1 })).rows,
  history: (processId: string) => api.get('/api/mcc-base/base-flow-task/history-list', { processId }),
  diagram: (processId: string) => api.get('/api/blade-flow/process/diagram-view', { processId }),
  complete: (task: { taskId: string; processInstanceId?: string | null; version?: number | null }, flag: 'ok' | 'reject', comment: string) =>
    api.post('/api/blade-flow/work/complete-task', {
      taskId: task.taskId,
      processInstanceId: task.processInstanceId ?? undefined,
      flag,
      comment,
      version: task.version ?? undefined,
    }),
  /** Many of my tasks at once: one result per task in the order given (code 200, or the status that task alone answered). */
  batchComplete: (taskIds: string[], pass: boolean, comment: string) =>
    api.post('/api/blade-flow/work/batch-complete', { taskIds: taskIds.join(','), pass, comment }),
  recall: (r: ProcessRecord, comment?: string) => api.post(`${STAFF}/recall`, { processId: r.processId, version: r.version, comment }),
  cancel: (r: ProcessRecord, comment?: string) =>
    api.post('/api/mcc-base/base-flow-task/cancelProcess', { processId: r.processId, version: r.version, comment }),
  hrAudit: (r: ProcessRecord, comment?: string) => api.post(`${STAFF}/hrAudited`, { processId: r.processId, version: r.version, comment }),
  share: (processId: string, recipientIds: string) => api.post('/api/mcc-staff/forwardprocess/saveList', { processId, recipientIds }),
  save: (category: number | undefined, v: { id?: string; formId?: string; map: Record<string, unknown>; version?: number }) =>
    api.post(`${base(category)}/save`, v),
  start: (category: number | undefined, v: { id?: string; formId?: string; map: Record<string, unknown>; version?: number }, router?: string) =>
    api.post(`${base(category)}/startProcess`, v, router ? { headers: { router } } : undefined),
  update: (r: ProcessRecord, map: Record<string, unknown>) => api.post(`${STAFF}/update`, { processId: r.processId, map, version: r.version }),
};

type Row = Record<string, unknown>;

/** A request list (tasks, my requests, messages...): one paged call; a row opens the request, so no detail call. */
export const processListResource = (url: string): CrudResource<Row> => ({ key: url, list: (query) => http.get<Page<Row>>(url, query) });

/** The caller's open tasks (one call serves the count and the list of a type list). */
export const TODO_LIST = '/api/blade-flow/work/todo-list';
export const todoCount = (query: { formIds?: string }) => http.get<Page<unknown>>(TODO_LIST, { ...query, current: 1, size: 1 });
const totalOf = async (url: string, query: Record<string, unknown>) =>
  Number((await http.get<Page<unknown>>(url, { ...query, current: 1, size: 1 })).total ?? 0);
/** The home page's counts: the caller's open tasks, his requests still running, and approved requests HR has yet to audit. */
export const homeCounts = {
  todo: () => totalOf(TODO_LIST, {}),
  running: () => totalOf(`${STAFF}/mySend`, { flowStatus: FLOW_STATUS.running }),
  toAudit: () => totalOf(`${STAFF}/page`, { flowStatus: FLOW_STATUS.approved, hrAudited: 0 }),
};

/** Marks messages read: the ones given, else every one of the categories (all when none). */
export const markMessagesRead = (ids: string[] | undefined, category: string | undefined) =>
  api.post('/api/blade-flow/message/read', ids ? { ids: ids.join(',') } : { category });

/** The form designer's forms and each form's fields. */
export const formsResource = bladeResource('/api/mcc-base/base/templateForm', { list: 'formPage' });
export const formFieldsResource = bladeResource('/api/mcc-base/base/templateField', { detail: false });

/** Process definitions: every form's deployed versions (read-only). */
export const definitionsResource = bladeResource('/api/blade-flow/manager', { list: 'list', detail: false, remove: false });
/** The BPMN of one deployed version. */
export const definitionXml = (processDefinitionId: string) => api.get('/api/blade-flow/process/resource-view', { processDefinitionId });
/** A form's latest deployed version (a page of at most one). */
export const latestDefinition = (processKey: string) => api.get('/api/blade-flow/manager/list', { processKey, latestOnly: 1, current: 1, size: 1 });
/** Deploys a form's process as its next version (the problem is shown by the designer, not as a toast). */
export const deployProcess = (xml: string | undefined, formId: string | undefined) =>
  api.post('/api/blade-flow/manager/deploy', { xml, formId }, { quiet: true });

/** A field's choices from the list URL its definition names (`dicUrl`): a page or an array. */
export const choiceList = (url: string) => http.get<Page<Row> | Row[]>(url, undefined, { quiet: true });
/** The workers the caller may file for (two are enough to tell whether he leads others). */
export const applicantWorkers = (url: string) => http.get<Page<Row>>(url, { current: 1, size: 2 }, { quiet: true });

/** Who else in the requester's department (or the worker's team) is away on a leave request's days. */
export interface TeamAbsenceAnswer {
  leaveStartTime: string;
  leaveEndTime: string;
  groupKind: 'team' | 'department';
  groupName: string | null;
  absent: {
    id: string;
    name: string | null;
    staffNo: string | null;
    vacationName: string | null;
    leaveStartTime: string;
    leaveEndTime: string;
    leaveDays: number;
    leavePeriod: string | null;
    leaveStatus: number;
  }[];
}
export const teamAbsence = (processInstanceId: string) => http.get<TeamAbsenceAnswer>('/api/blade-flow/leave/teamAbsence', { processInstanceId });

/** Out of office: delegations, and moving a person's open tasks. */
export interface DelegationInput {
  userId?: string;
  delegateUserId: string;
  startTime: string;
  endTime: string;
  formIds: string;
}
export const delegationApi = {
  list: (page: { current: number; size: number }) => api.get('/api/blade-flow/delegation/list', page),
  submit: (v: DelegationInput) => api.post('/api/blade-flow/delegation/submit', { ...v }),
  remove: (id: string) => api.post('/api/blade-flow/delegation/remove', { ids: id }),
  /** Hands the caller's open tasks to his active delegates. */
  handover: () => api.post('/api/blade-flow/delegation/handover', {}),
  /** Moves every open task of one person to another. */
  reassign: (v: { fromUserId: string; toUserId: string }) => api.post('/api/blade-flow/work/reassign', v),
  /** The user directory any signed-in user may search (names and accounts only). */
  users: (name: string | undefined) => api.get('/api/blade-user/user-list', { name, current: 1, size: 50 }),
};

/** The one-click approval page of an e-mail link: reading it never acts; confirming does. */
export const mailActionApi = {
  detail: (token: string) => api.get('/api/mcc-open/mail-action/detail', { token }),
  confirm: (token: string) => api.post('/api/mcc-open/mail-action/confirm', { token }),
};

export { listRouteOf } from './routeTable';

export { DETAIL_PATH, detailPath, newRequestPath } from '../../app/paths';

/** The requests one person started, a page at a time (a profile's requests tab). */
export const requestsStartedBy = (initiatorId: string, paging: { current: number; size: number }) =>
  http.get<Page<Row>>(`${STAFF}/page`, { initiatorId, ...paging });
