import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { EMPLOYED_STAFF_STATUSES, STAFF_DUPLICATE_CHECK, STAFF_STATUS, type StaffDuplicateCheck } from '@hr/contracts';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { zOptionalId, type ServiceContext } from '../../platform/http/route.js';
import { pagedRows } from '../../platform/excel.js';
import { conflict, notFound } from '../../platform/errors.js';
import { joinedNames } from '../../platform/names.js';
import { formatDateTime } from '../../platform/util.js';
import { containsAny, defineRepository, filters, liveRows, type Filter, type Repository } from '../../platform/repository.js';
import { deptCodeOf, deptNameOf, deptNames, paramText } from '../system/system.public.js';
import { projectNameOf, projectNames } from '../base/base.public.js';
import { staff, staffProject } from './staff.tables.js';
import { staffFieldRules } from './staff.schema.js';
import { DIRECTORY_FIELDS } from '../directories.js';
import { assertLinkableAccount, closeAccount, dropUnseenFields, ensureAccount, maskRows, splitMobile, staffEventData, syncAccount } from './staff.rules.js';
import { publishEvent } from '../webhook/webhook.publish.js';

type Row = Record<string, unknown>;

/** Staff whose name or number contains the text (case-insensitive), or no condition for an empty text. */
export function staffNameOrNo(text: string | undefined): SQL | undefined {
  return containsAny([staff.enName, staff.staffNo], text);
}
const nameOrNo: Filter = { schema: z.string().max(100).optional(), where: (v: string | undefined) => staffNameOrNo(v) };
const statusList: Filter = {
  schema: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d(,\d)*$/, 'must be a comma list of statuses')
      .optional(),
  ),
  where: (v: string | undefined) => (v ? inArray(staff.status, v.split(',').map(Number)) : undefined),
};

/** A staff list's filters with employed staff only, unless the caller names statuses. */
export const employedOnly = (q: Row) => ({ ...q, statusIn: q.statusIn ?? EMPLOYED_STAFF_STATUSES.join(',') });

/** A staff member's department, team, business section and project names. */
const staffNames = joinedNames(staff, {
  deptName: { from: 'deptId', source: deptNames },
  teamName: { from: 'teamId', source: deptNames },
  businessSectionName: { from: 'businessSectionId', source: deptNames },
  projectName: { from: 'projectId', source: projectNames },
});

/** Adds deptName, teamName, businessSectionName and projectName to staff rows, in one statement. */
export async function withNames(db: Db, rows: Row[]): Promise<Row[]> {
  return rows.length === 0 ? rows : staffNames.present(db, rows);
}

/** Whether another live staff of the tenant already uses the staff number, mobile ("code number") or e-mail. */
export async function isDuplicate(db: Db, auth: AuthContext, verifyType: StaffDuplicateCheck, value: string, exceptId?: string): Promise<boolean> {
  const conds = [eq(staff.tenantId, auth.tenantId), eq(staff.isDeleted, 0)];
  if (exceptId) conds.push(sql`${staff.id} <> ${exceptId}`);
  if (verifyType === STAFF_DUPLICATE_CHECK.STAFF_NO) conds.push(sql`lower(${staff.staffNo}) = ${value.trim().toLowerCase()}`);
  else if (verifyType === STAFF_DUPLICATE_CHECK.EMAIL) conds.push(sql`lower(${staff.email}) = ${value.trim().toLowerCase()}`);
  else {
    const { code, number } = splitMobile(value);
    conds.push(eq(staff.mobile, number));
    if (code) conds.push(eq(staff.mobileCode, code));
  }
  const [hit] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(...conds))
    .limit(1);
  return Boolean(hit);
}

/** Staff records: the account rules of staff.rules.ts run inside every write. */
export const staffs: Repository<typeof staff> = defineRepository({
  name: 'staff',
  table: staff,
  omitInput: ['status', 'quitDate', 'quitReason', 'confirmationDate'],
  // userId on add: link an existing account instead of creating one (never changed by an update)
  inputExtend: { ...staffFieldRules, userId: zOptionalId },
  outputExtend: {
    deptName: z.string().nullable().optional(),
    teamName: z.string().nullable().optional(),
    businessSectionName: z.string().nullable().optional(),
    projectName: z.string().nullable().optional(),
  },
  filters: {
    staffNo: filters.like(staff.staffNo),
    enName: filters.like(staff.enName),
    nameOrNo,
    email: filters.like(staff.email),
    mobile: filters.like(staff.mobile),
    deptId: filters.id(staff.deptId),
    teamId: filters.id(staff.teamId),
    businessSectionId: filters.id(staff.businessSectionId),
    projectId: filters.id(staff.projectId),
    ids: filters.inIds(staff.id),
    status: filters.int(staff.status),
    statusIn: statusList,
    isSupervisor: filters.int(staff.isSupervisor),
    entryDateStart: filters.from(staff.entryDate),
    entryDateEnd: filters.to(staff.entryDate),
  },
  sortable: { staffNo: staff.staffNo, enName: staff.enName, entryDate: staff.entryDate, createTime: staff.createTime },
  defaultOrder: [asc(staff.staffNo), asc(staff.id)],
  // "own dept and children" scopes follow the staff's department, "self" the staff's own account
  dataScope: { dept: staff.deptId, dept_id: staff.deptId, user: staff.userId, user_id: staff.userId, project_id: staff.projectId },
  unique: [{ fields: ['staffNo'], message: 'staffNo: The EmployeeCode you entered is duplicated' }],
  // the selector's directory (modules/directories.ts): names and org units only, never a sensitive field
  directory: DIRECTORY_FIELDS.staff,
  hooks: {
    beforeWrite: async (tx, ctx, values, existing) => {
      dropUnseenFields(ctx.auth, values);
      // a new staff starts on probation
      if (!existing) values.status = STAFF_STATUS.PROBATION;
      if (existing) delete values.userId;
      else if (values.userId) await assertLinkableAccount(tx, ctx.auth, String(values.userId));
      const merged = { ...(existing ?? {}), ...values };
      const exceptId = existing?.id as string | undefined;
      if (values.mobile && (await isDuplicate(tx, ctx.auth, STAFF_DUPLICATE_CHECK.MOBILE, `${merged.mobileCode ?? '+65'} ${merged.mobile}`, exceptId))) {
        throw conflict('mobile: The mobile you entered is duplicated');
      }
      if (values.email && (await isDuplicate(tx, ctx.auth, STAFF_DUPLICATE_CHECK.EMAIL, String(values.email), exceptId))) {
        throw conflict('email: The Email you entered is duplicated');
      }
    },
    afterWrite: async (tx, ctx, saved, existing) => {
      if (!existing) {
        saved.userId = await ensureAccount(tx, ctx.auth, saved);
        await publishEvent(tx, ctx.auth, 'staff.joined', { ...staffEventData(saved), rejoined: false });
      } else await syncAccount(tx, saved);
    },
    beforeRemove: async (tx, ctx, ids) => {
      const rows = await tx
        .select()
        .from(staff)
        .where(and(staffs.scope(ctx.auth), inArray(staff.id, ids)));
      for (const s of rows) await closeAccount(tx, s, 'staff_removed');
    },
    present: (_db, ctx, rows) => maskRows(ctx.auth, rows),
  },
  names: staffNames,
});

/** The staff directory of the selectors (every employed staff of the tenant, whatever the caller's data scope). */
export async function staffDirectory(ctx: ServiceContext, q: Row) {
  return (await staffs.directory(ctx.db, ctx.auth, employedOnly(q) as never)).records;
}

/** Every staff of any status, for display lookups. */
export const everyStaff = (ctx: ServiceContext, q: { nameOrNo?: string }) => staffs.all(ctx.db, ctx, { statusIn: Object.values(STAFF_STATUS).join(','), ...q });

/** The caller's own staff record, with names (404 when the account is not linked to a staff). */
export async function ownStaffRecord(ctx: ServiceContext): Promise<Row> {
  if (!ctx.auth.staffId) throw notFound('staff');
  const [own] = await ctx.db
    .select()
    .from(staff)
    .where(and(liveRows(staff, ctx.auth), eq(staff.id, ctx.auth.staffId)));
  if (!own) throw notFound('staff');
  return (await withNames(ctx.db, [own as Row]))[0];
}

/** The caller's department code and employment code (the department report's parameters). */
export async function ownReportCodes(ctx: ServiceContext): Promise<{ deptCode: string; employmentCode: string }> {
  if (!ctx.auth.staffId) throw notFound('staff');
  const [own] = await ctx.db
    .select({ employmentCode: staff.employmentCode, staffNo: staff.staffNo, deptCode: deptCodeOf(staff.deptId) })
    .from(staff)
    .where(and(liveRows(staff, ctx.auth), eq(staff.id, ctx.auth.staffId)));
  if (!own) throw notFound('staff');
  return { deptCode: own.deptCode ?? '', employmentCode: own.employmentCode ?? own.staffNo };
}

/** A system parameter of the caller's tenant, trimmed ('' when unset). */
export async function tenantParam(ctx: ServiceContext, key: string): Promise<string> {
  return (await paramText(ctx.db, ctx.auth, key)) ?? '';
}

/** Staff with the projects they work on, one row per staff project, for the export (1000 rows a read). */
export function staffProjectRows(ctx: ServiceContext, q: { projectId?: string; nameOrNo?: string }): AsyncIterable<Row> {
  const conds = and(
    staffs.scope(ctx.auth),
    eq(staffProject.isDeleted, 0),
    q.projectId ? eq(staffProject.projectId, q.projectId) : undefined,
    staffNameOrNo(q.nameOrNo),
  );
  return pagedRows(
    (offset, limit) =>
      ctx.db
        .select({
          staffNo: staff.staffNo,
          enName: staff.enName,
          deptName: deptNameOf(staff.deptId),
          projectName: projectNameOf(staffProject.projectId),
          role: staffProject.role,
          startDate: staffProject.startDate,
          endDate: staffProject.endDate,
        })
        .from(staffProject)
        .innerJoin(staff, eq(staff.id, staffProject.staffId))
        .where(conds)
        .orderBy(asc(staff.staffNo), asc(staffProject.startDate), asc(staffProject.id))
        .limit(limit)
        .offset(offset),
    1000,
  );
}

/** Staff numbers, e-mails and mobiles ("code number") live staff of the tenant already use: one read answers a whole import. */
export async function takenStaffKeys(ctx: ServiceContext) {
  const taken = await ctx.db
    .select({ staffNo: staff.staffNo, email: staff.email, mobileCode: staff.mobileCode, mobile: staff.mobile })
    .from(staff)
    .where(liveRows(staff, ctx.auth));
  return {
    staffNos: new Set(taken.map((x) => x.staffNo.toLowerCase())),
    emails: new Set(taken.filter((x) => x.email).map((x) => x.email!.toLowerCase())),
    mobiles: new Set(taken.filter((x) => x.mobile).map((x) => `${x.mobileCode} ${x.mobile}`)),
  };
}

// The data functions of staff's services; the rules stay in the services.

/** A live staff of the actor's tenant (whole row), or undefined. */
export async function staffRow(db: Db, auth: Tenant, id: string) {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.tenantId, auth.tenantId), eq(staff.isDeleted, 0), eq(staff.id, id)))
    .limit(1);
  return row;
}

/**
 * Moves a staff from status `from` to `to` with field changes, only while the status is still `from` (so two
 * concurrent moves cannot both pass). Answers the row after, or undefined when the status changed meanwhile.
 */
export async function setStaffStatus(db: Db, auth: Pick<AuthContext, 'userId'>, id: string, from: number, to: number, fields: Record<string, unknown>) {
  const [after] = await db
    .update(staff)
    .set({ ...fields, status: to, updateUser: auth.userId, updateTime: formatDateTime(new Date()), version: sql`${staff.version} + 1` })
    .where(and(eq(staff.id, id), eq(staff.status, from)))
    .returning();
  return after;
}

/** Sets the supervisor flag of the staff among `ids` the caller may see; answers their ids. */
export async function setSupervisorFlag(db: Db, auth: AuthContext, ids: string[], isSupervisor: number): Promise<string[]> {
  const rows = await db
    .update(staff)
    .set({ isSupervisor, updateUser: auth.userId })
    .where(and(staffs.scope(auth), inArray(staff.id, ids)))
    .returning({ id: staff.id });
  return rows.map((r) => r.id);
}

/** An employed staff of the departments (or teams, or business sections) `ids`, or undefined. */
export async function employedStaffIn(db: Db, auth: Tenant, ids: string[]): Promise<{ staffNo: string } | undefined> {
  const [member] = await db
    .select({ staffNo: staff.staffNo })
    .from(staff)
    .where(
      and(
        liveRows(staff, auth),
        or(inArray(staff.deptId, ids), inArray(staff.teamId, ids), inArray(staff.businessSectionId, ids)),
        inArray(staff.status, EMPLOYED_STAFF_STATUSES),
      ),
    )
    .limit(1);
  return member;
}
