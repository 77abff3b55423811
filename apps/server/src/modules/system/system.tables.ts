import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime, nowSql } from '../../platform/db/columns.js';
import { nextId } from '../../platform/db/ids.js';

export const tenant = pgTable('sys_tenant', {
  ...businessColumns(),
  tenantName: varchar('tenant_name', { length: 100 }).notNull(),
  domain: varchar('domain', { length: 200 }),
  contactPerson: varchar('contact_person', { length: 50 }),
  contactNumber: varchar('contact_number', { length: 50 }),
  address: varchar('address', { length: 300 }),
  /** Bumped on every grant or role change: permission caches key on it. */
  permVersion: integer('perm_version').notNull().default(1),
  /** Bumped on every dictionary write (tenant 000000's for system dictionaries): dictionary caches key on it. */
  dictVersion: integer('dict_version').notNull().default(1),
});

export const user = pgTable(
  'sys_user',
  {
    ...businessColumns(),
    code: varchar('code', { length: 50 }),
    userType: integer('user_type').notNull().default(1),
    account: varchar('account', { length: 64 }).notNull(),
    password: varchar('password', { length: 200 }).notNull(),
    name: varchar('name', { length: 50 }),
    realName: varchar('real_name', { length: 50 }),
    avatar: varchar('avatar', { length: 500 }),
    email: varchar('email', { length: 100 }),
    phone: varchar('phone', { length: 45 }),
    birthday: dateTime('birthday'),
    sex: smallint('sex'),
    /** Comma lists, as the BladeX contract sends them. */
    roleId: varchar('role_id', { length: 1000 }).notNull().default(''),
    deptId: varchar('dept_id', { length: 1000 }).notNull().default(''),
    postId: varchar('post_id', { length: 1000 }).notNull().default(''),
    staffId: bigId('staff_id'),
    workerId: bigId('worker_id'),
    firstApprover: bigId('first_approver'),
    isInitialPassword: smallint('is_initial_password').notNull().default(1),
    passwordTime: dateTime('password_time').notNull().default(nowSql),
    lastLoginTime: dateTime('last_login_time'),
  },
  (t) => [
    uniqueIndex('sys_user_account_uq').on(t.tenantId, t.account).where(sqlNotDeleted()),
    index('sys_user_phone_idx').on(t.tenantId, t.phone),
    index('sys_user_email_idx').on(t.tenantId, t.email),
    // serves department filters and data scopes over the comma list (`string_to_array(dept_id, ',') && array[...]`, permissions.ts);
    // users are written rarely and these are read on every scoped list and approval: no pending list of new entries
    // (fastupdate), which every lookup scanned until a vacuum merged it (0.7 ms a lookup after 10,000 users came in)
    index('sys_user_dept_ids_idx').using('gin', sql`string_to_array(${t.deptId}, ',')`).with({ fastupdate: 'off' }),
    // finds a role's users for approval steps and HR notices over the comma list (role.queries.ts holdsRole)
    index('sys_user_role_ids_idx').using('gin', sql`string_to_array(${t.roleId}, ',')`).with({ fastupdate: 'off' }),
    // staff and worker ids name users in approval steps and selectors (flow/assignees.ts usersOf)
    index('sys_user_staff_idx').on(t.staffId),
    index('sys_user_worker_idx').on(t.workerId),
  ],
);

export const role = pgTable('sys_role', {
  ...businessColumns(),
  parentId: bigId('parent_id').notNull().default('0'),
  roleName: varchar('role_name', { length: 64 }).notNull(),
  sort: integer('sort').notNull().default(0),
  roleAlias: varchar('role_alias', { length: 64 }).notNull(),
});

/** Menus and buttons: category 1 menu, 2 button. Shared by all tenants, like BladeX. */
export const menu = pgTable('sys_menu', {
  ...businessColumns(),
  parentId: bigId('parent_id').notNull().default('0'),
  code: varchar('code', { length: 100 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  alias: varchar('alias', { length: 100 }),
  path: varchar('path', { length: 300 }),
  source: varchar('source', { length: 100 }),
  sort: integer('sort').notNull().default(0),
  category: smallint('category').notNull().default(1),
  action: smallint('action').notNull().default(0),
  isOpen: smallint('is_open').notNull().default(1),
  component: varchar('component', { length: 300 }),
  remark: varchar('remark', { length: 300 }),
});

export const roleMenu = pgTable(
  'sys_role_menu',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    roleId: bigId('role_id').notNull(),
    menuId: bigId('menu_id').notNull(),
  },
  (t) => [uniqueIndex('sys_role_menu_uq').on(t.roleId, t.menuId)],
);

/** Data scopes: scopeType 1 all, 2 custom (scopeValue: dept ids), 3 self, 4 own dept, 5 dept and children. */
export const dataScope = pgTable('sys_data_scope', {
  ...businessColumns(),
  menuId: bigId('menu_id').notNull(),
  resourceCode: varchar('resource_code', { length: 100 }).notNull(),
  scopeName: varchar('scope_name', { length: 100 }).notNull(),
  scopeField: varchar('scope_field', { length: 100 }),
  scopeColumn: varchar('scope_column', { length: 100 }).notNull().default('create_dept'),
  scopeType: smallint('scope_type').notNull(),
  scopeValue: varchar('scope_value', { length: 2000 }),
  remark: varchar('remark', { length: 300 }),
});

/** API scopes: a role granted any scope of a resource may call only the granted paths of it. */
export const apiScope = pgTable('sys_api_scope', {
  ...businessColumns(),
  menuId: bigId('menu_id').notNull(),
  resourceCode: varchar('resource_code', { length: 100 }).notNull(),
  scopeName: varchar('scope_name', { length: 100 }).notNull(),
  scopePath: varchar('scope_path', { length: 300 }).notNull(),
  scopeType: smallint('scope_type').notNull().default(1),
  remark: varchar('remark', { length: 300 }),
});

/** Grants of scopes to roles: scopeCategory 1 data, 2 api. */
export const roleScope = pgTable(
  'sys_role_scope',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    scopeCategory: smallint('scope_category').notNull(),
    scopeId: bigId('scope_id').notNull(),
    roleId: bigId('role_id').notNull(),
  },
  (t) => [uniqueIndex('sys_role_scope_uq').on(t.roleId, t.scopeCategory, t.scopeId)],
);

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

export const client = pgTable(
  'sys_client',
  {
    ...businessColumns(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    clientSecretHash: varchar('client_secret_hash', { length: 200 }).notNull(),
    resourceIds: varchar('resource_ids', { length: 300 }),
    scope: varchar('scope', { length: 300 }).notNull().default('all'),
    authorizedGrantTypes: varchar('authorized_grant_types', { length: 300 }).notNull(),
    webServerRedirectUri: varchar('web_server_redirect_uri', { length: 300 }),
    authorities: varchar('authorities', { length: 300 }),
    accessTokenValidity: integer('access_token_validity').notNull().default(3600),
    refreshTokenValidity: integer('refresh_token_validity').notNull().default(604800),
    additionalInformation: text('additional_information'),
    autoapprove: varchar('autoapprove', { length: 300 }),
  },
  (t) => [uniqueIndex('sys_client_uq').on(t.clientId).where(sqlNotDeleted())],
);

/** Object storage configurations: category local, minio, qiniu, ali, tencent, s3. status 2 = in use. */
export const ossConfig = pgTable('sys_oss', {
  ...businessColumns(),
  ossCode: varchar('oss_code', { length: 50 }),
  category: varchar('category', { length: 20 }).notNull(),
  endpoint: varchar('endpoint', { length: 300 }),
  accessKey: varchar('access_key', { length: 300 }),
  secretKey: varchar('secret_key', { length: 300 }),
  bucketName: varchar('bucket_name', { length: 100 }),
  appId: varchar('app_id', { length: 100 }),
  region: varchar('region', { length: 100 }),
  remark: varchar('remark', { length: 300 }),
});

/** Stored files (attachments): served only to the tenant's signed-in users or by an expiring signed link. */
export const attach = pgTable('sys_attach', {
  ...businessColumns(),
  link: varchar('link', { length: 1000 }).notNull(),
  domain: varchar('domain', { length: 500 }),
  name: varchar('name', { length: 500 }).notNull(),
  originalName: varchar('original_name', { length: 500 }).notNull(),
  extension: varchar('extension', { length: 20 }),
  contentType: varchar('content_type', { length: 200 }),
  attachSize: integer('attach_size').notNull().default(0),
  storage: varchar('storage', { length: 20 }).notNull().default('local'),
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

function sqlNotDeleted() {
  return sql`is_deleted = 0`;
}
