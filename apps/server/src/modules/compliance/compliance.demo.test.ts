import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { addDays, todayOf } from './compliance.queries.js';
import { runExpiryReminders } from './compliance.reminders.js';

/** The demo company (DEMO_DATA=1) shows the compliance centre relative to today. */

let t: TestApp;
let hr: Session;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  hr = await t.loginChangingInitial('hr.tan');
});
afterAll(async () => t?.close());

describe('demo compliance data', () => {
  const today = todayOf();
  it('has permits expiring in 7, 30 and 60 days and one expired, flagged, and reminded of once', async () => {
    const page = await t.get(hr, '/api/mcc-worker/info/workerList', { wpExpiringWithin: 60, size: 50 });
    const dates = page.data.records.map((r: { wpExpiryDate: string }) => r.wpExpiryDate);
    expect(dates).toEqual(expect.arrayContaining([addDays(today, 7), addDays(today, 30), addDays(today, 60), addDays(today, -5)]));
    expect(page.data.records.filter((r: { permitExpired: boolean }) => r.permitExpired).map((r: { wpExpiryDate: string }) => r.wpExpiryDate)).toEqual([
      addDays(today, -5),
    ]);
    const first = await runExpiryReminders(t.db);
    expect(first.reminded).toBeGreaterThanOrEqual(4);
    expect((await runExpiryReminders(t.db)).reminded).toBe(0);
  });

  it('has an overdue address declaration first, then one to declare within 5 days', async () => {
    const list = await t.get(hr, '/api/mcc-worker/addressDeclaration/page', { state: 0 });
    expect(list.status).toBe(200);
    expect(list.data.records.map((r: { declareBy: string; overdue: boolean }) => [r.declareBy, r.overdue])).toEqual([
      [addDays(today, -2), true],
      [addDays(today, 5), false],
    ]);
  });
});
