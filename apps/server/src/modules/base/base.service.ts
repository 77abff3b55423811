import { audit } from '../../platform/audit.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { projectRolesOf, projects, setProjectRoleStaff } from './base.queries.js';

/** Assigns staff to one special role of a project (replacing that role's staff); answers every role of the project. */
export async function updateProjectRole(ctx: ServiceContext, projectId: string, roleCode: string, staffIds: string[]) {
  const ids = staffIds.join(',');
  await ctx.db.transaction(async (tx) => {
    await projects.getById(tx, ctx.auth, projectId);
    await setProjectRoleStaff(tx, ctx.auth, projectId, roleCode, ids);
    await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'project_role', recordId: projectId, changes: { [roleCode]: { to: ids } } });
  });
  return projectRolesOf(ctx.db, ctx.auth, projectId);
}
