import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { splitIds } from '../../platform/util.js';
import { role } from '../../platform/auth/identity.tables.js';
import { forms } from '../form/form.queries.js';
import { HR_ROLE_ALIASES } from '../form/form.seeds.js';
import { demoContext } from './demo-context.js';

/**
 * DEMO_DATA=1, first boot, after the demo organisation: the forms only HR starts by hand were seeded before
 * the demo company's HR role existed, so the administrator adds that role to their "who may start" in the
 * form designer.
 */
async function seedDemoStartRoles(db: Db, app: FastifyInstance): Promise<void> {
  const admin = await demoContext(db, app, 'admin');
  const roles = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, DEFAULT_TENANT), eq(role.isDeleted, 0), inArray(role.roleAlias, [...HR_ROLE_ALIASES])));
  for (const f of app.modules.forms.filter((x) => x.hrStarted)) {
    const form = await forms.findById(db, admin.auth, String(f.id));
    if (!form) continue;
    const ids = [...new Set([...splitIds(form.startRoles as string | null), ...roles.map((r) => r.id)])];
    await forms.save(admin, { id: form.id, startRoles: ids.join(',') });
  }
}

export const seedDemoStartRolesOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoStartRoles(db, app);
};
