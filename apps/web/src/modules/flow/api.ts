import type { FlowStatus } from '@hr/contracts';
import { api, type ApiData, type ApiRow } from '../../app/http/api';
import { rowsOf } from '../../shared/crud/resource';
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

/** Forms whose detail offers the leave history (seed 000 section 2). */
export const LEAVE_FORMS = ['2', '29'];

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

export { listRouteOf } from './routeTable';

export { DETAIL_PATH, detailPath, newRequestPath } from '../../app/paths';
