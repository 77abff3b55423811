import { addDays, countLeaveDays, daysBetween, FILE_FOR_OTHERS, leaveSpan, UserType } from '@hr/contracts';
import { today as companyToday } from '../../platform/util.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { permits } from '../../platform/auth/permissions.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { findPerson, creditOn, overlappingLeave, REST_DAYS } from '../leave/leave.queries.js';
import { findType, tracksBalance } from '../leave/vacation.queries.js';
import { remainingOf } from '../leave/leave.rules.js';
import { holidaysBetween } from '../attendance/attendance.queries.js';
import { balancesOn, holidaySchemeOf, leaveBetween, openRequestsOf, personOfCaller, startableForms, type DeskPerson } from './desk.queries.js';
import type { LeaveCheckInput } from './desk.schema.js';
import { requestNamesIn } from '../flow/flow.i18n.js';
import { mayFileFor } from '../flow/applicant.js';
import { withLeaveTypeNames } from '../leave/leave.i18n.js';
import { requestLanguage } from '../../platform/i18n/index.js';

/** How far ahead the home page looks for leave and public holidays. */
export const AHEAD_DAYS = 60;

/** The caller's home: balances, leave and holidays ahead, requests in progress (all of them the caller's own). */
export async function selfService(ctx: ServiceContext, today = companyToday()) {
  const { db, auth } = ctx;
  const inLanguage = requestNamesIn(requestLanguage(ctx.req));
  const me = personOfCaller(auth);
  const until = addDays(today, AHEAD_DAYS);
  const person = me ? await findPerson(db, auth, me.userType, me.id) : null;
  const scheme = await holidaySchemeOf(db, auth, me);
  const [balances, upcomingLeave, holidays, openRequests] = await Promise.all([
    me ? balancesOn(db, auth, me, today) : [],
    me ? leaveBetween(db, auth, me, today, until) : [],
    scheme ? holidaysBetween(db, auth, scheme.id, today, until) : [],
    openRequestsOf(db, auth),
  ]);
  return {
    today,
    until,
    person: person ? { userType: person.userType, id: person.id, name: person.name, no: person.no } : null,
    // the default leave types' names in the reader's language
    balances: withLeaveTypeNames(ctx, balances, 'name'),
    upcomingLeave: withLeaveTypeNames(ctx, upcomingLeave, 'vacationName'),
    holidayScheme: scheme?.title ?? null,
    holidays: holidays.filter((h) => h.isLeave === 1).map(({ date, name }) => ({ date, name })),
    // seeded form and step names in the reader's language
    openRequests: openRequests.map(({ processKey, steps, ...r }) => {
      const named = inLanguage({ ...r, processKey, taskName: steps });
      return { ...r, formName: named.formName, steps: named.taskName };
    }),
  };
}

/** The forms the caller may start by hand, with their one-line descriptions. */
export function startForms(ctx: ServiceContext) {
  return startableForms(ctx.db, ctx.auth);
}

/** Whose leave a check is about: the caller's own, or (with the grant to file for others) the person named. */
async function subjectOf(ctx: ServiceContext, q: LeaveCheckInput): Promise<DeskPerson> {
  const own = personOfCaller(ctx.auth);
  const userType = q.userType ?? own?.userType ?? UserType.STAFF;
  const ownId = userType === UserType.WORKER ? ctx.auth.workerId : ctx.auth.staffId;
  const id = q.personId ?? ownId;
  if (!id)
    throw badRequest(
      userType === UserType.WORKER ? 'personId: you have no worker record; name the worker' : 'personId: you have no staff record; name the staff member',
    );
  if (id !== ownId && !(await mayFileFor(ctx.db, ctx.auth, userType === UserType.WORKER ? 'worker' : 'staff', id))) {
    throw forbidden(
      permits(ctx.auth, FILE_FOR_OTHERS)
        ? 'personId: you may check the leave of the people of your data scope only'
        : 'personId: you may check only your own leave',
    );
  }
  return { userType, id };
}

/**
 * What the leave form shows before it is submitted: the calendar of the leave's dates (rest days and the
 * holiday scheme's days), the days the server counts from them, the balance of the type on the start date
 * (null for a type without balances) and whether the dates overlap the person's other leave.
 */
export async function leaveCheck(ctx: ServiceContext, q: LeaveCheckInput) {
  const { db, auth } = ctx;
  const who = await subjectOf(ctx, q);
  const leave = { start: q.start, end: q.end ?? null, unit: q.unit ?? 1, period: q.period ?? null };
  const span = leaveSpan(leave);
  if (!span) throw badRequest('end: must not be before the start');
  if (daysBetween(span.from, span.to) > 731) throw badRequest('end: a leave can be at most two years long');
  const scheme = await holidaySchemeOf(db, auth, who);
  const days = scheme ? await holidaysBetween(db, auth, scheme.id, span.from, span.to) : [];
  const restDays = [...(REST_DAYS[who.userType] ?? REST_DAYS[UserType.STAFF])];
  const count = countLeaveDays(leave, { restDays, holidays: new Map(days.map((d) => [d.date, d.isLeave])) });
  let remaining: number | null = null;
  if (q.vacationInfoId) {
    const type = await findType(db, auth, q.vacationInfoId);
    if (!type) throw badRequest('vacationInfoId: no such vacation type');
    if (await tracksBalance(db, auth, type)) {
      const credit = await creditOn(db, auth, who.userType, who.id, type.id, span.from);
      remaining = credit ? remainingOf(credit) : 0;
    }
  }
  const endTime =
    leave.unit === 0.5 || Number(leave.unit) === 0.5
      ? `${span.from} ${leave.period === 'AM' ? '13:00:00' : '18:00:00'}`
      : normalize(q.end ?? `${span.to} 23:59:59`);
  const overlap = Boolean(await overlappingLeave(db, auth, who, normalize(q.start), endTime));
  return { restDays, holidays: days.map(({ date, name, isLeave }) => ({ date, name, isLeave })), days: count, remaining, overlap };
}

const normalize = (v: string) => (v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v);
