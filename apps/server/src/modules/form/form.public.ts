import { and, asc, inArray, sql, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { outerColumn, preparedPerDb } from '../../platform/db/prepared.js';
import { nameOf } from '../../platform/names.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import { templateForm } from './form.tables.js';

/*
 * What other modules read of process forms: form's queries, so no other module imports form.tables. The flow
 * engine's prepared statement of a startable form (`preparedStartableForm`, on its hot path) is defined here and
 * exported, prepared as before.
 */

/** The forms the caller may start by hand (their "who may start" roles empty or shared), in the designer's order. */
export function startableForms(db: Db, auth: Pick<AuthContext, 'tenantId' | 'roleIds'>) {
  const roles = auth.roleIds.length ? auth.roleIds : ['0'];
  return db
    .select({
      id: templateForm.id,
      formName: templateForm.formName,
      processKey: templateForm.processKey,
      category: templateForm.category,
      description: templateForm.description,
      routerName: templateForm.routerName,
    })
    .from(templateForm)
    .where(
      and(
        liveRows(templateForm, auth),
        sql`(${templateForm.startRoles} = '' or string_to_array(${templateForm.startRoles}, ',') && string_to_array(${roles.join(',')}::text, ','))`,
      ),
    )
    .orderBy(asc(templateForm.category), asc(templateForm.sort), asc(templateForm.id));
}

/** Those of `ids` that are live forms of the tenant. */
export async function liveFormIds(db: Db, auth: Tenant, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: templateForm.id })
    .from(templateForm)
    .where(and(liveRows(templateForm, auth), inArray(templateForm.id, ids)));
  return rows.map((r) => r.id);
}

/** The name and process key of the tenant's forms among `ids`. */
export async function formsIn(db: Db, auth: Tenant, ids: string[]): Promise<{ id: string; name: string; key: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: templateForm.id, name: templateForm.formName, key: templateForm.processKey })
    .from(templateForm)
    .where(and(eq(templateForm.tenantId, auth.tenantId), inArray(templateForm.id, ids)));
}

/** The name of the form `key` points at, a scalar subquery beside a query's columns (null when none). */
export const formNameOf = (key: AnyColumn | SQL) => nameOf({ table: templateForm, id: templateForm.id, name: templateForm.formName }, key);

/**
 * The flow engine's read of a start (its hot path, bench/flow.ts): a live form of the tenant (placeholders `tenantId`,
 * `formId`), whole, with the id of its process's latest definition, in one statement built once per driver and
 * prepared as `hr_flow_startable_form` (platform/db/prepared.ts). Defined by form, the owner of the table it reads;
 * `latestDefinitionId` is flow's scalar subquery over its definitions, given the form's tenant and process key.
 */
export const preparedStartableForm = (latestDefinitionId: (tenantId: SQL, processKey: SQL) => SQL) =>
  preparedPerDb((db) =>
    db
      .select({
        form: templateForm,
        definitionId: sql<string | null>`${latestDefinitionId(outerColumn(templateForm.tenantId), outerColumn(templateForm.processKey))}`,
      })
      .from(templateForm)
      .where(and(eq(templateForm.tenantId, sql.placeholder('tenantId')), eq(templateForm.isDeleted, 0), eq(templateForm.id, sql.placeholder('formId'))))
      .limit(1)
      .prepare('hr_flow_startable_form'),
  );
