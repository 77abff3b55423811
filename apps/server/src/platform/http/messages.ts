import { z } from 'zod';
import { words } from '@hr/contracts';

/*
 * THE wording of input errors: every 400 that a zod schema raises (route input through the errors
 * plugin, parseOrThrow inside handlers, process form values) says `<path>: <Label> <what is wrong>`, the
 * label being the schema's description (`.describe('Leave days')`, a form field's fieldLabel) or, when
 * none is given, the field name in words (`leaveStartTime` -> "Leave start time").
 */

type Issue = z.core.$ZodIssue;
type Def = { type: string; [key: string]: unknown };
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } } | undefined)?._zod?.def;
const descriptionOf = (s: unknown): string | undefined => (s ? z.globalRegistry.get(s as z.ZodType)?.description : undefined);

/** The schemas a value passes through before reaching `s` itself (optional, default, pipe, lazy...). */
function inner(s: unknown): unknown[] {
  const def = defOf(s);
  if (!def) return [];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return [def.innerType];
    case 'pipe':
      return [def.in, def.out];
    case 'lazy':
      return [(def.getter as () => unknown)()];
    case 'union':
      return def.options as unknown[];
    case 'intersection':
      return [def.left, def.right];
    default:
      return [];
  }
}

/** The description on `s` or on what it wraps (outermost first). */
function labelHere(s: unknown, depth = 0): string | undefined {
  if (!s || depth > 8) return undefined;
  const own = descriptionOf(s);
  if (own) return own;
  for (const i of inner(s)) {
    const found = labelHere(i, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The schema of one key (object property, array element, record value) of `s`. */
function child(s: unknown, key: PropertyKey, depth = 0): unknown {
  const def = defOf(s);
  if (!def || depth > 8) return undefined;
  if (def.type === 'object') {
    const shape = (def.shape ?? {}) as Record<string, unknown>;
    return shape[String(key)] ?? def.catchall;
  }
  if (def.type === 'array') return def.element;
  if (def.type === 'record') return def.valueType;
  if (def.type === 'tuple') return (def.items as unknown[])[Number(key)];
  for (const i of inner(s)) {
    const found = child(i, key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

// the field's key in words (shared with the web's error toast)
export { words };

/** The label of the field at `path` of `schema`: its description, else its name in words. */
export function labelAt(schema: unknown, path: readonly PropertyKey[]): string {
  // the nearest named key: `feedbackScore.0` is labelled by feedbackScore
  const last = [...path].reverse().find((k) => typeof k === 'string' && !/^\d+$/.test(k));
  const fallback = last === undefined ? 'The request' : words(String(last));
  try {
    let s: unknown = schema;
    for (const key of path) s = s === undefined ? undefined : child(s, key);
    return labelHere(s) ?? fallback;
  } catch {
    return fallback; // a schema shape the walk does not know never turns a 400 into a 500
  }
}

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), input);
const isMissing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

/** zod's own wording of a check, as opposed to a message the schema's author wrote (`ratings are 0 to 4`). */
const GENERIC = /^(Too (small|big)|Invalid|Expected|Number must|String must|Array must)/;

/** What is wrong, in words (without the label). */
function problem(issue: Issue, value: unknown): string {
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.message && !GENERIC.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(value) ? 'is required' : `must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'invalid_union':
      return isMissing(value) ? 'is required' : 'has a value of the wrong kind';
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'is required' : `must be at least ${min} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return Number(issue.minimum) <= 1 ? 'is required' : `must have at least ${min} items`;
      return issue.inclusive === false ? `must be more than ${min}` : `must be at least ${min}`;
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `must be at most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at most ${max} items`;
      return issue.inclusive === false ? `must be less than ${max}` : `must be at most ${max}`;
    }
    case 'invalid_format':
      if (isMissing(value)) return 'is required';
      // a regex's own message says which format (`must be a date YYYY-MM-DD`)
      return issue.message && !issue.message.startsWith('Invalid') ? issue.message : `is not a valid ${issue.format === 'regex' ? 'value' : issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_value':
      return isMissing(value) ? 'is required' : `must be one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    case 'invalid_key':
    case 'invalid_element':
      return 'has a value of the wrong kind';
    default:
      // custom checks speak for themselves ('must be a numeric id', 'this is required')
      return issue.message === 'this is required' || (isMissing(value) && /^Invalid input/.test(issue.message)) ? 'is required' : issue.message;
  }
}

/** One issue as the client reads it: `leaveDays: Leave days is required`. */
export function issueMessage(issue: Issue, schema: unknown, input: unknown): string {
  const path = issue.path.map(String).join('.');
  const text = `${labelAt(schema, issue.path)} ${problem(issue, valueAt(input, issue.path))}`;
  return path ? `${path}: ${text}` : text;
}

/** The 400's message for a failed parse: up to five issues, each naming its field. */
export function issuesMessage(issues: readonly Issue[], schema: unknown, input: unknown): string {
  return issues
    .slice(0, 5)
    .map((i) => issueMessage(i, schema, input))
    .join('; ');
}
