import { and, eq, inArray, isNull } from 'drizzle-orm';
import { STAFF_PERMISSIONS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { permits } from '../../platform/auth/permissions.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { authSession } from '../../platform/db/platform.tables.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import { user } from '../../platform/auth/identity.tables.js';
import { staff } from './staff.tables.js';

/*
 * The rules under every write of a staff record (the staff repository's hooks and the status moves call
 * them): which fields are sensitive and who sees them, and the staff's sign-in account.
 */

type Row = Record<string, unknown>;

/** Who moves a staff between statuses: a signed-in caller, or the initiator of an approved request. */
export type StaffActor = Pick<AuthContext, 'tenantId' | 'userId' | 'deptIds'>;

/** The fields only holders of `staff_sensitive` see in clear and may write. */
export const SENSITIVE_FIELDS = ['nric', 'passportNumber', 'bankName', 'bankAccountName', 'bankAccountNo', 'basicSalary'] as const;

/** Worker wage fields (worker employment terms): shown and written only with the same permission. */
export const WAGE_FIELDS = ['basicHourWage', 'basicMonthlySalary', 'overtimeRate', 'mealAllowance'] as const;
const MONEY_FIELDS: readonly string[] = ['basicSalary', ...WAGE_FIELDS];

/** `S1234567D` -> `*****567D`; salaries and wages become `****`. */
function maskValue(field: string, v: unknown): unknown {
  if (v === null || v === undefined || v === '') return v;
  if (MONEY_FIELDS.includes(field)) return '****';
  const s = String(v);
  const keep = s.length > 6 ? 4 : Math.min(2, s.length - 1);
  return `${'*'.repeat(Math.max(s.length - keep, 4))}${s.slice(s.length - keep)}`;
}

export const seesSensitive = (auth: AuthContext) => permits(auth, STAFF_PERMISSIONS.sensitive);

/** Masks the sensitive fields of rows (staff's by default) unless the caller holds `staff_sensitive`. */
export function maskRows(auth: AuthContext, rows: Row[], fields: readonly string[] = SENSITIVE_FIELDS): Row[] {
  if (seesSensitive(auth)) return rows;
  return rows.map((r) => {
    const out = { ...r };
    for (const f of fields) if (f in out) out[f] = maskValue(f, out[f]);
    return out;
  });
}

/** Without the permission the client only saw masks: the sensitive fields of a write are dropped. */
export function dropUnseenFields(auth: AuthContext, values: Row, fields: readonly string[] = SENSITIVE_FIELDS): void {
  if (!seesSensitive(auth)) for (const f of fields) delete values[f];
}

/** "+65 91234567", "65 91234567" or "91234567" -> code and number. */
export function splitMobile(v: string): { code: string | null; number: string } {
  const m = /^\+?(\d{1,4})\s+(.+)$/.exec(v.trim());
  return m ? { code: `+${m[1]}`, number: m[2].replace(/\s/g, '') } : { code: null, number: v.replace(/\s/g, '') };
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

const accountContact = (s: Row) => ({
  email: (s.email as string) ?? null,
  phone: s.mobile ? `${s.mobileCode ?? ''} ${s.mobile}`.trim() : null,
  deptId: (s.deptId as string) ?? '',
  firstApprover: (s.firstApprover as string) ?? null,
});

/**
 * Creates the sign-in account of a staff (account = staff number, the published initial password that
 * must be changed at first sign-in) when the staff has no live one; links both ways. Runs in `tx`.
 */
export async function ensureAccount(tx: Db, auth: StaffActor, s: Row): Promise<string> {
  if (s.userId) {
    const [live] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, s.userId as string), eq(user.tenantId, auth.tenantId), eq(user.isDeleted, 0)));
    if (live) {
      // an existing account (chosen when the staff was added, or kept through a rejoin) is linked both ways
      await tx
        .update(user)
        .set({ staffId: s.id as string })
        .where(eq(user.id, live.id));
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
      ...accountContact(s),
      staffId: s.id as string,
      isInitialPassword: 1,
      createUser: auth.userId,
      createDept: auth.deptIds[0] ?? null,
    })
    .returning({ id: user.id });
  await tx
    .update(staff)
    .set({ userId: created.id })
    .where(eq(staff.id, s.id as string));
  return created.id;
}

/**
 * Checks that `userId`, given when a staff is added, names a live account of the caller's tenant that no
 * other current staff uses: the staff is then linked to it instead of getting a new account.
 */
export async function assertLinkableAccount(tx: Db, auth: Tenant, userId: string): Promise<void> {
  const [account] = await tx
    .select({ id: user.id, staffId: user.staffId })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.tenantId, auth.tenantId), eq(user.isDeleted, 0)));
  if (!account) throw badRequest('userId: no such account');
  if (account.staffId) {
    const [other] = await tx
      .select({ staffNo: staff.staffNo })
      .from(staff)
      .where(and(eq(staff.id, account.staffId), eq(staff.isDeleted, 0)));
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
    .where(
      and(
        inArray(
          authSession.userId,
          users.map((u) => u.id),
        ),
        isNull(authSession.revokedTime),
      ),
    );
}

/** Keeps the account's name, contact and department in step with the staff record. */
export async function syncAccount(tx: Db, s: Row): Promise<void> {
  await tx
    .update(user)
    .set({ realName: String(s.enName), ...accountContact(s) })
    .where(and(eq(user.staffId, s.id as string), eq(user.isDeleted, 0)));
}

/** What a staff webhook (`staff.joined`, `staff.quit`) says about the staff: identity and dates, nothing sensitive. */
export const staffEventData = (row: Record<string, unknown>) => ({
  staffId: row.id,
  staffNo: row.staffNo ?? null,
  name: row.enName ?? null,
  deptId: row.deptId ?? null,
  status: row.status ?? null,
  entryDate: row.entryDate ?? null,
  quitDate: row.quitDate ?? null,
});
