import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FIELD_TYPES } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { configRead } from '../../platform/db/feed-cache.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import { notFound } from '../../platform/errors.js';
import { columnFilters, defineRepository, liveRows, pickColumns } from '../../platform/repository.js';
import { role, user } from '../../platform/auth/identity.tables.js';
import { templateField, templateForm } from './form.tables.js';
import { checkFieldWrite, checkProcessKey, checkStartRoles, mayStart } from './form.rules.js';
import { forbidden } from '../../platform/errors.js';
import { splitIds } from '../../platform/util.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import { formNameIn } from './form.i18n.js';

export type FormRow = typeof templateForm.$inferSelect;
export type FieldRow = typeof templateField.$inferSelect;

export async function getForm(db: Db, auth: Tenant, formId: string): Promise<FormRow> {
  const [form] = await db
    .select()
    .from(templateForm)
    .where(and(liveRows(templateForm, auth), eq(templateForm.id, formId)))
    .limit(1);
  if (!form) throw notFound('Form');
  return form;
}

/** Every live form of a tenant (the seeders' view). */
export async function formsOfTenant(db: Db, forTenant: Tenant): Promise<FormRow[]> {
  return db
    .select()
    .from(templateForm)
    .where(liveRows(templateForm, { tenantId: forTenant.tenantId }));
}

/** A form's field definitions in display order. */
export async function fieldsOfForm(db: Db, auth: Tenant, formId: string): Promise<FieldRow[]> {
  // from the configuration cache while no field changed (feed-cache.ts)
  return (await configRead(db, 'formFields', `${auth.tenantId}:${formId}`, () => fieldsQuery(db).execute({ tenantId: auth.tenantId, formId })))!;
}

// every start and save reads them: prepared once (platform/db/prepared.ts)
const fieldsQuery = preparedPerDb((db) =>
  db
    .select()
    .from(templateField)
    .where(and(eq(templateField.tenantId, sql.placeholder('tenantId')), eq(templateField.isDeleted, 0), eq(templateField.formId, sql.placeholder('formId'))))
    .orderBy(asc(templateField.sort), asc(templateField.id))
    .prepare('hr_form_fields'),
);

export async function firstApproverOf(db: Db, userId: string): Promise<string | null> {
  const [me] = await db.select({ firstApprover: user.firstApprover }).from(user).where(eq(user.id, userId)).limit(1);
  return me?.firstApprover ?? null;
}

/** Refuses (403) a caller none of whose roles may start the form by hand, naming the roles that may. */
export async function assertMayStart(db: Db, auth: Pick<AuthContext, 'tenantId' | 'roleIds'>, form: FormRow): Promise<void> {
  if (mayStart(form, auth.roleIds)) return;
  const ids = splitIds(form.startRoles);
  const names = (
    await db
      .select({ name: role.roleName })
      .from(role)
      .where(and(eq(role.tenantId, auth.tenantId), eq(role.isDeleted, 0), inArray(role.id, ids)))
  ).map((r) => r.name);
  throw forbidden(`Only ${names.length ? names.join(', ') : 'the roles chosen in the form designer'} may start '${form.formName}'`);
}

/** Process forms (`templateForm`): a form an administrator writes is announced to the modules (flow deploys a chain for a new key). */
export const forms = defineRepository({
  name: 'templateForm',
  table: templateForm,
  filters: columnFilters(templateForm, { formName: 'like', processKey: 'equals', category: 'int', processType: 'int' }),
  sortable: pickColumns(templateForm, ['sort', 'formName', 'createTime']),
  defaultOrder: [asc(templateForm.sort), asc(templateForm.id)],
  unique: [{ fields: ['processKey'], message: 'processKey: another form already uses this process key' }],
  inputExtend: {
    // the request numbers' prefix (LV-2026-000123); empty: REQ
    requestPrefix: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .string()
        .trim()
        .regex(/^[A-Z][A-Z0-9]{0,7}$/, 'must be 1 to 8 capital letters or digits, starting with a letter')
        .nullable()
        .optional(),
    ),
  },
  hooks: {
    // lists name seeded forms in the caller's language; the designer's detail (what it edits and saves) keeps the stored name
    present: (_db, ctx, rows) => {
      const lang = requestLanguage(ctx.req);
      if (lang === 'en' || ctx.req?.routeOptions.url?.endsWith('/detail')) return rows;
      return rows.map((r) => ({ ...r, formName: formNameIn(lang, r.processKey as string, r.formName as string) }));
    },
    beforeWrite: (_tx, _ctx, values) => {
      checkProcessKey(values);
      checkStartRoles(values);
    },
    afterWrite: async (tx, ctx, saved) => {
      for (const fn of ctx.app.modules.formWritten) await fn(tx, saved as FormRow, ctx.app);
    },
  },
});

/** The fields of process forms (`templateField`), in the field-definition language. */
export const fields = defineRepository({
  name: 'templateField',
  table: templateField,
  filters: columnFilters(templateField, { formId: 'id', fieldName: 'like' }),
  sortable: { sort: templateField.sort, createTime: templateField.createTime },
  defaultOrder: [asc(templateField.sort), asc(templateField.id)],
  unique: [{ fields: ['formId', 'fieldName'], message: 'fieldName: the form already has a field with this name' }],
  inputExtend: {
    fieldName: z
      .string()
      .trim()
      .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'must be an identifier (letters, digits, _)'),
    fieldType: z.enum(FIELD_TYPES, { message: `must be one of ${FIELD_TYPES.join(', ')}` }),
    search: z.coerce.number().int().min(0).max(1).optional(),
    required: z.coerce.number().int().min(0).max(1).optional(),
    formEditDisabled: z.coerce.number().int().min(0).max(1).optional(),
    span: z.coerce.number().int().min(1).max(24).optional(),
  },
  hooks: {
    beforeWrite: async (tx, ctx, values, existing) => {
      const formId = (values.formId ?? existing?.formId) as string | undefined;
      if (formId) await getForm(tx, ctx.auth, formId);
      checkFieldWrite(values);
    },
  },
});
