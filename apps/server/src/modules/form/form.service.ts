import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/crud.js';
import { notFound } from '../../platform/errors.js';
import { user } from '../system/system.tables.js';
import { templateField, templateForm } from './form.tables.js';
import { loadDictKeys, parseFieldOption, validateValues, type FieldDef, type ValidateOptions } from './form-schema.js';

export type FormRow = typeof templateForm.$inferSelect;
export type FieldRow = typeof templateField.$inferSelect;

export const MULTI_DEPT_ALIAS = 'multiple_dept_user';
/** The extra Approver field of multi-department users (seed 000 section 6). */
export const APPROVER_FIELD = 'firstApprover';

export async function getForm(db: Db, auth: Pick<AuthContext, 'tenantId'>, formId: string): Promise<FormRow> {
  const [form] = await db.select().from(templateForm).where(and(liveRows(templateForm, auth), eq(templateForm.id, formId))).limit(1);
  if (!form) throw notFound('Form');
  return form;
}

/**
 * The fields a caller fills in for a form: its definition, plus for users whose role alias includes
 * `multiple_dept_user` a required Approver (firstApprover, default their own first approver, sort
 * 9999999) unless the form already has assignee fields (fieldOption.assignee).
 */
export async function effectiveFields(db: Db, auth: AuthContext, formId: string, withApprover = auth.roleAliases.includes(MULTI_DEPT_ALIAS)): Promise<FieldRow[]> {
  const fields = await db
    .select()
    .from(templateField)
    .where(and(liveRows(templateField, auth), eq(templateField.formId, formId)))
    .orderBy(asc(templateField.sort), asc(templateField.id));
  const hasAssignee = fields.some((f) => f.fieldName === APPROVER_FIELD || parseFieldOption(f.fieldOption, f.fieldName).assignee === true);
  if (!withApprover || hasAssignee) return fields;
  const [me] = await db.select({ firstApprover: user.firstApprover }).from(user).where(eq(user.id, auth.userId)).limit(1);
  const base = fields[0];
  return [
    ...fields,
    {
      ...(base ?? {}),
      id: '0',
      tenantId: auth.tenantId,
      formId,
      fieldName: APPROVER_FIELD,
      fieldLabel: 'Approver',
      fieldType: 'staff',
      sort: 9999999,
      search: 0,
      required: 1,
      span: 24,
      dictCode: null,
      placeholder: null,
      formEditDisabled: 1,
      fieldOption: JSON.stringify({ assignee: true }),
      defaultValue: me?.firstApprover ?? null,
      formatOption: null,
    } as FieldRow,
  ];
}

/**
 * Validates submitted form values against the caller's effective fields (dictionaries loaded as needed).
 * `withApprover` overrides whether the Approver field applies (an approver editing someone else's request).
 */
export async function validateFormValues(db: Db, auth: AuthContext, formId: string, values: Record<string, unknown>, opts: ValidateOptions & { withApprover?: boolean } = {}) {
  const fields = await effectiveFields(db, auth, formId, opts.withApprover);
  const codes = [...new Set(fields.map((f) => f.dictCode).filter((c): c is string => Boolean(c)))];
  const dicts = await loadDictKeys(db, auth.tenantId, codes);
  return validateValues(fields as FieldDef[], values, dicts, opts);
}

type FormListener = (tx: Db, form: FormRow) => Promise<void>;
const formListeners: FormListener[] = [];
/** Modules react to forms created or changed by administrators (flow deploys a default chain for a new key). */
export function onFormWritten(fn: FormListener): void {
  formListeners.push(fn);
}
export async function formWritten(tx: Db, form: FormRow): Promise<void> {
  for (const fn of formListeners) await fn(tx, form);
}
