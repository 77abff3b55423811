import { badRequest } from '../../platform/errors.js';
import { splitIds } from '../../platform/util.js';
import { parseFieldOption } from './form-schema.js';

/*
 * The write rules of forms and fields beyond their input schemas, checked inside the repositories'
 * write transactions (form.queries.ts). They read nothing, so the repositories can use them without
 * depending on the form service.
 */

/** A process key names a BPMN process: an XML-safe identifier. */
export function checkProcessKey(values: Record<string, unknown>): void {
  if (typeof values.processKey === 'string' && !/^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/.test(values.processKey))
    throw badRequest('processKey: letters, digits, _ . - only, starting with a letter');
}

/** A field's options must be ones the form language knows (conditions parse), its format options a JSON object. */
export function checkFieldWrite(values: Record<string, unknown>): void {
  if (values.fieldOption !== undefined) parseFieldOption(values.fieldOption as string | null, 'fieldOption');
  if (typeof values.formatOption === 'string' && values.formatOption) {
    try {
      const v = JSON.parse(values.formatOption);
      if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error();
    } catch {
      throw badRequest('formatOption: must be a JSON object');
    }
  }
}

/** Whether a caller with these roles may start a form by hand: its `startRoles` empty (everyone) or sharing a role. */
export function mayStart(form: { startRoles: string | null }, roleIds: readonly string[]): boolean {
  const allowed = splitIds(form.startRoles);
  return allowed.length === 0 || allowed.some((id) => roleIds.includes(id));
}

/** `startRoles` is a comma list of role ids (empty = everyone). */
export function checkStartRoles(values: Record<string, unknown>): void {
  const v = values.startRoles;
  if (v === undefined || v === null) return;
  if (typeof v !== 'string' || !/^(\d{1,19}(,\d{1,19})*)?$/.test(v.replace(/\s+/g, '')))
    throw badRequest('startRoles: must be role ids separated by commas (empty: everyone may start the form)');
  values.startRoles = splitIds(v).join(',');
}
