import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime, nowSql } from '../../platform/db/columns.js';
import { nextId } from '../../platform/db/ids.js';

const tenantColumn = () => varchar('tenant_id', { length: 12 }).notNull().default('000000');

/** Process definitions: one row per deployed version of a process key (BPMN XML as deployed). */
export const flowDefinition = pgTable(
  'flow_definition',
  {
    ...businessColumns(),
    processKey: varchar('process_key', { length: 64 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    defVersion: integer('def_version').notNull(),
    xml: text('xml').notNull(),
    formId: bigId('form_id'),
  },
  (t) => [uniqueIndex('flow_definition_key_version_uq').on(t.tenantId, t.processKey, t.defVersion)],
);

/**
 * A request (the spec's process record). `id` is the processId; `processInstanceId` is set when the
 * request is started (null while it is a draft). create_user is the initiator. `state` is the engine's
 * token state; `version` guards every action.
 * flowStatus: draft, running, approved, rejected, recalled, cancelled.
 */
export const flowInstance = pgTable(
  'flow_instance',
  {
    ...businessColumns(),
    processInstanceId: bigId('process_instance_id'),
    /** The human request number (LV-2026-000123), allocated when the request is started (null while a draft). */
    requestNo: varchar('request_no', { length: 32 }),
    formId: bigId('form_id').notNull(),
    formName: varchar('form_name', { length: 100 }).notNull(),
    processKey: varchar('process_key', { length: 64 }).notNull(),
    definitionId: bigId('definition_id'),
    /** 1 staff, 2 worker. */
    category: smallint('category').notNull().default(1),
    flowStatus: varchar('flow_status', { length: 20 }).notNull().default('draft'),
    initiatorName: varchar('initiator_name', { length: 100 }),
    /** Form values (the record's `map`), JSON. */
    values: text('values').notNull().default('{}'),
    state: text('state'),
    router: varchar('router', { length: 300 }),
    startTime: dateTime('start_time'),
    endTime: dateTime('end_time'),
    hrAudited: smallint('hr_audited').notNull().default(0),
    hrAuditUser: bigId('hr_audit_user'),
    hrAuditTime: dateTime('hr_audit_time'),
  },
  (t) => [
    uniqueIndex('flow_instance_pi_uq').on(t.processInstanceId),
    uniqueIndex('flow_instance_request_no_uq').on(t.tenantId, t.requestNo),
    index('flow_instance_user_idx').on(t.tenantId, t.createUser, t.createTime),
    index('flow_instance_status_idx').on(t.tenantId, t.flowStatus, t.createTime),
  ],
);

/**
 * The request-number counters: the last number given per tenant, prefix and year. A start takes the
 * next one with one upsert (the row lock queues concurrent starts), in the start's transaction.
 */
export const flowRequestSeq = pgTable(
  'flow_request_seq',
  {
    tenantId: tenantColumn(),
    prefix: varchar('prefix', { length: 8 }).notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix, t.year] })],
);

/** Approval tasks: one per assignee of an activated user task. `version` guards completion. */
export const flowTask = pgTable(
  'flow_task',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: tenantColumn(),
    instanceId: bigId('instance_id').notNull(),
    activationId: bigId('activation_id').notNull(),
    elementId: varchar('element_id', { length: 100 }).notNull(),
    name: varchar('name', { length: 200 }).notNull().default(''),
    assignee: bigId('assignee').notNull(),
    assigneeName: varchar('assignee_name', { length: 100 }),
    /** The user the task was meant for when a delegation (or a hand-over) gave it to `assignee`; they keep read access. */
    onBehalfOf: bigId('on_behalf_of'),
    /** single, any, all */
    mode: varchar('mode', { length: 10 }).notNull().default('single'),
    /** open, approved, rejected, closed, escalated */
    taskStatus: varchar('task_status', { length: 20 }).notNull().default('open'),
    comment: varchar('comment', { length: 1000 }),
    createTime: dateTime('create_time').notNull().default(nowSql),
    endTime: dateTime('end_time'),
    /** When set, an open task past this time is escalated (escalateDueTasks). */
    dueTime: dateTime('due_time'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('flow_task_assignee_idx').on(t.tenantId, t.assignee, t.taskStatus, t.createTime),
    // done-list: an approver's handled tasks, newest first, without sorting all of them (bench/flow-results.md)
    index('flow_task_done_idx').on(t.tenantId, t.assignee, t.endTime).where(sql`task_status in ('approved', 'rejected')`),
    index('flow_task_instance_idx').on(t.instanceId),
    index('flow_task_due_idx').on(t.dueTime).where(sql`task_status = 'open' and due_time is not null`),
  ],
);

/** Activity history: every element an instance passed through, and every task, in order. Feeds history-list and the diagram. */
export const flowActivity = pgTable(
  'flow_activity',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: tenantColumn(),
    instanceId: bigId('instance_id').notNull(),
    seq: integer('seq').notNull(),
    elementId: varchar('element_id', { length: 100 }).notNull(),
    /** start, end, userTask, serviceTask, exclusive, parallel, hrAudit */
    elementType: varchar('element_type', { length: 20 }).notNull(),
    name: varchar('name', { length: 200 }).notNull().default(''),
    taskId: bigId('task_id'),
    assignee: bigId('assignee'),
    assigneeName: varchar('assignee_name', { length: 100 }),
    /** The original assignee a delegate acts for ("<delegate> for <original>" on the timeline). */
    onBehalfOf: bigId('on_behalf_of'),
    onBehalfOfName: varchar('on_behalf_of_name', { length: 100 }),
    startTime: dateTime('start_time').notNull(),
    endTime: dateTime('end_time'),
    pass: smallint('pass'),
    comment: varchar('comment', { length: 1000 }),
  },
  (t) => [index('flow_activity_instance_idx').on(t.instanceId, t.seq), index('flow_activity_task_idx').on(t.taskId)],
);

/** Every action taken on a request (start, approve, reject, recall, cancel, hrAudit, share, update, save, remove, escalate). */
export const flowTaskAction = pgTable(
  'flow_task_action',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: tenantColumn(),
    instanceId: bigId('instance_id').notNull(),
    taskId: bigId('task_id'),
    action: varchar('action', { length: 20 }).notNull(),
    userId: bigId('user_id'),
    comment: varchar('comment', { length: 1000 }),
    createTime: dateTime('create_time').notNull().default(nowSql),
  },
  (t) => [index('flow_task_action_instance_idx').on(t.instanceId), index('flow_task_action_task_idx').on(t.taskId)],
);

/** Requests shared with other users (forwardprocess): recipients may read them. */
export const flowShare = pgTable(
  'flow_share',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: tenantColumn(),
    instanceId: bigId('instance_id').notNull(),
    recipientId: bigId('recipient_id').notNull(),
    recipientName: varchar('recipient_name', { length: 100 }),
    sharedBy: bigId('shared_by').notNull(),
    createTime: dateTime('create_time').notNull().default(nowSql),
  },
  (t) => [uniqueIndex('flow_share_uq').on(t.instanceId, t.recipientId), index('flow_share_recipient_idx').on(t.tenantId, t.recipientId, t.createTime)],
);

/** In-app messages written in the action's transaction (todo, result, share, escalation). */
export const flowMessage = pgTable(
  'flow_message',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: tenantColumn(),
    userId: bigId('user_id').notNull(),
    instanceId: bigId('instance_id'),
    /** todo, result, share, escalation */
    category: varchar('category', { length: 20 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    content: varchar('content', { length: 1000 }),
    router: varchar('router', { length: 300 }),
    isRead: smallint('is_read').notNull().default(0),
    createTime: dateTime('create_time').notNull().default(nowSql),
  },
  (t) => [index('flow_message_user_idx').on(t.tenantId, t.userId, t.isRead, t.createTime)],
);

/**
 * Out of office: from `startTime` to `endTime` the tasks that would go to `userId` go to `delegateUserId`
 * (for every form, or only the forms of `formIds`, a comma list). create_user is who set it (the user, or HR).
 */
export const flowDelegation = pgTable(
  'flow_delegation',
  {
    ...businessColumns(),
    userId: bigId('user_id').notNull(),
    delegateUserId: bigId('delegate_user_id').notNull(),
    startTime: dateTime('start_time').notNull(),
    endTime: dateTime('end_time').notNull(),
    formIds: varchar('form_ids', { length: 1000 }),
  },
  (t) => [index('flow_delegation_user_idx').on(t.tenantId, t.userId, t.startTime)],
);

/**
 * Approve/reject links of approval e-mails: single use, expiring, bound to one task and its assignee.
 * Only the SHA-256 of the token is kept.
 */
export const flowMailToken = pgTable(
  'flow_mail_token',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: tenantColumn(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    taskId: bigId('task_id').notNull(),
    userId: bigId('user_id').notNull(),
    /** approve, reject */
    action: varchar('action', { length: 10 }).notNull(),
    expiresAt: dateTime('expires_at').notNull(),
    usedAt: dateTime('used_at'),
    createTime: dateTime('create_time').notNull().default(nowSql),
  },
  (t) => [uniqueIndex('flow_mail_token_hash_uq').on(t.tokenHash), index('flow_mail_token_task_idx').on(t.taskId)],
);

/**
 * The idempotency keys of request starts (`Idempotency-Key` of startProcess, issue 33): a phone that sends a
 * request written offline again, unsure whether the first send arrived, gets the request its key already
 * started instead of a second one. Per caller; kept with the request.
 */
export const flowStartKey = pgTable(
  'flow_start_key',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: tenantColumn(),
    userId: bigId('user_id').notNull(),
    idemKey: varchar('idem_key', { length: 100 }).notNull(),
    instanceId: bigId('instance_id').notNull(),
    createTime: dateTime('create_time').notNull().default(nowSql),
  },
  (t) => [uniqueIndex('flow_start_key_uq').on(t.tenantId, t.userId, t.idemKey)],
);
