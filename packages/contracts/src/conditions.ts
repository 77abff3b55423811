/**
 * The small, declarative condition language of BPMN gateways (`leaveDays > 3`) and form field visibility
 * rules (`isLeave == 1`): one parser and evaluator for the server (which validates values and routes
 * approvals by it) and the web app (which shows and hides fields by it), so both read a rule alike.
 * It is parsed into a tree and interpreted: nothing is ever evaluated as JavaScript.
 *
 *   expr    := or
 *   or      := and (('||' | 'or') and)*
 *   and     := unary (('&&' | 'and') unary)*
 *   unary   := ('!' | 'not') unary | compare
 *   compare := operand (('==' | '!=' | '>' | '>=' | '<' | '<=' | 'contains' | 'in') operand)?
 *   operand := number | 'string' | "string" | true | false | null | name(.name)* | '[' operand, ... ']' | '(' expr ')'
 *
 * Names read form values. `a contains b`: a is a list (array or comma string) holding b.
 * `a in [1, 2]`: a equals one of the list. Comparisons of a number with a numeric string compare numbers.
 */
export type Condition =
  | { k: 'lit'; v: unknown }
  | { k: 'var'; path: string[] }
  | { k: 'list'; items: Condition[] }
  | { k: 'not'; e: Condition }
  | { k: 'and' | 'or'; l: Condition; r: Condition }
  | { k: 'cmp'; op: CmpOp; l: Condition; r: Condition };
type CmpOp = '==' | '!=' | '>' | '>=' | '<' | '<=' | 'contains' | 'in';

export class ConditionError extends Error {}

const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(==|!=|>=|<=|&&|\|\||[()[\],!<>])|([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*))/y;

type Tok = { t: 'num' | 'str' | 'op' | 'name'; v: string };

function tokenize(src: string): Tok[] {
  if (src.length > 500) throw new ConditionError('expression is longer than 500 characters');
  const out: Tok[] = [];
  TOKEN.lastIndex = 0;
  let pos = 0;
  while (pos < src.length) {
    if (/^\s*$/.test(src.slice(pos))) break;
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(src);
    if (!m) throw new ConditionError(`unexpected character '${src.slice(pos).trim()[0]}' at ${pos + 1}`);
    pos = TOKEN.lastIndex;
    if (m[1] !== undefined) out.push({ t: 'num', v: m[1] });
    else if (m[2] !== undefined) out.push({ t: 'str', v: m[2].slice(1, -1).replace(/\\(.)/g, '$1') });
    else if (m[3] !== undefined) out.push({ t: 'op', v: m[3] });
    else out.push({ t: 'name', v: m[4] });
  }
  return out;
}

const WORD_OPS = new Map<string, string>([
  ['and', '&&'],
  ['or', '||'],
  ['not', '!'],
]);
const CMP = new Set(['==', '!=', '>', '>=', '<', '<=', 'contains', 'in']);

/** Parses an expression; throws ConditionError with a readable message on bad input. */
export function parseCondition(src: string): Condition {
  const toks = tokenize(src);
  let i = 0;
  const peek = () => {
    const t = toks[i];
    if (t?.t === 'name' && WORD_OPS.has(t.v)) return WORD_OPS.get(t.v);
    if (t?.t === 'name' && (t.v === 'contains' || t.v === 'in')) return t.v;
    return t?.t === 'op' ? t.v : undefined;
  };
  const expect = (op: string) => {
    if (peek() !== op) throw new ConditionError(`expected '${op}'${toks[i] ? ` before '${toks[i].v}'` : ' at the end'}`);
    i++;
  };
  let depth = 0;
  const or = (): Condition => {
    if (++depth > 50) throw new ConditionError('expression is nested too deeply');
    let l = and();
    while (peek() === '||') {
      i++;
      l = { k: 'or', l, r: and() };
    }
    depth--;
    return l;
  };
  const and = (): Condition => {
    let l = unary();
    while (peek() === '&&') {
      i++;
      l = { k: 'and', l, r: unary() };
    }
    return l;
  };
  const unary = (): Condition => {
    if (peek() === '!') {
      i++;
      return { k: 'not', e: unary() };
    }
    const l = operand();
    const op = peek();
    if (op && CMP.has(op)) {
      i++;
      return { k: 'cmp', op: op as CmpOp, l, r: operand() };
    }
    return l;
  };
  const operand = (): Condition => {
    const t = toks[i];
    if (!t) throw new ConditionError('expression ends too early');
    if (t.t === 'op' && t.v === '(') {
      i++;
      const e = or();
      expect(')');
      return e;
    }
    if (t.t === 'op' && t.v === '[') {
      i++;
      const items: Condition[] = [];
      while (peek() !== ']') {
        items.push(operand());
        if (peek() === ',') i++;
        else break;
      }
      expect(']');
      return { k: 'list', items };
    }
    i++;
    if (t.t === 'num') return { k: 'lit', v: Number(t.v) };
    if (t.t === 'str') return { k: 'lit', v: t.v };
    if (t.t === 'name') {
      if (t.v === 'true') return { k: 'lit', v: true };
      if (t.v === 'false') return { k: 'lit', v: false };
      if (t.v === 'null') return { k: 'lit', v: null };
      if (WORD_OPS.has(t.v) || t.v === 'contains' || t.v === 'in') throw new ConditionError(`unexpected '${t.v}'`);
      return { k: 'var', path: t.v.split('.') };
    }
    throw new ConditionError(`unexpected '${t.v}'`);
  };
  if (toks.length === 0) throw new ConditionError('expression is empty');
  const e = or();
  if (i < toks.length) throw new ConditionError(`unexpected '${toks[i].v}'`);
  return e;
}

/** The form-value names an expression reads (to check them against a form's fields). */
export function conditionNames(e: Condition): string[] {
  switch (e.k) {
    case 'var':
      return [e.path[0]];
    case 'list':
      return e.items.flatMap(conditionNames);
    case 'not':
      return conditionNames(e.e);
    case 'and':
    case 'or':
    case 'cmp':
      return [...conditionNames(e.l), ...conditionNames(e.r)];
    default:
      return [];
  }
}

const asList = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v === null || v === undefined
        ? []
        : [v];

const numeric = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return null;
};

function equal(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined)) return true;
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== null && nb !== null) return na === nb;
  return String(a ?? '') === String(b ?? '');
}

function order(a: unknown, b: unknown): number | null {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== null && nb !== null) return na - nb;
  if (typeof a === 'string' && typeof b === 'string' && a !== '' && b !== '') return a < b ? -1 : a > b ? 1 : 0; // dates compare as text
  return null;
}

const truthy = (v: unknown): boolean => {
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'string') return v !== '' && v !== '0' && v !== 'false';
  return Boolean(v);
};

function value(e: Condition, vars: Record<string, unknown>): unknown {
  switch (e.k) {
    case 'lit':
      return e.v;
    case 'var': {
      let cur: unknown = vars;
      for (const p of e.path) {
        if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, p)) return undefined;
        cur = (cur as Record<string, unknown>)[p];
      }
      return cur;
    }
    case 'list':
      return e.items.map((x) => value(x, vars));
    default:
      return evaluateCondition(e, vars);
  }
}

/** Evaluates a parsed expression over form values; missing names read as undefined (never throws). */
export function evaluateCondition(e: Condition, vars: Record<string, unknown>): boolean {
  switch (e.k) {
    case 'and':
      return evaluateCondition(e.l, vars) && evaluateCondition(e.r, vars);
    case 'or':
      return evaluateCondition(e.l, vars) || evaluateCondition(e.r, vars);
    case 'not':
      return !evaluateCondition(e.e, vars);
    case 'cmp': {
      const l = value(e.l, vars);
      const r = value(e.r, vars);
      switch (e.op) {
        case '==':
          return equal(l, r);
        case '!=':
          return !equal(l, r);
        case 'contains':
          return asList(l).some((x) => equal(x, r));
        case 'in':
          return asList(r).some((x) => equal(l, x));
        default: {
          const c = order(l, r);
          if (c === null) return false;
          return e.op === '>' ? c > 0 : e.op === '>=' ? c >= 0 : e.op === '<' ? c < 0 : c <= 0;
        }
      }
    }
    default:
      return truthy(value(e, vars));
  }
}

const cache = new Map<string, Condition>();
/** Parses (cached) and evaluates; an unparseable rule throws ConditionError. */
export function testCondition(src: string, vars: Record<string, unknown>): boolean {
  let e = cache.get(src);
  if (!e) {
    e = parseCondition(src);
    if (cache.size > 1000) cache.clear();
    cache.set(src, e);
  }
  return evaluateCondition(e, vars);
}
