import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime } from '../../platform/db/columns.js';

const notDeleted = sql`is_deleted = 0`;
const days = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });

/**
 * Vacation (leave) types of a tenant. `day` is the yearly entitlement a credit starts from (0 with no
 * rule: the type keeps no balance, only `minDay`/`maxDay` per request apply, e.g. unpaid leave).
 * Eligibility: `sex` (1 male, 2 female), `minAge`/`maxAge`, `minService` (months of service),
 * `nationality` and `marital` (comma lists; empty = everyone). `adjust` 1: HR may adjust credits by
 * hand. `userType` 1 staff, 2 workers. `leaveType` 1: open to probationary staff (status 0).
 */
export const vacationInfo = pgTable(
  'base_vacation_info',
  {
    ...businessColumns(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    day: days('day').notNull().default(0),
    minDay: days('min_day').notNull().default(0.5),
    maxDay: days('max_day'),
    haveSalary: smallint('have_salary').notNull().default(1),
    sex: smallint('sex'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    minService: integer('min_service'),
    nationality: varchar('nationality', { length: 200 }),
    marital: varchar('marital', { length: 100 }),
    adjust: smallint('adjust').notNull().default(1),
    userType: smallint('user_type').notNull().default(1),
    leaveType: smallint('leave_type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('base_vacation_info_type_uq').on(t.tenantId, t.userType, t.type).where(notDeleted)],
);

/** How a type's entitlement grows: by years of `service` (or `age`), in tiers (rule values). One rule per type. */
export const vacationRule = pgTable(
  'base_vacation_rule',
  {
    ...businessColumns(),
    vacationInfoId: bigId('vacation_info_id').notNull(),
    basis: varchar('basis', { length: 20 }).notNull().default('service'),
    name: varchar('name', { length: 100 }),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('base_vacation_rule_type_uq').on(t.tenantId, t.vacationInfoId).where(notDeleted)],
);

/** One tier of a rule: from `minValue` (inclusive) to `maxValue` (exclusive, null = open) years, `day` days a year. */
export const vacationRuleValue = pgTable(
  'base_vacation_rule_value',
  {
    ...businessColumns(),
    ruleId: bigId('rule_id').notNull(),
    vacationInfoId: bigId('vacation_info_id').notNull(),
    minValue: integer('min_value').notNull().default(0),
    maxValue: integer('max_value'),
    day: days('day').notNull(),
  },
  (t) => [index('base_vacation_rule_value_rule_idx').on(t.tenantId, t.ruleId)],
);

/**
 * A person's balance of one type for one period (`startDate`..`expireDate`). Remaining =
 * days - usedDays - pendingDays; requests lock this row (`FOR UPDATE`) so two cannot spend the same days.
 */
export const vacationCredit = pgTable(
  'base_vacation_credit',
  {
    ...businessColumns(),
    userType: smallint('user_type').notNull(),
    personId: bigId('person_id').notNull(),
    deptId: bigId('dept_id'),
    vacationInfoId: bigId('vacation_info_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expireDate: date('expire_date', { mode: 'string' }).notNull(),
    days: days('days').notNull().default(0),
    usedDays: days('used_days').notNull().default(0),
    pendingDays: days('pending_days').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('base_vacation_credit_uq').on(t.tenantId, t.userType, t.personId, t.vacationInfoId, t.startDate).where(notDeleted),
    index('base_vacation_credit_person_idx').on(t.tenantId, t.personId),
  ],
);

/**
 * Leave taken or requested. `leaveStatus` 0 Pending, 1 Approved, 2 Rejected, 3 Cancel leave (an
 * approved leave cancelled, days given back), 4 Recalled, 5 Cancelled (the request was withdrawn).
 * `staffNo`/`staffName` keep the staff number (or the worker's employment code) and name at the time.
 */
export const leaveRecord = pgTable(
  'leave_record',
  {
    ...businessColumns(),
    userType: smallint('user_type').notNull().default(1),
    staffId: bigId('staff_id'),
    workerId: bigId('worker_id'),
    personUserId: bigId('person_user_id'),
    deptId: bigId('dept_id'),
    staffNo: varchar('staff_no', { length: 50 }),
    staffName: varchar('staff_name', { length: 100 }),
    vacationInfoId: bigId('vacation_info_id').notNull(),
    vacationName: varchar('vacation_name', { length: 100 }),
    creditId: bigId('credit_id'),
    leaveDays: days('leave_days').notNull(),
    leaveUnit: numeric('leave_unit', { precision: 2, scale: 1, mode: 'number' }).notNull().default(1),
    leavePeriod: varchar('leave_period', { length: 10 }),
    leaveStartTime: dateTime('leave_start_time').notNull(),
    leaveEndTime: dateTime('leave_end_time').notNull(),
    isLeave: smallint('is_leave').notNull().default(0),
    departureDate: date('departure_date', { mode: 'string' }),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    leaveReason: varchar('leave_reason', { length: 1000 }),
    ticketIds: varchar('ticket_ids', { length: 500 }),
    leaveStatus: smallint('leave_status').notNull().default(0),
    flowInstanceId: bigId('flow_instance_id'),
    processInstanceId: varchar('process_instance_id', { length: 64 }),
    cancelInstanceId: bigId('cancel_instance_id'),
  },
  (t) => [
    index('leave_record_person_idx').on(t.tenantId, t.userType, t.staffId, t.workerId),
    index('leave_record_time_idx').on(t.tenantId, t.leaveStartTime),
    index('leave_record_flow_idx').on(t.flowInstanceId),
  ],
);
