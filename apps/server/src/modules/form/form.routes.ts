import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { columnFilters, defineResource, pickColumns } from '../../platform/crud.js';
import { defineRoute, zId } from '../../platform/http/route.js';
import { badRequest } from '../../platform/errors.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { tableRecordSchema } from '../../platform/db/zod.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { registerSeed } from '../system/bootstrap.js';
import { templateField, templateForm } from './form.tables.js';
import { FIELD_TYPES, parseFieldOption } from './form-schema.js';
import { effectiveFields, formWritten, getForm, type FormRow } from './form.service.js';
import { SEED_FORMS } from './form-seeds.js';

registerMenuSeeds([
  { code: 'formCustom', name: 'Form designer', path: '/formCustom', source: 'form', sort: 60 },
  ...crudButtons('formCustom', 'form'),
]);

const FORM_PERMS = { view: 'authenticated', add: 'formCustom_add', edit: 'formCustom_edit', delete: 'formCustom_delete' } as const;
const BASE = '/api/mcc-base/base';

/** Seeds the default process forms (ids = the product's form numbers) and their fields, once. */
registerSeed('process-forms', async (db) => {
  const present = new Set((await db.select({ id: templateForm.id }).from(templateForm).where(eq(templateForm.tenantId, DEFAULT_TENANT))).map((r) => r.id));
  const missing = SEED_FORMS.filter((f) => !present.has(String(f.id)));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    for (const form of missing) {
      await tx.insert(templateForm).values({
        id: String(form.id),
        tenantId: DEFAULT_TENANT,
        formName: form.name,
        processKey: form.key,
        category: form.category,
        processType: form.id,
        routerName: form.router,
        sort: form.id,
      });
      await tx.insert(templateField).values(
        form.fields.map((f, i) => ({
          tenantId: DEFAULT_TENANT,
          formId: String(form.id),
          fieldName: f.fieldName,
          fieldLabel: f.fieldLabel,
          fieldType: f.fieldType,
          sort: (i + 1) * 10,
          search: f.search ?? 0,
          required: f.required ?? 0,
          span: f.span ?? 12,
          dictCode: f.dictCode ?? null,
          placeholder: f.placeholder ?? null,
          formEditDisabled: f.formEditDisabled ?? 0,
          fieldOption: f.fieldOption ? JSON.stringify(f.fieldOption) : null,
          defaultValue: f.defaultValue ?? null,
          formatOption: JSON.stringify({ multipleSearch: f.fieldOption?.multiple === true, ...(f.formatOption ?? {}) }),
        })),
      );
    }
  });
});

const fieldRecord = tableRecordSchema(templateField);

/** Template forms and fields: `/api/mcc-base/base/templateForm/*`, `/api/mcc-base/base/templateField/*`. */
export default async function formRoutes(app: FastifyInstance): Promise<void> {
  const formCommon = {
    name: 'templateForm',
    table: templateForm,
    permissions: FORM_PERMS,
    filters: columnFilters(templateForm, { formName: 'like', processKey: 'equals', category: 'int', processType: 'int' }),
    sortable: pickColumns(templateForm, ['sort', 'formName', 'createTime']),
    defaultOrder: [asc(templateForm.sort), asc(templateForm.id)],
    unique: [{ fields: ['processKey'], message: 'processKey: another form already uses this process key' }],
    hooks: {
      beforeWrite: (_tx: unknown, _ctx: unknown, values: Record<string, unknown>) => {
        if (typeof values.processKey === 'string' && !/^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/.test(values.processKey)) throw badRequest('processKey: letters, digits, _ . - only, starting with a letter');
      },
      afterWrite: (tx: Parameters<typeof formWritten>[0], _ctx: unknown, saved: Record<string, unknown>) => formWritten(tx, saved as FormRow),
    },
  } as const;
  defineResource(app, { ...formCommon, prefix: `${BASE}/templateForm`, routes: { page: 'formPage' } });
  // the forms a user can start (the web loads them at sign-in)
  defineResource(app, { ...formCommon, prefix: `${BASE}/templateForm`, routes: { page: 'queryTemplateFormProcess', list: false, detail: false, submit: false, remove: false } });

  defineResource(app, {
    name: 'templateField',
    prefix: `${BASE}/templateField`,
    table: templateField,
    permissions: { view: 'formCustom_view', add: 'formCustom_add', edit: 'formCustom_edit', delete: 'formCustom_delete' },
    routes: { detail: false },
    filters: columnFilters(templateField, { formId: 'id', fieldName: 'like' }),
    sortable: { sort: templateField.sort, createTime: templateField.createTime },
    defaultOrder: [asc(templateField.sort), asc(templateField.id)],
    unique: [{ fields: ['formId', 'fieldName'], message: 'fieldName: the form already has a field with this name' }],
    inputExtend: {
      fieldName: z.string().trim().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'must be an identifier (letters, digits, _)'),
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
        if (values.fieldOption !== undefined) parseFieldOption(values.fieldOption as string | null, 'fieldOption');
        if (typeof values.formatOption === 'string' && values.formatOption) {
          try {
            const v = JSON.parse(values.formatOption);
            if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error();
          } catch {
            throw badRequest('formatOption: must be a JSON object');
          }
        }
      },
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/templateField/detail`,
    permission: 'authenticated',
    summary: 'The field definitions of a form, as the caller fills it in (with the Approver field of multi-department users)',
    tags: ['templateField'],
    input: z.object({ formId: zId }),
    output: z.array(fieldRecord),
    handler: async ({ formId }, ctx) => {
      await getForm(ctx.db, ctx.auth, formId);
      return effectiveFields(ctx.db, ctx.auth, formId);
    },
  });
}
