import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { countLeaveDays, todayIn, UserType } from '@hr/contracts';
import { useTestApp } from '../../../test/helpers.js';
import { holiday, holidayScheme } from './attendance.tables.js';
import { DEFAULT_HOLIDAY_SCHEME, ensureLibraryHolidays, holidayYearSweep, libraryMark, publicHolidays } from './holiday-library.js';
import { calendarOf } from '../leave/leave.queries.js';
import { assertDaysFromDates } from '../leave/leave.service.js';

const s = useTestApp();
const year = Number(todayIn('Asia/Singapore').slice(0, 4));

async function schemeDates(title: string) {
  const [scheme] = await s.t.db
    .select()
    .from(holidayScheme)
    .where(and(eq(holidayScheme.tenantId, '000000'), eq(holidayScheme.title, title), eq(holidayScheme.isDeleted, 0)));
  const rows = await s.t.db
    .select()
    .from(holiday)
    .where(and(eq(holiday.schemeId, scheme!.id), eq(holiday.isDeleted, 0)));
  return { scheme: scheme!, rows, byDate: new Map(rows.map((r) => [r.date, r.name])) };
}

describe('holidays from the library (date-holidays)', () => {
  it("gives Singapore's gazetted holidays with a Sunday's holiday observed on the Monday", () => {
    const sg2026 = new Map(publicHolidays('SG', 2026));
    // what the hand-typed 2026 list held, to the day and name
    expect([...sg2026]).toEqual([
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
    ]);
    const sg2027 = new Map(publicHolidays('SG', 2027));
    expect(sg2027.get('2027-01-01')).toBe("New Year's Day");
    // Chinese New Year's second day on Sunday 7 February: Monday 8 February
    expect(sg2027.get('2027-02-07')).toBe('Chinese New Year (second day)');
    expect(sg2027.get('2027-02-08')).toBe('Chinese New Year (observed)');
    // Hari Raya Haji on Sunday 16 May: the library has no substitute day, the Holidays Act rule adds Monday 17 May
    expect(sg2027.get('2027-05-16')).toBe('Hari Raya Haji');
    expect(sg2027.get('2027-05-17')).toBe('Hari Raya Haji (observed)');
    expect(sg2027.get('2027-08-09')).toBe('National Day');
    expect(sg2027.get('2027-12-25')).toBe('Christmas Day');
  });

  it("gives Malaysia's national holidays", () => {
    const my2027 = new Map(publicHolidays('MY', 2027));
    expect(my2027.get('2027-08-31')).toBe('Independence Day');
    expect(my2027.get('2027-09-16')).toBe('Malaysia Day');
    expect(my2027.get('2027-02-08')).toBe('Chinese New Year (observed)');
  });

  it("seeds the default scheme with this year's and next year's holidays, and a Malaysian scheme", async () => {
    const sg = await schemeDates(DEFAULT_HOLIDAY_SCHEME);
    expect(sg.scheme.remark).toMatch(/\[holidays:SG\]$/);
    for (const [date, name] of [...publicHolidays('SG', year), ...publicHolidays('SG', year + 1)]) expect(sg.byDate.get(date), date).toBe(name);
    const my = await schemeDates('Malaysia public holidays');
    expect(my.scheme.remark).toMatch(/\[holidays:MY\]$/);
    expect(my.byDate.get(`${year + 1}-08-31`)).toBe('Independence Day');
    // the default stays Singapore's: the tenant's oldest enabled scheme
    expect(sg.scheme.createTime <= my.scheme.createTime && (sg.scheme.createTime < my.scheme.createTime || BigInt(sg.scheme.id) < BigInt(my.scheme.id))).toBe(
      true,
    );
  });

  it('adds missing years without duplicates and keeps what an administrator removed', async () => {
    const before = await schemeDates(DEFAULT_HOLIDAY_SCHEME);
    expect(await ensureLibraryHolidays(s.t.db, [year, year + 1])).toBe(0);
    // an administrator removes a holiday: the seed does not bring it back
    const removed = before.rows.find((r) => r.date === `${year + 1}-12-25`)!;
    await s.t.db.update(holiday).set({ isDeleted: 1 }).where(eq(holiday.id, removed.id));
    const added = await ensureLibraryHolidays(s.t.db, [2028, 2029]);
    expect(added).toBeGreaterThan(20); // two years of two schemes
    expect(await ensureLibraryHolidays(s.t.db, [year, year + 1, 2028, 2029])).toBe(0);
    const after = await schemeDates(DEFAULT_HOLIDAY_SCHEME);
    expect(after.byDate.get('2028-01-01')).toBe("New Year's Day");
    expect(after.byDate.has(`${year + 1}-12-25`)).toBe(false);
    expect(new Set(after.rows.map((r) => r.date)).size).toBe(after.rows.length);
    expect(after.scheme.remark?.endsWith(libraryMark('SG'))).toBe(true);
    await s.t.db.update(holiday).set({ isDeleted: 0 }).where(eq(holiday.id, removed.id));
  });

  it('the yearly sweep runs once a day and adds nothing that is there', async () => {
    await holidayYearSweep(s.t.app);
    await holidayYearSweep(s.t.app);
    const sg = await schemeDates(DEFAULT_HOLIDAY_SCHEME);
    expect(new Set(sg.rows.map((r) => r.date)).size).toBe(sg.rows.length);
  });
});

describe('a leave over a public holiday counts only the working days', () => {
  it("a leave from 2027-01-01 to 2027-01-04 counts New Year's Day as a holiday", async () => {
    await ensureLibraryHolidays(s.t.db, [2027]);
    const cal = await calendarOf(s.t.db, { tenantId: '000000' }, { userType: UserType.STAFF, id: '1' }, '2027-01-01', '2027-01-04');
    expect((cal.holidays as Map<string, number>).get('2027-01-01')).toBe(1);
    // Friday 1 January (holiday), the weekend, Monday 4 January: one working day
    expect(countLeaveDays({ start: '2027-01-01', end: '2027-01-04' }, cal)).toBe(1);
    const leave = {
      userType: UserType.STAFF,
      personId: '1',
      leaveUnit: 1,
      leavePeriod: null,
      leaveStartTime: '2027-01-01 09:00:00',
      leaveEndTime: '2027-01-04 18:00:00',
    };
    await s.t.db.transaction(async (tx) => {
      expect(await assertDaysFromDates(tx, { tenantId: '000000' }, { ...leave, leaveDays: 1 } as never)).toBe(1);
      await expect(assertDaysFromDates(tx, { tenantId: '000000' }, { ...leave, leaveDays: 2 } as never)).rejects.toThrow(/cover 1 working days, not 2/);
    });
  });
});
