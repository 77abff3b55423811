import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { PROJECT_ROLES } from '@hr/contracts';
import { DEFAULT_TENANT, type AuthContext } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import type { Page, PageQuery } from '../../platform/http/paging.js';
import { columnFilters, defineRepository, filters, liveRows, pickColumns } from '../../platform/repository.js';
import { deptReference } from '../system/system.public.js';
import { attendanceAddress, cardTemplate, city, country, project, projectRole, university } from './base.tables.js';

/** Countries (shared by every tenant): ISO code upper-cased, calling code without its plus sign. */
export const countries = defineRepository({
  name: 'country',
  table: country,
  global: true,
  inputExtend: {
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 code')
      .transform((v) => v.toUpperCase()),
    phoneCode: z.preprocess(
      (v) => (v === '' ? null : typeof v === 'string' ? v.replace(/^\+/, '') : v),
      z
        .string()
        .regex(/^\d{1,6}$/, 'must be digits, e.g. 65')
        .nullable()
        .optional(),
    ),
  },
  filters: columnFilters(country, { code: 'equals', countryBritannica: 'like', chineseName: 'like', phoneCode: 'equals' }),
  sortable: pickColumns(country, ['countryBritannica', 'code', 'sort']),
  defaultOrder: [asc(country.sort), asc(country.countryBritannica)],
  unique: [{ fields: ['code'], message: 'code: a country with this code already exists' }],
});

/** Universities and cities share one shape: name, code and country (shared by every tenant). */
const namedLookup = <T extends typeof university | typeof city>(name: string, table: T) =>
  defineRepository({
    name,
    table,
    global: true,
    filters: columnFilters(table as typeof city, { name: 'like', code: 'equals', countryCode: 'equals' }),
    sortable: pickColumns(table as typeof city, ['name', 'code', 'sort']),
    defaultOrder: [asc(table.sort), asc(table.name)],
    unique: [{ fields: ['code'], message: `code: a ${name} with this code already exists` }],
  });
export const universities = namedLookup('university', university);
export const cities = namedLookup('city', city);

export const phoneCodeEntry = z.object({ en: z.string(), cn: z.string(), code: z.string(), zone: z.string(), label: z.string() });

/** The phone-code table (seed 001 lookups): one entry per country with a calling code, label "+65". */
export async function phoneCodes(db: Db): Promise<z.infer<typeof phoneCodeEntry>[]> {
  const rows = await db
    .select({ code: country.code, en: country.countryBritannica, cn: country.chineseName, zone: country.phoneCode })
    .from(country)
    .where(and(liveRows(country, { tenantId: DEFAULT_TENANT }, true), isNotNull(country.phoneCode)))
    .orderBy(asc(country.sort), asc(country.countryBritannica));
  return rows.map((r) => ({ en: r.en, cn: r.cn ?? r.en, code: r.code, zone: r.zone!, label: `+${r.zone}` }));
}

/** The "N/A" choice project dropdowns start with (seed 001 section 9). */
const NA_PROJECT = { id: '0', projectName: 'N/A', projectCode: 'N/A' };

export const projectRoleEntry = z.object({ roleCode: z.string(), roleName: z.string(), staffIds: z.string() });

/** Every special role of a project with the staff ids assigned (empty when none). */
export async function projectRolesOf(db: Db, auth: AuthContext, projectId: string): Promise<z.infer<typeof projectRoleEntry>[]> {
  const assigned = await db
    .select({ roleCode: projectRole.roleCode, staffIds: projectRole.staffIds })
    .from(projectRole)
    .where(and(liveRows(projectRole, auth), eq(projectRole.projectId, projectId)));
  const byCode = new Map(assigned.map((a) => [a.roleCode, a.staffIds]));
  return PROJECT_ROLES.map((r) => ({ roleCode: r.code, roleName: r.name, staffIds: byCode.get(r.code) ?? '' }));
}

/** Projects; one project read alone (the detail) carries its special roles. */
export const projects = defineRepository({
  name: 'project',
  table: project,
  filters: {
    projectName: filters.like(project.projectName),
    projectCode: filters.like(project.projectCode),
    companyId: filters.id(project.companyId),
    ids: filters.inIds(project.id),
  },
  sortable: { projectName: project.projectName, projectCode: project.projectCode, startTime: project.startTime, createTime: project.createTime },
  defaultOrder: [asc(project.projectName), asc(project.id)],
  unique: [{ fields: ['projectCode'], message: 'projectCode: a project with this code already exists' }],
  references: { companyId: deptReference('company') },
  outputExtend: { projectRoles: z.array(projectRoleEntry).optional() },
  hooks: {
    present: async (db, ctx, rows) => (rows.length === 1 ? [{ ...rows[0], projectRoles: await projectRolesOf(db, ctx.auth, rows[0].id as string) }] : rows),
  },
});

/** A page of the project dropdown: the N/A entry first on page 1, then the projects. */
export async function projectDropdownPage(ctx: ServiceContext, q: PageQuery & { projectName?: string }): Promise<Page<Record<string, unknown>>> {
  const page = await projects.page(ctx.db, ctx, q);
  return q.current === 1 ? { ...page, records: [NA_PROJECT, ...page.records] } : page;
}

/** Projects with their developer for dropdowns, the N/A entry first. */
export async function developerProjects(ctx: ServiceContext, projectName: string | undefined) {
  const rows = await projects.all(ctx.db, ctx, { projectName });
  return [
    { ...NA_PROJECT, developer: null },
    ...rows.map((p) => ({ id: p.id, projectName: p.projectName, projectCode: p.projectCode, developer: p.developer ?? null })),
  ];
}

export const attendanceAddresses = defineRepository({
  name: 'attendance_address',
  table: attendanceAddress,
  inputExtend: {
    latitude: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().min(-90).max(90).transform(String).nullable().optional()),
    longitude: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().min(-180).max(180).transform(String).nullable().optional()),
    radius: z.coerce.number().int().min(1).max(100_000).optional(),
  },
  filters: { projectId: filters.id(attendanceAddress.projectId), addressName: filters.like(attendanceAddress.addressName) },
  references: { projectId: { table: project, what: 'project' } },
  outputExtend: { projectName: z.string().nullable().optional() },
  hooks: {
    present: async (db, ctx, rows) => {
      const ids = [...new Set(rows.map((r) => r.projectId).filter((v): v is string => typeof v === 'string'))];
      const found = ids.length
        ? await db
            .select({ id: project.id, name: project.projectName })
            .from(project)
            .where(and(liveRows(project, ctx.auth), inArray(project.id, ids)))
        : [];
      const names = new Map(found.map((p) => [p.id, p.name]));
      return rows.map((r) => ({ ...r, projectName: names.get(r.projectId as string) ?? null }));
    },
  },
});

export const cardTemplates = defineRepository({
  name: 'card_template',
  table: cardTemplate,
  filters: { cardType: filters.int(cardTemplate.cardType), templateName: filters.like(cardTemplate.templateName) },
  defaultOrder: [asc(cardTemplate.sort), asc(cardTemplate.id)],
  unique: [{ fields: ['templateCode'], message: 'templateCode: a template with this code already exists' }],
});

/** Sets the staff of one special role of a project (inserting the role's row when it has none). */
export async function setProjectRoleStaff(db: Db, auth: AuthContext, projectId: string, roleCode: string, staffIds: string): Promise<void> {
  const [existing] = await db
    .select({ id: projectRole.id })
    .from(projectRole)
    .where(and(liveRows(projectRole, auth), eq(projectRole.projectId, projectId), eq(projectRole.roleCode, roleCode)));
  if (existing) await db.update(projectRole).set({ staffIds, updateUser: auth.userId }).where(eq(projectRole.id, existing.id));
  else await db.insert(projectRole).values({ tenantId: auth.tenantId, projectId, roleCode, staffIds, createUser: auth.userId });
}
