import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { client, menu, role, roleMenu, tenant, user } from './system.tables.js';
import { ADMIN_ALIAS, DEFAULT_TENANT } from '../../platform/auth/context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { nextId } from '../../platform/db/ids.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import type { MenuSeed } from './menu-seeds.js';
import type { Db } from '../../platform/db/client.js';
import { sysSecret } from '../../platform/db/platform.tables.js';

/** Marks a database the build seeded (scripts/dump-template.ts) until its first boot gives it its own admin and client. */
export const INSTALL_TEMPLATE_MARKER = 'install_template';

/**
 * First boot: tenant 000000, the administrator role and account (ADMIN_PASSWORD, otherwise the initial
 * password that must be changed at first sign-in), the web client. Every boot: missing menus, then the
 * modules' idempotent seeders (reference data, demo data) in module order.
 *
 * `template` (the build, scripts/dump-template.ts): the tenant, the administrator role, the menus and the reference
 * data only, marked INSTALL_TEMPLATE_MARKER; no account, no client, no secret. A data folder that starts from that
 * database has its first boot when the marker is there: it adds the account and the client and removes the marker.
 */
export async function bootstrap(app: FastifyInstance, options: { template?: boolean } = {}): Promise<boolean> {
  const db = app.db;
  const cfg = app.config;
  const [existing] = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.tenantId, DEFAULT_TENANT)).limit(1);
  const fromTemplate =
    Boolean(existing) && (await db.select({ key: sysSecret.key }).from(sysSecret).where(eq(sysSecret.key, INSTALL_TEMPLATE_MARKER))).length > 0;
  const firstBoot = !options.template && (!existing || fromTemplate);
  if (options.template && !existing) {
    await db.transaction(async (tx) => {
      await createTenantAndAdminRole(tx);
      await tx.insert(sysSecret).values({ key: INSTALL_TEMPLATE_MARKER, value: 'seeded by the build' });
    });
  } else if (firstBoot) {
    const adminPassword = cfg.adminPassword ?? initialPassword();
    const passwordHash = await hashPassword(adminPassword);
    const secretHash = await hashPassword(cfg.webClientSecret);
    await db.transaction(async (tx) => {
      const roleId = existing ? await adminRoleId(tx) : await createTenantAndAdminRole(tx);
      await tx
        .insert(user)
        .values({
          tenantId: DEFAULT_TENANT,
          account: 'admin',
          password: passwordHash,
          name: 'admin',
          realName: 'Administrator',
          roleId,
          isInitialPassword: cfg.adminPassword ? 0 : 1,
        });
      await tx
        .insert(client)
        .values({
          tenantId: DEFAULT_TENANT,
          clientId: cfg.webClientId,
          clientSecretHash: secretHash,
          authorizedGrantTypes: 'password,refresh_token,sms,sso,oidc',
          accessTokenValidity: cfg.accessTokenSeconds,
          refreshTokenValidity: cfg.refreshTokenSeconds,
        });
      await tx.delete(sysSecret).where(eq(sysSecret.key, INSTALL_TEMPLATE_MARKER));
    });
    app.log.info({ account: 'admin', initialPassword: !cfg.adminPassword }, 'first boot: tenant 000000 and admin created');
  }
  await seedMenus(db, app.modules.menus);
  for (const seed of app.modules.seeds) await seed.run(db, app, firstBoot);
  return firstBoot;
}

/** Tenant 000000 and its administrator role (the role every seeded menu is granted to); answers the role's id. */
async function createTenantAndAdminRole(tx: Db): Promise<string> {
  await tx.insert(tenant).values({ tenantId: DEFAULT_TENANT, tenantName: 'Default company' }).onConflictDoNothing();
  const roleId = nextId();
  await tx.insert(role).values({ id: roleId, tenantId: DEFAULT_TENANT, roleName: 'Administrator', roleAlias: ADMIN_ALIAS, sort: 1 });
  return roleId;
}

/** The administrator role the build's database already holds. */
async function adminRoleId(tx: Db): Promise<string> {
  const [admin] = await tx
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, DEFAULT_TENANT), eq(role.roleAlias, ADMIN_ALIAS), eq(role.isDeleted, 0)))
    .orderBy(role.sort)
    .limit(1);
  if (!admin) throw new Error('the seeded database has no administrator role');
  return admin.id;
}

/** Inserts missing menus (by code), parents first, and grants new ones to the administrator roles. */
async function seedMenus(db: Db, seeds: readonly MenuSeed[]): Promise<void> {
  if (seeds.length === 0) return;
  const present = await db.select({ id: menu.id, code: menu.code }).from(menu).where(eq(menu.isDeleted, 0));
  const idByCode = new Map(present.map((m) => [m.code, m.id]));
  const fresh = seeds.filter((s) => !idByCode.has(s.code));
  if (fresh.length === 0) return;
  const pending = [...fresh];
  const rows: (typeof menu.$inferInsert)[] = [];
  while (pending.length) {
    const before = pending.length;
    for (let i = 0; i < pending.length; i++) {
      const s = pending[i];
      if (s.parent && !idByCode.has(s.parent)) continue;
      const id = nextId();
      idByCode.set(s.code, id);
      rows.push({
        id,
        tenantId: DEFAULT_TENANT,
        parentId: s.parent ? idByCode.get(s.parent)! : '0',
        code: s.code,
        name: s.name,
        alias: s.alias ?? s.code,
        path: s.path ?? null,
        source: s.source ?? null,
        sort: s.sort ?? 0,
        category: s.category ?? 1,
        action: s.action ?? 0,
      });
      pending.splice(i--, 1);
    }
    if (pending.length === before) throw new Error(`menu seeds with unknown parents: ${pending.map((p) => `${p.code}->${p.parent}`).join(', ')}`);
  }
  await db.transaction(async (tx) => {
    await tx.insert(menu).values(rows);
    const admins = await tx
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.roleAlias, ADMIN_ALIAS), eq(role.isDeleted, 0)));
    if (admins.length) {
      await tx
        .insert(roleMenu)
        .values(admins.flatMap((a) => rows.map((r) => ({ roleId: a.id, menuId: r.id! }))))
        .onConflictDoNothing();
    }
    // a new page follows the roles holding what it shows (MenuSeed.grantWith), with its own id only: the parents are theirs already
    for (const seed of fresh.filter((f) => f.grantWith)) {
      const holder = idByCode.get(seed.grantWith!);
      if (!holder) continue;
      const holders = await tx.select({ roleId: roleMenu.roleId }).from(roleMenu).where(eq(roleMenu.menuId, holder));
      if (holders.length)
        await tx
          .insert(roleMenu)
          .values(holders.map((h) => ({ roleId: h.roleId, menuId: idByCode.get(seed.code)! })))
          .onConflictDoNothing();
    }
  });
}
