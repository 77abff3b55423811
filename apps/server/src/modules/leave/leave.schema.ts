import { z } from 'zod';
import { UserType } from '@hr/contracts';
import { zDate, zDateTime, zId, zOptionalId } from '../../platform/http/route.js';

/** Days in half-day steps. */
const halfDays = z.coerce.number().min(-1000).max(1000).multipleOf(0.5);

/** A leave as HR records it (the person's field is added per side). */
export const recordInput = z.object({
  vacationInfoId: zId.describe('Vacation type'),
  leaveDays: halfDays.describe('Leave days'),
  leaveUnit: z.coerce.number().refine((v) => v === 1 || v === 0.5, 'must be 1 (full day) or 0.5 (half day)').describe('Leave unit').default(1),
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
