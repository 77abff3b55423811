import { z } from 'zod';
import { ConditionError, DISPLAY_TYPES, FIELD_TYPES, parseCondition, SELECTOR_TYPES, testCondition, type FieldType } from '@hr/contracts';
import { isRealDate, NOT_A_DATE, parseOrThrow } from '../../platform/http/route.js';
import { words } from '../../platform/http/messages.js';
import { badRequest } from '../../platform/errors.js';
import { today } from '../../platform/util.js';
import { sanitizeRichText } from '../../platform/sanitize.js';

const DISPLAY_ONLY = new Set<string>(DISPLAY_TYPES);
const SELECTORS = new Set<string>(SELECTOR_TYPES);

const conditionText = z
  .string()
  .max(500)
  .superRefine((v, ctx) => {
    try {
      parseCondition(v);
    } catch (e) {
      if (e instanceof ConditionError) ctx.addIssue({ code: 'custom', message: `invalid condition: ${e.message}` });
      else throw e;
    }
  });

const columnDef: z.ZodType<ColumnDef> = z.lazy(() =>
  z.object({
    fieldName: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'must be an identifier'),
    fieldLabel: z.string().max(200).default(''),
    fieldType: z.enum(FIELD_TYPES),
    required: z.coerce.number().int().min(0).max(1).default(0),
    fieldOption: fieldOptionObject.optional(),
  }),
);
export interface ColumnDef {
  fieldName: string;
  fieldLabel: string;
  fieldType: FieldType;
  required: number;
  fieldOption?: FieldOptions;
}

/** What `fieldOption` (JSON) may hold. Unknown keys are kept for the web renderer. */
const fieldOptionObject = z
  .object({
    dicData: z
      .array(z.object({ label: z.string().max(200), value: z.union([z.string().max(100), z.number()]) }))
      .max(500)
      .optional(),
    dicUrl: z.string().max(300).optional(),
    multiple: z.boolean().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    maxlength: z.number().int().min(1).max(100000).optional(),
    minDate: z.string().max(20).optional(),
    uploadLimit: z.number().int().min(1).max(100).optional(),
    numberMax: z.number().int().min(1).max(100).optional(),
    showWhen: conditionText.optional(),
    hideWhen: conditionText.optional(),
    disabled: z.boolean().optional(),
    assignee: z.boolean().optional(),
    /** A staff or worker field naming whom the request is for: the caller unless they may file for others (flow/applicant.ts). */
    applicant: z.boolean().optional(),
    columns: z.array(columnDef).max(50).optional(),
    minRows: z.number().int().min(0).max(500).optional(),
    maxRows: z.number().int().min(1).max(500).optional(),
  })
  .loose();
export type FieldOptions = z.infer<typeof fieldOptionObject>;

/** Parses and checks a `fieldOption` JSON text (admin input); a 400 naming the problem. */
export function parseFieldOption(text: string | null | undefined, fieldName = 'fieldOption'): FieldOptions {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest(`${fieldName}: fieldOption must be a JSON object`);
  }
  const r = fieldOptionObject.safeParse(raw);
  if (!r.success) throw badRequest(`${fieldName}: fieldOption.${r.error.issues[0].path.join('.')}: ${r.error.issues[0].message}`);
  return r.data;
}

/** A field definition as stored (the templateField record). */
export interface FieldDef {
  fieldName: string;
  fieldLabel: string;
  fieldType: string;
  required: number;
  formEditDisabled?: number;
  dictCode?: string | null;
  fieldOption?: string | null;
  defaultValue?: string | null;
}

const idText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be an id'));
const listOf = (item: z.ZodType, max: number) =>
  z
    .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
    .transform((v) =>
      Array.isArray(v)
        ? v.map(String)
        : String(v)
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(z.array(item as z.ZodType<string, string>).max(max, `must have at most ${max} entries`));

function fieldSchema(f: { fieldType: string; fieldOption?: FieldOptions; dictCode?: string | null }, dicts: Map<string, Set<string>>): z.ZodType {
  const o = f.fieldOption ?? {};
  const minDate = (s: z.ZodString) => (o.minDate === 'today' ? s.refine((v) => v.slice(0, 10) >= today(), 'must not be before today') : s);
  switch (f.fieldType as FieldType) {
    case 'input':
    case 'text':
    case 'password':
      return z.coerce.string().max(o.maxlength ?? 500, `must be at most ${o.maxlength ?? 500} characters`);
    case 'textarea':
      return z.coerce.string().max(Math.min(o.maxlength ?? 1000, 1000), 'must be at most 1000 characters');
    case 'editor':
      // rich text is cleaned on the server (allow-list), whatever the editor sent
      return z
        .string()
        .max(o.maxlength ?? 100_000)
        .transform((v) => sanitizeRichText(v));
    case 'number':
    case 'slider': {
      let n = z.coerce.number({ message: 'must be a number' }).refine(Number.isFinite, 'must be a number');
      // a positive minimum refuses 0 and less with the spec's words ("Leave days cannot be less than or equal to 0")
      if (o.min !== undefined && o.min > 0) n = n.refine((v) => v > 0, { message: 'cannot be less than or equal to 0', abort: true });
      if (o.min !== undefined) n = n.refine((v) => v >= o.min!, `must be at least ${o.min}`);
      if (o.max !== undefined) n = n.refine((v) => v <= o.max!, `must be at most ${o.max}`);
      return n;
    }
    case 'year':
      return z.coerce.string().regex(/^\d{4}$/, 'must be a year YYYY');
    case 'month':
      return z.string().regex(/^\d{4}-\d{2}$/, 'must be a month YYYY-MM');
    case 'monthrange':
      return listOf(z.string().regex(/^\d{4}-\d{2}$/, 'must be a month YYYY-MM'), 2);
    case 'date':
      return minDate(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
          .refine(isRealDate, NOT_A_DATE),
      );
    case 'datetime':
      return minDate(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'must be a date-time YYYY-MM-DD HH:mm:ss')
          .refine(isRealDate, NOT_A_DATE),
      );
    case 'daterange':
      return listOf(z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'must be a date YYYY-MM-DD'), 2);
    case 'time':
      return z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'must be a time HH:mm');
    case 'switch':
      return z.union([z.boolean().transform((b) => (b ? 1 : 0)), z.coerce.number().int().min(0).max(1)]);
    case 'select':
    case 'radio':
    case 'checkbox': {
      const allowed = o.dicData ? new Set(o.dicData.map((d) => String(d.value))) : f.dictCode ? dicts.get(f.dictCode) : undefined;
      const one = z
        .union([z.string(), z.number()])
        .transform((v) => String(v))
        .pipe(z.string().max(100))
        .refine((v) => !allowed || allowed.has(v), 'is not one of the allowed options');
      return f.fieldType === 'checkbox' || o.multiple ? listOf(one, 500).transform((l) => l.join(',')) : one;
    }
    case 'upload': {
      const limit = o.uploadLimit ?? o.numberMax ?? 9;
      const attachment = z.union([
        idText,
        z
          .object({ attachId: idText.optional(), id: idText.optional(), originalName: z.string().max(500).optional(), link: z.string().max(1000).optional() })
          .loose(),
      ]);
      return z.union([z.array(attachment).max(limit, `must have at most ${limit} files`), listOf(idText, limit).transform((l) => l.join(','))]);
    }
    case 'staff':
    case 'worker':
    case 'user':
    case 'site':
    case 'team':
    case 'assessment':
      return o.multiple ? listOf(idText, 1000).transform((l) => l.join(',')) : idText;
    case 'table': {
      const cols = o.columns ?? [];
      const row = objectOf(
        cols.map((c) => ({ name: c.fieldName, required: c.required === 1, schema: fieldSchema(c, dicts).describe(c.fieldLabel || words(c.fieldName)) })),
      );
      let rows = z.array(row).max(o.maxRows ?? 200, `must have at most ${o.maxRows ?? 200} rows`);
      if (o.minRows) rows = rows.min(o.minRows, `must have at least ${o.minRows} rows`);
      return rows;
    }
    default:
      return z.unknown();
  }
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * An object of optional fields plus the required check (zod skips absent optional keys, so
 * "required" is checked on the whole object): empty values count as missing.
 */
function objectOf(fields: { name: string; required: boolean; schema: z.ZodType }[]) {
  const shape = Object.fromEntries(fields.map((f) => [f.name, z.preprocess((v) => (isEmpty(v) ? undefined : v), f.schema.optional())]));
  return z.object(shape).superRefine((obj, ctx) => {
    for (const f of fields)
      if (f.required && isEmpty((obj as Record<string, unknown>)[f.name])) ctx.addIssue({ code: 'custom', path: [f.name], message: 'this is required' });
  });
}

/** Whether a field shows for these values (its showWhen/hideWhen rules). */
export function fieldVisible(o: FieldOptions, values: Record<string, unknown>): boolean {
  if (o.showWhen && !testCondition(o.showWhen, values)) return false;
  if (o.hideWhen && testCondition(o.hideWhen, values)) return false;
  return true;
}

export interface ValidateOptions {
  /** Previous values: fields with formEditDisabled keep them (edit mode). */
  previous?: Record<string, unknown>;
  /** Drafts may leave required fields empty. */
  draft?: boolean;
}

/*
 * Built schemas, by what they are built from (type, options, label and the allowed dictionary keys; a form's set
 * of visible fields): every start and save of a form validates with the same ones. Bounded: cleared when full.
 */
const fieldSchemas = new Map<string, z.ZodType>();
const objectSchemas = new Map<string, z.ZodType>();
function cached(cache: Map<string, z.ZodType>, key: string, build: () => z.ZodType): z.ZodType {
  let schema = cache.get(key);
  if (!schema) {
    if (cache.size >= 2000) cache.clear();
    cache.set(key, (schema = build()));
  }
  return schema;
}

/** The dictionary keys a field's schema allows (a table's columns may name any of the loaded dictionaries). */
function dictSignature(f: Pick<FieldDef, 'fieldType' | 'dictCode'>, dicts: Map<string, Set<string>>): string {
  if (f.fieldType === 'table') return [...dicts].map(([code, keys]) => `${code}=${[...keys].join(',')}`).join(';');
  const keys = f.dictCode ? dicts.get(f.dictCode) : undefined;
  return keys ? `${f.dictCode}=${[...keys].join(',')}` : '';
}

/**
 * Validates submitted values against a form's field definitions: a zod schema is built from the
 * whitelisted field language (never from client-supplied schemas). Hidden fields (showWhen/hideWhen)
 * are dropped and not required; unknown keys are dropped; display fields collect nothing.
 */
export function validateValues(
  fields: FieldDef[],
  raw: Record<string, unknown>,
  dicts: Map<string, Set<string>>,
  opts: ValidateOptions = {},
): Record<string, unknown> {
  const input = { ...raw };
  if (opts.previous) {
    for (const f of fields) if (f.formEditDisabled === 1 && f.fieldName in opts.previous) input[f.fieldName] = opts.previous[f.fieldName];
  }
  const visible: { name: string; required: boolean; schema: z.ZodType; key: string }[] = [];
  for (const f of fields) {
    if (DISPLAY_ONLY.has(f.fieldType)) continue;
    const o = parseFieldOption(f.fieldOption, f.fieldName);
    if (!fieldVisible(o, input)) continue;
    const required = !opts.draft && f.required === 1;
    const key = `${f.fieldType}\u0001${f.fieldOption ?? ''}\u0001${f.fieldLabel ?? ''}\u0001${dictSignature(f, dicts)}`;
    const schema = cached(fieldSchemas, key, () => {
      const built = fieldSchema({ fieldType: f.fieldType, fieldOption: o, dictCode: f.dictCode }, dicts);
      // the label names the field in error messages (platform/http/messages.ts)
      return f.fieldLabel ? built.describe(f.fieldLabel) : built;
    });
    visible.push({ name: f.fieldName, required, schema, key });
  }
  const objectKey = visible.map((v) => `${v.name}\u0002${v.required ? 1 : 0}\u0002${v.key}`).join('\u0003');
  const parsed = parseOrThrow(
    cached(objectSchemas, objectKey, () => objectOf(visible)),
    input,
  ) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
}

export const isSelectorType = (t: string) => SELECTORS.has(t);
