import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime } from '../../platform/db/columns.js';

const notDeleted = sql`is_deleted = 0`;

/** Open positions (`status` 1 open, 0 closed). */
export const job = pgTable(
  'recruit_job',
  {
    ...businessColumns(),
    jobName: varchar('job_name', { length: 100 }).notNull(),
    deptId: bigId('dept_id'),
    companyId: bigId('company_id'),
    projectId: bigId('project_id'),
    headcount: integer('headcount'),
    location: varchar('location', { length: 200 }),
    description: text('description'),
    requirement: text('requirement'),
  },
  (t) => [uniqueIndex('recruit_job_name_uq').on(t.tenantId, t.jobName).where(notDeleted)],
);

/**
 * A candidate's resume. Attachment columns hold comma lists of `sys_attach` ids (seed 001 aliases:
 * photoFiles -> photo, latestPayslipFiles -> latestPayslip, nricFileFiles -> nricFile, ...).
 * `status` 1 invited (waiting for the candidate), 2 filled in.
 */
export const resume = pgTable(
  'recruit_resume',
  {
    ...businessColumns(),
    name: varchar('name', { length: 100 }).notNull(),
    enName: varchar('en_name', { length: 100 }),
    sex: smallint('sex'),
    nric: varchar('nric', { length: 30 }),
    mobile: varchar('mobile', { length: 30 }),
    email: varchar('email', { length: 100 }),
    nationality: varchar('nationality', { length: 50 }),
    highestEducation: varchar('highest_education', { length: 100 }),
    expectedSalary: numeric('expected_salary', { precision: 12, scale: 2 }),
    jobId: bigId('job_id'),
    photo: varchar('photo', { length: 400 }),
    latestPayslip: varchar('latest_payslip', { length: 400 }),
    nricFile: varchar('nric_file', { length: 400 }),
    highestQualificationCert: varchar('highest_qualification_cert', { length: 400 }),
    trainingCertificate: varchar('training_certificate', { length: 400 }),
    /** The resume document itself. */
    attach: varchar('attach', { length: 400 }),
    remark: text('remark'),
  },
  (t) => [index('recruit_resume_tenant_idx').on(t.tenantId, t.createTime)],
);

/**
 * One candidate's way from invitation to onboarding. `status` is the interview status (status.ts
 * lists every value and the legal moves); `closed` = 1 once the process ended without a hire.
 */
export const interview = pgTable(
  'recruit_interview',
  {
    ...businessColumns(),
    name: varchar('name', { length: 100 }).notNull(),
    jobId: bigId('job_id'),
    jobName: varchar('job_name', { length: 100 }),
    sex: smallint('sex'),
    mobile: varchar('mobile', { length: 30 }),
    email: varchar('email', { length: 100 }),
    interviewDate: dateTime('interview_date'),
    companyId: bigId('company_id'),
    projectId: bigId('project_id'),
    deptId: bigId('dept_id'),
    resumeId: bigId('resume_id'),
    interviewerId: bigId('interviewer_id'),
    hodId: bigId('hod_id'),
    closed: smallint('closed').notNull().default(0),
    closeReason: varchar('close_reason', { length: 500 }),
    invitationTime: dateTime('invitation_time'),
    resumeTime: dateTime('resume_time'),
    /** Candidate feedback: five ratings 0-4, comma separated. */
    feedbackScore: varchar('feedback_score', { length: 20 }).notNull().default('0,0,0,0,0'),
    feedbackContent: varchar('feedback_content', { length: 1000 }),
    /** Evaluation (submitResult): 1 pass, 0 fail, 2 keep on hold. */
    result: smallint('result'),
    evaluation: text('evaluation'),
    evaluatorId: bigId('evaluator_id'),
    evaluatorName: varchar('evaluator_name', { length: 100 }),
    evaluationTime: dateTime('evaluation_time'),
    hodResult: smallint('hod_result'),
    hodComment: varchar('hod_comment', { length: 1000 }),
    hodName: varchar('hod_name', { length: 100 }),
    hodTime: dateTime('hod_time'),
    resultEmailTime: dateTime('result_email_time'),
    /** Confirmation info (shown once the pass is approved). */
    confirmEnName: varchar('confirm_en_name', { length: 100 }),
    confirmFile: varchar('confirm_file', { length: 400 }),
    passProcessId: bigId('pass_process_id'),
    leaderProcessId: bigId('leader_process_id'),
    /** The approved leader-process (offer) values: offerTemplate, internship, noticePeriod, ... */
    offer: jsonb('offer'),
    offerSendTime: dateTime('offer_send_time'),
    confirmOfferTime: dateTime('confirm_offer_time'),
    contractCreateTime: dateTime('contract_create_time'),
    contractSendTime: dateTime('contract_send_time'),
    contractSignTime: dateTime('contract_sign_time'),
    signName: varchar('sign_name', { length: 100 }),
    entryProcessId: bigId('entry_process_id'),
    onboardTime: dateTime('onboard_time'),
  },
  (t) => [index('recruit_interview_tenant_idx').on(t.tenantId, t.status), index('recruit_interview_hod_idx').on(t.hodId)],
);

/** The letter of appointment of an interview (one live row per interview). */
export const recruitContract = pgTable(
  'recruit_contract',
  {
    ...businessColumns(),
    interviewId: bigId('interview_id').notNull(),
    processId: bigId('process_id'),
    contractTemplate: varchar('contract_template', { length: 30 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 30 }).notNull(),
    company: varchar('company', { length: 200 }).notNull(),
    nric: varchar('nric', { length: 30 }).notNull(),
    singaporeNo: varchar('singapore_no', { length: 30 }),
    chinaNo: varchar('china_no', { length: 30 }),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    address1: varchar('address1', { length: 300 }),
    address2: varchar('address2', { length: 300 }),
    contractCommenceDate: date('contract_commence_date', { mode: 'string' }).notNull(),
    /** Months; -1 = not applicable (shown empty). */
    employmentDuration: integer('employment_duration'),
    contractEndDate: date('contract_end_date', { mode: 'string' }),
    contractExpireDate: date('contract_expire_date', { mode: 'string' }),
    idNo: varchar('id_no', { length: 50 }),
    residenceCountry: varchar('residence_country', { length: 100 }),
    jobName: varchar('job_name', { length: 100 }),
    basicSalary: numeric('basic_salary', { precision: 12, scale: 2 }),
    allowance1: numeric('allowance1', { precision: 12, scale: 2 }),
    allowance2: numeric('allowance2', { precision: 12, scale: 2 }),
    allowance3: numeric('allowance3', { precision: 12, scale: 2 }),
    deduction1: numeric('deduction1', { precision: 12, scale: 2 }),
    deduction2: numeric('deduction2', { precision: 12, scale: 2 }),
    deduction3: numeric('deduction3', { precision: 12, scale: 2 }),
    category: varchar('category', { length: 4 }),
    annualDays: integer('annual_days'),
    /** Probation months; -1 = none (shown 0). */
    trial1: integer('trial1'),
    trial2: integer('trial2'),
    notice: varchar('notice', { length: 100 }),
  },
  (t) => [uniqueIndex('recruit_contract_interview_uq').on(t.tenantId, t.interviewId).where(notDeleted)],
);
