import { z } from 'zod';
import { BENEFIT_TYPE_STATUS, BENEFIT_TYPE_STATUS_LABELS } from '@hr/contracts';
import { zOptionalId } from '../../platform/http/route.js';
import { pageQuery } from '../../platform/http/paging.js';
import type { ExcelColumn } from '../../platform/excel.js';

// Inputs and answers of the benefit calls, and the columns of their Excel exports.

type Row = Record<string, unknown>;
const amount = z.coerce.number('must be a number').min(0, 'must be 0 or more').max(99_999_999);
export const levelCode = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(20, 'must be at most 20 characters')
  .regex(/^[\w .-]+$/, 'must be letters, digits, spaces, dots or dashes');
/** A benefit's yearly amounts per staff level. */
export const levelsInput = z.array(z.object({ level: levelCode, amount })).max(100);
export type LevelAmounts = z.infer<typeof levelsInput>;
/** What a benefit type's save, update and submit take beyond its columns' rules. */
export const benefitTypeInput = {
  benefitName: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  benefitCode: z.string().trim().min(1, 'is required').max(50, 'must be at most 50 characters'),
  status: z.coerce.number().int().min(0).max(1).optional(),
  levels: levelsInput.optional(),
};
export const levelsOutput = z.array(z.object({ level: z.string(), amount: z.number() }));
export const balanceSchema = z.object({
  benefitId: z.string(),
  benefitName: z.string(),
  benefitCode: z.string(),
  level: z.string().nullable(),
  entitled: z.number(),
  used: z.number(),
  pending: z.number(),
  remaining: z.number(),
});
export const yearInput = z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.coerce.number().int().min(2000).max(2100).optional());

/** The staff lists' filters. */
export const staffLevelInput = pageQuery.extend({
  nameOrNo: z.string().trim().max(100).optional(),
  deptId: zOptionalId,
  level: z.string().trim().max(20).optional(),
  staffId: zOptionalId,
});
export type StaffLevelQuery = z.infer<typeof staffLevelInput>;
export const staffBenefitInput = staffLevelInput.extend({ year: yearInput });
export type StaffBenefitQuery = z.infer<typeof staffBenefitInput>;
export const staffLevelSchema = z.object({
  staffId: z.string(),
  staffNo: z.string(),
  enName: z.string(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  level: z.string().nullable(),
});
export const staffBenefitSchema = staffLevelSchema.extend({
  year: z.number(),
  entitled: z.number(),
  used: z.number(),
  pending: z.number(),
  remaining: z.number(),
  benefits: z.array(balanceSchema),
});
export const claimSchema = z.object({
  id: z.string(),
  benefitId: z.string(),
  benefitName: z.string().nullable(),
  year: z.number(),
  amount: z.number(),
  claimStatus: z.string(),
  processId: z.string(),
  processInstanceId: z.string().nullable(),
  createTime: z.string(),
});
export const staffBenefitDetailSchema = z.object({
  staffId: z.string(),
  staffNo: z.string(),
  enName: z.string(),
  level: z.string().nullable(),
  year: z.number(),
  benefits: z.array(balanceSchema),
  claims: z.array(claimSchema),
});

export const benefitTypeExportColumns: ExcelColumn<Row>[] = [
  { header: 'Code', key: 'benefitCode' },
  { header: 'Benefit', key: 'benefitName', width: 24 },
  { header: 'Description', key: 'description', width: 30 },
  {
    header: 'Status',
    key: 'status',
    value: (r) => BENEFIT_TYPE_STATUS_LABELS[r.status === BENEFIT_TYPE_STATUS.ACTIVE ? BENEFIT_TYPE_STATUS.ACTIVE : BENEFIT_TYPE_STATUS.DISABLED],
  },
  {
    header: 'Amounts per level',
    key: 'levels',
    width: 40,
    value: (r) => (r.levels as { level: string; amount: number }[]).map((l) => `${l.level}: ${l.amount.toFixed(2)}`).join('; '),
  },
];
/** One row per staff and benefit. */
export const staffBenefitExportColumns: ExcelColumn<Row>[] = [
  { header: 'Staff No', key: 'staffNo' },
  { header: 'Name', key: 'enName', width: 24 },
  { header: 'Department', key: 'deptName', width: 20 },
  { header: 'Level', key: 'level' },
  { header: 'Benefit', key: 'benefitName', width: 20 },
  { header: 'Entitled', key: 'entitled' },
  { header: 'Used', key: 'used' },
  { header: 'Pending', key: 'pending' },
  { header: 'Remaining', key: 'remaining' },
];
