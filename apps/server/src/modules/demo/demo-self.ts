import { and, eq, inArray } from 'drizzle-orm';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { splitIds } from '../../platform/util.js';
import { role } from '../../platform/auth/identity.tables.js';
import { templateForm } from '../form/form.tables.js';
import { HR_ROLE_ALIASES, HR_STARTED_FORMS } from '../form/form-seeds.js';

/**
 * DEMO_DATA=1, first boot, after the demo organisation: the forms only HR starts by hand were seeded before
 * the demo company's HR role existed, so that role joins their "who may start".
 */
async function seedDemoStartRoles(db: Db): Promise<void> {
  const roles = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, DEFAULT_TENANT), eq(role.isDeleted, 0), inArray(role.roleAlias, [...HR_ROLE_ALIASES])));
  const forms = await db
    .select({ id: templateForm.id, startRoles: templateForm.startRoles })
    .from(templateForm)
    .where(and(eq(templateForm.tenantId, DEFAULT_TENANT), inArray(templateForm.id, [...HR_STARTED_FORMS].map(String))));
  for (const form of forms) {
    const ids = [...new Set([...splitIds(form.startRoles), ...roles.map((r) => r.id)])];
    await db
      .update(templateForm)
      .set({ startRoles: ids.join(',') })
      .where(eq(templateForm.id, form.id));
  }
}

export const seedDemoStartRolesOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoStartRoles(db);
};
