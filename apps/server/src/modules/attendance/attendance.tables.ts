import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime } from '../../platform/db/columns.js';

const notDeleted = sql`is_deleted = 0`;

/** Holiday schemes (seed 001 section 3): a named calendar of public holidays. `status` 1 enabled, 0 disabled. */
export const holidayScheme = pgTable('att_holiday_scheme', {
  ...businessColumns(),
  title: varchar('title', { length: 100 }).notNull(),
  remark: varchar('remark', { length: 500 }),
});

/** One holiday of a scheme. `isLeave` 1 a day off (public holiday), 0 a working day (a replacement working day). */
export const holiday = pgTable(
  'att_holiday',
  {
    ...businessColumns(),
    schemeId: bigId('scheme_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Weekday label Mon..Sun, derived from the date. */
    week: varchar('week', { length: 3 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    isLeave: smallint('is_leave').notNull().default(1),
  },
  (t) => [uniqueIndex('att_holiday_scheme_date_uq').on(t.tenantId, t.schemeId, t.date).where(notDeleted)],
);

/**
 * Attendance schemes: working time, clock-card settings and who they apply to (workerIds, then
 * projectIds). `status` 1 start, 0 close. `isAcross` 1 night shift (off time on the next day).
 */
export const attendanceScheme = pgTable('att_scheme', {
  ...businessColumns(),
  schemeName: varchar('scheme_name', { length: 100 }).notNull(),
  holidaySchemeId: bigId('holiday_scheme_id'),
  workTime: varchar('work_time', { length: 5 }).notNull(),
  offTime: varchar('off_time', { length: 5 }).notNull(),
  clockCardIp: varchar('clock_card_ip', { length: 200 }),
  /** 1 GPS address, 2 Wi-Fi/IP, 3 iBeacon. */
  clockCardType: smallint('clock_card_type').notNull().default(1),
  workingHours: numeric('working_hours', { precision: 4, scale: 2 }).notNull().default('8'),
  newDayStartTime: varchar('new_day_start_time', { length: 5 }).notNull().default('04:00'),
  clockCardRadius: integer('clock_card_radius'),
  clockCardName: varchar('clock_card_name', { length: 100 }),
  isAcross: smallint('is_across').notNull().default(0),
  isIbeacon: smallint('is_ibeacon').notNull().default(0),
  noonBreakHours: numeric('noon_break_hours', { precision: 4, scale: 2 }).notNull().default('1'),
  workerIds: text('worker_ids').notNull().default(''),
  projectIds: text('project_ids').notNull().default(''),
});

/**
 * One day of attendance of a worker (or staff member). Hours are computed on write from the
 * person's attendance scheme: `hours` normal hours, `overtimeHours` beyond the working hours (all
 * hours on a rest day or public holiday). `source` 1 clock, 2 import, 3 manual (form 44), 4 HR entry.
 * `dayType` 0 working day, 1 rest day (Sunday), 2 public holiday.
 */
export const attendanceRecord = pgTable(
  'att_record',
  {
    ...businessColumns(),
    workerId: bigId('worker_id'),
    staffId: bigId('staff_id'),
    attendanceDate: date('attendance_date', { mode: 'string' }).notNull(),
    clockInTime: dateTime('clock_in_time').notNull(),
    clockOutTime: dateTime('clock_out_time'),
    hours: numeric('hours', { precision: 6, scale: 2 }).notNull().default('0'),
    overtimeHours: numeric('overtime_hours', { precision: 6, scale: 2 }).notNull().default('0'),
    dayType: smallint('day_type').notNull().default(0),
    source: smallint('source').notNull().default(4),
    schemeId: bigId('scheme_id'),
    processId: bigId('process_id'),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('att_record_worker_day_uq').on(t.tenantId, t.workerId, t.attendanceDate).where(sql`is_deleted = 0 and worker_id is not null`),
    uniqueIndex('att_record_staff_day_uq').on(t.tenantId, t.staffId, t.attendanceDate).where(sql`is_deleted = 0 and staff_id is not null`),
    index('att_record_date_idx').on(t.tenantId, t.attendanceDate),
  ],
);

/** Approved overtime (form 36): one row per requested period; counts towards that day's overtime. */
export const attendanceOvertime = pgTable(
  'att_overtime',
  {
    ...businessColumns(),
    workerId: bigId('worker_id'),
    staffId: bigId('staff_id'),
    overtimeDate: date('overtime_date', { mode: 'string' }).notNull(),
    startTime: dateTime('start_time').notNull(),
    endTime: dateTime('end_time').notNull(),
    hours: numeric('hours', { precision: 6, scale: 2 }).notNull(),
    processId: bigId('process_id').notNull(),
  },
  (t) => [
    index('att_overtime_date_idx').on(t.tenantId, t.overtimeDate),
    // a settlement reads one worker's (or staff member's) overtime of a month
    index('att_overtime_worker_date_idx').on(t.tenantId, t.workerId, t.overtimeDate),
    index('att_overtime_staff_date_idx').on(t.tenantId, t.staffId, t.overtimeDate),
  ],
);

/** Monthly confirmation: once a month (YYYY-MM) is confirmed, its records cannot change. */
export const attendanceConfirm = pgTable(
  'att_confirm',
  {
    ...businessColumns(),
    month: varchar('month', { length: 7 }).notNull(),
    confirmTime: dateTime('confirm_time').notNull(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('att_confirm_month_uq').on(t.tenantId, t.month).where(notDeleted)],
);
