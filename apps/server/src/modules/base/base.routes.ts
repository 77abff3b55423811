import { z } from 'zod';
import {
  ATTENDANCE_ADDRESS_PERMISSIONS,
  CARD_TEMPLATE_PERMISSIONS,
  CITY_PERMISSIONS,
  COUNTRY_PERMISSIONS,
  PROJECT_PERMISSIONS,
  PROJECT_ROLES,
  UNIVERSITY_PERMISSIONS,
  type CrudPermissions,
} from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { route, zId } from '../../platform/http/route.js';
import { idList, pageOf, pageQuery } from '../../platform/http/paging.js';
import {
  attendanceAddresses,
  cardTemplates,
  cities,
  countries,
  developerProjects,
  phoneCodeEntry,
  phoneCodes,
  projectDropdownPage,
  projectRoleEntry,
  projects,
  universities,
} from './base.queries.js';
import { updateProjectRole } from './base.service.js';

/** Base data fills every people form: any signed-in user may read it; writing needs the menu's buttons. */
const readByAnyone = (codes: CrudPermissions) => ({ ...codes, view: 'authenticated' });
const LOOKUP_CALLS = { page: 'page', list: 'list', detail: 'detail', save: 'add', update: 'update', submit: false, remove: 'remove' } as const;
const PROJECT = '/api/mcc-base/project/base/info';
const roleCodes = PROJECT_ROLES.map((r) => r.code) as [string, ...string[]];

/** Countries, universities and cities (`/api/mcc-base/countrylist|universitylist|citylist`) and the phone codes. */
export const lookupRoutes = [
  ...crudRoutes(countries, { prefix: '/api/mcc-base/countrylist', permissions: readByAnyone(COUNTRY_PERMISSIONS), routes: LOOKUP_CALLS }),
  ...crudRoutes(universities, { prefix: '/api/mcc-base/universitylist', permissions: readByAnyone(UNIVERSITY_PERMISSIONS), routes: LOOKUP_CALLS }),
  ...crudRoutes(cities, { prefix: '/api/mcc-base/citylist', permissions: readByAnyone(CITY_PERMISSIONS), routes: LOOKUP_CALLS }),
  route({
    method: 'GET',
    url: '/api/mcc-base/countrylist/phoneCode',
    // the sign-in by SMS screen needs the codes before anyone is signed in
    permission: 'public',
    summary: 'Phone-code table: en, cn, code (ISO), zone (calling code), label (+65)',
    tags: ['country'],
    output: z.array(phoneCodeEntry),
    handler: (_q, ctx) => phoneCodes(ctx.db),
  }),
];

/** Projects (`/api/mcc-base/project/base/info/*`), developer projects, attendance addresses, card templates. */
export const projectRoutes = [
  ...crudRoutes(projects, { prefix: PROJECT, permissions: readByAnyone(PROJECT_PERMISSIONS), routes: LOOKUP_CALLS }),
  route({
    method: 'GET',
    url: `${PROJECT}/page1`,
    permission: 'authenticated',
    summary: 'Project dropdown page: the N/A entry (id "0") first on page 1, then the projects',
    tags: ['project'],
    input: pageQuery.extend({ projectName: z.string().max(200).optional() }),
    output: pageOf(projects.record.partial()),
    handler: (q, ctx) => projectDropdownPage(ctx, q),
  }),
  route({
    method: 'POST',
    url: `${PROJECT}/updateProjectRole`,
    permission: PROJECT_PERMISSIONS.role,
    summary: `Assign staff to a special project role (${roleCodes.join(', ')}); replaces that role's staff`,
    tags: ['project'],
    input: z.object({ id: zId, roleCode: z.enum(roleCodes), staffIds: z.union([idList, z.literal('')]).default('') }),
    output: z.array(projectRoleEntry),
    handler: ({ id, roleCode, staffIds }, ctx) => updateProjectRole(ctx, id, roleCode, Array.isArray(staffIds) ? staffIds : []),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-staff/developerproject/list',
    permission: 'authenticated',
    summary: 'Projects with their developer for dropdowns, the N/A entry (id "0") first',
    tags: ['project'],
    input: z.object({ projectName: z.string().max(200).optional() }),
    output: z.array(z.object({ id: z.string(), projectName: z.string(), projectCode: z.string(), developer: z.string().nullable() })),
    handler: (q, ctx) => developerProjects(ctx, q.projectName),
  }),
  ...crudRoutes(attendanceAddresses, {
    prefix: '/api/mcc-base/attendanceAddress',
    permissions: readByAnyone(ATTENDANCE_ADDRESS_PERMISSIONS),
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: 'submit', remove: 'remove' },
  }),
  ...crudRoutes(cardTemplates, {
    prefix: '/api/mcc-base/cardtemplate',
    permissions: readByAnyone(CARD_TEMPLATE_PERMISSIONS),
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' },
  }),
];
