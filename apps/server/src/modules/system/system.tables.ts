import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime } from '../../platform/db/columns.js';

// the identity and grant tables are the platform's (its request path reads them); system administers their rows
export { apiScope, client, dataScope, menu, role, roleMenu, roleScope, tenant, user } from '../../platform/auth/identity.tables.js';

/** Companies, departments, business sections and teams: one tree (deptCategory 1 company, 2 department; deptType 3 team). */
export const dept = pgTable(
  'sys_dept',
  {
    ...businessColumns(),
    parentId: bigId('parent_id').notNull().default('0'),
    ancestors: varchar('ancestors', { length: 2000 }).notNull().default('0'),
    deptCategory: smallint('dept_category').notNull().default(2),
    deptType: smallint('dept_type'),
    deptName: varchar('dept_name', { length: 100 }).notNull(),
    deptNameCn: varchar('dept_name_cn', { length: 100 }),
    fullName: varchar('full_name', { length: 200 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 300 }),
    processType: varchar('process_type', { length: 50 }),
    templateCode: varchar('template_code', { length: 50 }),
    deptCode: varchar('dept_code', { length: 50 }),
    deptLevel: integer('dept_level'),
    deptManagerId: bigId('dept_manager_id'),
    deptLeader: bigId('dept_leader'),
    uen: varchar('uen', { length: 50 }),
    regCode: varchar('reg_code', { length: 50 }),
    regAddress: varchar('reg_address', { length: 300 }),
    officeLocation: varchar('office_location', { length: 300 }),
    email: varchar('email', { length: 100 }),
    contact: varchar('contact', { length: 50 }),
    fax: varchar('fax', { length: 50 }),
    website: varchar('website', { length: 200 }),
    employerCpfUen: varchar('employer_cpf_uen', { length: 50 }),
    /** The company's logo (a PNG or JPEG attachment, sys_attach id), drawn in the documents' letterhead. */
    logo: bigId('logo'),
  },
  (t) => [index('sys_dept_parent_idx').on(t.tenantId, t.parentId)],
);

/** Shareholders of a company (a department of deptCategory 1). */
export const deptShareholder = pgTable(
  'sys_dept_shareholder',
  {
    ...businessColumns(),
    deptId: bigId('dept_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    contact: varchar('contact', { length: 100 }),
    stock: varchar('stock', { length: 50 }),
    email: varchar('email', { length: 100 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sys_dept_shareholder_dept_idx').on(t.tenantId, t.deptId)],
);

/** Posts; category 4 is "position". */
export const post = pgTable('sys_post', {
  ...businessColumns(),
  category: integer('category').notNull().default(1),
  postCode: varchar('post_code', { length: 50 }).notNull(),
  postName: varchar('post_name', { length: 100 }).notNull(),
  postSort: integer('post_sort').notNull().default(0),
  remark: varchar('remark', { length: 300 }),
});

const dictColumns = () => ({
  ...businessColumns(),
  parentId: bigId('parent_id').notNull().default('0'),
  code: varchar('code', { length: 100 }).notNull(),
  dictKey: varchar('dict_key', { length: 100 }).notNull().default('-1'),
  dictValue: varchar('dict_value', { length: 300 }).notNull(),
  /** Translations of dictValue keyed by language (en, zh, de, fr, pt). */
  dictValueI18n: text('dict_value_i18n'),
  sort: integer('sort').notNull().default(0),
  remark: varchar('remark', { length: 300 }),
  isSealed: smallint('is_sealed').notNull().default(0),
});

/** System dictionaries (shared, tenant 000000) and business dictionaries (per tenant). */
export const dict = pgTable('sys_dict', dictColumns(), (t) => [index('sys_dict_code_idx').on(t.code, t.parentId)]);
export const dictBiz = pgTable('sys_dict_biz', dictColumns(), (t) => [index('sys_dict_biz_code_idx').on(t.tenantId, t.code, t.parentId)]);

export const param = pgTable('sys_param', {
  ...businessColumns(),
  paramName: varchar('param_name', { length: 100 }).notNull(),
  paramKey: varchar('param_key', { length: 100 }).notNull(),
  paramValue: text('param_value').notNull(),
  remark: varchar('remark', { length: 300 }),
});

export const appVersion = pgTable('sys_app_version', {
  ...businessColumns(),
  deviceMode: varchar('device_mode', { length: 20 }).notNull().default('pc'),
  appVersion: varchar('app_version', { length: 50 }).notNull(),
  remark: varchar('remark', { length: 1000 }),
});

export const userFeedback = pgTable('sys_user_feedback', {
  ...businessColumns(),
  title: varchar('title', { length: 200 }).notNull(),
  type: varchar('type', { length: 50 }),
  content: text('content').notNull(),
  reply: text('reply'),
  processUser: bigId('process_user'),
  processTime: dateTime('process_time'),
});
