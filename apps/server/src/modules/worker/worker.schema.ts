import { z } from 'zod';
import { TRANSITION_STATUS_LABELS, TRANSITION_TYPE_LABELS } from '@hr/contracts';
import { zDate } from '../../platform/http/route.js';
import type { ExcelColumn } from '../../platform/excel.js';

type Row = Record<string, unknown>;

/** An empty form value is no value. */
const nullable = (s: z.ZodType) => z.preprocess((v) => (v === '' ? null : v), s.nullable().optional());

/** Field rules of workers beyond the column types. */
export const workerRules = {
  name: z.string().trim().min(2, 'must be 2 to 100 characters').max(100, 'must be 2 to 100 characters'),
  employmentCode: z.string().trim().min(1, 'is required').max(50),
  nationality: nullable(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .transform((v) => v.toUpperCase()),
  ),
  mobileCode: z.preprocess(
    (v) => (v ? (String(v).startsWith('+') ? v : `+${v}`) : undefined),
    z
      .string()
      .regex(/^\+\d{1,4}$/, 'must be a calling code like +65')
      .optional(),
  ),
  mobile: nullable(
    z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, 'must be 5 to 20 digits'),
  ),
  email: nullable(z.string().trim().toLowerCase().pipe(z.email('must be a valid e-mail address'))),
};

/** Employment terms: wages and rates. */
export const employmentRules = {
  basicHourWage: nullable(z.coerce.number().min(0, 'must be 0 or more').transform(String)),
  basicMonthlySalary: nullable(z.coerce.number().min(0, 'must be 0 or more').transform(String)),
  overtimeRate: nullable(z.coerce.number().min(1, 'must be 1 or more').max(10, 'must be at most 10').transform(String)),
  mealAllowance: nullable(z.coerce.number().min(0, 'must be 0 or more').max(1000, 'must be at most 1000').transform(String)),
};

export const workerExportColumns: ExcelColumn<Row>[] = [
  { header: 'Employment Code', key: 'employmentCode' },
  { header: 'Name', key: 'name', width: 24 },
  { header: 'Nationality', key: 'nationality' },
  { header: 'FIN No', key: 'finNo' },
  { header: 'Passport No', key: 'passportNumber' },
  { header: 'Passport Expiry', key: 'passportExpiryDate' },
  { header: 'WP No', key: 'wpNumber' },
  { header: 'WP Expiry', key: 'wpExpiryDate' },
  { header: 'Mobile', key: 'mobile', reads: ['mobileCode', 'mobile'], value: (r) => (r.mobile ? `${r.mobileCode} ${r.mobile}` : null) },
  { header: 'Project', key: 'projectName', width: 20 },
  { header: 'Team', key: 'teamName', width: 16 },
  { header: 'Trade', key: 'tradeName', width: 16 },
  { header: 'Birthday', key: 'birthday' },
  { header: 'Entry Date', key: 'entryDate' },
  { header: 'Supervisor', key: 'isSupervisor', value: (r) => (r.isSupervisor === 1 ? 'Yes' : 'No') },
  { header: 'Dormitory', key: 'dormitory' },
  { header: 'Blk', key: 'blk' },
  { header: 'Room', key: 'room' },
];

/** Import template columns: the export's identity and document columns plus the project code. */
export const workerImportColumns = [
  ...workerExportColumns
    .filter((c) =>
      [
        'employmentCode',
        'name',
        'nationality',
        'finNo',
        'passportNumber',
        'passportExpiryDate',
        'wpNumber',
        'wpExpiryDate',
        'mobile',
        'birthday',
        'entryDate',
      ].includes(c.key),
    )
    .map(({ header, key }) => ({ header, key })),
  { header: 'Project Code', key: 'projectCode' },
];

export const workerImportRow = z.object({
  employmentCode: workerRules.employmentCode,
  name: workerRules.name,
  nationality: workerRules.nationality,
  finNo: nullable(z.string().max(30)),
  passportNumber: nullable(z.string().max(30)),
  passportExpiryDate: nullable(zDate),
  wpNumber: nullable(z.string().max(30)),
  wpExpiryDate: nullable(zDate),
  mobile: workerRules.mobile,
  birthday: nullable(zDate),
  entryDate: nullable(zDate),
  projectCode: nullable(z.string().max(50)),
});

export const transitionExportColumns: ExcelColumn<Row>[] = [
  { header: 'Employment Code', key: 'employmentCode' },
  { header: 'Name', key: 'name', width: 24 },
  { header: 'Type', key: 'transitionType', value: (r) => TRANSITION_TYPE_LABELS[r.transitionType as number] },
  { header: 'From Project', key: 'sourceProjectName', width: 20 },
  { header: 'To Project', key: 'targetProjectName', width: 20 },
  { header: 'Date', key: 'transitionDate' },
  { header: 'Status', key: 'transitionStatus', value: (r) => TRANSITION_STATUS_LABELS[r.transitionStatus as number] },
  { header: 'Remark', key: 'remark', width: 30 },
];
