import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { DEFAULT_TENANT, type AuthContext } from '../../platform/auth/context.js';
import { loadRoleGrants } from '../../platform/auth/permissions.js';
import { tenant, user } from '../../platform/auth/identity.tables.js';

/*
 * The demo company is made as its people would make it: through the modules' services and repositories,
 * each seed acting as a demo account (the administrator sets the company up, HR records people, staff file
 * requests), so every rule, default and audit row applies as it does for a person.
 */

/** The service context of a demo account, as its own session would see it (roles and grants loaded). */
export async function demoContext(db: Db, app: FastifyInstance, account: string): Promise<ServiceContext> {
  const [u] = await db
    .select()
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT), eq(user.account, account)))
    .limit(1);
  if (!u) throw new Error(`demo: no account ${account}`);
  const [t] = await db.select({ permVersion: tenant.permVersion }).from(tenant).where(eq(tenant.tenantId, DEFAULT_TENANT)).limit(1);
  const roleIds = (u.roleId ?? '').split(',').filter(Boolean);
  const grants = await loadRoleGrants(db, { tenantId: DEFAULT_TENANT }, roleIds, t?.permVersion ?? 1);
  const auth: AuthContext = {
    tenantId: DEFAULT_TENANT,
    userId: u.id,
    account: u.account,
    userName: u.name ?? u.account,
    realName: u.realName ?? u.account,
    sessionId: 'demo-seed',
    roleIds,
    roleAliases: grants.roleAliases,
    roles: grants.roles,
    deptIds: (u.deptId ?? '').split(',').filter(Boolean),
    postIds: (u.postId ?? '').split(',').filter(Boolean),
    staffId: u.staffId,
    workerId: u.workerId,
    isAdmin: grants.isAdmin,
    permissions: grants.permissions,
    permissionList: grants.permissionList,
    apiScopes: grants.apiScopes,
    dataScopes: grants.dataScopes,
  };
  return { db, auth, app };
}

/** The staff records of demo accounts, in the order given (accounts without one are left out). */
export async function demoStaffIds(db: Db, accounts: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ account: user.account, staffId: user.staffId })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT), inArray(user.account, [...accounts])));
  const byAccount = new Map(rows.map((r) => [r.account, r.staffId]));
  return accounts.map((a) => byAccount.get(a)).filter((id): id is string => Boolean(id));
}
