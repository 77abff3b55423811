import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { nextId } from '../../platform/db/ids.js';
import { dept, menu, role, roleMenu, tenant, user } from '../system/system.tables.js';

/** Test fixtures: departments, roles with grants and users written straight to the tables (no staff module needed). */
export const PASSWORD = 'Passw0rd!2026';
let hashed: Promise<string> | undefined;

export async function makeRole(db: Db, alias: string, grants: string[] = []): Promise<string> {
  const id = nextId();
  await db.insert(role).values({ id, roleName: alias, roleAlias: alias });
  if (grants.length) {
    const menus = await db.select({ id: menu.id }).from(menu).where(inArray(menu.code, grants));
    await db.insert(roleMenu).values(menus.map((m) => ({ roleId: id, menuId: m.id })));
    await db
      .update(tenant)
      .set({ permVersion: sql`${tenant.permVersion} + 1` })
      .where(eq(tenant.tenantId, '000000'));
  }
  return id;
}

export async function makeDept(db: Db, name: string, leader?: string, parentId = '0'): Promise<string> {
  const id = nextId();
  await db.insert(dept).values({ id, deptName: name, parentId, deptLeader: leader ?? null });
  return id;
}

export async function setLeader(db: Db, deptId: string, leader: string) {
  await db.update(dept).set({ deptLeader: leader }).where(eq(dept.id, deptId));
}

export async function makeUser(
  db: Db,
  account: string,
  o: { roleIds?: string[]; deptId?: string; firstApprover?: string; staffId?: string } = {},
): Promise<string> {
  hashed ??= hashPassword(PASSWORD);
  const id = nextId();
  await db
    .insert(user)
    .values({
      id,
      account,
      password: await hashed,
      name: account,
      realName: account.replace(/^./, (c) => c.toUpperCase()),
      roleId: (o.roleIds ?? []).join(','),
      deptId: o.deptId ?? '',
      firstApprover: o.firstApprover ?? null,
      staffId: o.staffId ?? null,
      isInitialPassword: 0,
    });
  return id;
}

export const userById = async (db: Db, id: string) =>
  (
    await db
      .select()
      .from(user)
      .where(and(eq(user.id, id)))
      .limit(1)
  )[0];
