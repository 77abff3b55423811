import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns } from '../../platform/db/columns.js';

/**
 * A process form (templateForm). The seeded forms keep the product's numeric form ids as their ids
 * (2 leave, 24 resignation, 29 worker leave, 36 overtime, 44 manual attendance ...).
 * category: 1 staff, 2 worker, 3 interview, 4 settlement, 5 attendance.
 */
export const templateForm = pgTable(
  'base_template_form',
  {
    ...businessColumns(),
    formName: varchar('form_name', { length: 100 }).notNull(),
    /** Process key: the BPMN process id whose latest version new requests of this form run on. */
    processKey: varchar('process_key', { length: 64 }).notNull(),
    category: smallint('category').notNull().default(1),
    /** Process type (the number of the spec's route table); equals the form id for seeded forms. */
    processType: integer('process_type'),
    /** Web list route name, e.g. `leave` for /staff/flow/leave/index. */
    routerName: varchar('router_name', { length: 100 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    /** One line saying what the form is for (the start page shows it; the web has Chinese lines by form id). */
    description: varchar('description', { length: 300 }),
    /** Who may start it by hand: role ids, comma separated; empty = everyone (modules starting it themselves are not limited). */
    startRoles: text('start_roles').notNull().default(''),
    /** Prefix of the human request numbers of this form's requests (LV for leave: LV-2026-000123); null: REQ. */
    requestPrefix: varchar('request_prefix', { length: 8 }),
  },
  (t) => [index('base_template_form_key_idx').on(t.tenantId, t.processKey)],
);

/** One field of a form, in the field-definition language of seed 001 section 3. */
export const templateField = pgTable(
  'base_template_field',
  {
    ...businessColumns(),
    formId: bigId('form_id').notNull(),
    fieldName: varchar('field_name', { length: 64 }).notNull(),
    fieldLabel: varchar('field_label', { length: 200 }).notNull(),
    fieldType: varchar('field_type', { length: 30 }).notNull(),
    sort: integer('sort').notNull().default(0),
    search: smallint('search').notNull().default(0),
    required: smallint('required').notNull().default(0),
    span: integer('span').notNull().default(24),
    dictCode: varchar('dict_code', { length: 100 }),
    placeholder: varchar('placeholder', { length: 200 }),
    formEditDisabled: smallint('form_edit_disabled').notNull().default(0),
    /** JSON object: options, visibility rules (showWhen/hideWhen), min/max, columns of a table field... */
    fieldOption: text('field_option'),
    defaultValue: varchar('default_value', { length: 500 }),
    /** JSON object, e.g. {"multipleSearch": true}. */
    formatOption: text('format_option'),
  },
  (t) => [index('base_template_field_form_idx').on(t.tenantId, t.formId)],
);
