/**
 * The field types of process forms (`templateField.fieldType`, seed 001 section 2, "Field types of dynamic
 * and custom forms"): the server validates stored fields and submitted values by them, the form designer
 * offers them and the web renderer draws every one of them.
 */
export const FIELD_TYPES = [
  'year',
  'month',
  'monthrange',
  'date',
  'datetime',
  'daterange',
  'time',
  'checkbox',
  'radio',
  'select',
  'switch',
  'slider',
  'number',
  'textarea',
  'input',
  'text',
  'password',
  'upload',
  'editor',
  'table',
  'title',
  'info',
  'staff',
  'worker',
  'user',
  'site',
  'team',
  'assessment',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The types that pick ids of people, sites, teams or assessments in a selector dialog. */
export const SELECTOR_TYPES = ['staff', 'worker', 'user', 'site', 'team', 'assessment'] as const satisfies readonly FieldType[];
export type SelectorType = (typeof SELECTOR_TYPES)[number];

/** Display-only types: they decorate a form and collect nothing. */
export const DISPLAY_TYPES = ['title', 'info'] as const satisfies readonly FieldType[];

/** A field's key in words, for messages that name it: `leaveStartTime` -> "Leave start time", `vacation_info_id` -> "Vacation info id". */
export function words(name: string): string {
  const spaced = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return spaced ? spaced[0].toUpperCase() + spaced.slice(1) : name;
}
