import { z } from 'zod';
import { FLOW_STATUS } from '@hr/contracts';
import { zOptionalId, zOptionalText } from '../../platform/http/route.js';
import { optionalIdList, pageQuery } from '../../platform/http/paging.js';

/** Form values: an object, or its JSON text (the original client sends either). */
export const values = z.union([z.record(z.string(), z.unknown()), z.string().max(500_000)]).transform((v, ctx) => {
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
/** The version of the row the caller saw (optional: without it the action does not check). */
export const zVersion = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).optional());
/** A request named by its processId (`id` or `processId`) or its processInstanceId. */
export const ref = z.object({ id: zOptionalId, processId: zOptionalId, processInstanceId: zOptionalId });
export const refOf = (r: z.infer<typeof ref>) => ({ id: r.id ?? r.processId, processInstanceId: r.processInstanceId });
export const comment = zOptionalText(1000);
/** An action on a request (HR audit, recall, cancel): a comment, and the version the caller saw. */
export const actionInput = ref.extend({ comment, version: zVersion });

export const filtersInput = pageQuery.extend({
  formId: zOptionalId,
  /** Several process types at once (a list route that gathers some forms), comma-separated. */
  formIds: optionalIdList,
  category: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(5).optional()),
  processKey: z.string().max(64).optional(),
  flowStatus: z
    .enum(FLOW_STATUS)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  initiatorName: z.string().max(100).optional(),
  /** The initiator's account id (a person's requests on their profile). */
  initiatorId: zOptionalId,
  /** A request number or part of it (LV-2026). */
  requestNo: z.string().max(32).optional(),
  hrAudited: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
  createTime_start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  createTime_end: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** The process record (seed 000 section 3); lists and actions add their own fields. */
export const record = z
  .object({
    id: z.string(),
    processId: z.string(),
    processInstanceId: z.string().nullable(),
    /** The human request number (LV-2026-000123); null while a draft. */
    requestNo: z.string().nullable(),
    processKey: z.string(),
    formId: z.string(),
    formName: z.string(),
    map: z.record(z.string(), z.unknown()),
    createTime: z.string(),
    flowStatus: z.string(),
    version: z.number(),
    startTime: z.string().nullable().optional(),
    endTime: z.string().nullable().optional(),
    category: z.number().optional(),
    initiator: z.string().nullable().optional(),
    initiatorName: z.string().nullable().optional(),
    hrAudited: z.number().optional(),
    hrAuditTime: z.string().nullable().optional(),
    router: z.string().nullable().optional(),
    // the task lists' fields (the caller's task, the open steps)
    taskId: z.string().optional(),
    taskName: z.string().optional(),
    taskVersion: z.number().optional(),
    assigneeName: z.string().optional(),
    // the task lists' key values of the request (its form values), the requester's department and the wait
    keyDateFrom: z.string().nullable().optional(),
    keyDateTo: z.string().nullable().optional(),
    keyDays: z.number().nullable().optional(),
    keyAmount: z.number().nullable().optional(),
    requesterDeptName: z.string().nullable().optional(),
    /** Minutes since the task was created. */
    waitingMinutes: z.number().optional(),
  })
  .loose();
/** One request with the caller's open task on it and what the caller may do with it. */
export const detail = record.extend({
  myTaskId: z.string().nullable(),
  myTaskVersion: z.number().nullable(),
  myTaskName: z.string().nullable(),
  canRecall: z.boolean(),
  canCancel: z.boolean(),
  canHrAudit: z.boolean(),
  canUpdate: z.boolean(),
});
export const draftInput = z.object({ id: zOptionalId, formId: zOptionalId, map: values.default({}), version: zVersion });
export const routerHeader = z.object({ router: z.string().max(300).optional(), 'idempotency-key': z.string().max(200).optional() });

/** A message category or a comma list of them (todo, result, share, escalation). */
export const messageCategories = z
  .string()
  .max(100)
  .regex(/^[a-z,]*$/, 'must be a comma list of categories')
  .optional()
  .transform((v) => v?.split(',').filter(Boolean));

export const historyEntry = z
  .object({
    historyActivityName: z.string(),
    createTime: z.string(),
    endTime: z.string(),
    assigneeName: z.string(),
    comment: z.string(),
    historyActivityDurationTime: z.string(),
    pass: z.boolean(),
    assignee: z.string(),
    onBehalfOf: z.string(),
    onBehalfOfName: z.string(),
  })
  .loose();
export const diagramView = z.object({ xml: z.string(), completed: z.array(z.string()), active: z.array(z.string()), flows: z.array(z.string()) });
export const definitionListInput = pageQuery.extend({
  processKey: z.string().max(64).optional(),
  name: z.string().max(200).optional(),
  formId: zOptionalId,
  latestOnly: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
});
export const definitionRow = z.object({
  id: z.string(),
  processKey: z.string(),
  name: z.string(),
  version: z.number(),
  formId: z.string().nullable(),
  formName: z.string().nullable(),
  deployTime: z.string(),
  latestVersion: z.number(),
  isLatest: z.boolean(),
  /** active: new requests start on it; superseded: only the requests already on it finish there. */
  state: z.enum(['active', 'superseded']),
  running: z.number(),
  finished: z.number(),
});
export const deployInput = z.object({ xml: z.string().min(1).max(1_000_000), formId: zOptionalId, name: zOptionalText(200) });
export const deployed = z.object({ id: z.string(), processKey: z.string(), name: z.string(), version: z.number() });
export const messageListInput = pageQuery.extend({
  category: messageCategories,
  isRead: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
});
export const messageRow = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  instanceId: z.string().nullable(),
  requestNo: z.string().nullable(),
  router: z.string().nullable(),
  isRead: z.number(),
  createTime: z.string(),
});
