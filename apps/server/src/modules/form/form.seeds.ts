import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_TENANT, type Tenant } from '../../platform/auth/context.js';
import { role } from '../../platform/auth/identity.tables.js';
import type { Db } from '../../platform/db/client.js';
import type { SeedRun } from '../module.js';
import type { SeedForm } from './form-define.js';
import { templateField, templateForm } from './form.tables.js';

/*
 * Seeds the process forms every installed module defines (`forms` of its defineModule, `app.modules.forms`):
 * idempotently per tenant, ids = the product's form numbers. Administrators change them afterwards.
 */

/** The roles whose members start HR's forms by default (with administrators). */
export const HR_ROLE_ALIASES = ['hr', 'administrator'] as const;

/** The ids of the tenant's HR and administrator roles, comma separated (the default "who may start" of HR's forms). */
async function hrRoleIds(db: Db, forTenant: Tenant): Promise<string> {
  const rows = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, forTenant.tenantId), eq(role.isDeleted, 0), inArray(role.roleAlias, [...HR_ROLE_ALIASES])));
  return rows.map((r) => r.id).join(',');
}

/**
 * Forms seeded before forms had a description get their line and, for HR's forms whose "who may start"
 * was never set, the HR default; a form with a description was seen (or edited) already and is left alone.
 */
async function backfillDescriptions(db: Db, forTenant: Tenant, forms: readonly SeedForm[]): Promise<void> {
  const [due] = await db
    .select({ id: templateForm.id })
    .from(templateForm)
    .where(
      and(
        eq(templateForm.tenantId, forTenant.tenantId),
        inArray(
          templateForm.id,
          forms.map((f) => String(f.id)),
        ),
        isNull(templateForm.description),
      ),
    )
    .limit(1);
  if (!due) return;
  const hr = await hrRoleIds(db, forTenant);
  for (const form of forms) {
    const startRoles = form.hrStarted ? sql`case when ${templateForm.startRoles} = '' then ${hr} else ${templateForm.startRoles} end` : templateForm.startRoles;
    await db
      .update(templateForm)
      .set({ description: form.description, startRoles })
      .where(and(eq(templateForm.tenantId, forTenant.tenantId), eq(templateForm.id, String(form.id)), isNull(templateForm.description)));
  }
}

/** The ids of a tenant's forms, deleted ones included (a seeded form an administrator removed stays removed). */
async function formIdsOfTenant(db: Db, forTenant: Tenant): Promise<Set<string>> {
  return new Set((await db.select({ id: templateForm.id }).from(templateForm).where(eq(templateForm.tenantId, forTenant.tenantId))).map((r) => r.id));
}

/** Seeds the installed modules' process forms (ids = the product's form numbers) and their fields, once. */
export const seedProcessForms: SeedRun = async (db, app) => {
  const forms = app.modules.forms;
  const present = await formIdsOfTenant(db, { tenantId: DEFAULT_TENANT });
  const missing = forms.filter((f) => !present.has(String(f.id)));
  if (missing.length === 0) return backfillDescriptions(db, { tenantId: DEFAULT_TENANT }, forms);
  const hr = await hrRoleIds(db, { tenantId: DEFAULT_TENANT });
  await db.transaction(async (tx) => {
    for (const form of missing) {
      await tx
        .insert(templateForm)
        .values({
          id: String(form.id),
          tenantId: DEFAULT_TENANT,
          formName: form.name,
          processKey: form.key,
          category: form.category,
          processType: form.id,
          routerName: form.router,
          sort: form.id,
          description: form.description,
          startRoles: form.hrStarted ? hr : '',
          requestPrefix: form.requestPrefix,
        });
      await tx
        .insert(templateField)
        .values(
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
};
