import { index, integer, pgTable, smallint, uniqueIndex, varchar, date } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, businessColumns } from '../../platform/db/columns.js';

const notDeleted = sql`is_deleted = 0`;

/** Countries (shared reference data): ISO 3166-1 alpha-2 code, English and Chinese names, calling code. */
export const country = pgTable(
  'base_country',
  {
    ...businessColumns(),
    code: varchar('code', { length: 2 }).notNull(),
    iso3: varchar('iso3', { length: 3 }),
    /** English name (the original calls it countryBritannica). */
    countryBritannica: varchar('country_britannica', { length: 100 }).notNull(),
    chineseName: varchar('chinese_name', { length: 100 }),
    /** Calling code without the plus sign ("65"); null when the territory has none. */
    phoneCode: varchar('phone_code', { length: 10 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('base_country_code_uq').on(t.tenantId, t.code).where(notDeleted)],
);

export const university = pgTable(
  'base_university',
  {
    ...businessColumns(),
    name: varchar('name', { length: 200 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('base_university_code_uq').on(t.tenantId, t.code).where(notDeleted)],
);

export const city = pgTable(
  'base_city',
  {
    ...businessColumns(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('base_city_code_uq').on(t.tenantId, t.code).where(notDeleted)],
);

/** Projects (construction sites): principal is a staff id. */
export const project = pgTable(
  'base_project',
  {
    ...businessColumns(),
    projectCode: varchar('project_code', { length: 50 }).notNull(),
    projectName: varchar('project_name', { length: 200 }).notNull(),
    nature: varchar('nature', { length: 100 }),
    contractors: varchar('contractors', { length: 500 }),
    url: varchar('url', { length: 500 }),
    address: varchar('address', { length: 300 }),
    startTime: date('start_time', { mode: 'string' }),
    /** Duration in months. */
    period: integer('period'),
    lastUpdate: date('last_update', { mode: 'string' }),
    principal: bigId('principal'),
    companyId: bigId('company_id'),
    /** Developer (client) of the project; developerproject/list lists them. */
    developer: varchar('developer', { length: 200 }),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('base_project_code_uq').on(t.tenantId, t.projectCode).where(notDeleted)],
);

/** Who holds each special role (seed 000 section 6) on a project: comma list of staff ids per role. */
export const projectRole = pgTable(
  'base_project_role',
  {
    ...businessColumns(),
    projectId: bigId('project_id').notNull(),
    roleCode: varchar('role_code', { length: 50 }).notNull(),
    staffIds: varchar('staff_ids', { length: 2000 }).notNull().default(''),
  },
  (t) => [uniqueIndex('base_project_role_uq').on(t.tenantId, t.projectId, t.roleCode).where(notDeleted)],
);

/** Attendance clock-in addresses of a project (geofence centre and radius in metres). */
export const attendanceAddress = pgTable(
  'base_attendance_address',
  {
    ...businessColumns(),
    projectId: bigId('project_id'),
    addressName: varchar('address_name', { length: 200 }).notNull(),
    address: varchar('address', { length: 500 }),
    latitude: varchar('latitude', { length: 30 }),
    longitude: varchar('longitude', { length: 30 }),
    radius: integer('radius').notNull().default(200),
    clockCardIp: varchar('clock_card_ip', { length: 200 }),
    isIbeacon: smallint('is_ibeacon').notNull().default(0),
  },
  (t) => [index('base_attendance_address_project_idx').on(t.tenantId, t.projectId)],
);

/** Staff/worker card (ID badge) templates. */
export const cardTemplate = pgTable('base_card_template', {
  ...businessColumns(),
  templateName: varchar('template_name', { length: 100 }).notNull(),
  templateCode: varchar('template_code', { length: 50 }).notNull(),
  /** 1 staff card, 2 worker card. */
  cardType: smallint('card_type').notNull().default(1),
  background: varchar('background', { length: 500 }),
  content: varchar('content', { length: 4000 }),
  sort: integer('sort').notNull().default(0),
});
