import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { nextId } from '../../platform/db/ids.js';
import { dept, menu } from './system.tables.js';

/** Test set-up shared by the identity suites: roles, users, grants and departments through the API. */
export const STRONG_PASSWORD = 'Str0ng!Pass';

/** A fresh app and the administrator's session (each suite's beforeAll). */
export async function adminApp(): Promise<{ t: TestApp; admin: Session }> {
  const t = await createTestApp();
  return { t, admin: await t.login() };
}

/** A tree node (role, menu or selector tree). */
// biome-ignore lint/suspicious/noExplicitAny: the tests read any field of a node the API answered
export type Node = { id: string; parentId: string; hasChildren: boolean; children?: Node[] } & Record<string, any>;

/** The first node of a forest, depth first, that matches. */
export function findNode(nodes: Node[], pred: (n: Node) => boolean): Node | undefined {
  for (const n of nodes) {
    if (pred(n)) return n;
    const hit = findNode(n.children ?? [], pred);
    if (hit) return hit;
  }
  return undefined;
}

export async function menuIds(t: TestApp, codes: string[]): Promise<string[]> {
  const rows = await t.db.select({ id: menu.id, code: menu.code }).from(menu).where(inArray(menu.code, codes));
  expect(rows.map((r) => r.code).sort()).toEqual([...codes].sort());
  return rows.map((r) => r.id);
}

export async function createRole(t: TestApp, admin: Session, roleAlias: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.post(admin, '/api/blade-system/role/submit', { roleName: roleAlias, roleAlias, ...extra });
  expect(res.status, res.msg).toBe(200);
  return res.data.id;
}

export async function createUser(t: TestApp, admin: Session, account: string, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await t.post(admin, '/api/blade-user/submit', { account, name: account, realName: account, password: STRONG_PASSWORD, ...fields });
  expect(res.status, res.msg).toBe(200);
  return res.data.id;
}

export async function grant(t: TestApp, admin: Session, roleId: string, codes: string[], scopes: { dataScopeIds?: string[]; apiScopeIds?: string[] } = {}) {
  const res = await t.post(admin, '/api/blade-system/role/grant', {
    roleIds: roleId,
    menuIds: codes.length ? (await menuIds(t, codes)).join(',') : '',
    dataScopeIds: (scopes.dataScopeIds ?? []).join(','),
    apiScopeIds: (scopes.apiScopeIds ?? []).join(','),
  });
  expect(res.status, res.msg).toBe(200);
}

/** A department row (the department API is another module's): `parent` builds `ancestors` like BladeX. */
export async function insertDept(t: TestApp, deptName: string, parent?: { id: string; ancestors: string }) {
  const row = { id: nextId(), deptName, parentId: parent?.id ?? '0', ancestors: parent ? `${parent.ancestors},${parent.id}` : '0' };
  await t.db.insert(dept).values(row);
  const [saved] = await t.db.select({ id: dept.id, ancestors: dept.ancestors }).from(dept).where(eq(dept.id, row.id));
  return saved;
}
