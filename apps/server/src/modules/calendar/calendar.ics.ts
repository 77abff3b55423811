import { instantOf } from '../../platform/util.js';
import ical, { ICalEventStatus } from 'ical-generator';
import { addDays, LeaveStatus } from '@hr/contracts';
import type { LeaveRecordRow } from '../leave/leave.public.js';

type Leave = LeaveRecordRow;

/** What goes into one feed (calendar.queries.ts reads it with the owner's scope). */
export interface FeedContent {
  tenantId: string;
  ownerName: string;
  own: Leave[];
  team: Leave[];
  holidays: { id: string; name: string; date: string; updateTime: string; schemeName: string }[];
  expiries: { id: string; name: string; employmentCode: string; wpExpiryDate: string | null; passportExpiryDate: string | null; updateTime: string }[];
}

/** A stable UID: the kind and id of the record and the tenant, the same in every download. */
export const eventUid = (kind: string, id: string, tenantId: string) => `${kind}-${id}@${tenantId}.hr-platform`;

// a stored date-time is a company wall time (clock-context.ts): its instant, written in UTC with `Z`
const utc = (dateTime: string) => instantOf(dateTime.slice(0, 19));
const day = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);
const nextDay = (date: string) => day(addDays(date.slice(0, 10), 1));
/** DTSTAMP from the record's last change (not the download time), so an unchanged record reads the same. */
const stamp = (updateTime: string | null | undefined) => (updateTime ? utc(updateTime) : new Date(0));

/**
 * Full days are all-day events (DTEND the day after the last, as RFC 5545 wants); a half day is a timed
 * event at its hours. Leave times are wall-clock times of the company's zone (README "Time zone"), so they are
 * written as their instants in UTC (`...T010000Z` for 09:00 in Singapore): a calendar elsewhere shows them at
 * the hours they happen in its own zone.
 */
function leaveTimes(l: Leave): { start: Date; end: Date; allDay: boolean } {
  if (Number(l.leaveUnit) === 0.5 || l.leaveDays % 1 !== 0) return { start: utc(l.leaveStartTime), end: utc(l.leaveEndTime), allDay: false };
  return { start: day(l.leaveStartTime), end: nextDay(l.leaveEndTime), allDay: true };
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The feed as RFC 5545 text (ical-generator: escaping of commas, semicolons and newlines, line folding by octets). */
export function renderFeed(c: FeedContent): string {
  const cal = ical({
    name: `HR calendar – ${c.ownerName}`,
    description: 'Leave, team leave and public holidays from the HR platform',
    prodId: { company: 'hr-platform', product: 'calendar-feed', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const l of c.own) {
    const pending = l.leaveStatus === LeaveStatus.PENDING;
    cal.createEvent({
      id: eventUid('leave', l.id, c.tenantId),
      ...leaveTimes(l),
      stamp: stamp(l.updateTime),
      summary: `${pending ? '[Pending] ' : ''}${l.vacationName ?? 'Leave'} (${days(l.leaveDays)})`,
      description: [
        `My leave: ${l.vacationName ?? ''}`,
        `Status: ${pending ? 'Pending approval' : 'Approved'}`,
        l.leaveReason ? `Reason: ${l.leaveReason}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      status: pending ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      categories: [{ name: pending ? 'Leave (pending)' : 'Leave' }],
    });
  }
  for (const l of c.team) {
    cal.createEvent({
      id: eventUid('leave', l.id, c.tenantId),
      ...leaveTimes(l),
      stamp: stamp(l.updateTime),
      summary: `${l.staffName ?? ''} – ${l.vacationName ?? 'Leave'}`,
      description: `Team leave: ${l.staffName ?? ''} (${l.staffNo ?? ''}), ${l.vacationName ?? ''}, ${days(l.leaveDays)}`,
      status: ICalEventStatus.CONFIRMED,
      categories: [{ name: 'Team leave' }],
    });
  }
  for (const h of c.holidays) {
    cal.createEvent({
      id: eventUid('holiday', h.id, c.tenantId),
      start: day(h.date),
      end: nextDay(h.date),
      allDay: true,
      stamp: stamp(h.updateTime),
      summary: h.name,
      description: `Public holiday (${h.schemeName})`,
      categories: [{ name: 'Public holiday' }],
    });
  }
  for (const w of c.expiries) {
    const docs = [
      { kind: 'wp-expiry', date: w.wpExpiryDate, label: 'Work permit expires' },
      { kind: 'passport-expiry', date: w.passportExpiryDate, label: 'Passport expires' },
    ];
    for (const d of docs) {
      if (!d.date) continue;
      cal.createEvent({
        id: eventUid(d.kind, w.id, c.tenantId),
        start: day(d.date),
        end: nextDay(d.date),
        allDay: true,
        stamp: stamp(w.updateTime),
        summary: `${d.label}: ${w.name} (${w.employmentCode})`,
        description: `${d.label} on ${d.date}: ${w.name}, ${w.employmentCode}`,
        categories: [{ name: 'Document expiry' }],
      });
    }
  }
  return cal.toString();
}
