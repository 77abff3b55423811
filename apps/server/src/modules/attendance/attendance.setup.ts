import { and, between, eq, sql } from 'drizzle-orm';
import type { SetupStep } from '../module.js';
import { companyToday } from '../system/clock.queries.js';
import { holiday } from './attendance.tables.js';

/**
 * The setup checklist's item of the attendance module: a holiday scheme holds the company's holidays of this
 * year (a new company gets Singapore's from the holiday library; Malaysia's is offered for Malaysian sites).
 */
export const attendanceSetupSteps: readonly SetupStep[] = [
  {
    key: 'holidays',
    order: 40,
    path: '/attendance/holiday',
    done: async (ctx) => {
      const year = (await companyToday(ctx.app, ctx.db, ctx.auth.tenantId)).slice(0, 4);
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(holiday)
        .where(and(eq(holiday.tenantId, ctx.auth.tenantId), eq(holiday.isDeleted, 0), between(holiday.date, `${year}-01-01`, `${year}-12-31`)));
      return Number(row?.n ?? 0) > 0;
    },
  },
];
