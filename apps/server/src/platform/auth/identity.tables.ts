import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime, nowSql } from '../db/columns.js';
import { nextId } from '../db/ids.js';

/*
 * The tables of who may call and what roles grant: tenants (their permission version), users, clients, roles,
 * menus and buttons, data and API scopes and their grants. The platform's request path reads them on every call
 * (authenticate.ts, clients.ts, permissions.ts), so the platform owns them; modules/system administers their rows
 * and re-exports them from system.tables.ts. Their SQL names are those of the migrations (sys_*).
 */
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
    /** The language he chose (issue 33: en, zh, ms, ta, bn, my...): his SMS, notices and payslips follow it; null: not chosen. */
    language: varchar('language', { length: 10 }),
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
  { id: bigId('id').primaryKey().$defaultFn(nextId), roleId: bigId('role_id').notNull(), menuId: bigId('menu_id').notNull() },
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

function sqlNotDeleted() {
  return sql`is_deleted = 0`;
}
