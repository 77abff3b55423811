import { AttendanceSource } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { AppError, badRequest, conflict } from '../../platform/errors.js';
import type { FlowListener, HookInstance } from '../flow-hooks.js';
import { shiftTimes } from './attendance.rules.js';
import { personOfUser, type Person } from './attendance.queries.js';
import { overtimePeriods } from './attendance.service.js';
import { assertMonthOpen, writeAttendance } from './attendance.writer.js';

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
  return personOfUser(tx, i, i.initiator);
}

const manualDays = (i: HookInstance) =>
  rowsOf(i.values.manualDates).map((r) => {
    const date = String(r.attendanceDate ?? '');
    const { clockIn, clockOut } = shiftTimes(date, String(r.clockInTimeManual ?? ''), String(r.clockOutTimeManual ?? ''));
    return { attendanceDate: date, clockInTime: clockIn, clockOutTime: clockOut, remark: typeof r.remark === 'string' ? r.remark : null };
  });

/**
 * An approval that would change a month confirmed after the request was filed is refused (409); the
 * confirmed month never changes, and the approver can still reject the request.
 */
async function approving(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (e) {
    if (e instanceof AppError && e.code === 409 && /has been confirmed/.test(e.message))
      throw conflict(`${e.message}; this request can no longer be approved, reject it instead`);
    throw e;
  }
}

// Form 44: a started request is refused for confirmed months; an approved one writes the days through
// the attendance writer (replacing what the clock recorded for them), refused for a month confirmed meanwhile.
const onManualAttendance: FlowListener = async (tx, i, event) => {
  if (event !== 'started' && event !== 'approved') return;
  const person = await subjectOf(tx, i);
  const days = manualDays(i);
  if (event === 'started')
    return assertMonthOpen(
      tx,
      i,
      days.map((d) => d.attendanceDate),
    );
  await approving(async () => {
    if (!person)
      return assertMonthOpen(
        tx,
        i,
        days.map((d) => d.attendanceDate),
      );
    for (const d of days) await writeAttendance(tx, actor(i), { kind: 'day', person, day: { ...d, source: AttendanceSource.MANUAL, processId: i.id } });
  });
};

// Form 36: checked at start (periods, and no day of a confirmed month); approved periods count towards
// their day's overtime, written through the attendance writer (refused for a month confirmed meanwhile).
const onOvertime: FlowListener = async (tx, i, event) => {
  if (event !== 'started' && event !== 'approved') return;
  const staffId = typeof i.values.staffId === 'string' && i.values.staffId ? i.values.staffId : null;
  if (!staffId) throw badRequest('staffId: is required');
  const periods = overtimePeriods(rowsOf(i.values.ot));
  if (event === 'started')
    return assertMonthOpen(
      tx,
      i,
      periods.map((p) => p.day),
    );
  await approving(() => writeAttendance(tx, actor(i), { kind: 'overtime', staffId, periods, processId: i.id }));
};

/** Reactions to the requests of this module's forms, by process key. */
export const attendanceFlow: Record<string, FlowListener> = { manualAttendance: onManualAttendance, overtime: onOvertime };
