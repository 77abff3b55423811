import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { liveRows } from '../../platform/repository.js';
import { projectRole } from './base.tables.js';
import { projectRolesOf, projects } from './base.queries.js';

/** Assigns staff to one special role of a project (replacing that role's staff); answers every role of the project. */
export async function updateProjectRole(ctx: ServiceContext, projectId: string, roleCode: string, staffIds: string[]) {
  const ids = staffIds.join(',');
  await ctx.db.transaction(async (tx) => {
    await projects.getById(tx, ctx.auth, projectId);
    const [existing] = await tx
      .select({ id: projectRole.id })
      .from(projectRole)
      .where(and(liveRows(projectRole, ctx.auth), eq(projectRole.projectId, projectId), eq(projectRole.roleCode, roleCode)));
    if (existing) await tx.update(projectRole).set({ staffIds: ids, updateUser: ctx.auth.userId }).where(eq(projectRole.id, existing.id));
    else await tx.insert(projectRole).values({ tenantId: ctx.auth.tenantId, projectId, roleCode, staffIds: ids, createUser: ctx.auth.userId });
    await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'project_role', recordId: projectId, changes: { [roleCode]: { to: ids } } });
  });
  return projectRolesOf(ctx.db, ctx.auth, projectId);
}
