import { z } from 'zod';
import { UserType } from '@hr/contracts';
import { zDate, zDateTime, zId, zOptionalId } from '../../platform/http/route.js';

/** Days in half-day steps. */
const halfDays = z.coerce.number().min(-1000).max(1000).multipleOf(0.5);

/** A leave as HR records it (the person's field is added per side). */
export const recordInput = z.object({
  vacationInfoId: zId.describe('Vacation type'),
  leaveDays: halfDays.describe('Leave days'),
  leaveUnit: z.coerce
    .number()
    .refine((v) => v === 1 || v === 0.5, 'must be 1 (full day) or 0.5 (half day)')
    .describe('Leave unit')
    .default(1),
  leavePeriod: z.enum(['AM', 'PM']).describe('Leave period').optional().nullable(),
  leaveStartTime: zDateTime.describe('Leave start time'),
  leaveEndTime: zDateTime.describe('Leave end time').optional().nullable(),
  isLeave: z.coerce.number().int().min(0).max(1).describe('Leaving Singapore').default(0),
  departureDate: zDate.describe('Departure date').optional().nullable(),
  arrivalDate: zDate.describe('Arrival date').optional().nullable(),
  leaveReason: z.string().trim().max(1000).describe('Leave reason').optional().nullable(),
  ticketIds: z.string().max(500).describe('Tickets').optional().nullable(),
});
export type RecordInput = z.output<typeof recordInput>;
export const staffRecordInput = recordInput.extend({ staffId: zId.describe('Staff') });
export const workerRecordInput = recordInput.extend({ workerId: zId.describe('Worker') });

/** A balance given (no id) or adjusted (id). */
export const creditInput = z.object({
  id: zOptionalId,
  userType: z.coerce.number().int().min(1).max(2).default(UserType.STAFF),
  personId: zId,
  vacationInfoId: zId,
  startDate: zDate,
  expireDate: zDate,
  days: halfDays.refine((v) => v >= 0, 'must be 0 or more'),
  remark: z.string().trim().max(500).optional(),
  version: z.coerce.number().int().optional(),
});

/** One person's balance of one type on a date. */
export const balance = z.object({
  vacationInfoId: z.string(),
  vacationName: z.string(),
  tracked: z.boolean(),
  days: z.number(),
  usedDays: z.number(),
  pendingDays: z.number(),
  remainingDays: z.number(),
  startDate: z.string().nullable(),
  expireDate: z.string().nullable(),
});

/** The leave calendar of a period (leave-calendar.ts). */
export const calendarOutput = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      userType: z.number(),
      personId: z.string().nullable(),
      personName: z.string().nullable(),
      personNo: z.string().nullable(),
      deptName: z.string().nullable(),
      teamName: z.string().nullable(),
      vacationInfoId: z.string(),
      vacationName: z.string().nullable(),
      leaveStartTime: z.string(),
      leaveEndTime: z.string(),
      leaveDays: z.number(),
      leaveUnit: z.number(),
      leavePeriod: z.string().nullable(),
      leaveStatus: z.number(),
      /** The request the leave came from (the detail page's processId); null for leave HR recorded. */
      processId: z.string().nullable(),
      requestNo: z.string().nullable(),
    }),
  ),
  /** People away on each day with any leave: approved and pending counts. */
  days: z.array(z.object({ date: z.string(), approved: z.number(), pending: z.number() })),
  /** The caller's holiday scheme's days: isLeave 1 a public holiday, 0 a replacement working day. */
  holidays: z.array(z.object({ date: z.string(), name: z.string(), isLeave: z.number() })),
  /** Weekdays off (0 Sunday .. 6 Saturday). */
  restDays: z.array(z.number()),
});
