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

type Token = { kind: 'name' | 'lit' | 'op'; value: string };
const TOKEN = /\s*(?:(-?\d+(?:\.\d+)?)|'([^']*)'|"([^"]*)"|(==|!=|>=|<=|&&|\|\||[<>])|([A-Za-z_][\w.]*))/y;

function tokens(src: string): Token[] | undefined {
  const out: Token[] = [];
  let pos = 0;
  while (pos < src.length && src.slice(pos).trim()) {
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(src);
    if (!m) return undefined;
    pos = TOKEN.lastIndex;
    if (m[1] !== undefined) out.push({ kind: 'lit', value: m[1] });
    else if (m[2] !== undefined || m[3] !== undefined) out.push({ kind: 'lit', value: m[2] ?? m[3] });
    else if (m[4]) out.push({ kind: 'op', value: m[4] });
    else if (['and', 'or'].includes(m[5])) out.push({ kind: 'op', value: m[5] === 'and' ? '&&' : '||' });
    else if (['true', 'false', 'null'].includes(m[5])) out.push({ kind: 'lit', value: m[5] === 'null' ? '' : m[5] });
    else out.push({ kind: 'name', value: m[5] });
  }
  return out;
}

function compare(a: unknown, op: string, b: unknown): boolean {
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const na = Number(a), nb = Number(b);
  const numeric = text(a) !== '' && text(b) !== '' && !Number.isNaN(na) && !Number.isNaN(nb);
  switch (op) {
    case '==': return numeric ? na === nb : text(a) === text(b);
    case '!=': return numeric ? na !== nb : text(a) !== text(b);
    case '>': return numeric && na > nb;
    case '>=': return numeric && na >= nb;
    case '<': return numeric && na < nb;
    case '<=': return numeric && na <= nb;
    default: return false;
  }
}

/**
 * The visibility rules of a field (`isLeave == 1`, `leaveUnit == 0.5 && x != 'a'`), read the way the
 * server reads them: comparisons joined by && and || (|| binds loosest). Unreadable rules show the field.
 */
export function testRule(rule: string, values: Record<string, unknown>): boolean {
  const list = tokens(rule);
  if (!list) return true;
  const value = (t: Token | undefined) => (t?.kind === 'name' ? values[t.value] : t?.value);
  const orGroups: Token[][][] = [[[]]];
  for (const t of list) {
    const ors = orGroups[orGroups.length - 1];
    if (t.kind === 'op' && t.value === '||') orGroups.push([[]]);
    else if (t.kind === 'op' && t.value === '&&') ors.push([]);
    else ors[ors.length - 1].push(t);
  }
  return orGroups.some((ands) =>
    ands.every((c) => {
      if (c.length === 1) return Boolean(value(c[0])) && value(c[0]) !== '0' && value(c[0]) !== 'false';
      if (c.length !== 3 || c[1].kind !== 'op') return true;
      return compare(value(c[0]), c[1].value, value(c[2]));
    }),
  );
}

export function isShown(def: FieldDefinition, values: Record<string, unknown>): boolean {
  const o = optionOf(def);
  if (o.showWhen && !testRule(o.showWhen, values)) return false;
  if (o.hideWhen && testRule(o.hideWhen, values)) return false;
  return true;
}
