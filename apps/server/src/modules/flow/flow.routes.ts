import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { pagedRows, streamExcel } from '../../platform/excel.js';
import { z } from 'zod';
import { defineRoute, zId, zOptionalId, zOptionalText } from '../../platform/http/route.js';
import { pageOf, pageQuery, idList, optionalIdList } from '../../platform/http/paging.js';
import { permits } from '../../platform/auth/permissions.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { registerMenuSeeds } from '../system/menu-seeds.js';
import { registerSeed } from '../system/bootstrap.js';
import { registerSweep } from '../../platform/jobs.js';
import { DEFAULT_CHAIN, SEED_FORMS } from '../form/form-seeds.js';
import { onFormWritten } from '../form/form.service.js';
import { templateForm } from '../form/form.tables.js';
import { flowDefinition, flowMessage, flowShare, flowTask } from './flow.tables.js';
import * as svc from './flow.service.js';
import { flowListMenus } from './flow.menus.js';
import { decorate, diagram, historyList, pageDefinitions, pageInstances, pageMessages, pageTasks } from './flow.queries.js';

registerMenuSeeds([
  { code: 'process', name: 'Audit', path: '/process/index', source: 'audit', sort: 20 },
  { code: svc.PERM_VIEW_ALL, name: 'View all requests', alias: 'view', parent: 'process', category: 2, action: 1, sort: 1 },
  { code: svc.PERM_HR_AUDIT, name: 'HR audit', alias: 'audit', parent: 'process', category: 2, action: 1, sort: 2 },
  { code: svc.PERM_CANCEL, name: 'Cancel requests', alias: 'cancel', parent: 'process', category: 2, action: 1, sort: 3 },
  { code: 'process_export', name: 'Export requests', alias: 'export', parent: 'process', category: 2, action: 0, sort: 4 },
  { code: 'flowManager', name: 'Process definitions', path: '/flow/manager', source: 'flow', sort: 61 },
  { code: 'flowManager_view', name: 'View definitions', alias: 'view', parent: 'flowManager', category: 2, action: 1, sort: 1 },
  { code: 'flowManager_deploy', name: 'Deploy definitions', alias: 'deploy', parent: 'flowManager', category: 2, action: 0, sort: 2 },
  // the approval work screens (every signed-in user may call their lists; roles decide who sees the menus)
  { code: 'work', name: 'Approvals', path: '/work', source: 'check-square', sort: 19 },
  { code: 'work_start', name: 'Start a request', parent: 'work', path: '/work/start', source: 'plus', sort: 1 },
  { code: 'work_todo', name: 'To do', parent: 'work', path: '/work/todo', source: 'bell', sort: 2 },
  { code: 'work_mine', name: 'My applications', parent: 'work', path: '/apply/list', source: 'file', sort: 3 },
  { code: 'work_auditor', name: 'Requests I approve', parent: 'work', path: '/apply/listByAuditor', source: 'audit', sort: 4 },
  { code: 'work_done', name: 'Approval records', parent: 'work', path: '/work/done', source: 'check', sort: 5 },
  { code: 'work_send', name: 'Sent records', parent: 'work', path: '/work/send', source: 'send', sort: 6 },
  { code: 'work_shared', name: 'Shared with me', parent: 'work', path: '/work/shared', source: 'share-alt', sort: 7 },
  { code: 'work_notifications', name: 'Notifications', parent: 'work', path: '/myApplication/notifications', source: 'notification', sort: 8 },
  { code: 'work_message', name: 'Messages', parent: 'work', path: '/myApplication/message', source: 'message', sort: 9 },
]);
registerMenuSeeds(flowListMenus());

// a form an administrator creates (or re-keys) can be used at once: its key gets the default chain
onFormWritten((tx, form) => svc.ensureDefaultDefinition(tx, form.tenantId, form, DEFAULT_CHAIN));

/** Every default form gets its default approval chain as version 1 of its process key, once. */
registerSeed('flow-definitions', async (db) => {
  await db.transaction(async (tx) => {
    const forms = await tx.select().from(templateForm).where(and(eq(templateForm.tenantId, DEFAULT_TENANT), eq(templateForm.isDeleted, 0)));
    for (const seed of SEED_FORMS) {
      const form = forms.find((f) => f.id === String(seed.id));
      if (form) await svc.ensureDefaultDefinition(tx, DEFAULT_TENANT, form, seed.chain);
    }
  });
});

const values = z
  .union([z.record(z.string(), z.unknown()), z.string().max(500_000)])
  .transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      const o = JSON.parse(v || '{}');
      if (o && typeof o === 'object' && !Array.isArray(o)) return o as Record<string, unknown>;
    } catch {
      /* reported below */
    }
    ctx.addIssue({ code: 'custom', message: 'must be an object of form values' });
    return z.NEVER;
  });
const zVersion = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).optional());
const ref = z.object({ id: zOptionalId, processId: zOptionalId, processInstanceId: zOptionalId });
const refOf = (r: z.infer<typeof ref>) => ({ id: r.id ?? r.processId, processInstanceId: r.processInstanceId });
const filtersInput = pageQuery.extend({
  formId: zOptionalId,
  /** Several process types at once (a list route that gathers some forms), comma-separated. */
  formIds: optionalIdList,
  category: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(5).optional()),
  processKey: z.string().max(64).optional(),
  flowStatus: z.enum(['draft', 'running', 'approved', 'rejected', 'recalled', 'cancelled']).optional().or(z.literal('').transform(() => undefined)),
  initiatorName: z.string().max(100).optional(),
  hrAudited: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
  createTime_start: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().or(z.literal('').transform(() => undefined)),
  createTime_end: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().or(z.literal('').transform(() => undefined)),
});
const record = z
  .object({
    id: z.string(),
    processId: z.string(),
    processInstanceId: z.string().nullable(),
    processKey: z.string(),
    formId: z.string(),
    formName: z.string(),
    map: z.record(z.string(), z.unknown()),
    createTime: z.string(),
    flowStatus: z.string(),
    version: z.number(),
  })
  .loose();
const draftInput = z.object({ id: zOptionalId, formId: zOptionalId, map: values.default({}), version: zVersion });
const routerHeader = z.object({ router: z.string().max(300).optional() });
const comment = zOptionalText(1000);
/** A message category or a comma list of them (todo, result, share, escalation). */
const messageCategories = z
  .string()
  .max(100)
  .regex(/^[a-z,]*$/, 'must be a comma list of categories')
  .optional()
  .transform((v) => v?.split(',').filter(Boolean));
const tags = ['process'];


registerSweep('flow-escalation', (app) => svc.escalateDueTasks(app.db));

export default async function flowRoutes(app: FastifyInstance): Promise<void> {
  // ---- staff and worker process calls
  const processCalls = (base: string, category: 1 | 2, names: { page: string; mine: string; extra: boolean }) => {
    const t = [category === 1 ? 'process (staff)' : 'process (worker)'];
    defineRoute(app, {
      method: 'GET',
      url: `${base}/${names.page}`,
      permission: svc.PERM_VIEW_ALL,
      summary: 'All requests (audit list)',
      tags: t,
      input: filtersInput,
      output: pageOf(record),
      handler: (q, ctx) => pageInstances(ctx.db, ctx.auth, 'all', q, category === 2 ? 2 : undefined),
    });
    defineRoute(app, {
      method: 'GET',
      url: `${base}/${names.mine}`,
      permission: 'authenticated',
      summary: 'My requests (drafts included)',
      tags: t,
      input: filtersInput,
      output: pageOf(record),
      handler: (q, ctx) => pageInstances(ctx.db, ctx.auth, 'mine', q, category === 2 ? 2 : undefined),
    });
    defineRoute(app, {
      method: 'GET',
      url: `${base}/detail`,
      permission: 'authenticated',
      summary: 'One request with the caller\'s open task on it (taskId, taskVersion) and what the caller may do',
      tags: t,
      input: ref,
      output: record,
      handler: async (r, ctx) => {
        const inst = await svc.readable(ctx.db, ctx.auth, refOf(r));
        const [task] = await ctx.db
          .select({ id: flowTask.id, version: flowTask.version, name: flowTask.name })
          .from(flowTask)
          .where(and(eq(flowTask.instanceId, inst.id), eq(flowTask.assignee, ctx.auth.userId), eq(flowTask.taskStatus, 'open')))
          .limit(1);
        const [decorated] = await decorate(ctx.db, [inst]);
        const mine = inst.createUser === ctx.auth.userId;
        return {
          ...decorated,
          myTaskId: task?.id ?? null,
          myTaskVersion: task?.version ?? null,
          myTaskName: task?.name ?? null,
          canRecall: mine && inst.flowStatus === 'running',
          canCancel: (mine || permits(ctx.auth, svc.PERM_CANCEL)) && inst.flowStatus === 'running',
          canHrAudit: permits(ctx.auth, svc.PERM_HR_AUDIT) && inst.flowStatus === 'approved' && inst.hrAudited === 0,
          canUpdate: (mine && inst.flowStatus === 'draft') || Boolean(task),
        };
      },
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/save`,
      permission: 'authenticated',
      summary: 'Save a draft (new, or update one of mine with id and version)',
      tags: t,
      input: draftInput,
      output: record,
      handler: (v, ctx) => svc.saveDraft(ctx.db, ctx.auth, { ...v, category, router: headerRouter(ctx.req.headers.router) }),
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/startProcess`,
      permission: 'authenticated',
      summary: 'Start a request on its form\'s process (new, or one of my drafts by id); the router header names the list route for notifications',
      tags: t,
      headers: routerHeader,
      input: draftInput,
      output: record,
      handler: (v, ctx) => svc.startProcess(ctx.db, ctx.auth, { ...v, category, router: headerRouter(ctx.req.headers.router) }),
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/startEmploymentProcess`,
      permission: 'authenticated',
      summary: 'Start an employment request (form 1 unless formId is given)',
      tags: t,
      headers: routerHeader,
      input: draftInput,
      output: record,
      handler: (v, ctx) => svc.startProcess(ctx.db, ctx.auth, { ...v, formId: v.formId ?? '1', category, router: headerRouter(ctx.req.headers.router) }),
    });
    if (!names.extra) return;
    defineRoute(app, {
      method: 'GET',
      url: `${base}/approverProcess`,
      permission: 'authenticated',
      summary: 'Requests I approve or approved (list by auditor)',
      tags: t,
      input: filtersInput,
      output: pageOf(record),
      handler: (q, ctx) => pageInstances(ctx.db, ctx.auth, 'approver', q),
    });
    defineRoute(app, {
      method: 'GET',
      url: `${base}/exportProcess`,
      permission: 'process_export',
      summary: 'Excel export of the audit list (same filters)',
      tags: t,
      input: filtersInput.omit({ current: true, size: true }),
      raw: true,
      handler: async (q, ctx) => {
        return streamExcel(ctx.reply, {
          fileName: 'processes.xlsx',
          sheetName: 'Processes',
          columns: [
            { header: 'Process ID', key: 'processId', width: 22 },
            { header: 'Form', key: 'formName', width: 28 },
            { header: 'Initiator', key: 'initiatorName', width: 20 },
            { header: 'Status', key: 'flowStatus', width: 12 },
            { header: 'Current step', key: 'taskName', width: 24 },
            { header: 'Approver', key: 'assigneeName', width: 24 },
            { header: 'HR audited', key: 'hrAudited', width: 10 },
            { header: 'Created', key: 'createTime', width: 20 },
            { header: 'Ended', key: 'endTime', width: 20 },
          ],
          rows: pagedRows(async (offset, limit) => (await pageInstances(ctx.db, ctx.auth, 'all', { ...q, current: offset / limit + 1, size: limit })).records),
        });
      },
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/update`,
      permission: 'authenticated',
      summary: 'Change a request\'s values: my draft, or the editable fields of a request waiting for me',
      tags: t,
      input: ref.extend({ map: values, version: zVersion }),
      output: record,
      handler: (v, ctx) => svc.updateValues(ctx.db, ctx.auth, { ...refOf(v), map: v.map, version: v.version }),
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/remove`,
      permission: 'authenticated',
      summary: 'Remove one of my drafts (id)',
      tags: t,
      input: z.object({ id: zOptionalId, ids: idList.optional() }),
      output: z.null(),
      handler: async (v, ctx) => {
        const ids = v.ids ?? (v.id ? [v.id] : []);
        if (ids.length === 0) throw badRequest('id: required');
        for (const id of ids) await svc.removeDraft(ctx.db, ctx.auth, id);
        return null;
      },
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/hrAudited`,
      permission: svc.PERM_HR_AUDIT,
      summary: 'HR audit of an approved request',
      tags: t,
      input: ref.extend({ comment, version: zVersion }),
      output: record,
      handler: (v, ctx) => svc.hrAudit(ctx.db, ctx.auth, refOf(v), v.comment ?? undefined, v.version),
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/recall`,
      permission: 'authenticated',
      summary: 'Recall my running request',
      tags: t,
      input: ref.extend({ comment, version: zVersion }),
      output: record,
      handler: (v, ctx) => svc.terminate(ctx.db, ctx.auth, refOf(v), 'recalled', v.comment ?? undefined, v.version),
    });
  };
  processCalls('/api/mcc-staff/processfield', 1, { page: 'page', mine: 'mySend', extra: true });
  processCalls('/api/mcc-worker/processfield', 2, { page: 'page', mine: 'personalProcess', extra: false });

  // ---- tasks (BladeX work calls)
  const taskList = (name: string, kind: 'todo' | 'claim' | 'done', summary: string) =>
    defineRoute(app, { method: 'GET', url: `/api/blade-flow/work/${name}`, permission: 'authenticated', summary, tags, input: filtersInput, output: pageOf(record), handler: (q, ctx) => pageTasks(ctx.db, ctx.auth, kind, q) });
  taskList('todo-list', 'todo', 'My open approval tasks (taskId, taskVersion, taskName with the request)');
  taskList('claim-list', 'claim', 'My open tasks shared with other approvers (the first answer settles an "any" step)');
  taskList('done-list', 'done', 'Tasks I approved or rejected');
  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-flow/work/send-list',
    permission: 'authenticated',
    summary: 'Requests I started',
    tags,
    input: filtersInput,
    output: pageOf(record),
    handler: (q, ctx) => pageInstances(ctx.db, ctx.auth, 'sent', q),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/blade-flow/work/complete-task',
    permission: 'authenticated',
    summary: 'Approve (flag ok) or reject (flag reject) my task with a comment; a stale or handled task answers 409',
    tags,
    input: z.object({ taskId: zId, processInstanceId: zOptionalId, flag: z.enum(['ok', 'reject']), comment, version: zVersion }),
    output: record,
    handler: (v, ctx) => svc.completeTask(ctx.db, ctx.auth, { ...v, comment: v.comment ?? undefined }),
  });

  // ---- history, diagram, cancel
  defineRoute(app, {
    method: 'GET',
    url: '/api/mcc-base/base-flow-task/history-list',
    permission: 'authenticated',
    summary: 'Approval history of a request (timeline entries)',
    tags,
    input: ref,
    output: z.array(z.object({ historyActivityName: z.string(), createTime: z.string(), endTime: z.string(), assigneeName: z.string(), comment: z.string(), historyActivityDurationTime: z.string(), pass: z.boolean(), assignee: z.string() }).loose()),
    handler: async (r, ctx) => historyList(ctx.db, await svc.readable(ctx.db, ctx.auth, refOf(r))),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/mcc-base/base-flow-task/cancelProcess',
    permission: 'authenticated',
    summary: 'Cancel a running request (its initiator, or holders of process_cancel)',
    tags,
    input: ref.extend({ comment, version: zVersion }),
    output: record,
    handler: (v, ctx) => svc.terminate(ctx.db, ctx.auth, refOf(v), 'cancelled', v.comment ?? undefined, v.version),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-flow/process/resource-view',
    permission: 'authenticated',
    summary: 'BPMN XML of a request\'s definition (processInstanceId) or of a definition (processDefinitionId, definition managers)',
    tags,
    input: ref.extend({ processDefinitionId: zOptionalId }),
    output: z.string(),
    handler: async (r, ctx) => {
      if (r.processDefinitionId) {
        if (!permits(ctx.auth, 'flowManager_view')) throw notFound('Process definition');
        const [d] = await ctx.db.select({ xml: flowDefinition.xml }).from(flowDefinition).where(and(eq(flowDefinition.id, r.processDefinitionId), eq(flowDefinition.tenantId, ctx.auth.tenantId))).limit(1);
        if (!d) throw notFound('Process definition');
        return d.xml;
      }
      return (await diagram(ctx.db, await svc.readable(ctx.db, ctx.auth, refOf(r)))).xml;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-flow/process/diagram-view',
    permission: 'authenticated',
    summary: 'Diagram of a request: the BPMN XML with completed and active element ids (and taken flows) for highlighting',
    tags,
    input: ref,
    output: z.object({ xml: z.string(), completed: z.array(z.string()), active: z.array(z.string()), flows: z.array(z.string()) }),
    handler: async (r, ctx) => diagram(ctx.db, await svc.readable(ctx.db, ctx.auth, refOf(r))),
  });

  // ---- definitions
  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-flow/manager/list',
    permission: 'flowManager_view',
    summary: 'Deployed process definitions, every version (latestOnly=1 for the latest of each key)',
    tags,
    input: pageQuery.extend({ processKey: z.string().max(64).optional(), name: z.string().max(200).optional(), latestOnly: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()) }),
    output: pageOf(z.object({ id: z.string(), processKey: z.string(), name: z.string(), version: z.number(), formId: z.string().nullable(), deployTime: z.string(), latestVersion: z.number(), isLatest: z.boolean() })),
    handler: (q, ctx) => pageDefinitions(ctx.db, ctx.auth, q),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/blade-flow/manager/deploy',
    permission: 'flowManager_deploy',
    summary: 'Deploy BPMN XML as the next version of its process key (validated against the supported subset; running requests keep their version)',
    tags,
    bodyLimit: 2 * 1024 * 1024,
    input: z.object({ xml: z.string().min(1).max(1_000_000), formId: zOptionalId, name: zOptionalText(200) }),
    output: z.object({ id: z.string(), processKey: z.string(), name: z.string(), version: z.number() }),
    handler: async (v, ctx) => {
      const row = await ctx.db.transaction((tx) => svc.deployDefinition(tx, ctx.auth, { xml: v.xml, formId: v.formId, name: v.name ?? undefined }));
      return { id: row.id, processKey: row.processKey, name: row.name, version: row.defVersion };
    },
  });

  // ---- sharing
  defineRoute(app, {
    method: 'POST',
    url: '/api/mcc-staff/forwardprocess/saveList',
    permission: 'authenticated',
    summary: 'Share a request with staff (recipientIds: comma list of staff or user ids)',
    tags,
    input: z.object({ processId: zId, recipientIds: idList }),
    output: z.object({ shared: z.number() }),
    handler: (v, ctx) => svc.share(ctx.db, ctx.auth, v.processId, v.recipientIds),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/mcc-staff/forwardprocess/recipientPage',
    permission: 'authenticated',
    summary: 'Requests shared with me',
    tags,
    input: filtersInput,
    output: pageOf(record),
    handler: (q, ctx) => pageInstances(ctx.db, ctx.auth, 'shared', q),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/mcc-staff/forwardprocess/detail',
    permission: 'authenticated',
    summary: 'A shared request (processId) with its recipients',
    tags,
    input: ref,
    output: record,
    handler: async (r, ctx) => {
      const inst = await svc.readable(ctx.db, ctx.auth, refOf(r));
      const recipients = await ctx.db
        .select({ recipientId: flowShare.recipientId, recipientName: flowShare.recipientName, sharedBy: flowShare.sharedBy, createTime: flowShare.createTime })
        .from(flowShare)
        .where(eq(flowShare.instanceId, inst.id));
      return svc.toRecord(inst, { recipients });
    },
  });

  // ---- in-app messages
  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-flow/message/page',
    permission: 'authenticated',
    summary: 'My notifications and messages (category: todo, result, share, escalation, or a comma list of them; isRead 0/1)',
    tags,
    input: pageQuery.extend({ category: messageCategories, isRead: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()) }),
    output: pageOf(z.object({ id: z.string(), category: z.string(), title: z.string(), content: z.string().nullable(), instanceId: z.string().nullable(), router: z.string().nullable(), isRead: z.number(), createTime: z.string() })),
    handler: (q, ctx) => pageMessages(ctx.db, ctx.auth, q),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-flow/message/unread-count',
    permission: 'authenticated',
    summary: 'Number of my unread messages',
    tags,
    output: z.number(),
    handler: async (_v, ctx) => {
      const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(flowMessage).where(and(eq(flowMessage.tenantId, ctx.auth.tenantId), eq(flowMessage.userId, ctx.auth.userId), eq(flowMessage.isRead, 0)));
      return Number(n);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/blade-flow/message/read',
    permission: 'authenticated',
    summary: 'Mark my messages read (ids, or all of the categories given, or all when both are omitted)',
    tags,
    input: z.object({ ids: idList.optional(), category: messageCategories }),
    output: z.number(),
    handler: async (v, ctx) => {
      const rows = await ctx.db
        .update(flowMessage)
        .set({ isRead: 1 })
        .where(and(eq(flowMessage.tenantId, ctx.auth.tenantId), eq(flowMessage.userId, ctx.auth.userId), eq(flowMessage.isRead, 0), v.ids ? inArray(flowMessage.id, v.ids) : undefined, v.category?.length ? inArray(flowMessage.category, v.category) : undefined))
        .returning({ id: flowMessage.id });
      return rows.length;
    },
  });
}

function headerRouter(h: string | string[] | undefined): string | undefined {
  const v = Array.isArray(h) ? h[0] : h;
  return v ? v.slice(0, 300) : undefined;
}
