import { and, between, eq } from 'drizzle-orm';
import { anyRow } from '../../platform/repository.js';
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
      const year = (await companyToday(ctx.app, ctx.db, ctx.auth)).slice(0, 4);
      return anyRow(
        ctx.db,
        holiday,
        and(eq(holiday.tenantId, ctx.auth.tenantId), eq(holiday.isDeleted, 0), between(holiday.date, `${year}-01-01`, `${year}-12-31`)),
      );
    },
  },
];
