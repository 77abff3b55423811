import { z } from 'zod';
import { SPECIALIST_PERMISSIONS, WORKER_TEAM_PERMISSIONS as TEAM, WORKER_TRANSITION_PERMISSIONS as TRANSITION } from '@hr/contracts';
import { crudRoutes, listRoute } from '../../platform/crud-routes.js';
import { route, zId } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { streamExcel } from '../../platform/excel.js';
import { transitionExportColumns } from './worker.schema.js';
import { activeSupervisors, workers } from './worker.queries.js';
import { companySpecialists, projectsWithTeams, projectTree, specialists, teams, teamsWithMembers, transitions } from './team.queries.js';
import { changeTeamProject, changeTeamSpecialist, deleteTeams, finishTransferById, removeFromTeam } from './team.service.js';
import { moveToTeam } from './worker.service.js';

const BASE = '/api/mcc-worker';
const tags = ['worker_team'];
/** Specialist trades fill worker and team forms: any signed-in user may read them. */
const specialistPermissions = { ...SPECIALIST_PERMISSIONS, view: 'authenticated' };
const SPECIALIST_CALLS = { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' } as const;

/** Teams and their members, specialists, the project tree, project transfers (`/api/mcc-worker/...`). */
export const teamRoutes = [
  ...crudRoutes(teams, {
    prefix: `${BASE}/team`,
    permissions: TEAM,
    routes: { page: 'page', list: 'teamListAll', detail: 'detail', save: 'addTeam', update: 'update', submit: false, remove: false },
  }),
  route({
    method: 'POST',
    url: `${BASE}/team/delTeam`,
    permission: TEAM.delete,
    summary: 'Removes teams (ids); a team that still has members is refused (409)',
    tags,
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: ({ ids }, ctx) => deleteTeams(ctx, ids).then(() => null),
  }),
  listRoute(workers, {
    url: `${BASE}/team/teamWorkerList`,
    permission: TEAM.view,
    summary: 'Members of a team (teamId)',
    tags,
    input: { teamId: zId },
    size: -1,
  }),
  route({
    method: 'GET',
    url: `${BASE}/team/teamWorkerList2`,
    permission: TEAM.view,
    summary: 'Teams of a project with their members (the worker selector project tree)',
    tags,
    input: z.object({ projectId: zId }),
    output: z.array(z.object({ id: z.string(), teamName: z.string(), workers: z.array(workers.record) })),
    handler: ({ projectId }, ctx) => teamsWithMembers(ctx, projectId) as never,
  }),
  listRoute(workers, {
    url: `${BASE}/team/teamLeaderList`,
    permission: TEAM.view,
    summary: 'Supervisors (isSupervisor 1) who can lead teams, optionally of one project (projectId, nameOrNo)',
    tags,
    size: -1,
    answer: 'records',
    preset: activeSupervisors,
  }),
  route({
    method: 'POST',
    url: `${BASE}/team/teamChangeProject`,
    permission: TEAM.edit,
    summary: 'Moves a team and all its members to another project (recorded as completed project transfers)',
    tags,
    input: z.object({ teamId: zId, projectId: zId }),
    output: z.number(),
    handler: ({ teamId, projectId }, ctx) => changeTeamProject(ctx, teamId, projectId),
  }),
  route({
    method: 'POST',
    url: `${BASE}/team/teamChangeSpecialist`,
    permission: TEAM.edit,
    summary: "Changes a team's specialist trade; its members follow",
    tags,
    input: z.object({ teamId: zId, specialistId: zId }),
    output: teams.record,
    handler: ({ teamId, specialistId }, ctx) => changeTeamSpecialist(ctx, teamId, specialistId) as never,
  }),

  // team members
  route({
    method: 'POST',
    url: `${BASE}/teammember/addTeamMembers`,
    permission: TEAM.edit,
    summary: 'Adds workers (workerIds) to a team (teamId); workers in transfer are refused',
    tags,
    input: z.object({ teamId: zId, workerIds: idList }),
    output: z.number(),
    handler: ({ teamId, workerIds }, ctx) => moveToTeam(ctx, workerIds, teamId),
  }),
  route({
    method: 'POST',
    url: `${BASE}/teammember/remove`,
    permission: TEAM.edit,
    summary: 'Takes workers (ids) out of their team; they stay on their project',
    tags,
    input: z.object({ ids: idList }),
    output: z.number(),
    handler: ({ ids }, ctx) => removeFromTeam(ctx, ids),
  }),

  // specialists and company specialists
  ...crudRoutes(specialists, { prefix: `${BASE}/specialist`, permissions: specialistPermissions, routes: SPECIALIST_CALLS }),
  ...crudRoutes(companySpecialists, { prefix: `${BASE}/companyspecialist`, permissions: specialistPermissions, routes: SPECIALIST_CALLS }),

  route({
    method: 'GET',
    url: `${BASE}/project/listTeam`,
    permission: 'authenticated',
    summary: 'Projects with their teams (the project tree of the worker and team selectors)',
    tags,
    output: projectTree,
    handler: (_q, ctx) => projectsWithTeams(ctx),
  }),

  // project transfers: pending ones put the worker "in transfer"
  ...crudRoutes(transitions, {
    prefix: `${BASE}/processsimplifytransition`,
    permissions: TRANSITION,
    routes: { page: 'page', list: false, detail: 'detail', save: 'save', update: false, submit: false, remove: false },
  }),
  route({
    method: 'POST',
    url: `${BASE}/processsimplifytransition/complete`,
    permission: TRANSITION.edit,
    summary: 'Completes a transfer: the worker moves to the target project and team and is no longer in transfer',
    tags: ['worker_transition'],
    input: z.object({ id: zId }),
    output: transitions.record,
    handler: ({ id }, ctx) => finishTransferById(ctx, id, true) as never,
  }),
  route({
    method: 'POST',
    url: `${BASE}/processsimplifytransition/cancel`,
    permission: TRANSITION.edit,
    summary: 'Cancels a transfer: the worker stays and is no longer in transfer',
    tags: ['worker_transition'],
    input: z.object({ id: zId }),
    output: transitions.record,
    handler: ({ id }, ctx) => finishTransferById(ctx, id, false) as never,
  }),
  route({
    method: 'GET',
    url: `${BASE}/processsimplifytransition/excel`,
    permission: TRANSITION.view,
    summary: 'Exports project transfers (.xlsx, streamed)',
    tags: ['worker_transition'],
    input: transitions.listInput.omit({ current: true, size: true }),
    download: 'xlsx',
    handler: (q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'project-transfers.xlsx',
        sheetName: 'Transfers',
        columns: transitionExportColumns,
        rows: transitions.exportRows(ctx, q),
      }),
  }),
];
