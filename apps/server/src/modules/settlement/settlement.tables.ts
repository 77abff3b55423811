import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime } from '../../platform/db/columns.js';

/**
 * A worker's final salary settlement (seed 000 sections 2, 3, 5). `settlementStatus` 0 draft,
 * 1 sent (in approval), 2 approved, 3 returned (rejected, recalled or cancelled: editable again).
 * Money columns are numeric and computed in integer cents.
 */
/** The rows the month's unique index covers: live and not approved. */
export const OPEN = sql`is_deleted = 0 and settlement_status <> 2`;
export const salarySettlement = pgTable(
  'worker_salary_settlement',
  {
    ...businessColumns(),
    workerId: bigId('worker_id').notNull(),
    /** Last working day. */
    resignDate: date('resign_date', { mode: 'string' }).notNull(),
    /** First day the settlement counts attendance from (the day after the last confirmed pay period). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    totalAttendanceDays: numeric('total_attendance_days', { precision: 6, scale: 2 }).notNull().default('0'),
    totalHours: numeric('total_hours', { precision: 8, scale: 2 }).notNull().default('0'),
    totalOt: numeric('total_ot', { precision: 8, scale: 2 }).notNull().default('0'),
    basicHourWage: numeric('basic_hour_wage', { precision: 10, scale: 2 }),
    basicMonthlySalary: numeric('basic_monthly_salary', { precision: 12, scale: 2 }),
    /** Hourly overtime rate. */
    overtimeWorkAllowance: numeric('overtime_work_allowance', { precision: 10, scale: 2 }).notNull().default('0'),
    totalOvertimePay: numeric('total_overtime_pay', { precision: 12, scale: 2 }).notNull().default('0'),
    mealAllowance: numeric('meal_allowance', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Achievement bonus. */
    additional: numeric('additional', { precision: 12, scale: 2 }).notNull().default('0'),
    grossWages: numeric('gross_wages', { precision: 12, scale: 2 }).notNull().default('0'),
    nettSalary: numeric('nett_salary', { precision: 12, scale: 2 }).notNull().default('0'),
    settlementStatus: smallint('settlement_status').notNull().default(0),
    processId: bigId('process_id'),
    processInstanceId: bigId('process_instance_id'),
    sendTime: dateTime('send_time'),
    remark: varchar('remark', { length: 1000 }),
  },
  (t) => [
    index('worker_salary_settlement_worker_idx').on(t.tenantId, t.workerId),
    index('worker_salary_settlement_pi_idx').on(t.processInstanceId),
    // one open (not approved) settlement per worker and month: a month's generation job that runs twice, or
    // resumes after a crash, cannot write a second one (an approved one is final; a new one may follow it)
    uniqueIndex('worker_salary_settlement_month_uq').on(t.tenantId, t.workerId, t.periodStart).where(OPEN),
  ],
);

/**
 * Rows of a settlement. `kind` 1 a settlement row (item, amount, attendance, settle amount: total
 * hours, overtime hours, meal allowance, achievement bonus), 2 a salary item (item key of the
 * salary_settlement_item dictionary, `settleAmount` its salary; negative for deductions).
 */
export const salarySettlementRow = pgTable(
  'worker_salary_settlement_row',
  {
    ...businessColumns(),
    settlementId: bigId('settlement_id').notNull(),
    kind: smallint('kind').notNull(),
    item: varchar('item', { length: 50 }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    attendance: numeric('attendance', { precision: 8, scale: 2 }),
    settleAmount: numeric('settle_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('worker_salary_settlement_row_idx').on(t.tenantId, t.settlementId).where(sql`is_deleted = 0`)],
);
