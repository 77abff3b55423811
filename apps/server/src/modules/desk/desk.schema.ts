import { z } from 'zod';
import { zDateTime, zId } from '../../platform/http/route.js';

/** The leave form's check before submitting (`GET /api/blade-desk/leaveCheck`). */
export const leaveCheckInput = z.object({
  start: zDateTime.describe('Leave start time'),
  end: zDateTime.optional().describe('Leave end time'),
  unit: z.coerce
    .number()
    .refine((v) => v === 1 || v === 0.5, 'must be 1 (full days) or 0.5 (half day)')
    .optional()
    .describe('Leave unit'),
  period: z.enum(['AM', 'PM'], { message: 'must be AM or PM' }).optional().describe('Leave period'),
  vacationInfoId: zId.optional().describe('Vacation type'),
  userType: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, 'must be 1 (staff) or 2 (worker)')
    .optional()
    .describe('User type'),
  personId: zId.optional().describe('Person'),
});
export type LeaveCheckInput = z.infer<typeof leaveCheckInput>;

export const leaveCheckOutput = z.object({
  restDays: z.array(z.number()),
  holidays: z.array(z.object({ date: z.string(), name: z.string(), isLeave: z.number() })),
  days: z.number().nullable(),
  remaining: z.number().nullable(),
  overlap: z.boolean(),
});

const balance = z.object({
  vacationInfoId: z.string(),
  name: z.string(),
  entitled: z.number(),
  used: z.number(),
  pending: z.number(),
  remaining: z.number(),
  expireDate: z.string(),
});
const leave = z.object({
  id: z.string(),
  vacationName: z.string().nullable(),
  leaveStartTime: z.string(),
  leaveEndTime: z.string(),
  leaveDays: z.number(),
  leaveStatus: z.number(),
  processId: z.string().nullable(),
});
const openRequest = z.object({
  processId: z.string(),
  processInstanceId: z.string().nullable(),
  formId: z.string(),
  formName: z.string(),
  requestNo: z.string().nullable(),
  category: z.number(),
  startTime: z.string().nullable(),
  steps: z.string(),
  approvers: z.string(),
});

export const selfServiceOutput = z.object({
  today: z.string(),
  until: z.string(),
  person: z.object({ userType: z.number(), id: z.string(), name: z.string(), no: z.string().nullable() }).nullable(),
  balances: z.array(balance),
  upcomingLeave: z.array(leave),
  holidayScheme: z.string().nullable(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  openRequests: z.array(openRequest),
});

export const startFormsOutput = z.array(
  z.object({
    id: z.string(),
    formName: z.string(),
    processKey: z.string(),
    category: z.number(),
    description: z.string().nullable(),
    routerName: z.string().nullable(),
  }),
);
