import { z } from 'zod';
import { STAFF_PERMISSIONS as STAFF } from '@hr/contracts';
import { crudRoutes, listRoute } from '../../platform/crud-routes.js';
import { route, zDate, zId } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { streamExcel, uploadedFile } from '../../platform/excel.js';
import { staffExportColumns, staffImportColumns, staffProjectColumns } from './staff.schema.js';
import { employedOnly, everyStaff, ownStaffRecord, staffDirectory, staffProjectRows, staffs } from './staff.queries.js';
import { profileParts, staffProfile } from './staff-profile.js';
import {
  applyStaffMove,
  confirmStaff,
  importStaff,
  projectReportAvailable,
  projectReportLink,
  quitStaff,
  rejoinStaff,
  setSupervisor,
  verifyRepeat,
} from './staff.service.js';

const PREFIX = '/api/mcc-staff/staff';
const tags = ['staff'];
const listInput = staffs.listInput;

/** What the staff selectors answer: names and org units only. */
const directoryEntry = z.object({
  id: z.string(),
  enName: z.string(),
  staffNo: z.string(),
  deptId: z.string().nullable(),
  teamId: z.string().nullable(),
  businessSectionId: z.string().nullable(),
  projectId: z.string().nullable(),
});
const directoryInput = z.object({
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

/** Staff records (`/api/mcc-staff/staff/*`): CRUD, lists and selectors, status moves, Excel. */
export const staffRoutes = [
  ...crudRoutes(staffs, {
    prefix: PREFIX,
    permissions: STAFF,
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'addStaff', update: 'update', submit: false, remove: 'remove' },
  }),
  listRoute(staffs, {
    url: `${PREFIX}/staffList`,
    permission: STAFF.view,
    summary: 'Staff summary list (employed staff unless status/statusIn is given), with department, team and project names',
    preset: employedOnly,
  }),
  listRoute(staffs, {
    url: `${PREFIX}/staffListForComptroller`,
    permission: STAFF.sensitive,
    summary: 'Staff list for the comptroller: bank and salary fields in clear (needs staff_sensitive)',
    preset: employedOnly,
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/getStaffList`,
    permission: 'authenticated',
    summary:
      'Easy staff list of the staff selector (ids, deptId, teamId, businessSectionId, projectId, nameOrNo; size -1 = all employed staff): the staff directory, not narrowed by data scopes',
    tags,
    input: directoryInput,
    output: z.array(directoryEntry),
    // anyone who starts or shares a request must be able to pick an approver or recipient outside their own records scope
    handler: (q, ctx) => staffDirectory(ctx, q) as never,
  }),
  listRoute(staffs, {
    url: `${PREFIX}/authStaffList`,
    permission: 'authenticated',
    summary: "Employed staff the caller's data scope allows (id, enName, staffNo, department...; size -1 = all)",
    size: -1,
    answer: 'records',
    record: directoryEntry,
    preset: employedOnly,
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/all`,
    permission: 'authenticated',
    summary: 'Every staff of account statuses 0,1,2,3 for display lookups (id, enName, staffNo, status, userId)',
    tags,
    input: z.object({ nameOrNo: listInput.shape.nameOrNo }),
    output: z.array(directoryEntry.extend({ status: z.number(), userId: z.string().nullable() })),
    handler: (q, ctx) => everyStaff(ctx, q) as never,
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/staffDetail`,
    permission: 'authenticated',
    summary: "The caller's own staff record (404 when the account is not linked to a staff)",
    tags,
    output: staffs.record,
    handler: (_q, ctx) => ownStaffRecord(ctx),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/profile`,
    permission: STAFF.view,
    summary:
      "A staff member's profile (id): the record as detail answers it (data scope, sensitive fields masked without staff_sensitive), the " +
      "account's avatar, the first approver as manager, documents that expire (passport, contract end, certificates) and the change " +
      "history (audited writes, status moves, proposed changes); 404 outside the caller's scope",
    tags,
    input: z.object({ id: zId }),
    output: z.object({ record: staffs.record, ...profileParts }),
    handler: ({ id }, ctx) => staffProfile(ctx, id) as never,
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/projectReport`,
    permission: 'authenticated',
    summary:
      "What the department-report button opens: the report page address (parameter project.report.url), the caller's department code and " +
      'employment code, and a 5-minute report token (open-flow/verify checks it); staff only',
    tags,
    output: z.object({ url: z.string(), deptCode: z.string(), employmentCode: z.string(), token: z.string() }),
    handler: (_q, ctx) => projectReportLink(ctx),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/projectReport/available`,
    permission: 'authenticated',
    summary:
      'Whether the department-report button has a report page to open (parameter project.report.url is an http(s) address); the header shows the button only then',
    tags,
    output: z.object({ available: z.boolean() }),
    handler: (_q, ctx) => projectReportAvailable(ctx),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/verifyRepeat`,
    permission: 'authenticated',
    summary:
      'Duplicate check: verifyType 0 staff number, 1 mobile ("code number", e.g. "+65 91234567"), 2 email; data true = already used by another staff (id = the staff being edited, skipped)',
    tags,
    input: z
      .object({
        verifyType: z.coerce
          .number()
          .int()
          .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
        value: z.string().trim().max(120).optional(),
        staffNo: z.string().trim().max(120).optional(),
        mobile: z.string().trim().max(120).optional(),
        email: z.string().trim().max(120).optional(),
        id: z.preprocess((v) => (v === '' ? undefined : v), zId.optional()),
      })
      .refine((v) => Boolean(v.value ?? [v.staffNo, v.mobile, v.email][v.verifyType]), { message: 'value is required', path: ['value'] }),
    output: z.boolean(),
    // the value comes as `value` or under the checked field's own name
    handler: (q, ctx) => verifyRepeat(ctx, q.verifyType, (q.value ?? [q.staffNo, q.mobile, q.email][q.verifyType])!, q.id),
  }),
  route({
    method: 'POST',
    url: `${PREFIX}/quit`,
    permission: STAFF.quit,
    summary: 'Staff quits: status 2, quit date; the sign-in account is deleted and its sessions revoked',
    tags,
    input: z.object({ id: zId, quitDate: zDate.optional(), quitReason: z.string().trim().max(500).optional() }),
    output: staffs.record,
    handler: (i, ctx) => applyStaffMove(ctx, i.id, 'quit', (tx) => quitStaff(tx, ctx.auth, i.id, i)),
  }),
  route({
    method: 'POST',
    url: `${PREFIX}/employeeRejoining`,
    permission: STAFF.rejoin,
    summary: 'A quit staff rejoins: status 3 (on probation again), new entry date; a new sign-in account is created',
    tags,
    input: z.object({ id: zId, entryDate: zDate.optional() }),
    output: staffs.record,
    handler: (i, ctx) => applyStaffMove(ctx, i.id, 'employeeRejoining', (tx) => rejoinStaff(tx, ctx.auth, i.id, i.entryDate)),
  }),
  route({
    method: 'POST',
    url: `${PREFIX}/confirmation`,
    permission: STAFF.confirm,
    summary: 'Probation passed: status 1 with the confirmation date; creates the sign-in account when the staff has none',
    tags,
    input: z.object({ id: zId, confirmationDate: zDate.optional() }),
    output: staffs.record,
    handler: (i, ctx) => applyStaffMove(ctx, i.id, 'confirmation', (tx) => confirmStaff(tx, ctx.auth, i.id, i.confirmationDate)),
  }),
  route({
    method: 'POST',
    url: `${PREFIX}/setSupervisor`,
    permission: STAFF.edit,
    summary: 'Sets (isSupervisor 1) or cancels (0) supervisor (foreman) status of staff',
    tags,
    input: z.object({ ids: idList, isSupervisor: z.coerce.number().int().min(0).max(1) }),
    output: z.number(),
    handler: ({ ids, isSupervisor }, ctx) => setSupervisor(ctx, ids, isSupervisor),
  }),
  // Excel: exports stream; the import validates every row first and imports all or nothing
  route({
    method: 'GET',
    url: `${PREFIX}/staffExcel`,
    permission: STAFF.export,
    summary: 'Exports the filtered staff list as .xlsx (sensitive columns masked without staff_sensitive)',
    tags,
    input: listInput.omit({ current: true, size: true }),
    download: 'xlsx',
    handler: (q, ctx) => streamExcel(ctx.reply, { fileName: 'staff.xlsx', sheetName: 'Staff', columns: staffExportColumns, rows: staffs.exportRows(ctx, q) }),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/staffProjectExcel`,
    permission: STAFF.export,
    summary: 'Exports staff with the projects they work on (one row per staff project) as .xlsx',
    tags,
    input: z.object({ projectId: listInput.shape.projectId, nameOrNo: listInput.shape.nameOrNo }),
    download: 'xlsx',
    handler: (q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'staff-projects.xlsx',
        sheetName: 'Staff projects',
        columns: staffProjectColumns,
        rows: staffProjectRows(ctx, q as never),
      }),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/importTemplate`,
    permission: STAFF.import,
    summary: 'Downloads the staff import template (.xlsx header row; dates YYYY-MM-DD, Department by name or code)',
    tags,
    download: 'xlsx',
    handler: (_q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'staff-import-template.xlsx',
        sheetName: 'Staff',
        columns: staffImportColumns.map((c) => ({ ...c, width: 18 })),
        rows: [],
      }),
  }),
  route({
    method: 'POST',
    url: `${PREFIX}/importStaff`,
    permission: STAFF.import,
    summary:
      'Imports staff from the template (multipart field file). Every row is checked first; any error answers 400 with data.errors [{row, column, reason}] and imports nothing',
    tags,
    bodyLimit: 20 * 1024 * 1024,
    output: z.object({ imported: z.number() }),
    handler: async (_q, ctx) => importStaff(ctx, (await uploadedFile(ctx.req)).buffer),
  }),
];
