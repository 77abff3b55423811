import type { FastifyInstance } from 'fastify';

/**
 * The route catalogue the harnesses (fuzz, permission matrix) iterate: every API route the app
 * registered (`app.routeTable`), with its parameters read from the generated OpenAPI document. A module
 * that registers routes through `defineRoute` joins the harnesses without any edit here.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export interface Field {
  name: string;
  in: 'query' | 'path' | 'body';
  schema: JsonSchema;
  required: boolean;
}

export interface ApiRoute {
  method: string;
  /** Fastify form: `/api/x/:id`. */
  url: string;
  permission: unknown;
  /** Parameters read from the body (POST, PUT...) rather than the query string. */
  readsBody: boolean;
  /** Body media types the route documents (empty when none is documented). */
  bodyTypes: string[];
  fields: Field[];
  /** Its success answer is documented as the envelope (false for raw answers: files, the token call, health). */
  envelope: boolean;
  /** Its success answer is a workbook (`download: 'xlsx'` routes: exports and templates). */
  workbook: boolean;
  key: string;
}

export const TOKEN_URL = '/api/blade-auth/oauth/token';

/** Every API route except the OpenAPI viewer, with its parameters. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const doc = deref(app.swagger()) as { paths?: Record<string, Record<string, Operation>> };
  const ops = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, op] of Object.entries(item)) ops.set(`${method.toUpperCase()} ${url}`, op);
  }
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const r of app.routeTable) {
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) continue;
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const op = ops.get(key);
    const fields: Field[] = [];
    for (const p of op?.parameters ?? []) {
      if (p.in === 'query' || p.in === 'path')
        fields.push({ name: p.name, in: p.in, schema: p.schema ?? {}, required: Boolean(p.required) || p.in === 'path' });
    }
    // Path parameters the document does not describe (hidden routes) still get filled.
    for (const m of r.url.matchAll(/:([A-Za-z0-9_]+)/g)) {
      if (!fields.some((f) => f.in === 'path' && f.name === m[1])) fields.push({ name: m[1], in: 'path', schema: { type: 'string' }, required: true });
    }
    const content = op?.requestBody?.content ?? {};
    const bodyTypes = Object.keys(content);
    const bodySchema = flatten(content['application/json']?.schema ?? Object.values(content)[0]?.schema ?? {});
    for (const [name, schema] of Object.entries(bodySchema.properties ?? {})) {
      fields.push({ name, in: 'body', schema, required: (bodySchema.required ?? []).includes(name) });
    }
    routes.push({
      method: r.method,
      url: r.url,
      permission: r.permission,
      readsBody: !['GET', 'DELETE', 'HEAD', 'OPTIONS'].includes(r.method),
      bodyTypes,
      fields,
      envelope: Boolean(op?.responses?.['200']?.content?.['application/json']?.schema?.properties?.success),
      workbook: Boolean(op?.responses?.['200']?.content?.['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
      key,
    });
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** The document with every local `$ref` replaced by its target (cycles are cut at the second visit). */
function deref(doc: unknown): unknown {
  const root = doc as Record<string, unknown>;
  const resolve = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
  const walk = (node: unknown, seen: Set<string>): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, seen));
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') return seen.has(ref) ? {} : walk(resolve(ref), new Set([...seen, ref]));
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, seen)]));
  };
  return walk(doc, new Set());
}

/** Merges `allOf` parts and picks the object branch of a union, so properties can be listed. */
function flatten(s: JsonSchema): JsonSchema {
  if (s.allOf)
    return (
      s.allOf
        .map(flatten)
        // biome-ignore lint/performance/noAccumulatingSpread: a schema has a handful of `allOf` parts
        .reduce((a, b) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties }, required: [...(a.required ?? []), ...(b.required ?? [])] }), {})
    );
  const branch = (s.anyOf ?? s.oneOf)?.find((x) => x.properties);
  return branch ? flatten(branch) : s;
}

/** The primary type of a schema: the first non-null branch of a union. */
export function kindOf(s: JsonSchema): string {
  if (s.enum) return typeof s.enum[0] === 'number' ? 'integer' : 'string';
  if (s.const !== undefined) return typeof s.const;
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) {
    const kinds = branches.map(kindOf).filter((k) => k !== 'null');
    return kinds.includes('string') ? 'string' : (kinds[0] ?? 'string');
  }
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (t) return t;
  return s.properties ? 'object' : 'string';
}

export const isIdField = (name: string) => /^(id|ids)$/i.test(name) || /(Id|Ids|_id|_ids)$/.test(name);

/** The route URL with its path parameters filled. */
export function fillPath(url: string, value: (name: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(value(name)));
}

export type Permission = 'public' | 'authenticated' | 'code';
export function permissionKind(p: unknown): Permission {
  return p === 'public' || p === 'authenticated' ? p : 'code';
}

let counter = 0;
/**
 * A plausible value for a schema (required fields of a create call, benign parameters): strings
 * unique per call within their length limits, numbers within their range, dates in the API format.
 */
export function validValue(name: string, s: JsonSchema, ids: { id?: string } = {}): unknown {
  const n = ++counter;
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined && s.default !== null) return s.default;
  const kind = kindOf(s);
  const branch = (s.anyOf ?? s.oneOf)?.find((b) => kindOf(b) === kind) ?? s;
  if (isIdField(name)) return ids.id ?? '0';
  switch (kind) {
    case 'integer':
    case 'number': {
      const min = branch.minimum ?? s.minimum;
      const max = branch.maximum ?? s.maximum;
      let v = 1;
      if (min !== undefined && v < min) v = min;
      if (max !== undefined && v > max) v = max;
      return v;
    }
    case 'boolean':
      return true;
    case 'array':
      return [validValue(name, branch.items ?? s.items ?? {}, ids)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, sub] of Object.entries(branch.properties ?? {})) if ((branch.required ?? []).includes(k)) out[k] = validValue(k, sub, ids);
      return out;
    }
    default: {
      const pattern = branch.pattern ?? s.pattern ?? '';
      const format = branch.format ?? s.format ?? '';
      if (format === 'date' || /date|day|birthday/i.test(name) || pattern.includes('\\d{4}-\\d{2}-\\d{2}')) {
        return /time|:/i.test(name + pattern) ? '2024-01-02 08:00:00' : '2024-01-02';
      }
      if (format === 'date-time') return '2024-01-02T08:00:00Z';
      if (format === 'email' || /email|mail/i.test(name)) return `harness${n}@example.com`;
      if (/phone|mobile|tel/i.test(name)) return `+659${String(1000000 + n).slice(-7)}`;
      const max = branch.maxLength ?? s.maxLength ?? 40;
      const min = branch.minLength ?? s.minLength ?? 0;
      let v = `h${n}${name}`.slice(0, Math.max(1, max));
      while (v.length < min) v += 'x';
      return v;
    }
  }
}

/** Whether a field would usually be sent by a client creating a record (required, or a non-nullable non-id value). */
export const wantedForCreate = (f: Field) =>
  f.required || (!isIdField(f.name) && !f.schema.nullable && f.schema.default === undefined && !['version', 'status'].includes(f.name));

/** Deterministic pseudo-random numbers (mulberry32), seeded per route so failures reproduce. */
export function seeded(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

/** The BladeX envelope `{code, success, data, msg}`. */
export function isEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === 'number' && typeof b.success === 'boolean' && 'data' in b && typeof b.msg === 'string';
}

/** The token call's failure `{error, error_description}`. */
export function isOAuthError(body: unknown): boolean {
  const b = body as Record<string, unknown> | null;
  return typeof b === 'object' && b !== null && typeof b.error === 'string' && typeof b.error_description === 'string';
}
