import { z } from 'zod';
import { zDate, zOptionalId } from '../../platform/http/route.js';

export const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time HH:mm')
  .transform((v) => v.slice(0, 5));
export const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM');

/** The columns of an attendance file (import and its template). */
export const importColumns = [
  { header: 'Employment Code', key: 'employmentCode' },
  { header: 'Date', key: 'date' },
  { header: 'Clock In', key: 'clockIn' },
  { header: 'Clock Out', key: 'clockOut' },
  { header: 'Remark', key: 'remark' },
];
export const importRow = z.object({
  employmentCode: z.string('is required').trim().min(1, 'is required').max(50),
  date: zDate,
  clockIn: hhmm,
  clockOut: hhmm.optional(),
  remark: z.string().max(500).optional(),
});

/** A month, or two dates. */
export const period = z
  .object({ month: zMonth.optional(), dateFrom: zDate.optional(), dateTo: zDate.optional() })
  .refine((v) => v.month || (v.dateFrom && v.dateTo), { message: 'month (or dateFrom and dateTo) is required', path: ['month'] })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] });

export const sumFields = { attendanceDays: z.number(), totalHours: z.string(), overtimeHours: z.string() };

export const teamSum = z.object({
  teamId: z.string(),
  teamName: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  workerCount: z.number(),
  ...sumFields,
});
export const workerSum = z.object({
  workerId: z.string(),
  name: z.string(),
  employmentCode: z.string(),
  teamName: z.string().nullable(),
  projectName: z.string().nullable(),
  ...sumFields,
});
export const personPeriod = z
  .object({ workerId: zOptionalId, staffId: zOptionalId, dateFrom: zDate, dateTo: zDate })
  .refine((v) => v.workerId || v.staffId, { message: 'workerId or staffId is required', path: ['workerId'] });
