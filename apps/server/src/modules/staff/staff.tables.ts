import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime } from '../../platform/db/columns.js';

const notDeleted = sql`is_deleted = 0`;

/**
 * Staff (office employees). `status` is the account status of seed 000/001: 0 probation, 1 confirmed
 * (active), 2 quit, 3 rejoined (re-employed, on probation again until confirmed). The linked sign-in
 * account is `user_id` (and `sys_user.staff_id` points back).
 */
export const staff = pgTable(
  'staff_info',
  {
    ...businessColumns(),
    staffNo: varchar('staff_no', { length: 50 }).notNull(),
    enName: varchar('en_name', { length: 100 }).notNull(),
    cnName: varchar('cn_name', { length: 100 }),
    sex: smallint('sex'),
    deptId: bigId('dept_id'),
    teamId: bigId('team_id'),
    businessSectionId: bigId('business_section_id'),
    companyId: bigId('company_id'),
    projectId: bigId('project_id'),
    postId: bigId('post_id'),
    jobTitleName: varchar('job_title_name', { length: 100 }),
    isSupervisor: smallint('is_supervisor').notNull().default(0),
    employmentCode: varchar('employment_code', { length: 50 }),
    /** Calling code with plus sign, "+65" by default. */
    mobileCode: varchar('mobile_code', { length: 8 }).notNull().default('+65'),
    mobile: varchar('mobile', { length: 30 }),
    email: varchar('email', { length: 100 }),
    nric: varchar('nric', { length: 30 }),
    passportNumber: varchar('passport_number', { length: 30 }),
    passportExpiryDate: date('passport_expiry_date', { mode: 'string' }),
    nationality: varchar('nationality', { length: 2 }),
    race: varchar('race', { length: 50 }),
    religion: varchar('religion', { length: 50 }),
    maritalStatus: varchar('marital_status', { length: 20 }),
    birthday: date('birthday', { mode: 'string' }),
    address: varchar('address', { length: 300 }),
    entryDate: date('entry_date', { mode: 'string' }),
    confirmationDate: date('confirmation_date', { mode: 'string' }),
    quitDate: date('quit_date', { mode: 'string' }),
    quitReason: varchar('quit_reason', { length: 500 }),
    firstApprover: bigId('first_approver'),
    bankName: varchar('bank_name', { length: 100 }),
    bankAccountName: varchar('bank_account_name', { length: 100 }),
    bankAccountNo: varchar('bank_account_no', { length: 50 }),
    basicSalary: numeric('basic_salary', { precision: 12, scale: 2 }),
    userId: bigId('user_id'),
    remark: varchar('remark', { length: 1000 }),
  },
  (t) => [
    uniqueIndex('staff_info_no_uq').on(t.tenantId, t.staffNo).where(notDeleted),
    index('staff_info_dept_idx').on(t.tenantId, t.deptId),
    index('staff_info_mobile_idx').on(t.tenantId, t.mobile),
    index('staff_info_email_idx').on(t.tenantId, t.email),
    // the name / number filters are `ilike '%...%'`: trigram indexes answer them without a scan
    index('staff_info_name_trgm_idx').using('gin', t.enName.op('gin_trgm_ops')),
    index('staff_info_no_trgm_idx').using('gin', t.staffNo.op('gin_trgm_ops')),
  ],
);

const staffRef = () => ({ ...businessColumns(), staffId: bigId('staff_id').notNull() });
const period = () => ({ startDate: date('start_date', { mode: 'string' }), endDate: date('end_date', { mode: 'string' }) });

export const staffFamily = pgTable('staff_info_family', {
  ...staffRef(),
  name: varchar('name', { length: 100 }).notNull(),
  relationship: varchar('relationship', { length: 50 }).notNull(),
  mobile: varchar('mobile', { length: 30 }),
  birthday: date('birthday', { mode: 'string' }),
  occupation: varchar('occupation', { length: 100 }),
  nationality: varchar('nationality', { length: 2 }),
});

/** Previous employment history. */
export const staffEmployment = pgTable('staff_employment', {
  ...staffRef(),
  ...period(),
  companyName: varchar('company_name', { length: 200 }).notNull(),
  position: varchar('position', { length: 100 }),
  lastSalary: numeric('last_salary', { precision: 12, scale: 2 }),
  leaveReason: varchar('leave_reason', { length: 500 }),
});

export const staffCert = pgTable('staff_info_cert', {
  ...staffRef(),
  certName: varchar('cert_name', { length: 200 }).notNull(),
  certNo: varchar('cert_no', { length: 100 }),
  issuer: varchar('issuer', { length: 200 }),
  issueDate: date('issue_date', { mode: 'string' }),
  expiryDate: date('expiry_date', { mode: 'string' }),
  attachIds: varchar('attach_ids', { length: 1000 }),
});

/** Emergency contacts. */
export const staffContact = pgTable('staff_info_contact', {
  ...staffRef(),
  name: varchar('name', { length: 100 }).notNull(),
  relationship: varchar('relationship', { length: 50 }),
  mobile: varchar('mobile', { length: 30 }).notNull(),
  address: varchar('address', { length: 300 }),
});

/** Projects the staff works on. */
export const staffProject = pgTable('staff_project', {
  ...staffRef(),
  ...period(),
  projectId: bigId('project_id').notNull(),
  role: varchar('role', { length: 100 }),
});

/** Property (past) projects on the staff's record. */
export const staffPropertyProject = pgTable('staff_property_project', {
  ...staffRef(),
  ...period(),
  projectName: varchar('project_name', { length: 200 }).notNull(),
  role: varchar('role', { length: 100 }),
  contractValue: varchar('contract_value', { length: 100 }),
  remark: varchar('remark', { length: 500 }),
});

export const staffEdu = pgTable('staff_info_edu', {
  ...staffRef(),
  ...period(),
  school: varchar('school', { length: 200 }).notNull(),
  universityId: bigId('university_id'),
  degree: varchar('degree', { length: 100 }),
  major: varchar('major', { length: 100 }),
});

/**
 * Changes a staff proposes to their own record (staffUpdate): `changes` is a JSON object of field ->
 * proposed value. auditStatus 0 pending, 1 adopted, 2 failed.
 */
export const staffUpdateLog = pgTable(
  'staff_update_log',
  {
    ...staffRef(),
    changes: text('changes').notNull(),
    auditStatus: smallint('audit_status').notNull().default(0),
    auditUser: bigId('audit_user'),
    auditTime: dateTime('audit_time'),
    reason: varchar('reason', { length: 500 }),
  },
  (t) => [index('staff_update_log_staff_idx').on(t.tenantId, t.staffId)],
);

/** How a staff's cost is split: type 1 project, 2 department; percentages of one staff and type sum to at most 100. */
export const staffExpensePercentage = pgTable('staff_expense_percentage', {
  ...staffRef(),
  type: smallint('type').notNull().default(1),
  targetId: bigId('target_id').notNull(),
  percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
});

/** Staff card printing settings: which template a staff's card uses, and its validity. */
export const staffCardSetting = pgTable('staff_card_setting', {
  ...staffRef(),
  templateId: bigId('template_id').notNull(),
  cardNo: varchar('card_no', { length: 50 }),
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
});
