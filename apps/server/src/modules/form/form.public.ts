import { and, asc, inArray, sql, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import { templateForm } from './form.tables.js';

/*
 * What other modules read of process forms: form's queries, so no other module imports form.tables. The flow
 * engine's prepared statement of a startable form (flow.queries.ts, `hr_flow_startable_form`) is the measured
 * exception.
 */

type Tenant = Pick<AuthContext, 'tenantId'>;

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
