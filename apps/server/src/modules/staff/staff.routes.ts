import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows, type Filter, type Resource } from '../../platform/crud.js';
import { defineRoute, zDate, zId, zOptionalId, type RouteContext } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { audit, diff } from '../../platform/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { signReportToken } from '../auth/open-login.routes.js';
import { formatDateTime } from '../../platform/util.js';
import { pagedRows, parseExcel, rejectImport, streamExcel, uploadedFile, type ExcelColumn, type RowError } from '../../platform/excel.js';
import { registerDeptRemovalGuard } from '../system/dept.service.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { dept, param } from '../system/system.tables.js';
import { project } from '../base/base.tables.js';
import { staff, staffProject } from './staff.tables.js';
import {
  EMPLOYED,
  SENSITIVE_FIELDS,
  STAFF_STATUS,
  assertLinkableAccount,
  closeAccount,
  confirmStaff,
  ensureAccount,
  moveStaffStatus,
  isDuplicate,
  maskRows,
  seesSensitive,
  splitMobile,
  staffNameOrNo,
  syncAccount,
  withNames,
} from './staff.service.js';

registerMenuSeeds([
  { code: 'staff', name: 'Staff', path: '/staff', source: 'team', sort: 10 },
  ...crudButtons('staff', 'staff'),
  { code: 'staff_sensitive', name: 'See NRIC, passport, bank and salary', alias: 'sensitive', parent: 'staff', category: 2, action: 1, sort: 5 },
  { code: 'staff_quit', name: 'Quit', alias: 'quit', parent: 'staff', category: 2, action: 1, sort: 6 },
  { code: 'staff_rejoin', name: 'Rejoin', alias: 'rejoin', parent: 'staff', category: 2, action: 1, sort: 7 },
  { code: 'staff_confirm', name: 'Confirmation', alias: 'confirmation', parent: 'staff', category: 2, action: 1, sort: 8 },
  { code: 'staff_export', name: 'Export staff', alias: 'export', parent: 'staff', category: 2, action: 0, sort: 9 },
  { code: 'staff_import', name: 'Import staff', alias: 'import', parent: 'staff', category: 2, action: 0, sort: 10 },
  { code: 'staff_update_audit', name: 'Adopt or fail update requests', alias: 'audit', parent: 'staff', category: 2, action: 1, sort: 11 },
]);

type Row = Record<string, unknown>;
const prefix = '/api/mcc-staff/staff';
const DIRECTORY_COLUMNS = ['id', 'enName', 'staffNo', 'deptId', 'teamId', 'businessSectionId', 'projectId'] as const;
const tags = ['staff'];
const nullable = (s: z.ZodType) => z.preprocess((v) => (v === '' ? null : v), s.nullable().optional());

/** Field rules beyond the column types (seed 001 section 5). */
export const staffFieldRules = {
  staffNo: z.string().trim().min(1, 'is required').max(50, 'must be at most 50 characters'),
  enName: z.string().trim().min(2, 'must be 2 to 100 characters').max(100, 'must be 2 to 100 characters'),
  email: nullable(z.string().trim().toLowerCase().pipe(z.email('must be a valid e-mail address')).pipe(z.string().max(100))),
  mobileCode: z.string().trim().regex(/^\+\d{1,4}$/, 'must be a calling code like +65').optional(),
  mobile: nullable(z.string().trim().regex(/^\d{5,20}$/, 'must be 5 to 20 digits')),
  nationality: nullable(z.string().trim().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code').transform((v) => v.toUpperCase())),
  basicSalary: nullable(z.coerce.number('must be a number').min(0, 'must be 0 or more').max(9_999_999_999).transform(String)),
  isSupervisor: z.coerce.number().int().min(0).max(1).optional(),
};

const nameOrNo = (): Filter => ({
  schema: z.string().max(100).optional(),
  where: (v: string | undefined) => staffNameOrNo(v),
});
const intList = (column: typeof staff.status): Filter => ({
  schema: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^\d(,\d)*$/, 'must be a comma list of statuses').optional()),
  where: (v: string | undefined) => (v ? inArray(column, v.split(',').map(Number)) : undefined),
});

export let staffResource: Resource<typeof staff>;

/** The staff summary columns of exports (sensitive ones masked without `staff_sensitive`). */
const exportColumns: ExcelColumn<Row>[] = [
  { header: 'Staff No', key: 'staffNo' },
  { header: 'English Name', key: 'enName', width: 24 },
  { header: 'Chinese Name', key: 'cnName' },
  { header: 'Department', key: 'deptName', width: 20 },
  { header: 'Team', key: 'teamName' },
  { header: 'Project', key: 'projectName', width: 20 },
  { header: 'Job Title', key: 'jobTitleName', width: 20 },
  { header: 'Email', key: 'email', width: 26 },
  { header: 'Mobile', key: 'mobile', value: (r) => (r.mobile ? `${r.mobileCode} ${r.mobile}` : null) },
  { header: 'Nationality', key: 'nationality' },
  { header: 'NRIC', key: 'nric' },
  { header: 'Passport No', key: 'passportNumber' },
  { header: 'Birthday', key: 'birthday' },
  { header: 'Entry Date', key: 'entryDate' },
  { header: 'Status', key: 'status', value: (r) => ['Probation', 'Confirmed', 'Quit', 'Rejoined'][r.status as number] ?? r.status },
  { header: 'Bank', key: 'bankName' },
  { header: 'Bank Account No', key: 'bankAccountNo', width: 20 },
  { header: 'Basic Salary', key: 'basicSalary', value: (r) => (r.basicSalary === '****' || r.basicSalary === null ? r.basicSalary : Number(r.basicSalary)) },
];

/** Columns of the import template and of importStaff (header text is what the file must carry): the export's, plus the calling code. */
export const importColumns = ['staffNo', 'enName', 'cnName', 'email', 'mobileCode', 'mobile', 'deptName', 'jobTitleName', 'nationality', 'nric', 'birthday', 'entryDate', 'basicSalary'].map((key) => ({
  key,
  header: key === 'mobileCode' ? 'Mobile Code' : exportColumns.find((c) => c.key === key)!.header,
}));
const importRow = z.object({
  ...staffFieldRules,
  cnName: nullable(z.string().max(100)),
  mobileCode: z.preprocess((v) => (v ? (String(v).startsWith('+') ? v : `+${v}`) : '+65'), staffFieldRules.mobileCode),
  deptName: nullable(z.string().max(100)),
  jobTitleName: nullable(z.string().max(100)),
  nric: nullable(z.string().max(30)),
  birthday: nullable(zDate),
  entryDate: nullable(zDate),
});

// A department (or team, or business section) that staff still belong to cannot be removed.
registerDeptRemovalGuard(async (tx, auth, ids) => {
  const [member] = await tx
    .select({ staffNo: staff.staffNo })
    .from(staff)
    .where(and(liveRows(staff, auth), or(inArray(staff.deptId, ids), inArray(staff.teamId, ids), inArray(staff.businessSectionId, ids)), inArray(staff.status, [0, 1, 3])))
    .limit(1);
  if (member) throw conflict(`The department still has staff (${member.staffNo}); move them first`);
});

export default async function staffRoutes(app: FastifyInstance): Promise<void> {
  const res = defineResource(app, {
    name: 'staff',
    prefix,
    table: staff,
    permissions: 'staff',
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'addStaff', update: 'update', submit: false, remove: 'remove' },
    omitInput: ['status', 'quitDate', 'quitReason', 'confirmationDate'],
    // userId on add: link an existing account instead of creating one (never changed by an update)
    inputExtend: { ...staffFieldRules, userId: zOptionalId },
    outputExtend: { deptName: z.string().nullable().optional(), teamName: z.string().nullable().optional(), businessSectionName: z.string().nullable().optional(), projectName: z.string().nullable().optional() },
    filters: {
      staffNo: filters.like(staff.staffNo),
      enName: filters.like(staff.enName),
      nameOrNo: nameOrNo(),
      email: filters.like(staff.email),
      mobile: filters.like(staff.mobile),
      deptId: filters.id(staff.deptId),
      teamId: filters.id(staff.teamId),
      businessSectionId: filters.id(staff.businessSectionId),
      projectId: filters.id(staff.projectId),
      ids: filters.inIds(staff.id),
      status: filters.int(staff.status),
      statusIn: intList(staff.status),
      isSupervisor: filters.int(staff.isSupervisor),
      entryDateStart: filters.from(staff.entryDate),
      entryDateEnd: filters.to(staff.entryDate),
    },
    sortable: { staffNo: staff.staffNo, enName: staff.enName, entryDate: staff.entryDate, createTime: staff.createTime },
    defaultOrder: [asc(staff.staffNo), asc(staff.id)],
    // "own dept and children" scopes follow the staff's department, "self" the staff's own account
    dataScope: { dept: staff.deptId, dept_id: staff.deptId, user: staff.userId, user_id: staff.userId },
    unique: [{ fields: ['staffNo'], message: 'staffNo: The EmployeeCode you entered is duplicated' }],
    // the selector's directory: names and org units only, never a sensitive field
    directory: DIRECTORY_COLUMNS,
    hooks: {
      beforeWrite: async (tx, ctx, values, existing) => {
        // without the permission, sensitive fields cannot be written (the client only saw masks)
        if (!seesSensitive(ctx.auth)) for (const f of SENSITIVE_FIELDS) delete values[f];
        // a new staff starts on probation
        if (!existing) values.status = STAFF_STATUS.PROBATION;
        if (existing) delete values.userId;
        else if (values.userId) await assertLinkableAccount(tx, ctx.auth, String(values.userId));
        const merged = { ...(existing ?? {}), ...values };
        if (values.mobile && (await isDuplicate(tx, ctx.auth, 1, `${merged.mobileCode ?? '+65'} ${merged.mobile}`, existing?.id as string | undefined))) {
          throw conflict('mobile: The mobile you entered is duplicated');
        }
        if (values.email && (await isDuplicate(tx, ctx.auth, 2, String(values.email), existing?.id as string | undefined))) {
          throw conflict('email: The Email you entered is duplicated');
        }
      },
      afterWrite: async (tx, ctx, saved, existing) => {
        if (!existing) saved.userId = await ensureAccount(tx, ctx.auth, saved);
        else await syncAccount(tx, saved);
      },
      beforeRemove: async (tx, ctx, ids) => {
        const rows = await tx.select().from(staff).where(and(res.scope(ctx.auth), inArray(staff.id, ids)));
        for (const s of rows) await closeAccount(tx, s, 'staff_removed');
      },
      present: async (db, ctx, rows) => maskRows(ctx.auth, await withNames(db, rows)),
    },
  });
  staffResource = res;
  const record = res.record;
  const listInput = res.listInput;
  const employedList = (q: Row) => ({ ...q, statusIn: q.statusIn ?? EMPLOYED.join(',') });

  res.view({
    url: `${prefix}/staffList`,
    permission: 'staff_view',
    summary: 'Staff summary list (employed staff unless status/statusIn is given), with department, team and project names',
    preset: employedList,
  });
  res.view({ url: `${prefix}/staffListForComptroller`, permission: 'staff_sensitive', summary: 'Staff list for the comptroller: bank and salary fields in clear (needs staff_sensitive)', preset: employedList });

  const easy = z.object({ id: z.string(), enName: z.string(), staffNo: z.string(), deptId: z.string().nullable(), teamId: z.string().nullable(), businessSectionId: z.string().nullable(), projectId: z.string().nullable() });
  const easyInput = z.object({
    ids: listInput.shape.ids,
    deptId: listInput.shape.deptId,
    teamId: listInput.shape.teamId,
    businessSectionId: listInput.shape.businessSectionId,
    projectId: listInput.shape.projectId,
    nameOrNo: listInput.shape.nameOrNo,
    statusIn: listInput.shape.statusIn,
    current: listInput.shape.current,
    size: z.coerce.number().int().min(-1).max(10_000).default(-1),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/getStaffList`,
    permission: 'authenticated',
    summary:
      'Easy staff list of the staff selector (ids, deptId, teamId, businessSectionId, projectId, nameOrNo; size -1 = all employed staff): the staff directory, not narrowed by data scopes',
    tags,
    input: easyInput,
    output: z.array(easy),
    // anyone who starts or shares a request must be able to pick an approver or recipient outside their own records scope
    handler: async (q, ctx) => (await res.directory(ctx.db, ctx.auth, employedList(q) as never)).records as never,
  });
  res.view({
    url: `${prefix}/authStaffList`,
    permission: 'authenticated',
    summary: "Employed staff the caller's data scope allows (id, enName, staffNo, department...; size -1 = all)",
    size: -1,
    answer: 'records',
    record: easy,
    preset: employedList,
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/all`,
    permission: 'authenticated',
    summary: 'Every staff of account statuses 0,1,2,3 for display lookups (id, enName, staffNo, status, userId)',
    tags,
    input: z.object({ nameOrNo: listInput.shape.nameOrNo }),
    output: z.array(easy.extend({ status: z.number(), userId: z.string().nullable() })),
    handler: async (q, ctx) => (await res.all(ctx.db, ctx, { statusIn: '0,1,2,3', ...q })) as never,
  });

  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/staffDetail`,
    permission: 'authenticated',
    summary: "The caller's own staff record (404 when the account is not linked to a staff)",
    tags,
    output: record,
    handler: async (_q, ctx) => {
      if (!ctx.auth.staffId) throw notFound('staff');
      const [own] = await ctx.db.select().from(staff).where(and(liveRows(staff, ctx.auth), eq(staff.id, ctx.auth.staffId)));
      if (!own) throw notFound('staff');
      return (await withNames(ctx.db, [own as Row]))[0];
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/projectReport`,
    permission: 'authenticated',
    summary:
      "What the department-report button opens: the report page address (parameter project.report.url), the caller's department code and employment code, and a 5-minute report token (open-flow/verify checks it); staff only",
    tags,
    output: z.object({ url: z.string(), deptCode: z.string(), employmentCode: z.string(), token: z.string() }),
    handler: async (_q, ctx) => {
      if (!ctx.auth.staffId) throw notFound('staff');
      const [own] = await ctx.db
        .select({ employmentCode: staff.employmentCode, staffNo: staff.staffNo, deptCode: dept.deptCode })
        .from(staff)
        .leftJoin(dept, eq(dept.id, staff.deptId))
        .where(and(liveRows(staff, ctx.auth), eq(staff.id, ctx.auth.staffId)));
      if (!own) throw notFound('staff');
      const [setting] = await ctx.db.select({ value: param.paramValue }).from(param).where(and(liveRows(param, ctx.auth), eq(param.paramKey, 'project.report.url'))).limit(1);
      const url = setting?.value.trim() ?? '';
      if (!/^https?:\/\//i.test(url)) throw badRequest('The project report address is not configured (system parameter project.report.url)');
      return { url, deptCode: own.deptCode ?? '', employmentCode: own.employmentCode ?? own.staffNo, token: await signReportToken(app, ctx.auth) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/verifyRepeat`,
    permission: 'authenticated',
    summary:
      'Duplicate check: verifyType 0 staff number, 1 mobile ("code number", e.g. "+65 91234567"), 2 email; data true = already used by another staff (id = the staff being edited, skipped)',
    tags,
    input: z
      .object({
        verifyType: z.coerce.number().int().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
        value: z.string().trim().max(120).optional(),
        staffNo: z.string().trim().max(120).optional(),
        mobile: z.string().trim().max(120).optional(),
        email: z.string().trim().max(120).optional(),
        id: z.preprocess((v) => (v === '' ? undefined : v), zId.optional()),
      })
      .refine((v) => Boolean(v.value ?? [v.staffNo, v.mobile, v.email][v.verifyType]), { message: 'value is required', path: ['value'] }),
    output: z.boolean(),
    handler: async (q, ctx) => {
      const value = (q.value ?? [q.staffNo, q.mobile, q.email][q.verifyType])!;
      if (q.verifyType === 1 && !splitMobile(value).number) return false;
      return isDuplicate(ctx.db, ctx.auth, q.verifyType as 0 | 1 | 2, value, q.id);
    },
  });

  /** Moves a staff between account statuses with its account effect, in one transaction. */
  const transition = (url: string, permission: string, summary: string, extra: z.ZodRawShape, move: (tx: RouteContext['db'], ctx: RouteContext, input: Row) => Promise<{ before: Row; after: Row }>) =>
    defineRoute(app, {
      method: 'POST',
      url: `${prefix}/${url}`,
      permission,
      summary,
      tags,
      input: z.object({ id: zId, ...extra }),
      output: record,
      handler: async (input, ctx) => {
        const saved = await ctx.db.transaction(async (tx) => {
          await res.getById(tx, ctx.auth, input.id);
          const { before, after } = await move(tx, ctx, input);
          await audit(tx, ctx.auth, ctx.req, { action: url, resource: 'staff', recordId: input.id, changes: diff(before, after) });
          return res.getById(tx, ctx.auth, input.id);
        });
        return maskRows(ctx.auth, await withNames(ctx.db, [saved]))[0];
      },
    });
  const today = () => formatDateTime(new Date()).slice(0, 10);
  transition(
    'quit',
    'staff_quit',
    'Staff quits: status 2, quit date; the sign-in account is deleted and its sessions revoked',
    { quitDate: zDate.optional(), quitReason: z.string().trim().max(500).optional() },
    async (tx, ctx, i) => {
      const moved = await moveStaffStatus(tx, ctx.auth, i.id as string, EMPLOYED, STAFF_STATUS.QUIT, { quitDate: i.quitDate ?? today(), quitReason: i.quitReason ?? null }, 'quit');
      await closeAccount(tx, moved.after, 'staff_quit');
      return moved;
    },
  );
  transition(
    'employeeRejoining',
    'staff_rejoin',
    'A quit staff rejoins: status 3 (on probation again), new entry date; a new sign-in account is created',
    { entryDate: zDate.optional() },
    async (tx, ctx, i) => {
      const moved = await moveStaffStatus(tx, ctx.auth, i.id as string, [STAFF_STATUS.QUIT], STAFF_STATUS.REJOINED, { entryDate: i.entryDate ?? today(), quitDate: null, quitReason: null, confirmationDate: null }, 'employeeRejoining');
      await ensureAccount(tx, ctx.auth, moved.after);
      return moved;
    },
  );
  transition(
    'confirmation',
    'staff_confirm',
    'Probation passed: status 1 with the confirmation date; creates the sign-in account when the staff has none',
    { confirmationDate: zDate.optional() },
    (tx, ctx, i) => confirmStaff(tx, ctx.auth, i.id as string, (i.confirmationDate as string | undefined) ?? today()),
  );

  defineRoute(app, {
    method: 'POST',
    url: `${prefix}/setSupervisor`,
    permission: 'staff_edit',
    summary: 'Sets (isSupervisor 1) or cancels (0) supervisor (foreman) status of staff',
    tags,
    input: z.object({ ids: idList, isSupervisor: z.coerce.number().int().min(0).max(1) }),
    output: z.number(),
    handler: async ({ ids, isSupervisor }, ctx) =>
      ctx.db.transaction(async (tx) => {
        const rows = await tx.update(staff).set({ isSupervisor, updateUser: ctx.auth.userId }).where(and(res.scope(ctx.auth), inArray(staff.id, ids))).returning({ id: staff.id });
        if (rows.length === 0) throw notFound('staff');
        await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'staff', recordId: rows.map((r) => r.id), changes: { isSupervisor: { to: isSupervisor } } });
        return rows.length;
      }),
  });

  // ---- Excel: exports stream; the import validates every row first and imports all or nothing ----
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/staffExcel`,
    permission: 'staff_export',
    summary: 'Exports the filtered staff list as .xlsx (sensitive columns masked without staff_sensitive)',
    tags,
    input: listInput.omit({ current: true, size: true }),
    raw: true,
    handler: (q, ctx) => streamExcel(ctx.reply, { fileName: 'staff.xlsx', sheetName: 'Staff', columns: exportColumns, rows: res.exportRows(ctx, q) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/staffProjectExcel`,
    permission: 'staff_export',
    summary: 'Exports staff with the projects they work on (one row per staff project) as .xlsx',
    tags,
    input: z.object({ projectId: listInput.shape.projectId, nameOrNo: listInput.shape.nameOrNo }),
    raw: true,
    handler: (q, ctx) => {
      const conds = and(
        res.scope(ctx.auth),
        eq(staffProject.isDeleted, 0),
        q.projectId ? eq(staffProject.projectId, q.projectId) : undefined,
        q.nameOrNo ? nameOrNo().where(q.nameOrNo as never, ctx.auth) : undefined,
      );
      const rows = pagedRows(
        (offset, limit) =>
          ctx.db
            .select({ staffNo: staff.staffNo, enName: staff.enName, deptName: dept.deptName, projectName: project.projectName, role: staffProject.role, startDate: staffProject.startDate, endDate: staffProject.endDate })
            .from(staffProject)
            .innerJoin(staff, eq(staff.id, staffProject.staffId))
            .leftJoin(project, eq(project.id, staffProject.projectId))
            .leftJoin(dept, eq(dept.id, staff.deptId))
            .where(conds)
            .orderBy(asc(staff.staffNo), asc(staffProject.startDate), asc(staffProject.id))
            .limit(limit)
            .offset(offset),
        1000,
      );
      return streamExcel(ctx.reply, {
        fileName: 'staff-projects.xlsx',
        sheetName: 'Staff projects',
        columns: [
          { header: 'Staff No', key: 'staffNo' },
          { header: 'English Name', key: 'enName', width: 24 },
          { header: 'Department', key: 'deptName', width: 20 },
          { header: 'Project', key: 'projectName', width: 24 },
          { header: 'Role', key: 'role' },
          { header: 'Start Date', key: 'startDate' },
          { header: 'End Date', key: 'endDate' },
        ],
        rows,
      });
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/importTemplate`,
    permission: 'staff_import',
    summary: 'Downloads the staff import template (.xlsx header row; dates YYYY-MM-DD, Department by name or code)',
    tags,
    raw: true,
    handler: (_q, ctx) => streamExcel(ctx.reply, { fileName: 'staff-import-template.xlsx', sheetName: 'Staff', columns: importColumns.map((c) => ({ ...c, width: 18 })), rows: [] }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${prefix}/importStaff`,
    permission: 'staff_import',
    summary:
      'Imports staff from the template (multipart field file). Every row is checked first; any error answers 400 with data.errors [{row, column, reason}] and imports nothing',
    tags,
    bodyLimit: 20 * 1024 * 1024,
    output: z.object({ imported: z.number() }),
    handler: async (_q, ctx) => {
      const { buffer } = await uploadedFile(ctx.req);
      const { rows, errors } = await parseExcel(buffer, importColumns, importRow, 5000);
      const depts = await ctx.db.select({ id: dept.id, name: dept.deptName, code: dept.deptCode }).from(dept).where(liveRows(dept, ctx.auth));
      const deptId = new Map<string, string>();
      for (const d of depts) {
        deptId.set(d.name.toLowerCase(), d.id);
        if (d.code) deptId.set(d.code.toLowerCase(), d.id);
      }
      // one read of the tenant's live staff answers every duplicate question of the file
      const taken = await ctx.db.select({ staffNo: staff.staffNo, email: staff.email, mobileCode: staff.mobileCode, mobile: staff.mobile }).from(staff).where(liveRows(staff, ctx.auth));
      const takenNo = new Set(taken.map((x) => x.staffNo.toLowerCase()));
      const takenMail = new Set(taken.filter((x) => x.email).map((x) => x.email!.toLowerCase()));
      const takenMobile = new Set(taken.filter((x) => x.mobile).map((x) => `${x.mobileCode} ${x.mobile}`));
      const seen = new Map<string, number>();
      const values: Row[] = [];
      const problems: RowError[] = [...errors];
      for (const { row, value } of rows) {
        const v = value as Row;
        const no = String(v.staffNo).toLowerCase();
        if (seen.has(no)) problems.push({ row, column: 'Staff No', reason: `duplicates row ${seen.get(no)}` });
        seen.set(no, row);
        if (takenNo.has(no)) problems.push({ row, column: 'Staff No', reason: 'The EmployeeCode you entered is duplicated' });
        if (v.email && takenMail.has(String(v.email).toLowerCase())) problems.push({ row, column: 'Email', reason: 'The Email you entered is duplicated' });
        if (v.mobile && takenMobile.has(`${v.mobileCode} ${v.mobile}`)) problems.push({ row, column: 'Mobile', reason: 'The mobile you entered is duplicated' });
        // later rows of the file may not repeat them either
        if (v.email) takenMail.add(String(v.email).toLowerCase());
        if (v.mobile) takenMobile.add(`${v.mobileCode} ${v.mobile}`);
        let did: string | null = null;
        if (v.deptName) {
          did = deptId.get(String(v.deptName).toLowerCase()) ?? null;
          if (!did) problems.push({ row, column: 'Department', reason: `no department named ${String(v.deptName)}` });
        }
        const { deptName: _dn, ...rest } = v;
        values.push({ ...rest, deptId: did });
      }
      if (problems.length) rejectImport(problems.sort((a, b) => a.row - b.row));
      await ctx.db.transaction(async (tx) => {
        for (const v of values) await res.save({ ...ctx, db: tx }, v);
      });
      return { imported: values.length };
    },
  });
}
