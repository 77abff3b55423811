import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_PERMISSIONS, WORKER_PERMISSIONS } from '@hr/contracts';
import { nextId } from '../../platform/db/ids.js';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../platform/db/client.js';
import { sysSecret } from '../../platform/db/platform.tables.js';
import { ADMIN_ALIAS, DEFAULT_TENANT } from '../../platform/auth/context.js';
import { BASIC } from '../../../test/helpers.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import { INSTALL_TEMPLATE_MARKER } from './bootstrap.js';
import { client, menu, role, roleMenu, user } from './system.tables.js';

/**
 * The build's seeded database (scripts/dump-template.ts, issue 13): reference data without any install's
 * secret, and the first boot of a data folder made from it gives that install its own admin and client.
 * On PGlite, as `npm start` uses it (PostgreSQL installs take the whole first boot on an empty database).
 */
describe('the seeded database a build ships', () => {
  const quiet = { logLevel: 'silent', backgroundJobs: false } as const;
  const count = async (database: Database, table: typeof user | typeof client | typeof menu) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it('holds the menus and reference data but no account, client or key; its first boot adds them once', async () => {
    const built = await openDatabase({ inMemory: true });
    const template = await buildApp({ database: built, installTemplate: true, config: { ...quiet, jwtSecret: 'the build stores no signing key' } });
    expect(template.firstBoot).toBe(false);
    await template.close();
    expect(await count(built, user)).toBe(0);
    expect(await count(built, client)).toBe(0);
    expect(await count(built, menu)).toBeGreaterThan(50);
    expect((await built.db.select({ key: sysSecret.key }).from(sysSecret)).map((r) => r.key)).toEqual([INSTALL_TEMPLATE_MARKER]);
    const dump = await built.dumpDataDir!();
    await built.close();

    // an install from that database, with no JWT_SECRET and no ADMIN_PASSWORD (as a newcomer's `npm start`)
    const installed = await openDatabase({ inMemory: true, loadDataDir: dump });
    try {
      const first = await buildApp({ database: installed, config: { ...quiet, jwtSecret: undefined, adminPassword: undefined } });
      expect(first.firstBoot).toBe(true);
      const [admin] = await installed.db.select({ isInitialPassword: user.isInitialPassword, roleId: user.roleId }).from(user).where(eq(user.account, 'admin'));
      expect(admin?.isInitialPassword).toBe(1);
      expect(await count(installed, client)).toBe(1);
      const secrets = (await installed.db.select({ key: sysSecret.key }).from(sysSecret)).map((r) => r.key);
      expect(secrets).toEqual(['jwt_signing_key']);
      // the administrator role the build seeded holds every menu, and the new admin has that role
      const [adminRole] = await installed.db
        .select({ id: role.id })
        .from(role)
        .where(and(eq(role.tenantId, DEFAULT_TENANT), eq(role.roleAlias, ADMIN_ALIAS)));
      expect(admin?.roleId).toBe(adminRole!.id);
      const granted = await installed.db.select({ n: sql<number>`count(*)::int` }).from(roleMenu).where(eq(roleMenu.roleId, adminRole!.id));
      expect(granted[0]!.n).toBe(await count(installed, menu));
      // the initial password signs in (and must be changed, as on any first boot)
      const signIn = await first.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: BASIC, 'tenant-id': DEFAULT_TENANT },
        payload: { grant_type: 'password', username: 'admin', password: initialPassword(), tenantId: DEFAULT_TENANT },
      });
      expect(signIn.statusCode).toBe(200);
      await first.close();

      const second = await buildApp({ database: installed, config: { ...quiet, jwtSecret: undefined, adminPassword: undefined } });
      expect(second.firstBoot).toBe(false);
      await second.close();
      expect(await count(installed, user)).toBe(1);
      expect(await count(installed, client)).toBe(1);
    } finally {
      await installed.close();
    }
  }, 120_000);

  it('grants a page added to a running product to the roles that hold what it shows (Compliance: whoever views workers)', async () => {
    const database = await openDatabase({ inMemory: true });
    try {
      const config = { ...quiet, jwtSecret: 'a test key that is long enough to sign' };
      await (await buildApp({ database, config })).close();
      const { db } = database;
      // a company's own role from before the page existed: it may view workers
      const [view] = await db.select({ id: menu.id }).from(menu).where(eq(menu.code, WORKER_PERMISSIONS.view));
      const roleId = nextId();
      await db.insert(role).values({ id: roleId, roleName: 'Site HR', roleAlias: 'site_hr' });
      await db.insert(roleMenu).values({ roleId, menuId: view!.id });
      await db.update(menu).set({ isDeleted: 1 }).where(eq(menu.code, COMPLIANCE_PERMISSIONS.centre));
      // the upgrade's boot adds the page and gives it to that role; a role without worker view does not get it
      await (await buildApp({ database, config })).close();
      const held = await db
        .select({ code: menu.code })
        .from(roleMenu)
        .innerJoin(menu, eq(menu.id, roleMenu.menuId))
        .where(and(eq(roleMenu.roleId, roleId), eq(menu.isDeleted, 0)));
      expect(held.map((h) => h.code).sort()).toEqual([COMPLIANCE_PERMISSIONS.centre, WORKER_PERMISSIONS.view].sort());
    } finally {
      await database.close();
    }
  });
});
