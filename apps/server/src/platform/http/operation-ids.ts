/**
 * OpenAPI operation ids, derived from the URL so generated clients get readable, stable names.
 *
 * The rule (docs/platform.md, "Decisions that differ"):
 * 1. Drop `/api/` and the service segment (`mcc-staff`, `blade-system`, ...), camelCase what is left:
 *    each segment's first letter is upper-cased (the first segment's lower-cased), the rest of the
 *    segment keeps its own casing; `-`, `_` and `.` split words; a path parameter is `By<Name>`.
 *    `/api/mcc-staff/leaverecord/page` -> `leaverecordPage`,
 *    `/api/mcc-staff/vacationCreditDetail/search` -> `vacationCreditDetailSearch`,
 *    `/api/blade-resource/file/{attachId}` -> `fileByAttachId`.
 * 2. When two services give the same id, every one of them gets its service's name in front
 *    (`mcc-staff` -> `staff`, `blade-system` -> `system`): `staffLeaverecordPage`, `workerLeaverecordPage`.
 * 3. When one path answers several methods, GET (else the first of POST, PUT, PATCH, DELETE) keeps
 *    the id and the others get the method after it: `roleGrant`, `roleGrantPost`.
 * A route's own `operationId` (RouteSpec.operationId) is kept as it is and its id is taken.
 * The ids depend only on the set of routes, never on their registration order.
 */

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'];
const SERVICE = /^(mcc|blade)-[a-z0-9-]+$/;

const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);

/** The path's segments after `/api/` and the service, with the service's short name. */
function split(path: string): { service: string; words: string[] } {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  let service = '';
  if (segments.length > 1 && SERVICE.test(segments[0]!)) service = segments.shift()!.replace(/^(mcc|blade)-/, '');
  const words: string[] = [];
  for (const segment of segments) {
    const param = /^\{(.+)\}$/.exec(segment) ?? /^:(.+)$/.exec(segment);
    const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
    if (param) words.push('By');
    words.push(...parts);
  }
  return { service, words };
}

const camel = (words: string[]) => lowerFirst(words.map(upperFirst).join('')).replace(/^[^a-z]+/, (m) => m.toLowerCase()) || 'root';

/** The id rule 1 gives for one path (before any collision is settled). */
export function baseOperationId(path: string): string {
  return camel(split(path).words);
}

interface Operation {
  path: string;
  method: string;
  target: Record<string, unknown>;
}

/** Gives every operation of an OpenAPI document without an `operationId` one (rules above). In place. */
export function assignOperationIds(doc: { paths?: Record<string, Record<string, unknown>> }): void {
  const taken = new Set<string>();
  const pending: Operation[] = [];
  const paths = Object.keys(doc.paths ?? {}).sort();
  for (const path of paths) {
    const item = doc.paths![path]!;
    for (const method of Object.keys(item).sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b))) {
      if (!METHOD_ORDER.includes(method)) continue;
      const target = item[method] as Record<string, unknown>;
      if (typeof target.operationId === 'string') taken.add(target.operationId);
      else pending.push({ path, method, target });
    }
  }
  // rule 2: ids two services share get the service in front
  const byBase = new Map<string, Operation[]>();
  for (const op of pending) {
    const base = baseOperationId(op.path);
    byBase.set(base, [...(byBase.get(base) ?? []), op]);
  }
  const named = new Map<Operation, string>();
  for (const [base, ops] of byBase) {
    const services = new Set(ops.map((op) => split(op.path).service));
    for (const op of ops) {
      const { service, words } = split(op.path);
      named.set(op, services.size > 1 || taken.has(base) ? camel([service, ...words].filter(Boolean)) : base);
    }
  }
  // rule 3: the first method keeps the id, the others (and any id still taken) get the method after it
  for (const op of pending) {
    let id = named.get(op)!;
    if (taken.has(id)) id = `${id}${upperFirst(op.method)}`;
    for (let n = 2; taken.has(id); n++) id = `${named.get(op)}${upperFirst(op.method)}${n}`;
    taken.add(id);
    op.target.operationId = id;
  }
}
