import { http, type Page } from '../../app/http/client';
import { rowsOf } from '../../shared/crud/resource';
import type { FieldDefinition } from '../../shared/fields/definition';
import type { HistoryEntry } from './timeline';
import { publicPath } from './routeTable';

/** A process record (seed 000 section 3) as the flow calls answer it. */
export interface ProcessRecord {
  id: string;
  processId: string;
  processInstanceId: string | null;
  processKey: string;
  formId: string;
  formName: string;
  map: Record<string, unknown>;
  createTime: string;
  flowStatus: string;
  version: number;
  category?: number;
  initiatorName?: string;
  taskId?: string;
  taskVersion?: number;
  taskName?: string;
  hrAudited?: number;
  hrAuditTime?: string | null;
  [key: string]: unknown;
}

export interface ProcessDetail extends ProcessRecord {
  myTaskId: string | null;
  myTaskVersion: number | null;
  myTaskName: string | null;
  canRecall: boolean;
  canCancel: boolean;
  canHrAudit: boolean;
  canUpdate: boolean;
}

export interface DiagramView {
  xml: string;
  completed: string[];
  active: string[];
  flows: string[];
}

export interface FormRow {
  id: string;
  formName: string;
  category?: number;
  [key: string]: unknown;
}

const STAFF = '/api/mcc-staff/processfield';
const WORKER = '/api/mcc-worker/processfield';
const base = (category?: number) => (category === 2 ? WORKER : STAFF);

/** Tag colours of request statuses. */
export const STATUS_COLORS: Record<string, string> = { draft: 'default', running: 'processing', approved: 'success', rejected: 'error', recalled: 'warning', cancelled: 'default' };

/** Forms whose detail offers the leave history (seed 000 section 2). */
export const LEAVE_FORMS = ['2', '29'];

export const flowApi = {
  detail: (processId: string) => http.get<ProcessDetail>(`${STAFF}/detail`, { processId }),
  fields: (formId: string) => http.get<FieldDefinition[]>('/api/mcc-base/base/templateField/detail', { formId }),
  forms: async () => rowsOf(await http.get<Page<FormRow> | FormRow[]>('/api/mcc-base/base/templateForm/queryTemplateFormProcess', { current: 1, size: -1 })).rows,
  history: (processId: string) => http.get<HistoryEntry[]>('/api/mcc-base/base-flow-task/history-list', { processId }),
  diagram: (processId: string) => http.get<DiagramView>('/api/blade-flow/process/diagram-view', { processId }),
  complete: (task: { taskId: string; processInstanceId?: string | null; version?: number | null }, flag: 'ok' | 'reject', comment: string) =>
    http.post<ProcessRecord>('/api/blade-flow/work/complete-task', { taskId: task.taskId, processInstanceId: task.processInstanceId ?? undefined, flag, comment, version: task.version ?? undefined }),
  recall: (r: ProcessRecord, comment?: string) => http.post<ProcessRecord>(`${STAFF}/recall`, { processId: r.processId, version: r.version, comment }),
  cancel: (r: ProcessRecord, comment?: string) => http.post<ProcessRecord>('/api/mcc-base/base-flow-task/cancelProcess', { processId: r.processId, version: r.version, comment }),
  hrAudit: (r: ProcessRecord, comment?: string) => http.post<ProcessRecord>(`${STAFF}/hrAudited`, { processId: r.processId, version: r.version, comment }),
  share: (processId: string, recipientIds: string) => http.post<{ shared: number }>('/api/mcc-staff/forwardprocess/saveList', { processId, recipientIds }),
  save: (category: number | undefined, v: { id?: string; formId?: string; map: Record<string, unknown>; version?: number }) => http.post<ProcessRecord>(`${base(category)}/save`, v),
  start: (category: number | undefined, v: { id?: string; formId?: string; map: Record<string, unknown>; version?: number }, router?: string) =>
    http.post<ProcessRecord>(`${base(category)}/startProcess`, v, router ? { headers: { router } } : undefined),
  update: (r: ProcessRecord, map: Record<string, unknown>) => http.post<ProcessRecord>(`${STAFF}/update`, { processId: r.processId, map, version: r.version }),
};

export { listRouteOf } from './routeTable';

export const DETAIL_PATH = '/flow/detail';

/** The detail page of a request (its public-layout variant inside the public layout). */
export function detailPath(processId: string, mode: 'view' | 'edit' = 'view', publicLayout = false): string {
  return `${publicLayout ? publicPath(DETAIL_PATH) : DETAIL_PATH}?processId=${encodeURIComponent(processId)}&mode=${mode}`;
}

/** The add mode of the detail page: a new request in one form. */
export function newRequestPath(formId: string, publicLayout = false): string {
  return `${publicLayout ? publicPath(DETAIL_PATH) : DETAIL_PATH}?formId=${encodeURIComponent(formId)}&mode=add`;
}
