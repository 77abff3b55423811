import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { nextId } from '../../platform/db/ids.js';
import { user } from '../system/system.tables.js';
import { staff } from '../staff/staff.tables.js';
import { worker } from '../worker/worker.tables.js';
import { isWorkingDay } from '@hr/contracts';
import { publicHolidays } from '../attendance/holiday-library.js';
import { vacationCredit, vacationInfo } from './leave.tables.js';

/** Test fixtures written straight to the tables: staff and workers to take leave, and their balances. */
export async function makeStaff(
  db: Db,
  o: { userId?: string; deptId?: string; status?: number; entryDate?: string; sex?: number; name?: string; staffNo?: string } = {},
): Promise<string> {
  const id = nextId();
  await db
    .insert(staff)
    .values({
      id,
      staffNo: o.staffNo ?? `S${id.slice(-8)}`,
      enName: o.name ?? `Staff ${id.slice(-4)}`,
      deptId: o.deptId ?? null,
      status: o.status ?? 1,
      entryDate: o.entryDate ?? '2018-01-02',
      sex: o.sex ?? null,
      userId: o.userId ?? null,
    });
  if (o.userId) await db.update(user).set({ staffId: id }).where(eq(user.id, o.userId));
  return id;
}

export async function makeWorker(db: Db, o: { userId?: string; name?: string; entryDate?: string } = {}): Promise<string> {
  const id = nextId();
  await db
    .insert(worker)
    .values({
      id,
      name: o.name ?? `Worker ${id.slice(-4)}`,
      employmentCode: `W${id.slice(-8)}`,
      entryDate: o.entryDate ?? '2018-01-02',
      userId: o.userId ?? null,
    });
  if (o.userId) await db.update(user).set({ workerId: id }).where(eq(user.id, o.userId));
  return id;
}

/** The id of one of the default types every tenant starts with (`annual`, `sick`, `unpaid`, ...). */
export async function leaveTypeId(db: Db, userType: 1 | 2, type: string): Promise<string> {
  const [t] = await db
    .select({ id: vacationInfo.id })
    .from(vacationInfo)
    .where(and(eq(vacationInfo.tenantId, '000000'), eq(vacationInfo.userType, userType), eq(vacationInfo.type, type), eq(vacationInfo.isDeleted, 0)));
  if (!t) throw new Error(`no default leave type ${userType}:${type}`);
  return t.id;
}

const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

/** A balance valid from a year ago to a year and a half ahead. */
export async function giveCredit(
  db: Db,
  userType: 1 | 2,
  personId: string,
  vacationInfoId: string,
  days: number,
  o: { startDate?: string; expireDate?: string } = {},
): Promise<string> {
  const id = nextId();
  await db
    .insert(vacationCredit)
    .values({ id, userType, personId, vacationInfoId, days, startDate: o.startDate ?? day(-365), expireDate: o.expireDate ?? day(540) });
  return id;
}

// the default scheme's holidays as the boot seed wrote them: Singapore's of this year and the next (holiday-library.ts)
const thisYear = Number(day(0).slice(0, 4));
const SG_HOLIDAYS = new Map([thisYear, thisYear + 1].flatMap((y) => publicHolidays('SG', y)).map(([d]) => [d, 1]));

/**
 * A leave of `count` working days (Saturday, Sunday and the seeded holidays off) starting on the first
 * working day at least `offset` days from today: its first and last dates, so a test's days match what
 * the server counts from the dates.
 */
export function workdays(offset: number, count: number, restDays: readonly number[] = [0, 6]): { start: string; end: string } {
  const cal = { holidays: SG_HOLIDAYS, restDays };
  let d = offset;
  while (!isWorkingDay(day(d), cal)) d++;
  const start = day(d);
  let left = count - 1;
  while (left > 0) {
    d++;
    if (isWorkingDay(day(d), cal)) left--;
  }
  return { start, end: day(d) };
}
