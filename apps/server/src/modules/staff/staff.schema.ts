import { z } from 'zod';
import { STAFF_STATUS_LABELS, type StaffStatus } from '@hr/contracts';
import { zDate } from '../../platform/http/route.js';
import type { ExcelColumn } from '../../platform/excel.js';

type Row = Record<string, unknown>;

/** An empty form value is no value. */
const nullable = (s: z.ZodType) => z.preprocess((v) => (v === '' ? null : v), s.nullable().optional());

/** Field rules beyond the column types (seed 001 section 5). */
export const staffFieldRules = {
  staffNo: z.string().trim().min(1, 'is required').max(50, 'must be at most 50 characters'),
  enName: z.string().trim().min(2, 'must be 2 to 100 characters').max(100, 'must be 2 to 100 characters'),
  email: nullable(z.string().trim().toLowerCase().pipe(z.email('must be a valid e-mail address')).pipe(z.string().max(100))),
  mobileCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'must be a calling code like +65')
    .optional(),
  mobile: nullable(
    z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, 'must be 5 to 20 digits'),
  ),
  nationality: nullable(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .transform((v) => v.toUpperCase()),
  ),
  basicSalary: nullable(z.coerce.number('must be a number').min(0, 'must be 0 or more').max(9_999_999_999).transform(String)),
  isSupervisor: z.coerce.number().int().min(0).max(1).optional(),
};

/** Fields a staff may propose for their own record (staffUpdate); HR adopts or fails the request. */
export const selfEditable = {
  enName: staffFieldRules.enName.optional(),
  cnName: z.string().trim().max(100).optional(),
  mobileCode: staffFieldRules.mobileCode,
  mobile: staffFieldRules.mobile,
  email: staffFieldRules.email,
  address: z.string().trim().max(300).optional(),
  maritalStatus: z.string().trim().max(20).optional(),
  religion: z.string().trim().max(50).optional(),
  passportNumber: z.string().trim().max(30).optional(),
  passportExpiryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
    .optional(),
  bankName: z.string().trim().max(100).optional(),
  bankAccountName: z.string().trim().max(100).optional(),
  bankAccountNo: z.string().trim().max(50).optional(),
};

/** Whether a stored update request is a JSON object of self-editable fields. */
export function isChangeSet(v: string): boolean {
  try {
    const o = JSON.parse(v) as unknown;
    return typeof o === 'object' && o !== null && !Array.isArray(o) && Object.keys(o).every((k) => k in selfEditable);
  } catch {
    return false;
  }
}

/** The staff summary columns of exports (sensitive ones masked without `staff_sensitive`). */
export const staffExportColumns: ExcelColumn<Row>[] = [
  { header: 'Staff No', key: 'staffNo' },
  { header: 'English Name', key: 'enName', width: 24 },
  { header: 'Chinese Name', key: 'cnName' },
  { header: 'Department', key: 'deptName', width: 20 },
  { header: 'Team', key: 'teamName' },
  { header: 'Project', key: 'projectName', width: 20 },
  { header: 'Job Title', key: 'jobTitleName', width: 20 },
  { header: 'Email', key: 'email', width: 26 },
  { header: 'Mobile', key: 'mobile', value: (r) => (r.mobile ? `${r.mobileCode} ${r.mobile}` : null) },
  { header: 'Nationality', key: 'nationality' },
  { header: 'NRIC', key: 'nric' },
  { header: 'Passport No', key: 'passportNumber' },
  { header: 'Birthday', key: 'birthday' },
  { header: 'Entry Date', key: 'entryDate' },
  { header: 'Status', key: 'status', value: (r) => STAFF_STATUS_LABELS[r.status as StaffStatus] ?? r.status },
  { header: 'Bank', key: 'bankName' },
  { header: 'Bank Account No', key: 'bankAccountNo', width: 20 },
  { header: 'Basic Salary', key: 'basicSalary', value: (r) => (r.basicSalary === '****' || r.basicSalary === null ? r.basicSalary : Number(r.basicSalary)) },
];

/** One row per staff project (`staffProjectExcel`). */
export const staffProjectColumns: ExcelColumn<Row>[] = [
  { header: 'Staff No', key: 'staffNo' },
  { header: 'English Name', key: 'enName', width: 24 },
  { header: 'Department', key: 'deptName', width: 20 },
  { header: 'Project', key: 'projectName', width: 24 },
  { header: 'Role', key: 'role' },
  { header: 'Start Date', key: 'startDate' },
  { header: 'End Date', key: 'endDate' },
];

/** Columns of the import template and of importStaff (header text is what the file must carry): the export's, plus the calling code. */
export const staffImportColumns = [
  'staffNo',
  'enName',
  'cnName',
  'email',
  'mobileCode',
  'mobile',
  'deptName',
  'jobTitleName',
  'nationality',
  'nric',
  'birthday',
  'entryDate',
  'basicSalary',
].map((key) => ({ key, header: key === 'mobileCode' ? 'Mobile Code' : staffExportColumns.find((c) => c.key === key)!.header }));

export const staffImportRow = z.object({
  ...staffFieldRules,
  cnName: nullable(z.string().max(100)),
  mobileCode: z.preprocess((v) => (v ? (String(v).startsWith('+') ? v : `+${v}`) : '+65'), staffFieldRules.mobileCode),
  deptName: nullable(z.string().max(100)),
  jobTitleName: nullable(z.string().max(100)),
  nric: nullable(z.string().max(30)),
  birthday: nullable(zDate),
  entryDate: nullable(zDate),
});
