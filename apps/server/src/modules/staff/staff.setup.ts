import { and, eq } from 'drizzle-orm';
import { anyRow } from '../../platform/repository.js';
import type { SetupStep } from '../module.js';
import { staff } from './staff.tables.js';

/** The setup checklist's item of the staff module: staff imported (Staff > Import, from the Excel template). */
export const staffSetupSteps: readonly SetupStep[] = [
  { key: 'staff', order: 50, path: '/staff', done: ({ db, auth }) => anyRow(db, staff, and(eq(staff.tenantId, auth.tenantId), eq(staff.isDeleted, 0))) },
];
