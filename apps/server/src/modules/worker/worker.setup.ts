import { and, eq } from 'drizzle-orm';
import { anyRow } from '../../platform/repository.js';
import type { SetupStep } from '../module.js';
import { worker } from './worker.tables.js';

/** The setup checklist's item of the worker module: workers imported (Workers > Import, from the Excel template). */
export const workerSetupSteps: readonly SetupStep[] = [
  { key: 'workers', order: 60, path: '/worker', done: ({ db, auth }) => anyRow(db, worker, and(eq(worker.tenantId, auth.tenantId), eq(worker.isDeleted, 0))) },
];
