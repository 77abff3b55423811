import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { badRequest } from '../../platform/errors.js';
import { onFlowEvent, type HookInstance } from '../flow/hooks.js';
import { user } from '../system/system.tables.js';
import { worker } from '../worker/worker.tables.js';
import { attendanceOvertime } from './attendance.tables.js';
import { epochMinutes, periodHours, shiftTimes } from './attendance.rules.js';
import { assertMonthOpen, upsertDay, type Person } from './attendance.service.js';

const MANUAL_SOURCE = 3;
type Row = Record<string, unknown>;
const rowsOf = (v: unknown): Row[] => (Array.isArray(v) ? (v.filter((r) => r && typeof r === 'object') as Row[]) : []);
const actor = (i: HookInstance) => ({ tenantId: i.tenantId, userId: i.initiator, deptIds: [] as string[] });

/**
 * Whose attendance a manual-attendance request (form 44) is: the worker chosen on the form, else the
 * initiator's own worker record, else the initiator's staff record; null when none exists (an account
 * without a person record: the request is only a record of the approval, no days are written).
 */
async function subjectOf(tx: Db, i: HookInstance): Promise<Person | null> {
  if (typeof i.values.workerId === 'string' && i.values.workerId) return { workerId: i.values.workerId };
  const [w] = await tx.select({ id: worker.id }).from(worker).where(and(eq(worker.tenantId, i.tenantId), eq(worker.userId, i.initiator), eq(worker.isDeleted, 0))).limit(1);
  if (w) return { workerId: w.id };
  const [u] = await tx.select({ staffId: user.staffId }).from(user).where(eq(user.id, i.initiator)).limit(1);
  return u?.staffId ? { staffId: u.staffId } : null;
}

const manualDays = (i: HookInstance) =>
  rowsOf(i.values.manualDates).map((r) => {
    const date = String(r.attendanceDate ?? '');
    const { clockIn, clockOut } = shiftTimes(date, String(r.clockInTimeManual ?? ''), String(r.clockOutTimeManual ?? ''));
    return { attendanceDate: date, clockInTime: clockIn, clockOutTime: clockOut, remark: typeof r.remark === 'string' ? r.remark : null };
  });

// Form 44: a started request is refused for confirmed months; an approved one writes the days
// (replacing what the clock recorded for them).
onFlowEvent('manualAttendance', async (tx, i, event) => {
  if (event !== 'started' && event !== 'approved') return;
  const person = await subjectOf(tx, i);
  const days = manualDays(i);
  await assertMonthOpen(tx, i, days.map((d) => d.attendanceDate));
  if (event === 'approved' && person) {
    for (const d of days) await upsertDay(tx, actor(i), person, { ...d, source: MANUAL_SOURCE, processId: i.id });
  }
});

// Form 36: approved overtime periods count towards their day's overtime (see summarize).
onFlowEvent('overtime', async (tx, i, event) => {
  if (event !== 'started' && event !== 'approved') return;
  const staffId = typeof i.values.staffId === 'string' && i.values.staffId ? i.values.staffId : null;
  if (!staffId) throw badRequest('staffId: is required');
  const periods = rowsOf(i.values.ot).map((r, n) => {
    const startTime = String(r.startTime ?? '');
    const endTime = String(r.endTime ?? '');
    try {
      return { startTime, endTime, hours: periodHours(startTime, endTime), day: startTime.slice(0, 10) };
    } catch (e) {
      throw badRequest(`ot.${n}.${(e as Error).message}`);
    }
  });
  for (let a = 0; a < periods.length; a++)
    for (let b = a + 1; b < periods.length; b++)
      if (epochMinutes(periods[a].startTime) < epochMinutes(periods[b].endTime) && epochMinutes(periods[b].startTime) < epochMinutes(periods[a].endTime))
        throw badRequest(`ot.${b}.startTime: overlaps another overtime period`);
  if (event !== 'approved') return;
  for (const p of periods) {
    await tx.insert(attendanceOvertime).values({ tenantId: i.tenantId, staffId, overtimeDate: p.day, startTime: p.startTime, endTime: p.endTime, hours: p.hours, processId: i.id, createUser: i.initiator, updateUser: i.initiator });
  }
});
