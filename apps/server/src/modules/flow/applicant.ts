import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { FILE_FOR_OTHERS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { permits } from '../../platform/auth/permissions.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { liveRows } from '../../platform/repository.js';
import { parseFieldOption } from '../form/form-schema.js';
import { fieldsOfForm, type FieldRow } from '../form/form.queries.js';
import { accountOfPerson } from './flow.queries.js';
import { staffs } from '../staff/staff.queries.js';
import { workers } from '../worker/worker.queries.js';
import { ledByWorker } from '../worker/worker.public.js';

/*
 * Requests in one's own name. A form's applicant field (a staff or worker field with
 * `fieldOption.applicant`) names whom the request is for. The server fills it with the caller's own staff
 * or worker record when it is empty, and refuses another person unless the caller holds FILE_FOR_OTHERS
 * (HR; within the caller's data scope of staff or workers) or, for a worker, leads that worker's team. A
 * request filed for someone with an account is theirs: they are its initiator (their approver chain, their
 * recall and cancel); the filer's start stays in the action log and lets the filer read it.
 */

/** Whom a request belongs to: the account that initiates it. */
export interface Owner {
  userId: string;
  deptId: string | null;
  name: string;
}

type Values = Record<string, unknown>;

/** The applicant field of a form, if it has one. */
async function applicantField(db: Db, auth: Tenant, formId: string, defined?: FieldRow[]) {
  const fields = defined ?? (await fieldsOfForm(db, auth, formId));
  const f = fields.find((x) => (x.fieldType === 'staff' || x.fieldType === 'worker') && parseFieldOption(x.fieldOption, x.fieldName).applicant === true);
  return f ? { name: f.fieldName, label: f.fieldLabel, kind: f.fieldType as 'staff' | 'worker' } : null;
}

const idOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);

const repositoryOf = (kind: 'staff' | 'worker') => (kind === 'staff' ? staffs : workers);

/** Whether a row of the person's table with this id matches `where` (an id check, nothing read). */
async function idMatches(db: Db, kind: 'staff' | 'worker', where: SQL, id: string): Promise<boolean> {
  const { table } = repositoryOf(kind);
  const [hit] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(where, eq(table.id, id)))
    .limit(1);
  return Boolean(hit);
}

/**
 * THE rule of whom the caller may file requests for, as a condition on the staff or worker table: with
 * FILE_FOR_OTHERS, anyone of the caller's data scope of staff or workers (the records they may read, so a
 * supervisor scoped to his site's projects files for those workers only); a team lead, the workers of the
 * teams he supervises; everyone, their own record. The applicant check (`mayFileFor`) and the applicant
 * field's selectors (applicant.routes.ts) both apply it.
 */
export function filingScope(auth: AuthContext, kind: 'staff' | 'worker'): SQL {
  const { table } = repositoryOf(kind);
  const own = kind === 'staff' ? auth.staffId : auth.workerId;
  const ledTeams = kind === 'worker' ? ledByWorker(auth) : undefined;
  return and(
    liveRows(table, auth),
    or(permits(auth, FILE_FOR_OTHERS) ? repositoryOf(kind).scope(auth) : undefined, ledTeams, own ? eq(table.id, own) : undefined) ?? sql`false`,
  )!;
}

/** Whether the caller may file in the name of this staff member or worker (`filingScope`). */
export async function mayFileFor(db: Db, auth: AuthContext, kind: 'staff' | 'worker', id: string): Promise<boolean> {
  return idMatches(db, kind, filingScope(auth, kind), id);
}

/**
 * Applies the own-name rule to a request's submitted values: fills the applicant field with the caller's own
 * record when empty, refuses (403 naming the field) another person the caller may not file for, and answers
 * the owner of the request: the named person's account when it is not the caller's, else null (the caller).
 */
export async function applyApplicant(
  db: Db,
  auth: AuthContext,
  formId: string,
  values: Values,
  fields?: FieldRow[],
): Promise<{ values: Values; owner: Owner | null }> {
  const field = await applicantField(db, auth, formId, fields);
  if (!field) return { values, owner: null };
  const own = field.kind === 'staff' ? auth.staffId : auth.workerId;
  const given = idOf(values[field.name]);
  if (!given) return { values: own ? { ...values, [field.name]: own } : values, owner: null };
  if (given === own) return { values, owner: null };
  // a worker's own session files in his own name only, whatever teams he leads
  if (auth.workerSession) throw forbidden(`${field.name}: you may file this request only in your own name`);
  const noSuch = () => badRequest(`${field.name}: no such ${field.kind === 'staff' ? 'staff' : 'worker'}`);
  if (!/^\d{1,19}$/.test(given)) throw noSuch();
  if (!(await mayFileFor(db, auth, field.kind, given))) {
    // a live person of the tenant, whatever the caller's scope: otherwise the id names no one
    if (!(await idMatches(db, field.kind, liveRows(repositoryOf(field.kind).table, auth), given))) throw noSuch();
    throw forbidden(
      permits(auth, FILE_FOR_OTHERS)
        ? `${field.name}: you may file requests only for the ${field.kind === 'staff' ? 'staff' : 'workers'} of your data scope`
        : `${field.name}: you may file this request only in your own name`,
    );
  }
  const account = await accountOfPerson(db, auth, field.kind === 'staff' ? { staffId: given } : { workerId: given });
  return { values, owner: account && account.userId !== auth.userId ? account : null };
}
