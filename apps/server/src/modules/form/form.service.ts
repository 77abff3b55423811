import { requestLanguage } from '../../platform/i18n/index.js';
import { APPROVER_LABEL, fieldsIn } from './form.i18n.js';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { parseFieldOption, validateValues, type FieldDef, type ValidateOptions } from './form-schema.js';
import { loadDictKeys } from '../system/system.public.js';
import { fieldsOfForm, firstApproverOf, getForm, type FieldRow } from './form.queries.js';

export const MULTI_DEPT_ALIAS = 'multiple_dept_user';
/** The extra Approver field of multi-department users (seed 000 section 6). */
export const APPROVER_FIELD = 'firstApprover';

/**
 * The fields a caller fills in for a form: its definition, plus for users whose role alias includes
 * `multiple_dept_user` a required Approver (firstApprover, default their own first approver, sort
 * 9999999) unless the form already has assignee fields (fieldOption.assignee).
 */
export async function effectiveFields(
  db: Db,
  auth: AuthContext,
  formId: string,
  withApprover = auth.roleAliases.includes(MULTI_DEPT_ALIAS),
  defined?: FieldRow[],
): Promise<FieldRow[]> {
  const fields = defined ?? (await fieldsOfForm(db, auth, formId));
  const hasAssignee = fields.some((f) => f.fieldName === APPROVER_FIELD || parseFieldOption(f.fieldOption, f.fieldName).assignee === true);
  if (!withApprover || hasAssignee) return fields;
  const firstApprover = await firstApproverOf(db, auth.userId);
  const base = fields[0];
  return [
    ...fields,
    {
      ...(base ?? {}),
      id: '0',
      tenantId: auth.tenantId,
      formId,
      fieldName: APPROVER_FIELD,
      fieldLabel: APPROVER_LABEL,
      fieldType: 'staff',
      sort: 9999999,
      search: 0,
      required: 1,
      span: 24,
      dictCode: null,
      placeholder: null,
      formEditDisabled: 1,
      fieldOption: JSON.stringify({ assignee: true }),
      defaultValue: firstApprover,
      formatOption: null,
    } as FieldRow,
  ];
}

/** The fields of one of the tenant's forms as the caller fills it in (404 for another tenant's form). */
export async function fieldsToFill(ctx: ServiceContext, formId: string): Promise<FieldRow[]> {
  const form = await getForm(ctx.db, ctx.auth, formId);
  return fieldsIn(requestLanguage(ctx.req), form.processKey, await effectiveFields(ctx.db, ctx.auth, formId));
}

/**
 * Validates submitted form values against the caller's effective fields (dictionaries loaded as needed).
 * `withApprover` overrides whether the Approver field applies (an approver editing someone else's request).
 */
export async function validateFormValues(
  db: Db,
  auth: AuthContext,
  formId: string,
  values: Record<string, unknown>,
  opts: ValidateOptions & { withApprover?: boolean; fields?: FieldRow[] } = {},
) {
  // `fields`: the form's field rows when the caller has read them already (a start reads them once)
  const fields = await effectiveFields(db, auth, formId, opts.withApprover, opts.fields);
  const codes = [...new Set(fields.map((f) => f.dictCode).filter((c): c is string => Boolean(c)))];
  const dicts = await loadDictKeys(db, auth, codes);
  return validateValues(fields as FieldDef[], values, dicts, opts);
}
