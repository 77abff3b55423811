import { z } from 'zod';
import { FLOW_MANAGER_PERMISSIONS, FLOW_STATUS, PROCESS_PERMISSIONS } from '@hr/contracts';
import { streamExcel } from '../../platform/excel.js';
import { route, zId, zOptionalId, type RouteContext } from '../../platform/http/route.js';
import { idList, pageOf } from '../../platform/http/paging.js';
import * as flow from './flow.service.js';
import { auditListRows, markRead, pageDefinitions, pageInstances, pageMessages, pageTasks, unreadCount } from './flow.queries.js';
import * as s from './flow.schema.js';
import { historyIn, messagesIn, requestsIn } from './flow.i18n.js';

const tags = ['process'];

/** The list route a request's notifications link to (the `router` header of the start call). */
function headerRouter(ctx: RouteContext): string | undefined {
  const h = ctx.req.headers.router;
  const v = Array.isArray(h) ? h[0] : h;
  return v ? v.slice(0, 300) : undefined;
}

/** The `Idempotency-Key` header of a start (at most 100 characters; a longer one is cut). */
function idempotencyKey(ctx: RouteContext): string | undefined {
  const h = ctx.req.headers['idempotency-key'];
  const v = (Array.isArray(h) ? h[0] : h)?.trim();
  return v ? v.slice(0, 100) : undefined;
}

const PROCESS_EXPORT_COLUMNS = [
  { header: 'Request no.', key: 'requestNo', width: 18 },
  { header: 'Process ID', key: 'processId', width: 22 },
  { header: 'Form', key: 'formName', width: 28 },
  { header: 'Initiator', key: 'initiatorName', width: 20 },
  { header: 'Status', key: 'flowStatus', width: 12 },
  { header: 'Current step', key: 'taskName', width: 24 },
  { header: 'Approver', key: 'assigneeName', width: 24 },
  { header: 'HR audited', key: 'hrAudited', width: 10 },
  { header: 'Created', key: 'createTime', width: 20 },
  { header: 'Ended', key: 'endTime', width: 20 },
];

/** The request calls staff (`/api/mcc-staff/processfield`) and worker (`/api/mcc-worker/processfield`) screens share. */
function processRoutes(base: string, category: 1 | 2, names: { page: string; mine: string }) {
  const t = [category === 1 ? 'process (staff)' : 'process (worker)'];
  const listCategory = category === 2 ? 2 : undefined;
  const start = { method: 'POST', permission: 'authenticated', tags: t, headers: s.routerHeader, input: s.draftInput, output: s.record } as const;
  return [
    route({
      method: 'GET',
      url: `${base}/${names.page}`,
      permission: PROCESS_PERMISSIONS.view,
      summary: 'All requests (audit list)',
      tags: t,
      input: s.filtersInput,
      output: pageOf(s.record),
      handler: (q, ctx) => requestsIn(ctx, pageInstances(ctx.db, ctx.auth, 'all', q, listCategory)),
    }),
    route({
      method: 'GET',
      url: `${base}/${names.mine}`,
      permission: 'authenticated',
      summary: 'My requests (drafts included)',
      tags: t,
      input: s.filtersInput,
      output: pageOf(s.record),
      handler: (q, ctx) => requestsIn(ctx, pageInstances(ctx.db, ctx.auth, 'mine', q, listCategory)),
    }),
    route({
      method: 'GET',
      url: `${base}/detail`,
      permission: 'authenticated',
      summary: "One request with the caller's open task on it (taskId, taskVersion) and what the caller may do",
      tags: t,
      input: s.ref,
      output: s.detail,
      handler: (r, ctx) => flow.requestDetail(ctx, s.refOf(r)),
    }),
    route({
      method: 'POST',
      url: `${base}/save`,
      permission: 'authenticated',
      summary: 'Save a draft (new, or update one of mine with id and version)',
      tags: t,
      input: s.draftInput,
      output: s.record,
      handler: (v, ctx) => flow.saveDraft(ctx, { ...v, category, router: headerRouter(ctx), byHand: true }),
    }),
    route({
      ...start,
      url: `${base}/startProcess`,
      summary:
        "Start a request on its form's process (new, or one of my drafts by id); the router header names the list route for notifications; " +
        'an Idempotency-Key header makes a repeated start answer the request the key started' +
        (category === 2 ? ". A worker's own session may start the worker forms 29, 30, 26, 42 and 28, in his own name only" : ''),
      ...(category === 2 ? { workerSession: true as const } : {}),
      handler: (v, ctx) => flow.startProcess(ctx, { ...v, category, router: headerRouter(ctx), byHand: true, idempotencyKey: idempotencyKey(ctx) }),
    }),
    route({
      ...start,
      url: `${base}/startEmploymentProcess`,
      summary: 'Start an employment request (form 1 unless formId is given)',
      handler: (v, ctx) => flow.startProcess(ctx, { ...v, formId: v.formId ?? '1', category, router: headerRouter(ctx), byHand: true }),
    }),
  ];
}

/** The calls only the staff screens have: by auditor, export, edit, remove drafts, HR audit, recall. */
function staffProcessRoutes(base: string) {
  const t = ['process (staff)'];
  return [
    route({
      method: 'GET',
      url: `${base}/approverProcess`,
      permission: 'authenticated',
      summary: 'Requests I approve or approved (list by auditor)',
      tags: t,
      input: s.filtersInput,
      output: pageOf(s.record),
      handler: (q, ctx) => requestsIn(ctx, pageInstances(ctx.db, ctx.auth, 'approver', q)),
    }),
    route({
      method: 'GET',
      url: `${base}/exportProcess`,
      permission: PROCESS_PERMISSIONS.export,
      summary: 'Excel export of the audit list (same filters)',
      tags: t,
      input: s.filtersInput.omit({ current: true, size: true }),
      download: 'xlsx',
      handler: (q, ctx) =>
        streamExcel(ctx.reply, {
          fileName: 'processes.xlsx',
          sheetName: 'Processes',
          columns: PROCESS_EXPORT_COLUMNS,
          rows: auditListRows(ctx.db, ctx.auth, q),
        }),
    }),
    route({
      method: 'POST',
      url: `${base}/update`,
      permission: 'authenticated',
      summary: "Change a request's values: my draft, or the editable fields of a request waiting for me",
      tags: t,
      input: s.ref.extend({ map: s.values, version: s.zVersion }),
      output: s.record,
      handler: (v, ctx) => flow.updateValues(ctx, { ...s.refOf(v), map: v.map, version: v.version }),
    }),
    route({
      method: 'POST',
      url: `${base}/remove`,
      permission: 'authenticated',
      summary: 'Remove one of my drafts (id)',
      tags: t,
      input: z.object({ id: zOptionalId, ids: idList.optional() }),
      output: z.null(),
      handler: (v, ctx) => flow.removeDrafts(ctx, v.ids ?? (v.id ? [v.id] : [])),
    }),
    route({
      method: 'POST',
      url: `${base}/hrAudited`,
      permission: PROCESS_PERMISSIONS.hrAudit,
      summary: 'HR audit of an approved request',
      tags: t,
      input: s.actionInput,
      output: s.record,
      handler: (v, ctx) => flow.hrAudit(ctx, s.refOf(v), v.comment ?? undefined, v.version),
    }),
    route({
      method: 'POST',
      url: `${base}/recall`,
      permission: 'authenticated',
      summary: 'Recall my running request',
      tags: t,
      input: s.actionInput,
      output: s.record,
      handler: (v, ctx) => flow.terminate(ctx, s.refOf(v), FLOW_STATUS.recalled, v.comment ?? undefined, v.version),
    }),
  ];
}

const taskList = (name: string, kind: 'todo' | 'claim' | 'done', summary: string) =>
  route({
    method: 'GET',
    url: `/api/blade-flow/work/${name}`,
    permission: 'authenticated',
    summary,
    tags,
    input: s.filtersInput,
    output: pageOf(s.record),
    handler: (q, ctx) => requestsIn(ctx, pageTasks(ctx.db, ctx.auth, kind, q)),
  });

/** Tasks (BladeX work calls), history, diagram, cancel. */
const workRoutes = [
  taskList('todo-list', 'todo', 'My open approval tasks (taskId, taskVersion, taskName with the request)'),
  taskList('claim-list', 'claim', 'My open tasks shared with other approvers (the first answer settles an "any" step)'),
  taskList('done-list', 'done', 'Tasks I approved or rejected'),
  route({
    method: 'GET',
    url: '/api/blade-flow/work/send-list',
    permission: 'authenticated',
    summary: 'Requests I started',
    tags,
    input: s.filtersInput,
    output: pageOf(s.record),
    handler: (q, ctx) => requestsIn(ctx, pageInstances(ctx.db, ctx.auth, 'sent', q)),
  }),
  route({
    method: 'POST',
    url: '/api/blade-flow/work/complete-task',
    permission: 'authenticated',
    summary: 'Approve (flag ok) or reject (flag reject) my task with a comment; a stale or handled task answers 409',
    tags,
    input: z.object({ taskId: zId, processInstanceId: zOptionalId, flag: z.enum(['ok', 'reject']), comment: s.comment, version: s.zVersion }),
    output: s.record,
    handler: (v, ctx) => flow.completeTask(ctx, { ...v, comment: v.comment ?? undefined }),
  }),
  route({
    method: 'POST',
    url: '/api/blade-flow/work/batch-complete',
    permission: 'authenticated',
    summary:
      'Approve (pass true) or reject many of my tasks with one comment: one result per task in the order given, each in its own transaction (a stale or foreign task fails alone)',
    tags,
    input: z.object({
      taskIds: idList.refine((ids) => ids.length <= 100, 'at most 100 tasks at once'),
      pass: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
      comment: s.comment,
    }),
    output: z.array(z.object({ code: z.number(), success: z.boolean(), msg: z.string() })),
    handler: (v, ctx) => flow.batchComplete(ctx, { taskIds: v.taskIds, pass: v.pass, comment: v.comment ?? undefined }),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-base/base-flow-task/history-list',
    permission: 'authenticated',
    summary: 'Approval history of a request (timeline entries)',
    tags,
    input: s.ref,
    output: z.array(s.historyEntry),
    handler: (r, ctx) => historyIn(ctx, flow.requestHistory(ctx, s.refOf(r))),
  }),
  route({
    method: 'POST',
    url: '/api/mcc-base/base-flow-task/cancelProcess',
    permission: 'authenticated',
    summary: 'Cancel a running request (its initiator, or holders of process_cancel)',
    tags,
    input: s.actionInput,
    output: s.record,
    handler: (v, ctx) => flow.terminate(ctx, s.refOf(v), FLOW_STATUS.cancelled, v.comment ?? undefined, v.version),
  }),
  route({
    method: 'GET',
    url: '/api/blade-flow/process/resource-view',
    permission: 'authenticated',
    summary: "BPMN XML of a request's definition (processInstanceId) or of a definition (processDefinitionId, definition managers)",
    tags,
    input: s.ref.extend({ processDefinitionId: zOptionalId }),
    output: z.string(),
    handler: (r, ctx) => flow.processXml(ctx, { ...s.refOf(r), processDefinitionId: r.processDefinitionId }),
  }),
  route({
    method: 'GET',
    url: '/api/blade-flow/process/diagram-view',
    permission: 'authenticated',
    summary: 'Diagram of a request: the BPMN XML with completed and active element ids (and taken flows) for highlighting',
    tags,
    input: s.ref,
    output: s.diagramView,
    handler: (r, ctx) => flow.requestDiagram(ctx, s.refOf(r)),
  }),
];

/** Process definitions: the versions deployed, and deploying a new one. */
const definitionRoutes = [
  route({
    method: 'GET',
    url: '/api/blade-flow/manager/list',
    permission: FLOW_MANAGER_PERMISSIONS.view,
    summary: 'Deployed process definitions, every version (latestOnly=1 for the latest of each key)',
    tags,
    input: s.definitionListInput,
    output: pageOf(s.definitionRow),
    handler: (q, ctx) => pageDefinitions(ctx.db, ctx.auth, q),
  }),
  route({
    method: 'POST',
    url: '/api/blade-flow/manager/deploy',
    permission: FLOW_MANAGER_PERMISSIONS.deploy,
    summary: 'Deploy BPMN XML as the next version of its process key (validated against the supported subset; running requests keep their version)',
    tags,
    bodyLimit: 2 * 1024 * 1024,
    input: s.deployInput,
    output: s.deployed,
    handler: (v, ctx) => flow.deploy(ctx, { xml: v.xml, formId: v.formId, name: v.name ?? undefined }),
  }),
];

/** Sharing requests and in-app messages. */
const shareAndMessageRoutes = [
  route({
    method: 'POST',
    url: '/api/mcc-staff/forwardprocess/saveList',
    permission: 'authenticated',
    summary: 'Share a request with staff (recipientIds: comma list of staff or user ids)',
    tags,
    input: z.object({ processId: zId, recipientIds: idList }),
    output: z.object({ shared: z.number() }),
    handler: (v, ctx) => flow.share(ctx, v.processId, v.recipientIds),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-staff/forwardprocess/recipientPage',
    permission: 'authenticated',
    summary: 'Requests shared with me',
    tags,
    input: s.filtersInput,
    output: pageOf(s.record),
    handler: (q, ctx) => requestsIn(ctx, pageInstances(ctx.db, ctx.auth, 'shared', q)),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-staff/forwardprocess/detail',
    permission: 'authenticated',
    summary: 'A shared request (processId) with its recipients',
    tags,
    input: s.ref,
    output: s.record,
    handler: (r, ctx) => flow.sharedRequest(ctx, s.refOf(r)),
  }),
  route({
    method: 'GET',
    url: '/api/blade-flow/message/page',
    permission: 'authenticated',
    summary: 'My notifications and messages (category: todo, result, share, escalation, or a comma list of them; isRead 0/1)',
    tags,
    input: s.messageListInput,
    output: pageOf(s.messageRow),
    handler: (q, ctx) => messagesIn(ctx, pageMessages(ctx.db, ctx.auth, q)),
  }),
  route({
    method: 'GET',
    url: '/api/blade-flow/message/unread-count',
    permission: 'authenticated',
    summary: 'Number of my unread messages',
    tags,
    output: z.number(),
    handler: (_v, ctx) => unreadCount(ctx.db, ctx.auth),
  }),
  route({
    method: 'POST',
    url: '/api/blade-flow/message/read',
    permission: 'authenticated',
    summary: 'Mark my messages read (ids, or all of the categories given, or all when both are omitted)',
    tags,
    input: z.object({ ids: idList.optional(), category: s.messageCategories }),
    output: z.number(),
    handler: (v, ctx) => markRead(ctx.db, ctx.auth, v),
  }),
];

/** The approval engine's calls: requests, tasks, history, definitions, sharing, messages. */
export const flowRoutes = [
  ...processRoutes('/api/mcc-staff/processfield', 1, { page: 'page', mine: 'mySend' }),
  ...staffProcessRoutes('/api/mcc-staff/processfield'),
  ...processRoutes('/api/mcc-worker/processfield', 2, { page: 'page', mine: 'personalProcess' }),
  ...workRoutes,
  ...definitionRoutes,
  ...shareAndMessageRoutes,
];
