import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns } from '../../platform/db/columns.js';

const notDeleted = sql`is_deleted = 0`;

/**
 * Site workers. `status` 1 active, 2 left. `teamMemberStatus` 0 normal, 1 in transfer (a pending
 * project transfer: the worker selector disables them). `isSupervisor` 1 = supervisor (foreman).
 */
export const worker = pgTable(
  'worker_info',
  {
    ...businessColumns(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 50 }),
    employmentCode: varchar('employment_code', { length: 50 }).notNull(),
    nationality: varchar('nationality', { length: 2 }),
    nric: varchar('nric', { length: 30 }),
    finNo: varchar('fin_no', { length: 30 }),
    passportNumber: varchar('passport_number', { length: 30 }),
    passportExpiryDate: date('passport_expiry_date', { mode: 'string' }),
    wpNumber: varchar('wp_number', { length: 30 }),
    wpExpiryDate: date('wp_expiry_date', { mode: 'string' }),
    mobileCode: varchar('mobile_code', { length: 8 }).notNull().default('+65'),
    mobile: varchar('mobile', { length: 30 }),
    email: varchar('email', { length: 100 }),
    birthday: date('birthday', { mode: 'string' }),
    sex: smallint('sex'),
    projectId: bigId('project_id'),
    teamId: bigId('team_id'),
    /** Trade: a position (sys_post category 4). */
    tradeId: bigId('trade_id'),
    specialistId: bigId('specialist_id'),
    dormitory: varchar('dormitory', { length: 100 }),
    blk: varchar('blk', { length: 50 }),
    room: varchar('room', { length: 50 }),
    bankName: varchar('bank_name', { length: 100 }),
    bankAccountName: varchar('bank_account_name', { length: 100 }),
    bankAccountNo: varchar('bank_account_no', { length: 50 }),
    isSupervisor: smallint('is_supervisor').notNull().default(0),
    teamMemberStatus: smallint('team_member_status').notNull().default(0),
    entryDate: date('entry_date', { mode: 'string' }),
    leaveDate: date('leave_date', { mode: 'string' }),
    userId: bigId('user_id'),
    remark: varchar('remark', { length: 1000 }),
  },
  (t) => [
    uniqueIndex('worker_info_code_uq').on(t.tenantId, t.employmentCode).where(notDeleted),
    index('worker_info_project_team_idx').on(t.tenantId, t.projectId, t.teamId),
    // the list's name / number / FIN filters are `ilike '%...%'`: trigram indexes answer them without a scan
    index('worker_info_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('worker_info_code_trgm_idx').using('gin', t.employmentCode.op('gin_trgm_ops')),
    index('worker_info_fin_trgm_idx').using('gin', t.finNo.op('gin_trgm_ops')),
  ],
);

/** Employment terms of a worker (one row per worker). */
export const workerEmployment = pgTable(
  'worker_employment',
  {
    ...businessColumns(),
    workerId: bigId('worker_id').notNull(),
    contractType: varchar('contract_type', { length: 50 }),
    basicHourWage: numeric('basic_hour_wage', { precision: 10, scale: 2 }),
    basicMonthlySalary: numeric('basic_monthly_salary', { precision: 12, scale: 2 }),
    overtimeRate: numeric('overtime_rate', { precision: 6, scale: 2 }),
    mealAllowance: numeric('meal_allowance', { precision: 10, scale: 2 }),
    lastWorkingDay: date('last_working_day', { mode: 'string' }),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('worker_employment_worker_uq').on(t.tenantId, t.workerId).where(notDeleted)],
);

/** Site teams of a project, led by a supervisor worker, doing one specialist trade. */
export const workerTeam = pgTable(
  'worker_team',
  {
    ...businessColumns(),
    teamName: varchar('team_name', { length: 100 }).notNull(),
    projectId: bigId('project_id'),
    specialistId: bigId('specialist_id'),
    supervisorId: bigId('supervisor_id'),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('worker_team_project_idx').on(t.tenantId, t.projectId)],
);

export const specialist = pgTable('worker_specialist', {
  ...businessColumns(),
  specialistName: varchar('specialist_name', { length: 100 }).notNull(),
  specialistCode: varchar('specialist_code', { length: 50 }).notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** Subcontractor companies and the specialist trade they supply. */
export const companySpecialist = pgTable('worker_company_specialist', {
  ...businessColumns(),
  companyName: varchar('company_name', { length: 200 }).notNull(),
  uen: varchar('uen', { length: 50 }),
  specialistId: bigId('specialist_id'),
  contactPerson: varchar('contact_person', { length: 100 }),
  contactNumber: varchar('contact_number', { length: 50 }),
});

/**
 * Project and team transfers. transitionType 1 project, 2 team; transitionStatus 0 in transfer
 * (worker.teamMemberStatus = 1 meanwhile), 1 done, 2 cancelled. A transfer application (form 17)
 * opens one when it starts and completes or cancels it when it ends (transfer-flow.ts).
 */
export const transition = pgTable(
  'worker_transition',
  {
    ...businessColumns(),
    workerId: bigId('worker_id').notNull(),
    transitionType: smallint('transition_type').notNull().default(1),
    sourceProjectId: bigId('source_project_id'),
    sourceTeamId: bigId('source_team_id'),
    targetProjectId: bigId('target_project_id'),
    targetTeamId: bigId('target_team_id'),
    transitionDate: date('transition_date', { mode: 'string' }).notNull(),
    transitionStatus: smallint('transition_status').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    /** The transfer application (form 17, turnSiteApply) this transfer follows, when one was filed. */
    processId: bigId('process_id'),
  },
  (t) => [index('worker_transition_worker_idx').on(t.tenantId, t.workerId), index('worker_transition_process_idx').on(t.processId)],
);
