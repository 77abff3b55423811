import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session } from './helpers.js';
import { apiRoutes, fillPath, isEnvelope, isIdField, isOAuthError, kindOf, pick, seeded, TOKEN_URL, type ApiRoute, type Field } from './route-catalog.js';

/**
 * Malformed input for every API route, as the administrator: wrong types, huge strings,
 * injection-shaped text, bad ids, arrays for objects, malformed JSON, wrong content types, nulls.
 * Every answer must be below 500 and be the envelope (the token call may answer its OAuth shape;
 * raw routes such as downloads may answer their own shape on success, never on failure).
 * Eight seeded cases per route keep the file bounded as modules add routes.
 */

const INJECTIONS = [
  "' or 1=1 --",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection the API must store as text
  '${7*7}',
  '../../etc/passwd',
  "'); drop table sys_user; --",
  '{{7*7}}',
  '%00\u0000',
  '\\u0000 %s %n',
];
const BAD_IDS = ['abc', '-1', '99999999999999999999', '1e9', '1.5', '0x1F', ' ', '9223372036854775808'];
const HUGE = 'x'.repeat(100_000);
/** Parameters to aim at when a route documents none. */
const GENERIC: Field[] = ['id', 'ids', 'current', 'size', 'name'].map((name) => ({ name, in: 'query', schema: { type: 'string' }, required: false }));

type Rng = () => number;
type Req = {
  path?: (name: string) => string;
  rawPath?: string;
  query?: Record<string, string | string[]>;
  payload?: unknown;
  headers?: Record<string, string>;
  rawQuery?: string;
};
interface Case {
  name: string;
  build(route: ApiRoute, fields: Field[], rng: Rng): Req;
}

function wrongTypeFor(f: Field, rng: Rng, inQuery: boolean): unknown {
  const kind = kindOf(f.schema);
  if (inQuery) {
    if (kind === 'integer' || kind === 'number') return pick(rng, ['abc', '1.5e999', 'NaN', '--1']);
    if (kind === 'boolean') return 'maybe';
    return ['a', 'b'];
  }
  switch (kind) {
    case 'integer':
    case 'number':
      return pick(rng, ['abc', { a: 1 }, [1, 2], true, 1.5]);
    case 'boolean':
      return pick(rng, ['maybe', 2, { a: 1 }]);
    case 'array':
      return pick(rng, ['not-an-array', { a: 1 }, 42]);
    case 'object':
      return pick(rng, ['x', 42, [1]]);
    default:
      return pick(rng, [12345, { nested: { deep: [1] } }, [1, 2], true, -0.5]);
  }
}

/** Applies `value` to every field: query ones as strings, body ones as JSON values. */
function assign(route: ApiRoute, fields: Field[], value: (f: Field, inQuery: boolean) => unknown): Req {
  const query: Record<string, string | string[]> = {};
  const body: Record<string, unknown> = {};
  const path: Record<string, string> = {};
  for (const f of fields) {
    const inQuery = f.in === 'query' || (f.in !== 'body' && !route.readsBody);
    const v = value(f, inQuery || f.in === 'path');
    if (v === undefined) continue;
    if (f.in === 'path') path[f.name] = String(v);
    else if (inQuery && !route.readsBody)
      query[f.name] = Array.isArray(v) ? v.map(String) : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
    else body[f.name] = v;
  }
  return { path: (n) => path[n] ?? '1', query, payload: route.readsBody ? body : undefined };
}

const CASES: Case[] = [
  { name: 'wrong types', build: (r, fields, rng) => assign(r, fields, (f, q) => wrongTypeFor(f, rng, q)) },
  {
    name: 'huge strings',
    build: (r, fields, rng) => {
      const chosen = new Set(
        [...fields]
          .sort(() => rng() - 0.5)
          .slice(0, 4)
          .map((f) => f.name),
      );
      return assign(r, fields, (f) => (chosen.has(f.name) || f.in === 'path' ? (f.in === 'path' ? HUGE.slice(0, 5000) : HUGE) : undefined));
    },
  },
  { name: 'injection-shaped text', build: (r, fields, rng) => assign(r, fields, () => pick(rng, INJECTIONS)) },
  {
    name: 'bad ids and numbers',
    build: (r, fields, rng) =>
      assign(r, fields, (f) => {
        const kind = kindOf(f.schema);
        return isIdField(f.name) || f.in === 'path' || kind === 'integer' || kind === 'number' ? pick(rng, BAD_IDS) : undefined;
      }),
  },
  {
    name: 'arrays where objects are expected',
    build: (r, fields, rng) => {
      if (!r.readsBody) return assign(r, fields, () => [pick(rng, BAD_IDS), pick(rng, INJECTIONS)]);
      const inner = assign(r, fields, (f) => wrongTypeFor(f, rng, false));
      return { ...inner, payload: [inner.payload, [1, 2, 3], null] };
    },
  },
  {
    name: 'malformed JSON',
    build: (r, _fields, rng) => {
      // GET: broken percent-encoding in the query string and in any path parameter.
      if (!r.readsBody) return { rawQuery: pick(rng, ['%E0%A4%A=1&current=%', 'size=%ZZ&ids=%', '&&==&current', 'a=%F0%9F%98']), rawPath: '%E0%A4%A' };
      const body = pick(rng, ['{"id":', '{"ids": [1,2,}', '[{"a":1}', 'nul', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}', '\u0000{}']);
      return { payload: body, headers: { 'content-type': 'application/json' } };
    },
  },
  {
    name: 'wrong content type',
    build: (r, fields, rng) => {
      if (!r.readsBody) {
        const query: Record<string, string | string[]> = { __proto__x: '1', 'constructor[prototype][x]': '1', 'a[b][c]': '1' };
        for (const f of fields) query[`${f.name}[0]`] = pick(rng, INJECTIONS);
        return { query, payload: '{"x":1}', headers: { 'content-type': 'application/json' } };
      }
      const [type, body] = pick(rng, [
        ['text/plain', 'id=1&ids=2'],
        ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
        ['multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="id"\r\n\r\nabc\r\n--zz'],
        ['application/x-www-form-urlencoded', 'id=%ZZ&ids=1,abc&current=-5&size=%E0'],
        ['application/octet-stream', '\u0000\u0001\u0002'],
      ] as const);
      return { payload: body, headers: { 'content-type': type } };
    },
  },
  { name: 'nulls and empty strings', build: (r, fields, rng) => assign(r, fields, (_f, q) => (q ? '' : pick(rng, [null, '', {}, []]))) },
];

const t = await createTestApp();
let admin: Session = await t.login();
const routes = apiRoutes(t.app);
afterAll(async () => t.close());

function toInject(route: ApiRoute, req: Req): InjectOptions {
  let url = fillPath(route.url, req.path ?? (() => '1'));
  if (req.rawPath) url = route.url.replace(/:[A-Za-z0-9_]+/g, req.rawPath);
  if (req.rawQuery) url += `?${req.rawQuery}`;
  const payload = req.payload === undefined ? undefined : typeof req.payload === 'string' ? req.payload : JSON.stringify(req.payload);
  const headers: Record<string, string> = { ...admin.headers, ...(req.headers ?? {}) };
  if (payload !== undefined && !req.headers?.['content-type']) headers['content-type'] = 'application/json';
  return { method: route.method as never, url, query: req.query as never, payload, headers };
}

/** What is wrong with an answer (nothing, for a well-formed refusal or success). */
function problemsOf(route: ApiRoute, res: LightMyRequestResponse): string | null {
  const brief = () => `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) return `server error: ${brief()}`;
  if (/at .+\.(ts|js|mjs):\d+/.test(res.body)) return `stack trace leaked: ${brief()}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) return res.statusCode >= 400 ? `error answer is not JSON: ${type} ${brief()}` : null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `invalid JSON: ${brief()}`;
  }
  if (isEnvelope(body)) return null;
  if (res.statusCode < 400 && !route.envelope) return null; // a raw answer (file, health, token) on success
  if (route.url === TOKEN_URL && (isOAuthError(body) || (res.statusCode === 200 && typeof (body as { access_token?: unknown }).access_token === 'string')))
    return null;
  return `not the envelope: ${brief()}`;
}

describe('fuzz: malformed input never causes a 5xx and always answers the envelope', () => {
  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  it.each(routes.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const fields = route.fields.length ? route.fields : GENERIC.map((f) => ({ ...f, in: route.readsBody ? ('body' as const) : ('query' as const) }));
    const problems: string[] = [];
    for (const c of CASES) {
      const rng = seeded(`${route.key}|${c.name}`);
      const req = c.build(route, fields, rng);
      let res = await t.app.inject(toInject(route, req));
      if (res.statusCode === 401 && route.permission !== 'public') {
        // The route ended the admin's session (logout): sign in again and repeat the case once.
        admin = await t.login();
        res = await t.app.inject(toInject(route, req));
      }
      const problem = problemsOf(route, res);
      if (problem) problems.push(`${c.name}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});

/**
 * Exports run their query before the first byte: a sort column the list refuses, or an impossible
 * date, is the same 400 envelope as the list's, never a 200 whose file is cut off.
 */
describe('fuzz: exports refuse bad values with the envelope before any byte of the file', () => {
  const exports = routes.filter((r) => r.workbook && r.method === 'GET');
  const dateFields = (r: ApiRoute) => r.fields.filter((f) => f.in === 'query' && kindOf(f.schema) === 'string' && /(date|time|day)$/i.test(f.name));

  it('finds the exports', () => {
    expect(exports.filter((r) => r.fields.some((f) => f.name === 'ascs')).length).toBeGreaterThan(5);
  });

  it.each(exports.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const problems: string[] = [];
    const cases: Record<string, string>[] = [];
    if (route.fields.some((f) => f.name === 'ascs')) cases.push({ ascs: 'noSuchColumn' });
    for (const f of dateFields(route)) cases.push({ [f.name]: '7410-81-47' });
    // the list beside the export (same path, `/page`) is the reference: an export whose list ignores
    // sorting may ignore it too, but whatever the list refuses, the export refuses the same way
    const list = routes.find((r) => r.method === 'GET' && r.url === route.url.replace(/\/[^/]+$/, '/page'));
    for (const query of cases) {
      const res = await t.app.inject({ method: 'GET', url: route.url, query, headers: admin.headers });
      const body = String(res.headers['content-type']).includes('json') ? res.json() : undefined;
      const expected = list && 'ascs' in query ? (await t.app.inject({ method: 'GET', url: list.url, query, headers: admin.headers })).statusCode : 400;
      if (res.statusCode !== expected || (expected === 400 && !isEnvelope(body)))
        problems.push(`${JSON.stringify(query)}: ${res.statusCode} ${String(res.headers['content-type'])}, the list answers ${expected}`);
    }
    expect(problems).toEqual([]);
  });
});
