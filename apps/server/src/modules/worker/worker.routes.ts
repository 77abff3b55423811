import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows, type Filter, type Resource } from '../../platform/crud.js';
import { defineRoute, zDate, zId, type RouteContext } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { conflict, notFound } from '../../platform/errors.js';
import { audit } from '../../platform/audit.js';
import { formatDateTime } from '../../platform/util.js';
import { parseExcel, rejectImport, streamExcel, uploadedFile, type ExcelColumn, type RowError } from '../../platform/excel.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { post } from '../system/system.tables.js';
import { project } from '../base/base.tables.js';
import { transition, worker, workerEmployment, workerTeam } from './worker.tables.js';
import { expiringWithin, nameOutputs, withWorkerNames } from './worker.service.js';
import { maskRows, seesSensitive, WAGE_FIELDS } from '../staff/staff.service.js';

registerMenuSeeds([
  { code: 'worker', name: 'Workers', path: '/worker', source: 'user', sort: 11 },
  ...crudButtons('worker', 'worker'),
  { code: 'worker_export', name: 'Export workers', alias: 'export', parent: 'worker', category: 2, action: 0, sort: 5 },
  { code: 'worker_import', name: 'Import workers', alias: 'import', parent: 'worker', category: 2, action: 0, sort: 6 },
]);

type Row = Record<string, unknown>;
const base = '/api/mcc-worker';
const tags = ['worker'];
const nullable = (s: z.ZodType) => z.preprocess((v) => (v === '' ? null : v), s.nullable().optional());

const workerRules = {
  name: z.string().trim().min(2, 'must be 2 to 100 characters').max(100, 'must be 2 to 100 characters'),
  employmentCode: z.string().trim().min(1, 'is required').max(50),
  nationality: nullable(z.string().trim().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code').transform((v) => v.toUpperCase())),
  mobileCode: z.preprocess((v) => (v ? (String(v).startsWith('+') ? v : `+${v}`) : undefined), z.string().regex(/^\+\d{1,4}$/, 'must be a calling code like +65').optional()),
  mobile: nullable(z.string().trim().regex(/^\d{5,20}$/, 'must be 5 to 20 digits')),
  email: nullable(z.string().trim().toLowerCase().pipe(z.email('must be a valid e-mail address'))),
};

const nameOrNo: Filter = {
  schema: z.string().max(100).optional(),
  where: (v: string | undefined, auth) =>
    v ? or(...[worker.name, worker.employmentCode, worker.finNo].map((c) => filters.like(c).where(v as never, auth))) : undefined,
};

export let workerResource: Resource<typeof worker>;

const exportColumns: ExcelColumn<Row>[] = [
  { header: 'Employment Code', key: 'employmentCode' },
  { header: 'Name', key: 'name', width: 24 },
  { header: 'Nationality', key: 'nationality' },
  { header: 'FIN No', key: 'finNo' },
  { header: 'Passport No', key: 'passportNumber' },
  { header: 'Passport Expiry', key: 'passportExpiryDate' },
  { header: 'WP No', key: 'wpNumber' },
  { header: 'WP Expiry', key: 'wpExpiryDate' },
  { header: 'Mobile', key: 'mobile', value: (r) => (r.mobile ? `${r.mobileCode} ${r.mobile}` : null) },
  { header: 'Project', key: 'projectName', width: 20 },
  { header: 'Team', key: 'teamName', width: 16 },
  { header: 'Trade', key: 'tradeName', width: 16 },
  { header: 'Birthday', key: 'birthday' },
  { header: 'Entry Date', key: 'entryDate' },
  { header: 'Supervisor', key: 'isSupervisor', value: (r) => (r.isSupervisor === 1 ? 'Yes' : 'No') },
  { header: 'Dormitory', key: 'dormitory' },
  { header: 'Blk', key: 'blk' },
  { header: 'Room', key: 'room' },
];
/** Import template columns: the export's identity and document columns plus the project code. */
export const workerImportColumns = [
  ...exportColumns
    .filter((c) => ['employmentCode', 'name', 'nationality', 'finNo', 'passportNumber', 'passportExpiryDate', 'wpNumber', 'wpExpiryDate', 'mobile', 'birthday', 'entryDate'].includes(c.key))
    .map(({ header, key }) => ({ header, key })),
  { header: 'Project Code', key: 'projectCode' },
];
const workerImportRow = z.object({
  employmentCode: workerRules.employmentCode,
  name: workerRules.name,
  nationality: workerRules.nationality,
  finNo: nullable(z.string().max(30)),
  passportNumber: nullable(z.string().max(30)),
  passportExpiryDate: nullable(zDate),
  wpNumber: nullable(z.string().max(30)),
  wpExpiryDate: nullable(zDate),
  mobile: workerRules.mobile,
  birthday: nullable(zDate),
  entryDate: nullable(zDate),
  projectCode: nullable(z.string().max(50)),
});

export default async function workerRoutes(app: FastifyInstance): Promise<void> {
  const res = defineResource(app, {
    name: 'worker',
    prefix: `${base}/info`,
    table: worker,
    permissions: 'worker',
    routes: { page: 'workerList', list: 'list', detail: 'workerDetail', save: 'addWorker', update: 'update1', submit: false, remove: 'remove' },
    // dormitory, blk and room follow the worker's room in modules/housing (assign, move, check out)
    omitInput: ['userId', 'teamMemberStatus', 'dormitory', 'blk', 'room'],
    inputExtend: workerRules,
    outputExtend: nameOutputs,
    filters: {
      nameOrNo,
      name: filters.like(worker.name),
      employmentCode: filters.like(worker.employmentCode),
      ids: filters.inIds(worker.id),
      projectId: filters.id(worker.projectId),
      teamId: filters.id(worker.teamId),
      tradeId: filters.id(worker.tradeId),
      nationality: filters.equals(worker.nationality),
      status: filters.int(worker.status),
      isSupervisor: filters.int(worker.isSupervisor),
      teamMemberStatus: filters.int(worker.teamMemberStatus),
      /** Work permit expired or expiring within N days. */
      wpExpiringWithin: expiringWithin(worker.wpExpiryDate),
      passportExpiringWithin: expiringWithin(worker.passportExpiryDate),
      /** Either document expired or expiring within N days. */
      expiringWithin: expiringWithin(worker.wpExpiryDate, worker.passportExpiryDate),
      entryDateStart: filters.from(worker.entryDate),
      noTeam: { schema: z.coerce.number().int().min(0).max(1).optional(), where: (v: number | undefined) => (v === 1 ? isNull(worker.teamId) : undefined) },
    },
    sortable: { employmentCode: worker.employmentCode, name: worker.name, wpExpiryDate: worker.wpExpiryDate, passportExpiryDate: worker.passportExpiryDate, entryDate: worker.entryDate, createTime: worker.createTime },
    defaultOrder: [asc(worker.employmentCode), asc(worker.id)],
    dataScope: {},
    unique: [{ fields: ['employmentCode'], message: 'employmentCode: a worker with this employment code already exists' }],
    hooks: {
      beforeWrite: async (tx, ctx, values) => {
        if (values.teamId) {
          const [team] = await tx.select().from(workerTeam).where(and(liveRows(workerTeam, ctx.auth), eq(workerTeam.id, values.teamId as string)));
          if (!team) throw conflict('teamId: no such team');
          values.projectId = team.projectId;
        }
      },
      afterWrite: async (tx, ctx, saved, existing) => {
        if (!existing) await tx.insert(workerEmployment).values({ tenantId: ctx.auth.tenantId, workerId: saved.id as string, createUser: ctx.auth.userId });
      },
      present: (db, _ctx, rows) => withWorkerNames(db, rows),
    },
  });
  workerResource = res;
  const listInput = res.listInput;

  res.view({
    url: `${base}/info/workerList2`,
    permission: 'authenticated',
    summary: 'Worker selector search: active workers, 20 a page; excludeSupervisor=1 leaves supervisors out; teamMemberStatus 1 = in transfer (disabled)',
    input: { excludeSupervisor: z.coerce.number().int().min(0).max(1).optional() },
    size: 20,
    preset: (q) => ({ status: q.status ?? 1, isSupervisor: q.excludeSupervisor === 1 ? 0 : q.isSupervisor }),
  });
  res.view({
    url: `${base}/info/newWorkerList`,
    permission: 'worker_view',
    summary: 'Workers who joined in the last `days` days (default 30)',
    input: { days: z.coerce.number().int().min(1).max(3650).default(30) },
    preset: (q) => ({ entryDateStart: new Date(Date.now() - (q.days as number) * 86_400_000).toISOString().slice(0, 10) }),
  });
  const easy = z.object({ id: z.string(), employmentCode: z.string(), name: z.string(), birthday: z.string().nullable(), finNo: z.string().nullable(), mobile: z.string().nullable(), projectId: z.string().nullable(), teamId: z.string().nullable(), teamMemberStatus: z.number(), isSupervisor: z.number() });
  res.view({
    url: `${base}/info/workerLists`,
    permission: 'authenticated',
    summary: 'Easy worker list (employmentCode, name, birthday, finNo, mobile) by ids, project, team or nameOrNo; size -1 = all',
    size: -1,
    answer: 'records',
    record: easy,
  });
  res.view({
    url: `${base}/info/siteAllList`,
    permission: 'authenticated',
    summary: 'Site all-list lookup of the worker and site selectors: page 1, size -1, ids or nameOrNo -> records',
    size: -1,
    record: easy,
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/info/updateWorkerTeam`,
    permission: 'worker_edit',
    summary: 'Moves workers to a team (and its project), recording the transfer; workers in transfer are refused (409)',
    tags,
    input: z.object({ ids: idList, teamId: zId }),
    output: z.number(),
    handler: ({ ids, teamId }, ctx) => moveToTeam(ctx, ids, teamId),
  });

  // employment terms (one row per worker, created with the worker)
  const emp = defineResource(app, {
    name: 'worker_employment',
    prefix: `${base}/employment`,
    table: workerEmployment,
    permissions: { view: 'worker_view', add: 'worker_edit', edit: 'worker_edit', delete: 'worker_edit' },
    routes: { page: false, list: false, detail: false, update: 'update1', submit: false, remove: false },
    omitInput: ['workerId'],
    inputExtend: {
      basicHourWage: nullable(z.coerce.number().min(0, 'must be 0 or more').transform(String)),
      basicMonthlySalary: nullable(z.coerce.number().min(0, 'must be 0 or more').transform(String)),
      overtimeRate: nullable(z.coerce.number().min(1, 'must be 1 or more').max(10, 'must be at most 10').transform(String)),
      mealAllowance: nullable(z.coerce.number().min(0, 'must be 0 or more').max(1000, 'must be at most 1000').transform(String)),
    },
    // wages are salary data: shown and written only with staff_sensitive (the client saw masks otherwise)
    hooks: {
      beforeWrite: (_tx, ctx, values) => {
        if (!seesSensitive(ctx.auth)) for (const f of WAGE_FIELDS) delete values[f];
      },
      present: (_db, ctx, rows) => maskRows(ctx.auth, rows, WAGE_FIELDS),
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/employment/detail`,
    permission: 'worker_view',
    summary: 'Employment terms of a worker (workerId, or the employment id)',
    tags: ['worker_employment'],
    input: z
      .object({ workerId: z.preprocess((v) => (v === '' ? undefined : v), zId.optional()), id: z.preprocess((v) => (v === '' ? undefined : v), zId.optional()) })
      .refine((v) => v.workerId || v.id, { message: 'workerId or id is required', path: ['workerId'] }),
    output: emp.record,
    handler: async (q, ctx) => {
      if (q.id) return maskRows(ctx.auth, [await emp.getById(ctx.db, ctx.auth, q.id)], WAGE_FIELDS)[0] as never;
      await res.getById(ctx.db, ctx.auth, q.workerId!);
      const [row] = await ctx.db.select().from(workerEmployment).where(and(emp.scope(ctx.auth), eq(workerEmployment.workerId, q.workerId!)));
      if (!row) throw notFound('worker_employment');
      return maskRows(ctx.auth, [row], WAGE_FIELDS)[0] as never;
    },
  });
  res.view({
    url: `${base}/employment/noTeamList`,
    permission: 'authenticated',
    summary: 'Active workers without a team (projectId, nameOrNo filters), for adding team members',
    size: -1,
    preset: () => ({ noTeam: 1, status: 1 }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/position/list`,
    permission: 'authenticated',
    summary: 'Positions (trades): posts of category 4',
    tags,
    output: z.array(z.object({ id: z.string(), postCode: z.string(), postName: z.string() })),
    handler: (_q, ctx) =>
      ctx.db
        .select({ id: post.id, postCode: post.postCode, postName: post.postName })
        .from(post)
        .where(and(liveRows(post, ctx.auth), eq(post.category, 4)))
        .orderBy(asc(post.postSort), asc(post.id)),
  });

  // ---- Excel ----
  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/workerExcel`,
    permission: 'worker_export',
    summary: 'Exports the filtered worker list (.xlsx, streamed)',
    tags,
    input: listInput.omit({ current: true, size: true }),
    raw: true,
    handler: (q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'workers.xlsx',
        sheetName: 'Workers',
        columns: exportColumns,
        rows: res.exportRows(ctx, q),
      }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/getExcel`,
    permission: 'worker_import',
    summary: 'Downloads the worker import template (.xlsx header row; dates YYYY-MM-DD)',
    tags,
    raw: true,
    handler: (_q, ctx) => streamExcel(ctx.reply, { fileName: 'worker-import-template.xlsx', sheetName: 'Workers', columns: workerImportColumns.map((c) => ({ ...c, width: 18 })), rows: [] }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/info/addWorker2`,
    permission: 'worker_import',
    summary: 'Imports workers from the template (multipart field file); any bad row answers 400 with data.errors [{row, column, reason}] and imports nothing',
    tags,
    bodyLimit: 20 * 1024 * 1024,
    output: z.object({ imported: z.number() }),
    handler: async (_q, ctx) => {
      const { buffer } = await uploadedFile(ctx.req);
      const { rows, errors } = await parseExcel(buffer, workerImportColumns, workerImportRow, 10_000);
      const problems: RowError[] = [...errors];
      const projects = await ctx.db.select({ id: project.id, code: project.projectCode }).from(project).where(liveRows(project, ctx.auth));
      const projectId = new Map(projects.map((p) => [p.code.toLowerCase(), p.id]));
      const codes = rows.map((r) => String((r.value as Row).employmentCode));
      const taken = new Set(
        codes.length
          ? (await ctx.db.select({ c: worker.employmentCode }).from(worker).where(and(liveRows(worker, ctx.auth), inArray(worker.employmentCode, codes)))).map((r) => r.c)
          : [],
      );
      const seen = new Map<string, number>();
      const values: Row[] = [];
      for (const { row, value } of rows) {
        const { projectCode, ...v } = value as Row;
        const code = String(v.employmentCode);
        if (seen.has(code)) problems.push({ row, column: 'Employment Code', reason: `duplicates row ${seen.get(code)}` });
        else if (taken.has(code)) problems.push({ row, column: 'Employment Code', reason: 'a worker with this employment code already exists' });
        seen.set(code, row);
        const pid = projectCode ? projectId.get(String(projectCode).toLowerCase()) : null;
        if (projectCode && !pid) problems.push({ row, column: 'Project Code', reason: `no project with code ${String(projectCode)}` });
        values.push({ ...v, projectId: pid ?? null });
      }
      if (problems.length) rejectImport(problems.sort((a, b) => a.row - b.row));
      await ctx.db.transaction(async (tx) => {
        for (const v of values) await res.save({ ...ctx, db: tx }, v);
      });
      return { imported: values.length };
    },
  });
}

/**
 * Moves workers to a team and its project in one transaction. A project change is recorded as a
 * completed transfer (transitionType 1, otherwise 2). Workers with a pending transfer are refused.
 */
export async function moveToTeam(ctx: RouteContext, ids: string[], teamId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [team] = await tx.select().from(workerTeam).where(and(liveRows(workerTeam, ctx.auth), eq(workerTeam.id, teamId)));
    if (!team) throw notFound('team');
    const rows = await tx.select().from(worker).where(and(workerResource.scope(ctx.auth), inArray(worker.id, ids)));
    if (rows.length !== new Set(ids).size) throw notFound('worker');
    const busy = rows.filter((w) => w.teamMemberStatus === 1);
    if (busy.length) throw conflict(`ids: ${busy.map((w) => w.employmentCode).join(', ')} in transfer, finish the transfer first`);
    const today = formatDateTime(new Date()).slice(0, 10);
    await tx.update(worker).set({ teamId, projectId: team.projectId, updateUser: ctx.auth.userId, version: sql`${worker.version} + 1` }).where(inArray(worker.id, ids));
    const moved = rows.filter((w) => w.teamId !== teamId || w.projectId !== team.projectId);
    if (moved.length) {
      await tx.insert(transition).values(
        moved.map((w) => ({
          tenantId: ctx.auth.tenantId,
          workerId: w.id,
          transitionType: w.projectId !== team.projectId ? 1 : 2,
          sourceProjectId: w.projectId,
          sourceTeamId: w.teamId,
          targetProjectId: team.projectId,
          targetTeamId: teamId,
          transitionDate: today,
          transitionStatus: 1,
          createUser: ctx.auth.userId,
        })),
      );
    }
    await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'worker', recordId: ids, changes: { teamId: { to: teamId }, projectId: { to: team.projectId } } });
    return rows.length;
  });
}
