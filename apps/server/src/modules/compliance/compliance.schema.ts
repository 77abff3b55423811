import { z } from 'zod';
import type { ExcelColumn } from '../../platform/excel.js';

type Row = Record<string, unknown>;

/** A row of a worker's renewal history (DocumentRenewal in @hr/contracts). */
export const renewalRecord = z.object({
  id: z.string(),
  workerId: z.string(),
  docType: z.string(),
  oldNumber: z.string().nullable(),
  newNumber: z.string(),
  oldExpiryDate: z.string().nullable(),
  newExpiryDate: z.string(),
  attachId: z.string().nullable(),
  attachName: z.string().nullable(),
  remark: z.string().nullable(),
  createUser: z.string().nullable(),
  createUserName: z.string().nullable(),
  createTime: z.string(),
});

export const declarationExportColumns: ExcelColumn<Row>[] = [
  { header: 'Employment Code', key: 'employmentCode' },
  { header: 'Name', key: 'workerName', width: 24 },
  { header: 'FIN No', key: 'finNo' },
  { header: 'WP No', key: 'wpNumber' },
  { header: 'New Address', key: 'address', width: 40 },
  { header: 'Move Date', key: 'moveDate', width: 12 },
  { header: 'Declare By', key: 'declareBy', width: 12 },
  { header: 'Status', key: 'declaredTime', width: 12, value: (r) => (r.declaredTime ? 'Declared' : r.overdue ? 'Overdue' : 'To declare') },
  { header: 'Declared On', key: 'declaredTime', width: 20 },
];
