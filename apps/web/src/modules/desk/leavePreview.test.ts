import { describe, expect, it } from 'vitest';
import { leaveOfValues, leavePreview, type PreviewCheck } from './leavePreview';

const check = (o: Partial<PreviewCheck> = {}): PreviewCheck => ({ restDays: [0, 6], holidays: [], remaining: 10, overlap: false, ...o });
const full = (start: string, end: string) => ({ leaveUnit: 1, leaveStartTime: start, leaveEndTime: end });

describe('leave form preview', () => {
  it('counts the working days of the dates and shows the balance before and after', () => {
    // Friday 7 to Tuesday 11 August 2026: Monday 10 is a public holiday
    const p = leavePreview(
      full('2026-08-07 09:00:00', '2026-08-11 18:00:00'),
      check({ holidays: [{ date: '2026-08-10', name: 'National Day (observed)', isLeave: 1 }] }),
    );
    expect(p).toMatchObject({ days: 2, before: 10, after: 8, shortage: false, overlap: false, holidays: ['National Day (observed)'] });
  });

  it('counts weekends out even before the server answers, and knows no balance then', () => {
    expect(leavePreview(full('2026-03-06 09:00:00', '2026-03-09 18:00:00'))).toMatchObject({ days: 2, before: null, after: null, shortage: false });
  });

  it('counts half days: a half-day leave, an afternoon start', () => {
    expect(leavePreview({ leaveUnit: '0.5', leavePeriod: 'AM', leaveStartTime: '2026-03-02 09:00:00' }, check()).days).toBe(0.5);
    expect(leavePreview(full('2026-03-02 14:00:00', '2026-03-03 18:00:00'), check()).days).toBe(1.5);
  });

  it('crosses months', () => {
    expect(leavePreview(full('2026-01-29 09:00:00', '2026-02-03 18:00:00'), check()).days).toBe(4);
  });

  it('warns of a shortage, an overlap and a leave on days off only', () => {
    expect(leavePreview(full('2026-03-02 09:00:00', '2026-03-06 18:00:00'), check({ remaining: 3 }))).toMatchObject({ days: 5, after: -2, shortage: true });
    expect(leavePreview(full('2026-03-02 09:00:00', '2026-03-02 18:00:00'), check({ overlap: true })).overlap).toBe(true);
    expect(leavePreview(full('2026-03-07 09:00:00', '2026-03-08 18:00:00'), check()).noWorkingDay).toBe(true);
    // a type without balances: no before, no after, never short
    expect(leavePreview(full('2026-03-02 09:00:00', '2026-03-06 18:00:00'), check({ remaining: null }))).toMatchObject({
      days: 5,
      before: null,
      after: null,
      shortage: false,
    });
  });

  it('waits for complete dates', () => {
    expect(leaveOfValues({ leaveUnit: 1, leaveStartTime: '2026-03-02 09:00:00' })).toBeNull();
    expect(leaveOfValues(full('2026-03-05 09:00:00', '2026-03-02 18:00:00'))).toBeNull();
    expect(leavePreview({}, check()).days).toBeNull();
  });
});
