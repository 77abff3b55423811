import { and, eq, sql } from 'drizzle-orm';
import type { SetupStep } from '../module.js';
import { worker } from './worker.tables.js';

/** The setup checklist's item of the worker module: workers imported (Workers > Import, from the Excel template). */
export const workerSetupSteps: readonly SetupStep[] = [
  {
    key: 'workers',
    order: 60,
    path: '/worker',
    done: async (ctx) => {
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(worker)
        .where(and(eq(worker.tenantId, ctx.auth.tenantId), eq(worker.isDeleted, 0)));
      return Number(row?.n ?? 0) > 0;
    },
  },
];
