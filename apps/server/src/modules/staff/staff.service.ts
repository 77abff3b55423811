import { STAFF_DUPLICATE_CHECK, STAFF_MOVES, type StaffDuplicateCheck, type StaffMove } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit, diff } from '../../platform/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { parseExcel, rejectImport, type RowError } from '../../platform/excel.js';
import { today } from '../../platform/util.js';
import type { DeptRemovalGuard } from '../module.js';
import { signReportToken } from '../auth/open-login.routes.js';
import { staffImportColumns, staffImportRow } from './staff.schema.js';
import { closeAccount, ensureAccount, maskRows, splitMobile, staffEventData, type StaffActor } from './staff.rules.js';
import { publishEvent } from '../webhook/webhook.publish.js';
import {
  employedStaffIn,
  isDuplicate,
  ownReportCodes,
  setStaffStatus,
  setSupervisorFlag,
  staffRow,
  staffs,
  takenStaffKeys,
  tenantParam,
  withNames,
} from './staff.queries.js';
import { deptIdsByNameOrCode } from '../system/system.public.js';

// other modules (probation, benefit) read these from here
export { STAFF_STATUS, EMPLOYED_STAFF_STATUSES as EMPLOYED } from '@hr/contracts';
export { staffNameOrNo } from './staff.queries.js';
export type { StaffActor } from './staff.rules.js';

type Row = Record<string, unknown>;
type Moved = { before: Row; after: Row };

/**
 * Moves a staff of the actor's tenant from one of `from` to status `to` with the given field changes
 * (conditional on the status read, so two concurrent moves cannot both pass). Answers the row before and after.
 */
async function moveStaffStatus(tx: Db, actor: StaffActor, id: string, from: readonly number[], to: number, fields: Row, action: string): Promise<Moved> {
  const before = await staffRow(tx, actor, id);
  if (!before) throw notFound('staff');
  if (!from.includes(before.status)) throw conflict(`status: this staff's status (${before.status}) does not allow ${action}`);
  const after = await setStaffStatus(tx, actor, id, before.status, to, fields);
  if (!after) throw conflict();
  return { before: before as Row, after: after as Row };
}

/** Probation passed (the staff action and an approved confirmation assessment): status 1, confirmation date (default today), a sign-in account. */
export async function confirmStaff(tx: Db, actor: StaffActor, id: string, confirmationDate = today()): Promise<Moved> {
  const { from, to } = STAFF_MOVES.confirmation;
  const moved = await moveStaffStatus(tx, actor, id, from, to, { confirmationDate }, 'confirmation');
  await ensureAccount(tx, actor, moved.after);
  return moved;
}

/** The staff quits: quit date (default today) and reason; the sign-in account is deleted and its sessions revoked. */
export async function quitStaff(tx: Db, actor: StaffActor, id: string, o: { quitDate?: string; quitReason?: string }): Promise<Moved> {
  const { from, to } = STAFF_MOVES.quit;
  const moved = await moveStaffStatus(tx, actor, id, from, to, { quitDate: o.quitDate ?? today(), quitReason: o.quitReason ?? null }, 'quit');
  await closeAccount(tx, moved.after, 'staff_quit');
  await publishEvent(tx, actor, 'staff.quit', staffEventData(moved.after));
  return moved;
}

/** A quit staff rejoins, on probation again from the entry date (default today), with a new sign-in account. */
export async function rejoinStaff(tx: Db, actor: StaffActor, id: string, entryDate?: string): Promise<Moved> {
  const { from, to } = STAFF_MOVES.employeeRejoining;
  const fields = { entryDate: entryDate ?? today(), quitDate: null, quitReason: null, confirmationDate: null };
  const moved = await moveStaffStatus(tx, actor, id, from, to, fields, 'employeeRejoining');
  await ensureAccount(tx, actor, moved.after);
  await publishEvent(tx, actor, 'staff.joined', { ...staffEventData(moved.after), rejoined: true });
  return moved;
}

/** One of HR's status moves of a staff the caller may see, audited under the move's name; answers the record as the caller sees it. */
export async function applyStaffMove(ctx: ServiceContext, id: string, action: StaffMove, move: (tx: Db) => Promise<Moved>): Promise<Row> {
  const saved = await ctx.db.transaction(async (tx) => {
    await staffs.getById(tx, ctx.auth, id);
    const { before, after } = await move(tx);
    await audit(tx, ctx.auth, ctx.req, { action, resource: 'staff', recordId: id, changes: diff(before, after) });
    return staffs.getById(tx, ctx.auth, id);
  });
  return maskRows(ctx.auth, await withNames(ctx.db, [saved]))[0];
}

/** Sets or cancels supervisor (foreman) status of staff the caller may see; answers how many changed. */
export async function setSupervisor(ctx: ServiceContext, ids: string[], isSupervisor: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const changed = await setSupervisorFlag(tx, ctx.auth, ids, isSupervisor);
    if (changed.length === 0) throw notFound('staff');
    await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'staff', recordId: changed, changes: { isSupervisor: { to: isSupervisor } } });
    return changed.length;
  });
}

/** The duplicate check of the staff form: whether another staff already uses the value (a mobile without digits never is). */
export async function verifyRepeat(ctx: ServiceContext, verifyType: StaffDuplicateCheck, value: string, exceptId?: string): Promise<boolean> {
  if (verifyType === STAFF_DUPLICATE_CHECK.MOBILE && !splitMobile(value).number) return false;
  return isDuplicate(ctx.db, ctx.auth, verifyType, value, exceptId);
}

/** Whether the department-report button has somewhere to go: the company set an http(s) report address. */
export async function projectReportAvailable(ctx: ServiceContext) {
  return { available: /^https?:\/\//i.test(await tenantParam(ctx, 'project.report.url')) };
}

/** What the department-report button opens: the configured report address, the caller's codes and a 5-minute report token. */
export async function projectReportLink(ctx: ServiceContext) {
  const codes = await ownReportCodes(ctx);
  const url = await tenantParam(ctx, 'project.report.url');
  if (!/^https?:\/\//i.test(url)) throw badRequest('The project report address is not configured (system parameter project.report.url)');
  return { url, ...codes, token: await signReportToken(ctx.app, ctx.auth) };
}

/**
 * Imports staff from the template: every row is checked first (fields, duplicates within the file and
 * against live staff, departments by name or code); any problem rejects the whole file, naming row and column.
 */
export async function importStaff(ctx: ServiceContext, file: Buffer): Promise<{ imported: number }> {
  const { rows, errors } = await parseExcel(file, staffImportColumns, staffImportRow, 5000);
  const deptId = await deptIdsByNameOrCode(ctx.db, ctx.auth);
  const taken = await takenStaffKeys(ctx);
  const seen = new Map<string, number>();
  const values: Row[] = [];
  const problems: RowError[] = [...errors];
  for (const { row, value } of rows) {
    const { deptName, ...v } = value as Row;
    const no = String(v.staffNo).toLowerCase();
    const mobile = `${v.mobileCode} ${v.mobile}`;
    if (seen.has(no)) problems.push({ row, column: 'Staff No', reason: `duplicates row ${seen.get(no)}` });
    seen.set(no, row);
    if (taken.staffNos.has(no)) problems.push({ row, column: 'Staff No', reason: 'The EmployeeCode you entered is duplicated' });
    if (v.email && taken.emails.has(String(v.email).toLowerCase())) problems.push({ row, column: 'Email', reason: 'The Email you entered is duplicated' });
    if (v.mobile && taken.mobiles.has(mobile)) problems.push({ row, column: 'Mobile', reason: 'The mobile you entered is duplicated' });
    // later rows of the file may not repeat them either
    if (v.email) taken.emails.add(String(v.email).toLowerCase());
    if (v.mobile) taken.mobiles.add(mobile);
    const did = deptName ? (deptId.get(String(deptName).toLowerCase()) ?? null) : null;
    if (deptName && !did) problems.push({ row, column: 'Department', reason: `no department named ${String(deptName)}` });
    values.push({ ...v, deptId: did });
  }
  if (problems.length) rejectImport(problems.sort((a, b) => a.row - b.row));
  await ctx.db.transaction(async (tx) => {
    for (const v of values) await staffs.save({ ...ctx, db: tx }, v);
  });
  return { imported: values.length };
}

/** A department (or team, or business section) that employed staff still belong to cannot be removed. */
export const staffKeepsDept: DeptRemovalGuard = async (tx, auth, ids) => {
  const member = await employedStaffIn(tx, auth, ids);
  if (member) throw conflict(`The department still has staff (${member.staffNo}); move them first`);
};
