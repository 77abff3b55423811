import { and, eq } from 'drizzle-orm';
import { HolidayKind } from '@hr/contracts';
import type { SeedRun } from '../module.js';
import { tenant } from '../../platform/auth/identity.tables.js';
import { holiday, holidayScheme } from './attendance.tables.js';
import { weekdayOf } from './attendance.rules.js';

/** Singapore public holidays 2026 (Ministry of Manpower); a Sunday holiday is observed on the Monday after. */
export const SINGAPORE_2026: readonly [string, string][] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-02-17', 'Chinese New Year'],
  ['2026-02-18', 'Chinese New Year (second day)'],
  ['2026-03-21', 'Hari Raya Puasa'],
  ['2026-04-03', 'Good Friday'],
  ['2026-05-01', 'Labour Day'],
  ['2026-05-27', 'Hari Raya Haji'],
  ['2026-05-31', 'Vesak Day'],
  ['2026-06-01', 'Vesak Day (observed)'],
  ['2026-08-09', 'National Day'],
  ['2026-08-10', 'National Day (observed)'],
  ['2026-11-08', 'Deepavali'],
  ['2026-11-09', 'Deepavali (observed)'],
  ['2026-12-25', 'Christmas Day'],
];
export const DEFAULT_HOLIDAY_SCHEME = 'Singapore public holidays';

// Every tenant without a holiday scheme gets the default one (the attendance default when no scheme names another).
export const seedHolidaySchemes: SeedRun = async (db) => {
  await db.transaction(async (tx) => {
    const tenants = await tx.select({ tenantId: tenant.tenantId }).from(tenant).where(eq(tenant.isDeleted, 0));
    for (const { tenantId } of tenants) {
      const [any] = await tx.select({ id: holidayScheme.id }).from(holidayScheme).where(and(eq(holidayScheme.tenantId, tenantId), eq(holidayScheme.isDeleted, 0))).limit(1);
      if (any) continue;
      const [scheme] = await tx.insert(holidayScheme).values({ tenantId, title: DEFAULT_HOLIDAY_SCHEME, remark: 'Gazetted public holidays of Singapore' }).returning({ id: holidayScheme.id });
      await tx.insert(holiday).values(SINGAPORE_2026.map(([date, name]) => ({ tenantId, schemeId: scheme.id, name, date, week: weekdayOf(date), isLeave: HolidayKind.DAY_OFF })));
    }
  });
};
