import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows, type Resource } from '../../platform/crud.js';
import { defineRoute, zId } from '../../platform/http/route.js';
import { idList, pageOf, pageQuery } from '../../platform/http/paging.js';
import { audit } from '../../platform/audit.js';
import { DEFAULT_TENANT, type AuthContext } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { registerSeed } from '../system/bootstrap.js';
import { attendanceAddress, cardTemplate, project, projectRole } from './base.tables.js';
import { dept } from '../system/system.tables.js';

registerMenuSeeds([
  { code: 'project', name: 'Projects', parent: 'base', path: '/base/project', source: 'project', sort: 4 },
  ...crudButtons('project', 'project'),
  { code: 'project_role', name: 'Project roles', alias: 'role', parent: 'project', category: 2, action: 1, sort: 5 },
  { code: 'attendance_address', name: 'Attendance addresses', parent: 'base', path: '/base/attendanceAddress', source: 'environment', sort: 5 },
  ...crudButtons('attendance_address', 'attendance address'),
  { code: 'card_template', name: 'Card templates', parent: 'base', path: '/base/cardtemplate', source: 'idcard', sort: 6 },
  ...crudButtons('card_template', 'card template'),
]);

/**
 * The special project roles of seed 000 section 6 (the original kept their role ids in configuration).
 * `updateProjectRole` assigns staff to one of them on a project.
 */
export const PROJECT_ROLES = [
  { code: 'qaqc_manager', name: 'QA/QC manager' },
  { code: 'block_manager', name: 'Block manager' },
  { code: 'project_manager', name: 'Project manager' },
  { code: 're', name: 'RE (resident engineer)' },
  { code: 'general_contractor', name: 'General contractor' },
  { code: 'contractor_manager', name: 'Contractor manager' },
  { code: 'check_user', name: 'Check user' },
  { code: 'rto', name: 'RTO (resident technical officer)' },
] as const;
const roleCodes = PROJECT_ROLES.map((r) => r.code) as [string, ...string[]];

/** The "N/A" choice project dropdowns start with (seed 001 section 9). */
export const NA_PROJECT = { id: '0', projectName: 'N/A', projectCode: 'N/A' };

const projectRoleOut = z.object({ roleCode: z.string(), roleName: z.string(), staffIds: z.string() });

/** Every special role of a project with the staff ids assigned (empty when none). */
async function rolesOf(db: Db, auth: AuthContext, projectId: string) {
  const assigned = await db
    .select({ roleCode: projectRole.roleCode, staffIds: projectRole.staffIds })
    .from(projectRole)
    .where(and(liveRows(projectRole, auth), eq(projectRole.projectId, projectId)));
  const byCode = new Map(assigned.map((a) => [a.roleCode, a.staffIds]));
  return PROJECT_ROLES.map((r) => ({ roleCode: r.code, roleName: r.name, staffIds: byCode.get(r.code) ?? '' }));
}

export let projectResource: Resource<typeof project>;

/** Projects (`/api/mcc-base/project/base/info/*`), developer projects, attendance addresses, card templates. */
export default async function projectRoutes(app: FastifyInstance): Promise<void> {
  const prefix = '/api/mcc-base/project/base/info';
  const res = defineResource(app, {
    name: 'project',
    prefix,
    table: project,
    permissions: { view: 'authenticated', add: 'project_add', edit: 'project_edit', delete: 'project_delete' },
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'add', update: 'update', submit: false, remove: 'remove' },
    filters: {
      projectName: filters.like(project.projectName),
      projectCode: filters.like(project.projectCode),
      companyId: filters.id(project.companyId),
      ids: filters.inIds(project.id),
    },
    sortable: { projectName: project.projectName, projectCode: project.projectCode, startTime: project.startTime, createTime: project.createTime },
    defaultOrder: [asc(project.projectName), asc(project.id)],
    unique: [{ fields: ['projectCode'], message: 'projectCode: a project with this code already exists' }],
    references: { companyId: { table: dept, what: 'company' } },
    outputExtend: { projectRoles: z.array(projectRoleOut).optional() },
    hooks: {
      present: async (db, ctx, rows) => (rows.length === 1 ? [{ ...rows[0], projectRoles: await rolesOf(db, ctx.auth, rows[0].id as string) }] : rows),
    },
  });
  projectResource = res;

  const listInput = pageQuery.extend({ projectName: z.string().max(200).optional() });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/page1`,
    permission: 'authenticated',
    summary: 'Project dropdown page: the N/A entry (id "0") first on page 1, then the projects',
    tags: ['project'],
    input: listInput,
    output: pageOf(res.record.partial()),
    handler: async (q, ctx) => {
      const page = await res.page(ctx.db, ctx, q);
      return q.current === 1 ? { ...page, records: [NA_PROJECT, ...page.records] } : page;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${prefix}/updateProjectRole`,
    permission: 'project_role',
    summary: `Assign staff to a special project role (${PROJECT_ROLES.map((r) => r.code).join(', ')}); replaces that role's staff`,
    tags: ['project'],
    input: z.object({ id: zId, roleCode: z.enum(roleCodes), staffIds: z.union([idList, z.literal('')]).default('') }),
    output: z.array(projectRoleOut),
    handler: async ({ id, roleCode, staffIds }, ctx) => {
      const ids = Array.isArray(staffIds) ? staffIds.join(',') : '';
      await ctx.db.transaction(async (tx) => {
        await res.getById(tx, ctx.auth, id);
        const [existing] = await tx
          .select({ id: projectRole.id })
          .from(projectRole)
          .where(and(liveRows(projectRole, ctx.auth), eq(projectRole.projectId, id), eq(projectRole.roleCode, roleCode)));
        if (existing) await tx.update(projectRole).set({ staffIds: ids, updateUser: ctx.auth.userId }).where(eq(projectRole.id, existing.id));
        else await tx.insert(projectRole).values({ tenantId: ctx.auth.tenantId, projectId: id, roleCode, staffIds: ids, createUser: ctx.auth.userId });
        await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'project_role', recordId: id, changes: { [roleCode]: { to: ids } } });
      });
      return rolesOf(ctx.db, ctx.auth, id);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/mcc-staff/developerproject/list',
    permission: 'authenticated',
    summary: 'Projects with their developer for dropdowns, the N/A entry (id "0") first',
    tags: ['project'],
    input: z.object({ projectName: z.string().max(200).optional() }),
    output: z.array(z.object({ id: z.string(), projectName: z.string(), projectCode: z.string(), developer: z.string().nullable() })),
    handler: async (q, ctx) => {
      const rows = await res.all(ctx.db, ctx, { projectName: q.projectName });
      return [{ ...NA_PROJECT, developer: null }, ...rows.map((p) => ({ id: p.id as string, projectName: p.projectName as string, projectCode: p.projectCode as string, developer: (p.developer as string | null) ?? null }))];
    },
  });

  defineResource(app, {
    name: 'attendance_address',
    prefix: '/api/mcc-base/attendanceAddress',
    table: attendanceAddress,
    permissions: { view: 'authenticated', add: 'attendance_address_add', edit: 'attendance_address_edit', delete: 'attendance_address_delete' },
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: 'submit', remove: 'remove' },
    inputExtend: {
      latitude: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().min(-90).max(90).transform(String).nullable().optional()),
      longitude: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().min(-180).max(180).transform(String).nullable().optional()),
      radius: z.coerce.number().int().min(1).max(100_000).optional(),
    },
    filters: { projectId: filters.id(attendanceAddress.projectId), addressName: filters.like(attendanceAddress.addressName) },
    references: { projectId: { table: project, what: 'project' } },
  });

  defineResource(app, {
    name: 'card_template',
    prefix: '/api/mcc-base/cardtemplate',
    table: cardTemplate,
    permissions: { view: 'authenticated', add: 'card_template_add', edit: 'card_template_edit', delete: 'card_template_delete' },
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' },
    filters: { cardType: filters.int(cardTemplate.cardType), templateName: filters.like(cardTemplate.templateName) },
    defaultOrder: [asc(cardTemplate.sort), asc(cardTemplate.id)],
    unique: [{ fields: ['templateCode'], message: 'templateCode: a template with this code already exists' }],
  });
}

registerSeed('base-card-templates', async (db) => {
  const present = await db.select({ id: cardTemplate.id }).from(cardTemplate).where(eq(cardTemplate.tenantId, DEFAULT_TENANT)).limit(1);
  if (present.length) return;
  await db.insert(cardTemplate).values([
    { templateName: 'Staff card', templateCode: 'staff_card', cardType: 1, content: '{"fields":["photo","enName","staffNo","jobTitleName","deptName"]}', sort: 1 },
    { templateName: 'Worker card', templateCode: 'worker_card', cardType: 2, content: '{"fields":["photo","name","employmentCode","trade","projectName"]}', sort: 2 },
  ]);
});
