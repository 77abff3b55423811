import { eq, inArray, sql } from 'drizzle-orm';
import { dataScope, menu, role, roleMenu, roleScope, tenant, user } from '../src/modules/system/system.tables.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { nextId } from '../src/platform/db/ids.js';
import { SCOPE_DATA } from '../src/platform/auth/permissions.js';
import { ADMIN_PASSWORD, type Session, type TestApp } from './helpers.js';

export interface TestUser {
  account: string;
  /** Button codes granted through a fresh role. */
  codes?: string[];
  deptId?: string;
  /** Data scopes on resources (scopeType per permissions.ts DataScopeType). */
  dataScopes?: { resourceCode: string; scopeType: number; scopeColumn?: string; scopeValue?: string }[];
}

/** Creates a role with the given buttons and data scopes and a user holding it, then signs in as that user. */
export async function signInWith(t: TestApp, u: TestUser): Promise<Session> {
  const roleId = nextId();
  await t.db.insert(role).values({ id: roleId, roleName: `role ${u.account}`, roleAlias: `r_${u.account}` });
  if (u.codes?.length) {
    const menus = await t.db.select({ id: menu.id, code: menu.code }).from(menu).where(inArray(menu.code, u.codes));
    const missing = u.codes.filter((c) => !menus.some((m) => m.code === c));
    if (missing.length) throw new Error(`unknown button codes: ${missing.join(', ')}`);
    await t.db.insert(roleMenu).values(menus.map((m) => ({ roleId, menuId: m.id })));
  }
  for (const ds of u.dataScopes ?? []) {
    const [anyMenu] = await t.db.select({ id: menu.id }).from(menu).limit(1);
    const scopeId = nextId();
    await t.db
      .insert(dataScope)
      .values({
        id: scopeId,
        menuId: anyMenu.id,
        resourceCode: ds.resourceCode,
        scopeName: `${ds.resourceCode} ${ds.scopeType}`,
        scopeType: ds.scopeType,
        scopeColumn: ds.scopeColumn ?? 'create_dept',
        scopeValue: ds.scopeValue ?? null,
      });
    await t.db.insert(roleScope).values({ roleId, scopeId, scopeCategory: SCOPE_DATA });
  }
  await t.db
    .insert(user)
    .values({
      account: u.account,
      password: await hashPassword(ADMIN_PASSWORD),
      name: u.account,
      realName: u.account,
      roleId,
      deptId: u.deptId ?? '',
      isInitialPassword: 0,
    });
  await t.db
    .update(tenant)
    .set({ permVersion: sql`${tenant.permVersion} + 1` })
    .where(eq(tenant.tenantId, '000000'));
  return t.login(u.account);
}
