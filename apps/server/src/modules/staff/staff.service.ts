import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { filters } from '../../platform/crud.js';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { permits } from '../../platform/auth/permissions.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { authSession } from '../../platform/db/platform.tables.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { initialPassword } from '../auth/initial-password.js';
import { dept, user } from '../system/system.tables.js';
import { project } from '../base/base.tables.js';
import { staff } from './staff.tables.js';

type Row = Record<string, unknown>;

/** Account statuses of staff (seed 000 section 4, seed 001 section 5): the `status` column of staff_info. */
export const STAFF_STATUS = { PROBATION: 0, CONFIRMED: 1, QUIT: 2, REJOINED: 3 } as const;
/** Statuses of people still employed. */
export const EMPLOYED = [STAFF_STATUS.PROBATION, STAFF_STATUS.CONFIRMED, STAFF_STATUS.REJOINED];

/** The button code that shows and exports NRIC, passport, bank and salary fields. */
export const SENSITIVE_PERMISSION = 'staff_sensitive';
export const SENSITIVE_FIELDS = ['nric', 'passportNumber', 'bankName', 'bankAccountName', 'bankAccountNo', 'basicSalary'] as const;

/** Worker wage fields (worker employment terms): shown and written only with the same permission. */
export const WAGE_FIELDS = ['basicHourWage', 'basicMonthlySalary', 'overtimeRate', 'mealAllowance'] as const;
const MONEY_FIELDS: readonly string[] = ['basicSalary', ...WAGE_FIELDS];

/** `S1234567D` -> `*****567D`; salaries and wages become `****`. */
export function maskValue(field: string, v: unknown): unknown {
  if (v === null || v === undefined || v === '') return v;
  if (MONEY_FIELDS.includes(field)) return '****';
  const s = String(v);
  const keep = s.length > 6 ? 4 : Math.min(2, s.length - 1);
  return `${'*'.repeat(Math.max(s.length - keep, 4))}${s.slice(s.length - keep)}`;
}

export const seesSensitive = (auth: AuthContext) => permits(auth, SENSITIVE_PERMISSION);

/** Masks the sensitive fields of rows (staff's by default) unless the caller holds `staff_sensitive`. */
export function maskRows(auth: AuthContext, rows: Row[], fields: readonly string[] = SENSITIVE_FIELDS): Row[] {
  if (seesSensitive(auth)) return rows;
  return rows.map((r) => {
    const out = { ...r };
    for (const f of fields) if (f in out) out[f] = maskValue(f, out[f]);
    return out;
  });
}

/** Adds deptName and projectName to staff rows (one query each). */
export async function withNames(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = (k: string) => [...new Set(rows.map((r) => r[k]).filter((v): v is string => typeof v === 'string'))];
  const deptIds = [...new Set([...ids('deptId'), ...ids('teamId'), ...ids('businessSectionId')])];
  const depts = deptIds.length ? await db.select({ id: dept.id, name: dept.deptName }).from(dept).where(inArray(dept.id, deptIds)) : [];
  const projectIds = ids('projectId');
  const projects = projectIds.length ? await db.select({ id: project.id, name: project.projectName }).from(project).where(inArray(project.id, projectIds)) : [];
  const dn = new Map(depts.map((d) => [d.id, d.name]));
  const pn = new Map(projects.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    ...r,
    deptName: dn.get(r.deptId as string) ?? null,
    teamName: dn.get(r.teamId as string) ?? null,
    businessSectionName: dn.get(r.businessSectionId as string) ?? null,
    projectName: pn.get(r.projectId as string) ?? null,
  }));
}

/**
 * The hash of the initial password, computed once per process (and again if the configured value
 * changes): imports of thousands of staff would otherwise spend most of their time in argon2. The
 * initial password is published and must be changed at first sign-in, so accounts sharing its hash
 * reveal nothing that is not already known.
 */
let initialHash: { plain: string; hash: Promise<string> } | null = null;
function initialPasswordHash(): Promise<string> {
  const plain = initialPassword();
  if (!initialHash || initialHash.plain !== plain) {
    const hash = hashPassword(plain);
    hash.catch(() => (initialHash = null));
    initialHash = { plain, hash };
  }
  return initialHash.hash;
}

/**
 * Creates the sign-in account of a staff (account = staff number, the published initial password that
 * must be changed at first sign-in) when the staff has no live one; links both ways. Runs in `tx`.
 */
export async function ensureAccount(tx: Db, auth: StaffActor, s: Row): Promise<string> {
  if (s.userId) {
    const [live] = await tx.select({ id: user.id }).from(user).where(and(eq(user.id, s.userId as string), eq(user.tenantId, auth.tenantId), eq(user.isDeleted, 0)));
    if (live) {
      // an existing account (chosen when the staff was added, or kept through a rejoin) is linked both ways
      await tx.update(user).set({ staffId: s.id as string }).where(eq(user.id, live.id));
      await syncAccount(tx, s);
      return live.id;
    }
  }
  const account = String(s.staffNo);
  const [taken] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, auth.tenantId), eq(user.account, account), eq(user.isDeleted, 0)));
  if (taken) throw conflict(`staffNo: the account ${account} is already used by another user`);
  const [created] = await tx
    .insert(user)
    .values({
      tenantId: auth.tenantId,
      account,
      password: await initialPasswordHash(),
      name: String(s.enName),
      realName: String(s.enName),
      email: (s.email as string) ?? null,
      phone: s.mobile ? `${s.mobileCode ?? ''} ${s.mobile}`.trim() : null,
      deptId: (s.deptId as string) ?? '',
      staffId: s.id as string,
      firstApprover: (s.firstApprover as string) ?? null,
      isInitialPassword: 1,
      createUser: auth.userId,
      createDept: auth.deptIds[0] ?? null,
    })
    .returning({ id: user.id });
  await tx.update(staff).set({ userId: created.id }).where(eq(staff.id, s.id as string));
  return created.id;
}

/**
 * Checks that `userId`, given when a staff is added, names a live account of the caller's tenant that no
 * other current staff uses: the staff is then linked to it instead of getting a new account.
 */
export async function assertLinkableAccount(tx: Db, auth: Pick<AuthContext, 'tenantId'>, userId: string): Promise<void> {
  const [account] = await tx.select({ id: user.id, staffId: user.staffId }).from(user).where(and(eq(user.id, userId), eq(user.tenantId, auth.tenantId), eq(user.isDeleted, 0)));
  if (!account) throw badRequest('userId: no such account');
  if (account.staffId) {
    const [other] = await tx.select({ staffNo: staff.staffNo }).from(staff).where(and(eq(staff.id, account.staffId), eq(staff.isDeleted, 0)));
    if (other) throw conflict(`userId: the account already belongs to staff ${other.staffNo}`);
  }
}

/** Deletes (soft) the staff's account and revokes its sessions: the next request of that user is a 401. */
export async function closeAccount(tx: Db, s: Row, reason: string): Promise<void> {
  const now = formatDateTime(new Date());
  const users = await tx
    .update(user)
    .set({ isDeleted: 1, updateTime: now })
    .where(and(eq(user.staffId, s.id as string), eq(user.isDeleted, 0)))
    .returning({ id: user.id });
  if (users.length === 0) return;
  await tx
    .update(authSession)
    .set({ revokedTime: now, revokedReason: reason })
    .where(and(inArray(authSession.userId, users.map((u) => u.id)), isNull(authSession.revokedTime)));
}

/** Keeps the account's name, contact and department in step with the staff record. */
export async function syncAccount(tx: Db, s: Row): Promise<void> {
  await tx
    .update(user)
    .set({
      realName: String(s.enName),
      email: (s.email as string) ?? null,
      phone: s.mobile ? `${s.mobileCode ?? ''} ${s.mobile}`.trim() : null,
      deptId: (s.deptId as string) ?? '',
      firstApprover: (s.firstApprover as string) ?? null,
    })
    .where(and(eq(user.staffId, s.id as string), eq(user.isDeleted, 0)));
}

/** Staff whose name or number contains the text (case-insensitive), or no condition for an empty text. */
export function staffNameOrNo(text: string | undefined): SQL | undefined {
  return text ? or(filters.like(staff.enName).where(text as never, undefined as never), filters.like(staff.staffNo).where(text as never, undefined as never)) : undefined;
}

/** Who moves a staff between statuses: a signed-in caller, or the initiator of an approved request. */
export type StaffActor = Pick<AuthContext, 'tenantId' | 'userId' | 'deptIds'>;

/**
 * Moves a staff of the actor's tenant from one of `from` to status `to` with the given field changes
 * (conditional on the status read, so two concurrent moves cannot both pass). Answers the row before and after.
 */
export async function moveStaffStatus(tx: Db, actor: StaffActor, id: string, from: readonly number[], to: number, fields: Row, action: string): Promise<{ before: Row; after: Row }> {
  const [before] = await tx.select().from(staff).where(and(eq(staff.tenantId, actor.tenantId), eq(staff.isDeleted, 0), eq(staff.id, id))).limit(1);
  if (!before) throw notFound('staff');
  if (!from.includes(before.status)) throw conflict(`status: this staff's status (${before.status}) does not allow ${action}`);
  const [after] = await tx
    .update(staff)
    .set({ ...fields, status: to, updateUser: actor.userId, updateTime: formatDateTime(new Date()), version: sql`${staff.version} + 1` })
    .where(and(eq(staff.id, id), eq(staff.status, before.status)))
    .returning();
  if (!after) throw conflict();
  return { before: before as Row, after: after as Row };
}

/** Probation passed (the staff action and an approved confirmation assessment): status 1, confirmation date, a sign-in account. */
export async function confirmStaff(tx: Db, actor: StaffActor, id: string, confirmationDate: string): Promise<{ before: Row; after: Row }> {
  const moved = await moveStaffStatus(tx, actor, id, [STAFF_STATUS.PROBATION, STAFF_STATUS.REJOINED], STAFF_STATUS.CONFIRMED, { confirmationDate }, 'confirmation');
  await ensureAccount(tx, actor, moved.after);
  return moved;
}

/** "+65 91234567", "65 91234567" or "91234567" -> code and number. */
export function splitMobile(v: string): { code: string | null; number: string } {
  const m = /^\+?(\d{1,4})\s+(.+)$/.exec(v.trim());
  return m ? { code: `+${m[1]}`, number: m[2].replace(/\s/g, '') } : { code: null, number: v.replace(/\s/g, '') };
}

/** Whether another live staff of the tenant already uses the staff number, mobile or e-mail. */
export async function isDuplicate(db: Db, auth: AuthContext, verifyType: 0 | 1 | 2, value: string, exceptId?: string): Promise<boolean> {
  const conds = [eq(staff.tenantId, auth.tenantId), eq(staff.isDeleted, 0)];
  if (exceptId) conds.push(sql`${staff.id} <> ${exceptId}`);
  if (verifyType === 0) conds.push(sql`lower(${staff.staffNo}) = ${value.trim().toLowerCase()}`);
  else if (verifyType === 2) conds.push(sql`lower(${staff.email}) = ${value.trim().toLowerCase()}`);
  else {
    const { code, number } = splitMobile(value);
    conds.push(eq(staff.mobile, number));
    if (code) conds.push(eq(staff.mobileCode, code));
  }
  const [hit] = await db.select({ id: staff.id }).from(staff).where(and(...conds)).limit(1);
  return Boolean(hit);
}
