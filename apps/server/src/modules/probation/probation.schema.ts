import { z } from 'zod';
import {
  ASSESSMENT_RESULT_LABELS,
  PROBATION_STATUS_LABELS,
  RENEWAL_STATUS_LABELS,
  type AssessmentResult,
  type ProbationStatus,
  type RenewalStatus,
} from '@hr/contracts';
import { zDate, zId, zOptionalId } from '../../platform/http/route.js';
import { pageQuery } from '../../platform/http/paging.js';
import type { ExcelColumn } from '../../platform/excel.js';

// Inputs and answers of the probation calls, and the columns of their Excel exports.

type Row = Record<string, unknown>;
const s = z.string().nullable();
const n = z.number().nullable();
const optInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

const staffShape = {
  staffId: z.string(),
  staffNo: z.string(),
  enName: z.string(),
  deptId: s,
  deptName: s,
  jobTitleName: s,
  email: s,
  mobile: s,
  staffStatus: z.number(),
  entryDate: s,
  confirmationDate: s,
};
export const recordSchema = z.object({
  ...staffShape,
  id: z.string(),
  originalEndDate: z.string(),
  probationEndDate: z.string(),
  extendCount: z.number(),
  extendedMonths: z.number(),
  recordStatus: z.number(),
  processId: s,
  leaderId: s,
  leaderName: s.optional(),
  result: n,
  score: s,
  leaderComment: s,
  hrComment: s,
  assessedTime: s,
  notifiedTime: s,
  passMessageTime: s,
  remark: s,
  createTime: z.string(),
  version: z.number(),
});
export const probationStaffSchema = z.object({
  ...staffShape,
  recordId: s,
  probationEndDate: z.string(),
  daysLeft: z.number(),
  recordStatus: z.number(),
  extendCount: z.number(),
  processId: s,
  leaderId: s,
});
export type ProbationStaffRow = z.infer<typeof probationStaffSchema>;
export const contractSchema = z.object({
  ...staffShape,
  id: z.string(),
  contractStartDate: s,
  contractEndDate: z.string(),
  daysLeft: z.number(),
  renewalStatus: z.number(),
  remark: s,
  version: z.number(),
});
export type ContractRow = z.infer<typeof contractSchema>;
export const processRecordSchema = z.record(z.string(), z.unknown()).nullable();
export const noticeSchema = z.object({ recipients: z.array(z.string()), subject: z.string(), body: z.string() });
export const probationStatisticsSchema = z.object({
  total: z.number(),
  endingSoon: z.number(),
  overdue: z.number(),
  assessing: z.number(),
  noticeDays: z.number(),
});
export const renewalStatisticsSchema = z.object({
  total: z.number(),
  expiringSoon: z.number(),
  expired: z.number(),
  renewed: z.number(),
  noticeDays: z.number(),
});

const commonFilters = { nameOrNo: z.string().trim().max(100).optional(), deptId: zOptionalId, staffId: zOptionalId };
export const recordsInput = pageQuery.extend({ ...commonFilters, recordStatus: optInt(0, 4), result: optInt(1, 3), assessedOnly: optInt(0, 1) });
export type RecordsQuery = z.infer<typeof recordsInput>;
export const probationInput = pageQuery.extend({ ...commonFilters, recordStatus: optInt(0, 4), endingWithinDays: optInt(0, 3650) });
export type ProbationQuery = z.infer<typeof probationInput>;
export const renewalInput = pageQuery.extend({ ...commonFilters, renewalStatus: optInt(0, 2), expiringWithinDays: optInt(0, 3650) });
export type RenewalQuery = z.infer<typeof renewalInput>;

/** An action names a record by id, or a staff (whose open record is used, or created). */
export const recordRef = z.object({ id: zOptionalId, staffId: zOptionalId }).refine((v) => v.id || v.staffId, { message: 'id: required', path: ['id'] });
export interface RecordRef {
  id?: string;
  staffId?: string;
}
export const extendInput = z
  .object({ id: zOptionalId, staffId: zOptionalId, months: optInt(1, 12), probationEndDate: zDate.optional(), remark: z.string().trim().max(500).optional() })
  .refine((v) => v.id || v.staffId, { message: 'id: required', path: ['id'] })
  .refine((v) => v.months || v.probationEndDate, { message: 'months: months or probationEndDate is required', path: ['months'] });
export const closeInput = recordRef.and(z.object({ remark: z.string().trim().max(500).optional() }));
export const startAssessmentInput = z
  .object({ id: zOptionalId, staffId: zOptionalId, leaderId: zOptionalId })
  .refine((v) => v.id || v.staffId, { message: 'id: required', path: ['id'] });
export const saveAssessmentInput = z.object({ id: zId, map: z.record(z.string(), z.unknown()) });
export const closeAssessmentInput = recordRef.and(z.object({ comment: z.string().trim().max(1000).optional() }));
export const renewalContractInput = z
  .object({
    staffId: zId,
    contractStartDate: zDate.optional().or(z.literal('').transform(() => undefined)),
    contractEndDate: zDate,
    renewalStatus: optInt(0, 2),
    remark: z.string().trim().max(500).optional(),
  })
  .refine((v) => !v.contractStartDate || v.contractStartDate < v.contractEndDate, {
    message: 'contractEndDate: must be after the contract start date',
    path: ['contractEndDate'],
  });
export type RenewalContractInput = z.infer<typeof renewalContractInput>;

export const recordExportColumns: ExcelColumn<Row>[] = [
  { header: 'Staff No', key: 'staffNo' },
  { header: 'Name', key: 'enName', width: 24 },
  { header: 'Department', key: 'deptName', width: 20 },
  { header: 'Entry Date', key: 'entryDate' },
  { header: 'Probation End Date', key: 'probationEndDate' },
  { header: 'Extensions', key: 'extendCount' },
  { header: 'Status', key: 'recordStatus', value: (r) => PROBATION_STATUS_LABELS[r.recordStatus as ProbationStatus] },
  { header: 'Result', key: 'result', value: (r) => ASSESSMENT_RESULT_LABELS[r.result as AssessmentResult] ?? null },
  { header: 'Score', key: 'score' },
  { header: 'Leader Comment', key: 'leaderComment', width: 30 },
];
export const probationStaffExportColumns: ExcelColumn<Row>[] = [
  { header: 'Staff No', key: 'staffNo' },
  { header: 'Name', key: 'enName', width: 24 },
  { header: 'Department', key: 'deptName', width: 20 },
  { header: 'Entry Date', key: 'entryDate' },
  { header: 'Probation End Date', key: 'probationEndDate' },
  { header: 'Days Left', key: 'daysLeft' },
  { header: 'Extensions', key: 'extendCount' },
  { header: 'Status', key: 'recordStatus', value: (r) => PROBATION_STATUS_LABELS[r.recordStatus as ProbationStatus] },
];
export const renewalExportColumns: ExcelColumn<Row>[] = [
  { header: 'Staff No', key: 'staffNo' },
  { header: 'Name', key: 'enName', width: 24 },
  { header: 'Department', key: 'deptName', width: 20 },
  { header: 'Contract Start', key: 'contractStartDate' },
  { header: 'Contract End', key: 'contractEndDate' },
  { header: 'Days Left', key: 'daysLeft' },
  { header: 'Renewal', key: 'renewalStatus', value: (r) => RENEWAL_STATUS_LABELS[r.renewalStatus as RenewalStatus] },
  { header: 'Remark', key: 'remark', width: 30 },
];
