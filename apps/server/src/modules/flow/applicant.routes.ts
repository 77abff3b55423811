import { directoryRoute } from '../../platform/crud-routes.js';
import { route } from '../../platform/http/route.js';
import { employedOnly, staffs } from '../staff/staff.queries.js';
import { projectsWithTeams, projectTree } from '../worker/team.queries.js';
import { directoryInput, directorySearch, workers } from '../worker/worker.queries.js';
import { filingScope } from './applicant.js';

const tags = ['process (own name)'];

/**
 * The selectors of a form's applicant field: the people the caller may file requests for (`filingScope`),
 * with the directory's columns. Unlike the directory reads (modules/directories.ts) they are scoped, so a
 * site supervisor is offered his site's workers and nobody the server would then refuse.
 */
export const applicantRoutes = [
  directoryRoute(staffs, {
    url: '/api/blade-flow/applicant/staff-list',
    summary:
      "The applicant field's staff selector: the employed staff the caller may file requests for (with File requests for others, the " +
      "caller's data scope of staff; else the caller), as getStaffList answers them; ids, deptId, teamId, businessSectionId, projectId, " +
      'nameOrNo; size -1 = all',
    tags,
    filters: ['ids', 'deptId', 'teamId', 'businessSectionId', 'projectId', 'nameOrNo'],
    size: -1,
    answer: 'records',
    preset: employedOnly,
    within: (auth) => filingScope(auth, 'staff'),
  }),
  directoryRoute(workers, {
    url: '/api/blade-flow/applicant/worker-list',
    summary:
      "The applicant field's worker selector: the workers the caller may file requests for (with File requests for others, the caller's " +
      "data scope of workers; a supervisor, his teams' workers; else the caller), as siteAllList answers them, 20 a page; nameOrNo = " +
      'name or employment code',
    tags,
    filters: ['ids', 'projectId', 'teamId', 'status'],
    input: directoryInput,
    size: 20,
    preset: directorySearch,
    within: (auth) => filingScope(auth, 'worker'),
  }),
  route({
    method: 'GET',
    url: '/api/blade-flow/applicant/worker-teams',
    permission: 'authenticated',
    summary:
      "The worker selector's project tree in the applicant field: the projects and teams of the workers the caller may file requests for, as project/listTeam answers them",
    tags,
    output: projectTree,
    handler: (_q, ctx) => projectsWithTeams(ctx, filingScope(ctx.auth, 'worker')),
  }),
];
