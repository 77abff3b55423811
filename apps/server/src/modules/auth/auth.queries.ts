import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { authSession } from '../../platform/db/platform.tables.js';
import { splitIds } from '../../platform/util.js';
import { role, user } from '../../platform/auth/identity.tables.js';
import { deptNamesIn } from '../system/system.public.js';

export type UserRow = typeof user.$inferSelect;

/** A live user of the tenant by account, phone (spaces ignored), e-mail (any case) or id. */
export async function findActiveUser(
  db: Db,
  tenantId: string,
  where: { account?: string; phone?: string; email?: string; id?: string },
): Promise<UserRow | null> {
  const conds = [eq(user.tenantId, tenantId), eq(user.isDeleted, 0)];
  if (where.account !== undefined) conds.push(eq(user.account, where.account));
  if (where.phone !== undefined) conds.push(or(eq(user.phone, where.phone), eq(sql`replace(${user.phone}, ' ', '')`, where.phone.replace(/\s/g, '')))!);
  if (where.email !== undefined) conds.push(sql`lower(${user.email}) = ${where.email.toLowerCase()}`);
  if (where.id !== undefined) conds.push(eq(user.id, where.id));
  const [row] = await db
    .select()
    .from(user)
    .where(and(...conds))
    .limit(1);
  return row ?? null;
}

/** The aliases of the user's live roles and the names of their departments (the token answer's role_name, dept_name). */
export async function roleAndDeptNames(db: Db, u: Pick<UserRow, 'tenantId' | 'roleId' | 'deptId'>): Promise<{ roleAliases: string[]; deptNames: string[] }> {
  const roleIds = splitIds(u.roleId);
  const deptIds = splitIds(u.deptId);
  const [roles, depts] = await Promise.all([
    roleIds.length
      ? db
          .select({ alias: role.roleAlias })
          .from(role)
          .where(and(sql`${role.id} in ${roleIds}`, eq(role.isDeleted, 0)))
      : [],
    deptNamesIn(db, u, deptIds),
  ]);
  return { roleAliases: roles.map((r) => r.alias), deptNames: depts };
}

/** Whether the session was opened (its sign-in happened) within the last `minutes`. */
export async function sessionOpenedWithin(db: Db, sessionId: string, minutes: number): Promise<boolean> {
  const [fresh] = await db
    .select({ id: authSession.id })
    .from(authSession)
    .where(and(eq(authSession.id, sessionId), sql`${authSession.createTime} > current_timestamp - ${minutes} * interval '1 minute'`));
  return Boolean(fresh);
}
