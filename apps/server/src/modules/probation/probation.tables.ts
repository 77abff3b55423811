import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime } from '../../platform/db/columns.js';
import { nextId } from '../../platform/db/ids.js';

const notDeleted = sql`is_deleted = 0`;

/**
 * A staff member's probation (the product's "positive record"): one open record per staff on probation
 * (staff status 0 or 3), created when HR first acts on it. `recordStatus` (PROBATION_STATUS in
 * @hr/contracts): 0 on probation, 1 assessment running, 2 confirmed, 3 not passed, 4 closed.
 * The assessment itself is a form-5 request (`processId`); its outcome is copied here when it ends.
 */
export const positiveRecord = pgTable(
  'staff_positive_record',
  {
    ...businessColumns(),
    staffId: bigId('staff_id').notNull(),
    entryDate: date('entry_date', { mode: 'string' }),
    /** The end date as first set (entry date + the default probation months). */
    originalEndDate: date('original_end_date', { mode: 'string' }).notNull(),
    probationEndDate: date('probation_end_date', { mode: 'string' }).notNull(),
    extendCount: integer('extend_count').notNull().default(0),
    extendedMonths: integer('extended_months').notNull().default(0),
    recordStatus: smallint('record_status').notNull().default(0),
    /** The current (or last) confirmation assessment request. */
    processId: bigId('process_id'),
    leaderId: bigId('leader_id'),
    /** 1 confirm, 2 extend, 3 terminate (form 5 `result`). */
    result: smallint('result'),
    /** Average of the leader's scores (0-4 scale, N.A. excluded), for the summary table. */
    score: varchar('score', { length: 10 }),
    leaderComment: varchar('leader_comment', { length: 1000 }),
    hrComment: varchar('hr_comment', { length: 1000 }),
    assessedTime: dateTime('assessed_time'),
    notifiedTime: dateTime('notified_time'),
    passMessageTime: dateTime('pass_message_time'),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    // one open record per staff (on probation or assessment running)
    uniqueIndex('staff_positive_record_open_uq').on(t.tenantId, t.staffId).where(sql`is_deleted = 0 and record_status in (0, 1)`),
    index('staff_positive_record_status_idx').on(t.tenantId, t.recordStatus, t.probationEndDate),
  ],
);

/**
 * A staff member's employment contract term, tracked for renewal. renewalStatus 0 pending, 1 renewed,
 * 2 not renewed. One live row per staff (the current term).
 */
export const contractTerm = pgTable(
  'staff_contract_term',
  {
    ...businessColumns(),
    staffId: bigId('staff_id').notNull(),
    contractStartDate: date('contract_start_date', { mode: 'string' }),
    contractEndDate: date('contract_end_date', { mode: 'string' }).notNull(),
    renewalStatus: smallint('renewal_status').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('staff_contract_term_staff_uq').on(t.tenantId, t.staffId).where(notDeleted),
    index('staff_contract_term_end_idx').on(t.tenantId, t.contractEndDate),
  ],
);

/**
 * Notices the daily sweep has sent: one row per kind, subject and due date, so every process of a
 * cluster may run the sweep and each notice still goes out once (insert ... on conflict do nothing).
 */
export const probationNotice = pgTable(
  'staff_probation_notice',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    /** probationEnding, contractExpiring */
    kind: varchar('kind', { length: 30 }).notNull(),
    staffId: bigId('staff_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createTime: dateTime('create_time').notNull(),
  },
  (t) => [uniqueIndex('staff_probation_notice_uq').on(t.tenantId, t.kind, t.staffId, t.dueDate)],
);
