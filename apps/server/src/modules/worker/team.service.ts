import type { ServiceContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { projectExists } from '../base/base.public.js';
import { clearTeamOf, setTeamMembersSpecialist, setTeamProject, specialistExists, teamMemberIds, withWorkerNames } from './worker.queries.js';
import { memberCount, teams, transitions } from './team.queries.js';
import { finishTransfer, type TransitionRow } from './transfer.service.js';
import { moveToTeam } from './worker.service.js';

type Row = Record<string, unknown>;

/** Removes teams; a team that still has members is refused. */
export async function deleteTeams(ctx: ServiceContext, ids: string[]): Promise<void> {
  if ((await memberCount(ctx, ids)) > 0) throw conflict('ids: remove the members of the team first');
  await teams.remove(ctx, ids);
}

/** Moves a team and all its members to another project (each member's move recorded as a completed transfer). */
export async function changeTeamProject(ctx: ServiceContext, teamId: string, projectId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await teams.getById(tx, ctx.auth, teamId);
    if (!(await projectExists(tx, ctx.auth, projectId))) throw notFound('project');
    await setTeamProject(tx, ctx.auth, teamId, projectId);
    const ids = await teamMemberIds(tx, ctx.auth, teamId);
    return ids.length ? moveToTeam({ ...ctx, db: tx }, ids, teamId) : 0;
  });
}

/** Changes a team's specialist trade; its members follow. */
export async function changeTeamSpecialist(ctx: ServiceContext, teamId: string, specialistId: string): Promise<Row> {
  const saved = await ctx.db.transaction(async (tx) => {
    if (!(await specialistExists(tx, ctx.auth, specialistId))) throw notFound('specialist');
    const row = await teams.save({ ...ctx, db: tx }, { id: teamId, specialistId });
    await setTeamMembersSpecialist(tx, ctx.auth, teamId, specialistId);
    return row;
  });
  return (await withWorkerNames(ctx.db, [saved]))[0];
}

/** Takes workers the caller may see out of their team; they stay on their project. */
export async function removeFromTeam(ctx: ServiceContext, ids: string[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const moved = await clearTeamOf(tx, ctx.auth, ids);
    if (moved.length === 0) throw notFound('worker');
    await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'worker', recordId: moved, changes: { teamId: { to: null } } });
    return moved.length;
  });
}

/** HR completes (`done`) or cancels a pending transfer by its id. */
export async function finishTransferById(ctx: ServiceContext, id: string, done: boolean): Promise<TransitionRow> {
  return ctx.db.transaction(async (tx) => finishTransfer(tx, ctx.auth, (await transitions.getById(tx, ctx.auth, id)) as TransitionRow, done));
}
