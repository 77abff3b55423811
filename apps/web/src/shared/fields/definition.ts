/**
 * The one field-definition language (seed 001 section 3, "form-template field definition"). Server-defined
 * process forms arrive in it, and code-defined CRUD pages declare their columns in it, so one renderer
 * serves both.
 */

import { DISPLAY_TYPES, FIELD_TYPES } from '@hr/contracts';

export { FIELD_TYPES, type SelectorType } from '@hr/contracts';

/**
 * What a definition may name: the process-form field types (shared with the server) plus `tree`, a tree
 * select over a URL (departments, roles, menus) that only code-defined pages declare. The server stores
 * no form field of type `tree`, so the form designer offers FIELD_TYPES alone.
 */
export const RENDERED_TYPES = [...FIELD_TYPES, 'tree'] as const;
export type RenderedType = (typeof RENDERED_TYPES)[number];

export interface ChoiceOption {
  label: string;
  value: string | number | boolean;
  disabled?: boolean;
}

/** The `fieldOption` JSON: everything a type needs beyond the common columns. */
export interface FieldOption {
  /** Shared rule text, e.g. "email" or "between:1,10" (see rules.ts). */
  rules?: string;
  options?: ChoiceOption[];
  /** Dictionary source for dictCode: system dictionary (default) or business dictionary. */
  dictType?: 'system' | 'biz';
  multiple?: boolean;
  /** Multiple choices travel as one comma-separated text instead of an array. */
  dataType?: 'string' | 'array';
  numberMin?: number;
  numberMax?: number;
  maxLength?: number;
  precision?: number;
  step?: number;
  /**
   * A date-time field picked as a date (a full-day leave): a date picker without hours, whose value is that
   * company day's first (`start`, 00:00:00) or last (`end`, 23:59:59) moment.
   */
  wholeDay?: 'start' | 'end';
  minDate?: string;
  maxDate?: string;
  disabledStartDate?: string;
  disabledEndDate?: string;
  uploadLimit?: number;
  /** The value is one attachment object rather than a list (upload limit 1). */
  single?: boolean;
  accept?: string;
  /** Upload fields: where files go (public pages upload with their link's token). */
  uploader?: (file: File) => Promise<import('../widgets/upload').Attachment>;
  rows?: number;
  /** Columns of a `table` field, in this same language. */
  columns?: FieldDefinition[];
  /** Tree select source: a URL answering a tree of nodes, and the node keys to read. */
  treeUrl?: string;
  treeParams?: Record<string, unknown>;
  labelKey?: string;
  valueKey?: string;
  /** Text of an `info` field. */
  content?: string;
  /** Worker selector: leave supervisors (isSupervisor 1) out. */
  excludeSupervisor?: boolean;
  /** A process form's staff or worker field naming whom the request is for: its selector offers only the people the caller may file for. */
  applicant?: boolean;
  hideInTable?: boolean;
  hideInForm?: boolean;
  /** Shown in the form but not typed in: the page computes it (e.g. leave days from the dates). */
  readOnly?: boolean;
  /** Shown only in these drawer modes. */
  modes?: FormMode[];
  /** The widest the table column grows before its text is cut with an ellipsis. */
  width?: number;
  /** A key column (the record's number or name): fixed at the table's left. Unset: the leading number and name columns are. */
  fixed?: boolean;
  /** The table column starts hidden; the column chooser shows it. */
  columnHidden?: boolean;
  /**
   * A server-side check of the typed value (e.g. a duplicate check), run `validateDebounce` ms after typing;
   * rejects with the message to show. The field shows a success tick when it passes.
   */
  validate?: (value: unknown, values: Record<string, unknown>) => Promise<void>;
  validateDebounce?: number;
  /** Table cell text for a row, when the raw value is not what a reader wants. */
  display?: (row: Record<string, unknown>) => React.ReactNode;
  /** A select's values shown as coloured tags (antd Tag colours by value, e.g. statuses: { 1: 'green' }). */
  tagColors?: Record<string, string>;
}

export interface FieldDefinition {
  fieldName: string;
  fieldLabel: string;
  fieldType: RenderedType;
  sort?: number;
  search?: 0 | 1 | boolean;
  required?: 0 | 1 | boolean;
  /** Grid columns out of 24 in the form. */
  span?: number;
  dictCode?: string;
  placeholder?: string;
  formEditDisabled?: 0 | 1 | boolean;
  fieldOption?: string | FieldOption;
  defaultValue?: unknown;
}

export type FormMode = 'add' | 'edit' | 'view';

export interface Field extends Omit<FieldDefinition, 'fieldOption' | 'required' | 'search' | 'formEditDisabled'> {
  option: FieldOption;
  required: boolean;
  search: boolean;
  formEditDisabled: boolean;
}

function flag(value: 0 | 1 | boolean | string | undefined): boolean {
  return value === true || value === 1 || value === '1';
}

/** Reads a definition as the server sends it (flags as 0/1, fieldOption as JSON text) into one shape. */
export function toField(definition: FieldDefinition): Field {
  let option: FieldOption = {};
  if (typeof definition.fieldOption === 'string') {
    try {
      option = definition.fieldOption.trim() ? (JSON.parse(definition.fieldOption) as FieldOption) : {};
    } catch {
      option = {};
    }
  } else if (definition.fieldOption) {
    option = definition.fieldOption;
  }
  const fieldType = (RENDERED_TYPES as readonly string[]).includes(definition.fieldType) ? definition.fieldType : 'input';
  return {
    ...definition,
    fieldType,
    option,
    required: flag(definition.required),
    search: flag(definition.search),
    formEditDisabled: flag(definition.formEditDisabled),
  };
}

/** Fields in display order: by `sort`, then as declared. */
export function toFields(definitions: FieldDefinition[]): Field[] {
  return definitions
    .map((definition, index) => ({ field: toField(definition), index }))
    .sort((a, b) => (a.field.sort ?? 0) - (b.field.sort ?? 0) || a.index - b.index)
    .map(({ field }) => field);
}

/** Types that only decorate a form and carry no value. */
export function isDecoration(field: Field): boolean {
  return (DISPLAY_TYPES as readonly string[]).includes(field.fieldType);
}

export function defaultValues(fields: Field[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) if (field.defaultValue !== undefined && field.defaultValue !== '') values[field.fieldName] = field.defaultValue;
  return values;
}
