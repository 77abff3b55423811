import { ConditionError, testCondition } from '@hr/contracts';
import type { ChoiceOption, FieldDefinition, FieldOption } from '../../shared/fields/definition';

/** The process-form `fieldOption` keys the server stores (form-schema.ts) beside the web renderer's own. */
export interface ServerOption {
  dicData?: Array<{ label: string; value: string | number }>;
  dicUrl?: string;
  props?: { label?: string; value?: string };
  min?: number;
  max?: number;
  maxlength?: number;
  showWhen?: string;
  hideWhen?: string;
  [key: string]: unknown;
}

export function optionOf(def: FieldDefinition): ServerOption {
  if (typeof def.fieldOption === 'string') {
    try {
      return def.fieldOption.trim() ? (JSON.parse(def.fieldOption) as ServerOption) : {};
    } catch {
      return {};
    }
  }
  return (def.fieldOption as ServerOption | undefined) ?? {};
}

/**
 * A server process-form field in the renderer's terms: dicData becomes options, min/max/maxlength the
 * number and length limits; a select whose options come from a URL that answered nothing is typed in.
 * Fields shown only under a condition are not required in the browser (the server checks them when shown).
 */
export function adaptField(def: FieldDefinition, loaded?: ChoiceOption[]): FieldDefinition {
  const o = optionOf(def);
  const option: FieldOption = { ...(o as FieldOption) };
  // choices travel as text (defaults arrive as '1'; the server compares choices as text)
  if (o.dicData) option.options = o.dicData.map((d) => ({ label: d.label, value: String(d.value) }));
  if (o.dicUrl && loaded) option.options = loaded;
  if (o.min !== undefined) option.numberMin = o.min;
  if (o.max !== undefined) option.numberMax = o.max;
  if (o.maxlength !== undefined) option.maxLength = o.maxlength;
  const conditional = Boolean(o.showWhen || o.hideWhen);
  const typedIn = Boolean(o.dicUrl) && (!loaded || loaded.length === 0) && ['select', 'radio', 'checkbox'].includes(def.fieldType);
  return { ...def, fieldType: typedIn ? 'input' : def.fieldType, fieldOption: option, required: conditional ? 0 : def.required };
}

/** Whether a visibility rule holds for these values, read by the server's condition language; undefined when it does not parse. */
export function testRule(rule: string, values: Record<string, unknown>): boolean | undefined {
  try {
    return testCondition(rule, values);
  } catch (e) {
    if (e instanceof ConditionError) return undefined;
    throw e;
  }
}

/** Whether a field shows for these values. A rule that does not parse shows it: the server refuses to store one, so only old data holds them. */
export function isShown(def: FieldDefinition, values: Record<string, unknown>): boolean {
  const o = optionOf(def);
  if (o.showWhen && testRule(o.showWhen, values) === false) return false;
  if (o.hideWhen && testRule(o.hideWhen, values) === true) return false;
  return true;
}

/** Whether a process-form field names whom the request is for (a staff or worker field with fieldOption.applicant). */
export function isApplicantField(def: FieldDefinition): boolean {
  return (def.fieldType === 'staff' || def.fieldType === 'worker') && optionOf(def).applicant === true;
}

/**
 * The fields of a request the caller fills in for themselves (a new request or their draft). Without the
 * grant to file for others the applicant field is not offered: the server takes the applicant from the
 * session. With it, a staff applicant starts as the caller's own staff record.
 */
export function ownRequestFields(
  fields: FieldDefinition[],
  o: { mayFileForOthers: boolean; ownStaffId?: string; values?: Record<string, unknown> },
): { fields: FieldDefinition[]; defaults: Record<string, unknown>; applicantHidden: boolean } {
  const applicant = fields.find(isApplicantField);
  if (!applicant) return { fields, defaults: {}, applicantHidden: false };
  if (!o.mayFileForOthers) return { fields: fields.filter((f) => f !== applicant), defaults: {}, applicantHidden: true };
  const empty = o.values?.[applicant.fieldName] === undefined || o.values?.[applicant.fieldName] === '';
  const defaults = applicant.fieldType === 'staff' && o.ownStaffId && empty ? { [applicant.fieldName]: o.ownStaffId } : {};
  return { fields, defaults, applicantHidden: false };
}

export const LEAVE_DATES: Record<string, 'start' | 'end'> = { leaveStartTime: 'start', leaveEndTime: 'end' };
export const HALF_DAY = (values: Record<string, unknown>) => String(values.leaveUnit ?? '1') === '0.5';
/** A full day's first or last moment (the server's `YYYY-MM-DD HH:mm:ss`), on the company's calendar. */
export const wholeDayValue = (value: unknown, edge: 'start' | 'end'): unknown =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? `${value.slice(0, 10)} ${edge === 'end' ? '23:59:59' : '00:00:00'}` : value;

/**
 * A leave form's dates read "From" and "To"; a full-day leave picks them as dates (no hours: the day starts at
 * 00:00 and ends at 23:59:59 company time), a half-day leave keeps its time.
 */
export function leaveDateField(def: FieldDefinition, values: Record<string, unknown>, label: (edge: 'start' | 'end') => string): FieldDefinition {
  const edge = LEAVE_DATES[def.fieldName];
  if (!edge || def.fieldType !== 'datetime') return def;
  const option = def.fieldOption as Record<string, unknown> | undefined;
  // a full day asks for both dates in the browser too (the end shows only then, so its rule made it optional)
  return HALF_DAY(values) ? { ...def, fieldLabel: label(edge) } : { ...def, fieldLabel: label(edge), required: 1, fieldOption: { ...option, wholeDay: edge } };
}
