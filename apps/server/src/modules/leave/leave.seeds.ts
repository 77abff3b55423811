import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import type { SeedRun } from '../module.js';
import { initializeTypes } from './vacation.service.js';

// every install starts with the Singapore defaults in its first tenant
export const seedLeaveTypes: SeedRun = async (db) => {
  await db.transaction((tx) => initializeTypes(tx, { tenantId: DEFAULT_TENANT }, null));
};
