import { and, eq, sql } from 'drizzle-orm';
import type { SetupStep } from '../module.js';
import { staff } from './staff.tables.js';

/** The setup checklist's item of the staff module: staff imported (Staff > Import, from the Excel template). */
export const staffSetupSteps: readonly SetupStep[] = [
  {
    key: 'staff',
    order: 50,
    path: '/staff',
    done: async (ctx) => {
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(staff)
        .where(and(eq(staff.tenantId, ctx.auth.tenantId), eq(staff.isDeleted, 0)));
      return Number(row?.n ?? 0) > 0;
    },
  },
];
