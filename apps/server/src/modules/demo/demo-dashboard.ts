import { and, eq, inArray } from 'drizzle-orm';
import { DASHBOARD_PERMISSIONS as D } from '@hr/contracts';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { bumpPermVersion } from '../../platform/auth/permissions.js';
import { menu, role, roleMenu } from '../../platform/auth/identity.tables.js';

/*
 * DEMO_DATA=1, first boot, after the demo roles got their menus: the Dashboard menu for HR (its panel),
 * the directors and the managers (department leaders: the directors' panel). HR holds every business
 * menu by the demo grants; the directors' panel is not HR's.
 */

const GRANTS: Record<string, string[]> = { hr: [D.menu, D.hr], director: [D.menu, D.director], manager: [D.menu, D.director] };

export async function seedDemoDashboardGrants(db: Db): Promise<void> {
  const menus = await db
    .select({ id: menu.id, code: menu.code })
    .from(menu)
    .where(and(eq(menu.isDeleted, 0), inArray(menu.code, [D.menu, D.hr, D.director])));
  const idOf = new Map(menus.map((m) => [m.code, m.id]));
  await db.transaction(async (tx) => {
    for (const [alias, codes] of Object.entries(GRANTS)) {
      const [r] = await tx
        .select({ id: role.id })
        .from(role)
        .where(and(eq(role.tenantId, DEFAULT_TENANT), eq(role.roleAlias, alias), eq(role.isDeleted, 0)))
        .limit(1);
      if (!r) continue;
      const other = Object.values(D)
        .filter((c) => !codes.includes(c) && idOf.has(c))
        .map((c) => idOf.get(c)!);
      if (other.length) await tx.delete(roleMenu).where(and(eq(roleMenu.roleId, r.id), inArray(roleMenu.menuId, other)));
      const wanted = codes.filter((c) => idOf.has(c)).map((c) => ({ roleId: r.id, menuId: idOf.get(c)! }));
      if (wanted.length) await tx.insert(roleMenu).values(wanted).onConflictDoNothing();
    }
    await bumpPermVersion(tx, { tenantId: DEFAULT_TENANT });
  });
}

export const seedDemoDashboardOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoDashboardGrants(db);
};
