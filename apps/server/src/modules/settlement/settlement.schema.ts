import { z } from 'zod';

const money = (max = 9_999_999) =>
  z.union([z.string(), z.number()], 'must be a number').transform((v, c) => {
    const s = String(v).trim();
    if (!/^-?\d+(\.\d+)?$/.test(s) || Math.abs(Number(s)) > max) {
      c.addIssue({ code: 'custom', message: `must be a number between -${max} and ${max}` });
      return z.NEVER;
    }
    return s;
  });
const quantity = money(10_000).refine((v) => Number(v) >= 0, 'must be 0 or more');
export const version = z.coerce.number().int().min(1).optional();

/** What HR changes of an unsent settlement (`update`). */
export const changeInput = {
  rows: z
    .array(
      z.object({
        item: z.string().trim().min(1, 'is required').max(50),
        itemName: z.string().trim().max(100).optional(),
        amount: money(),
        attendance: quantity.nullable().optional(),
      }),
    )
    .max(50)
    .optional(),
  items: z
    .array(z.object({ item: z.string().trim().min(1, 'is required').max(50), salary: money() }))
    .max(50)
    .optional(),
  additional: money().optional(),
  remark: z.string().max(1000).nullable().optional(),
};

const rowOut = z.object({
  id: z.string(),
  item: z.string(),
  itemName: z.string(),
  amount: z.string().nullable(),
  attendance: z.string().nullable(),
  settleAmount: z.string(),
});
const itemOut = z.object({ id: z.string(), item: z.string(), itemName: z.string(), salary: z.string() });
const money$ = z.string();
const settlementFields = {
  workerId: z.string(),
  resignDate: z.string(),
  periodStart: z.string(),
  totalAttendanceDays: money$,
  totalHours: money$,
  totalOt: money$,
  basicHourWage: z.string().nullable(),
  basicMonthlySalary: z.string().nullable(),
  overtimeWorkAllowance: money$,
  totalOvertimePay: money$,
  mealAllowance: money$,
  additional: money$,
  grossWages: money$,
  nettSalary: money$,
};
const workerFields = {
  name: z.string().nullable(),
  employmentCode: z.string().nullable(),
  projectName: z.string().nullable().optional(),
  teamName: z.string().nullable().optional(),
  specialistId: z.string().nullable().optional(),
  specialistName: z.string().nullable().optional(),
};

/** A settlement as the view reads it (detail, preview, and every write's answer). */
export const detailOut = z
  .object({
    id: z.string().optional(),
    version: z.number().optional(),
    settlementStatus: z.number(),
    processId: z.string().nullable().optional(),
    processInstanceId: z.string().nullable().optional(),
    sendTime: z.string().nullable().optional(),
    remark: z.string().nullable().optional(),
    createTime: z.string().optional(),
    ...settlementFields,
    ...workerFields,
    rows: z.array(rowOut.partial({ id: true })),
    items: z.array(itemOut),
    map: z.record(z.string(), z.string()),
  })
  .catchall(z.unknown());

/** A row of the director's review list: the settlement and the caller's open task. */
export const reviewRow = z.object({
  id: z.string(),
  ...settlementFields,
  settlementStatus: z.number(),
  name: z.string().nullable(),
  employmentCode: z.string().nullable(),
  processId: z.string().nullable(),
  processInstanceId: z.string().nullable(),
  sendTime: z.string().nullable(),
  taskId: z.string(),
  taskName: z.string(),
  taskVersion: z.number(),
  initiatorName: z.string().nullable(),
});
