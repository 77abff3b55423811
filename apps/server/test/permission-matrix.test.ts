import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { role, tenant, user } from '../src/modules/system/system.tables.js';
import { createTestApp, type Session } from './helpers.js';
import { apiRoutes, fillPath, isEnvelope, isIdField, permissionKind, validValue, wantedForCreate, type ApiRoute } from './route-catalog.js';

/**
 * Every non-public API route called (a) with no token, (b) with tampered tokens, (c) by the
 * administrator of another tenant, (d) by a user whose role has no grants. Routes come from the route
 * table and the OpenAPI document, so new modules join without edits.
 */

const OTHER_TENANT = '100001';
const PASSWORD = 'Harness@2024x';
const PRIVATE_EMAIL = 'harness-private-admin@example.com';
const PRIVATE_PHONE = '+6580001234';
/** Tables whose rows every tenant shares by design (menus, system dictionaries, app versions). */
const SHARED_TABLES = new Set(['sys_menu', 'sys_dict', 'sys_app_version']);

const t = await createTestApp();
const routes = apiRoutes(t.app).filter((r) => r.permission !== 'public');
const byCode = routes.filter((r) => permissionKind(r.permission) === 'code');
const byAuthenticated = routes.filter((r) => r.permission === 'authenticated');

interface Row {
  table: string;
  id: string;
  version: number | null;
}
let admin: Session;
let other: Session;
let noGrants: Session;
/** Records of tenant 000000 the other tenant must never see or change. */
let records: Row[] = [];
/** Every id of tenant 000000 that must not appear in another tenant's answers. */
let foreignIds: string[] = [];
let adminId = '';

async function rowsOf(sqlText: string): Promise<Record<string, unknown>[]> {
  const res = (await t.db.execute(sql.raw(sqlText))) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}

/** Records the administrator of 000000 created through the routes, from every tenant-owned table. */
async function createdRecords(): Promise<Row[]> {
  const cols = await rowsOf(`select table_name, column_name from information_schema.columns where table_schema = current_schema()`);
  const tables = new Map<string, Set<string>>();
  for (const c of cols) {
    const set = tables.get(String(c.table_name)) ?? new Set<string>();
    set.add(String(c.column_name));
    tables.set(String(c.table_name), set);
  }
  const out: Row[] = [];
  for (const [table, columns] of tables) {
    if (SHARED_TABLES.has(table) || !['id', 'tenant_id', 'create_user'].every((c) => columns.has(c))) continue;
    const version = columns.has('version') ? 'version' : 'null::int as version';
    const live = columns.has('is_deleted') ? ' and is_deleted = 0' : '';
    const rows = await rowsOf(`select id::text as id, ${version} from "${table}" where tenant_id = '000000' and create_user = ${BigInt(adminId)}${live}`);
    for (const r of rows) out.push({ table, id: String(r.id), version: r.version === null ? null : Number(r.version) });
  }
  return out;
}

/** The 000000 records a route most likely addresses: the table named like one of its path segments. */
function idsFor(route: ApiRoute): string[] {
  const segments = route.url
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .slice(2, -1)
    .reverse();
  for (const seg of segments) {
    const snake = seg
      .replace(/-/g, '_')
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .toLowerCase();
    const hits = records.filter((r) => r.table === snake || r.table.endsWith(`_${snake}`));
    if (hits.length) return hits.map((h) => h.id);
  }
  return records.length ? records.map((r) => r.id) : [adminId];
}

/** A plausible call of the route whose id parameters all name `ids` (records the caller must not reach). */
async function callWith(route: ApiRoute, session: Session | null, ids: string[], headers: Record<string, string> = session?.headers ?? {}) {
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  for (const f of route.fields) {
    if (f.in === 'path') continue;
    let v: unknown;
    if (isIdField(f.name)) v = /ids$/i.test(f.name) ? ids.slice(0, 5).join(',') : ids[0];
    else if (f.required || (route.readsBody && wantedForCreate(f)) || ['current', 'size'].includes(f.name)) v = validValue(f.name, f.schema);
    if (v === undefined) continue;
    if (f.in === 'body') body[f.name] = v;
    else query[f.name] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return t.app.inject({ method: route.method as never, url: fillPath(route.url, () => ids[0]), query, headers, ...(route.readsBody ? { payload: body } : {}) });
}

function tamperedTokens(token: string): Record<string, string> {
  const [h, p, s] = token.split('.');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...claims, tid: OTHER_TENANT, sub: '1' })).toString('base64url');
  const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
  return { 'changed claims': `${h}.${forged}.${s}`, 'alg none': `${none}.${p}.`, 'flipped signature': `${h}.${p}.${flipped}`, garbage: 'not-a-jwt' };
}

let wrongKeyToken = '';

function envelopeStatus(res: LightMyRequestResponse): { status: number; envelope: boolean } {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, envelope: isEnvelope(body) };
}

async function addUser(tenantId: string, account: string, roleId: string): Promise<void> {
  await t.db.insert(user).values({ tenantId, account, password: await hashPassword(PASSWORD), name: account, realName: account, roleId, isInitialPassword: 0 });
}

beforeAll(async () => {
  admin = await t.login();
  adminId = admin.userId;
  // The admin's private details, which no other user's answer may carry.
  await t.db.update(user).set({ email: PRIVATE_EMAIL, phone: PRIVATE_PHONE }).where(eq(user.id, adminId));

  // Records in tenant 000000, created through every create call the catalogue offers.
  for (const route of routes.filter((r) => r.readsBody && /\/(submit|save)$/.test(r.url))) {
    const body = Object.fromEntries(route.fields.filter((f) => f.in === 'body' && wantedForCreate(f)).map((f) => [f.name, validValue(f.name, f.schema)]));
    await t.app.inject({ method: route.method as never, url: fillPath(route.url, () => '0'), headers: admin.headers, payload: body });
  }
  records = await createdRecords();
  const [adminRow] = await t.db.select({ roleId: user.roleId }).from(user).where(eq(user.id, adminId));
  // Not the admin's own id: shared rows (system dictionaries) carry it as createUser. The admin's row
  // itself would still show through its private e-mail and phone, which are checked.
  foreignIds = [...new Set([...records.map((r) => r.id), ...adminRow.roleId.split(',').filter(Boolean)])];

  // Tenant 100001 with its own administrator, straight through the tables.
  await t.db.insert(tenant).values({ tenantId: OTHER_TENANT, tenantName: 'Other company' });
  const [otherRole] = await t.db
    .insert(role)
    .values({ tenantId: OTHER_TENANT, roleName: 'Administrator', roleAlias: 'administrator' })
    .returning({ id: role.id });
  await addUser(OTHER_TENANT, 'other-admin', otherRole.id);
  other = await t.login('other-admin', PASSWORD, OTHER_TENANT);

  // A user of 000000 whose role holds no grants at all.
  const [bare] = await t.db.insert(role).values({ tenantId: '000000', roleName: 'No grants', roleAlias: 'harness_no_grants' }).returning({ id: role.id });
  await addUser('000000', 'no-grants', bare.id);
  noGrants = await t.login('no-grants', PASSWORD);

  wrongKeyToken = await new SignJWT({ tid: '000000', sid: '1', acc: 'admin', cid: 'hr-web' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(adminId)
    .setIssuer('hr-platform')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('some-other-signing-key'));
}, 120_000);

afterAll(async () => t.close());

describe('permission matrix', () => {
  it('has routes to check and records of tenant 000000 to protect', () => {
    expect(routes.length).toBeGreaterThan(3);
    expect(records.length).toBeGreaterThan(0);
  });

  describe('(a) no token: 401', () => {
    it.each(routes.map((r) => [r.key, r] as const))('%s', async (_k, route) => {
      const res = await callWith(route, null, ['1'], {});
      expect(envelopeStatus(res)).toEqual({ status: 401, envelope: true });
    });
  });

  describe('(b) tampered tokens: 401', () => {
    it.each(routes.map((r) => [r.key, r] as const))('%s', async (_k, route) => {
      const tokens = { ...tamperedTokens(admin.token), 'signed with another key': wrongKeyToken };
      const answers: Record<string, unknown> = {};
      for (const [name, token] of Object.entries(tokens))
        answers[name] = envelopeStatus(await callWith(route, null, ['1'], { 'blade-auth': `bearer ${token}` })).status;
      expect(answers).toEqual(Object.fromEntries(Object.keys(tokens).map((k) => [k, 401])));
    });
  });

  describe('(d) a role without grants: 403 on every permission-coded route', () => {
    it.each(byCode.map((r) => [r.key, r] as const))('%s', async (_k, route) => {
      const res = await callWith(route, noGrants, [adminId]);
      expect(envelopeStatus(res)).toEqual({ status: 403, envelope: true });
    });
  });

  describe("(d) a role without grants: 'authenticated' routes never show another user's private data", () => {
    it.each(byAuthenticated.map((r) => [r.key, r] as const))('%s', async (_k, route) => {
      let res = await callWith(route, noGrants, [adminId]);
      if (res.statusCode === 401) {
        noGrants = await t.login('no-grants', PASSWORD); // the route ended the session (logout)
        res = await callWith(route, noGrants, [adminId]);
      }
      expect(res.statusCode).toBeLessThan(500);
      for (const secret of [PRIVATE_EMAIL, PRIVATE_PHONE, admin.token, admin.refreshToken]) expect(res.body).not.toContain(secret);
    });
  });

  describe('(c) the administrator of another tenant: no data of tenant 000000', () => {
    it.each(routes.map((r) => [r.key, r] as const))('%s', async (_k, route) => {
      const ids = idsFor(route);
      let res = await callWith(route, other, ids);
      if (res.statusCode === 401) {
        other = await t.login('other-admin', PASSWORD, OTHER_TENANT);
        res = await callWith(route, other, ids);
      }
      expect(res.statusCode).toBeLessThan(500);
      const leaked = [...foreignIds, PRIVATE_EMAIL, PRIVATE_PHONE].filter((id) => res.body.includes(id));
      expect(leaked).toEqual([]);
    });

    it("left every record of tenant 000000 as it was, and the 000000 administrator's password works", async () => {
      const now = await createdRecords();
      const key = (r: Row) => `${r.table}:${r.id}:${r.version}`;
      expect(now.map(key).sort()).toEqual(records.map(key).sort());
      await expect(t.login()).resolves.toMatchObject({ userId: adminId });
    });
  });
});
