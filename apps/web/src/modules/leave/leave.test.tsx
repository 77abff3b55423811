import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '../../app/http/client';
import { renderInApp } from '../../test-utils/render';
import { LeaveHistoryDialog } from '../flow/LeaveHistoryDialog';
import type { ProcessRecord } from '../flow/api';
import { creditPayload, dayKind, leaveByDay, leaveDaysByMonth, leaveHistoryCall, monthRange, typeColours, weekRange, type LeaveRecord } from './leave';
import { tierSummary } from './LeavePages';

const rec = (id: string, start: string, end: string, days: number, extra: Partial<LeaveRecord> = {}): LeaveRecord =>
  ({
    id,
    userType: 1,
    staffNo: `E${id}`,
    staffName: `Person ${id}`,
    vacationName: 'Annual leave',
    leaveDays: days,
    leaveStartTime: `${start} 09:00:00`,
    leaveEndTime: `${end} 18:00:00`,
    leaveStatus: 1,
    ...extra,
  }) as LeaveRecord;

describe('leave helpers', () => {
  it('reads the history of a staff request from staff records and of a worker request (form 29) from worker records, 10 a page', () => {
    expect(leaveHistoryCall({ formId: '2', category: 1, processInstanceId: '77' }, { current: 2 })).toEqual({
      url: '/api/mcc-staff/leaverecord/page',
      params: { processInstanceId: '77', current: 2, size: 10, vacationName: undefined },
    });
    expect(leaveHistoryCall({ formId: '29', processInstanceId: '78' }, { current: 1, vacationName: 'Sick' }).url).toBe('/api/mcc-worker/vacation/page1');
    expect(leaveHistoryCall({ formId: '29', processInstanceId: '78' }, { current: 1, vacationName: 'Sick' }).params.vacationName).toBe('Sick');
  });

  it('spreads leave over the days it covers, clipped to the calendar period', () => {
    const map = leaveByDay([rec('1', '2026-03-30', '2026-04-02', 4), rec('2', '2026-04-02', '2026-04-02', 1)], '2026-04-01', '2026-04-30');
    expect([...map.keys()]).toEqual(['2026-04-01', '2026-04-02']);
    expect(map.get('2026-04-02')!.map((r) => r.id)).toEqual(['1', '2']);
    expect(map.has('2026-03-31')).toBe(false);
  });

  it('sums leave days by month for the year view, and knows month ends', () => {
    expect(
      Object.fromEntries(
        leaveDaysByMonth([rec('1', '2026-02-02', '2026-02-03', 2), rec('2', '2026-02-20', '2026-02-20', 0.5), rec('3', '2026-05-01', '2026-05-01', 1)]),
      ),
    ).toEqual({ '2026-02': 2.5, '2026-05': 1 });
    expect(monthRange('2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthRange('2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('knows Monday-to-Sunday weeks, holidays and rest days, and gives each leave type one colour', () => {
    expect(weekRange('2026-08-13')).toEqual({ start: '2026-08-10', end: '2026-08-16' });
    expect(weekRange('2026-08-16')).toEqual({ start: '2026-08-10', end: '2026-08-16' });
    expect(weekRange('2026-01-01')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    const holidays = new Map([
      ['2026-08-10', { name: 'National Day (observed)', isLeave: 1 }],
      ['2026-08-15', { name: 'Make-up day', isLeave: 0 }],
    ]);
    expect(dayKind('2026-08-10', holidays, [0, 6])).toEqual({ kind: 'holiday', name: 'National Day (observed)' });
    expect(dayKind('2026-08-15', holidays, [0, 6])).toEqual({ kind: 'work', name: 'Make-up day' });
    expect(dayKind('2026-08-16', holidays, [0, 6])).toEqual({ kind: 'rest' });
    expect(dayKind('2026-08-22', holidays, [0])).toEqual({ kind: 'work' });
    const colours = typeColours([
      { vacationInfoId: '12', vacationName: 'Sick', userType: 1 },
      { vacationInfoId: '9', vacationName: 'Annual', userType: 1 },
      { vacationInfoId: '12', vacationName: 'Sick', userType: 1 },
    ]);
    expect([...colours.values()].map((c) => c.name)).toEqual(['Annual', 'Sick']);
    expect(colours.get('9')!.colour).not.toBe(colours.get('12')!.colour);
  });

  it('sends one personId for a staff or worker balance, and shows rule tiers in one line', () => {
    expect(creditPayload({ staffId: '5', days: 3 }, 1)).toEqual({ days: 3, userType: 1, personId: '5' });
    expect(creditPayload({ workerId: '9', days: 3 }, 2)).toMatchObject({ userType: 2, personId: '9' });
    expect(creditPayload({ id: '1', personId: '4', days: 3 }, 1)).toMatchObject({ personId: '4' });
    expect(
      tierSummary([
        { minValue: 0, maxValue: 1, day: 7 },
        { minValue: 7, maxValue: null, day: 14 },
      ]),
    ).toBe('0-1: 7, 7+: 14');
  });
});

describe('LeaveHistoryDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the history of the person of the request with number, name, type, days, start, end and status; searches by type', async () => {
    const get = vi
      .spyOn(http, 'get')
      .mockImplementation(
        async (_url: string, params?: Record<string, unknown>) =>
          ({
            records: params?.vacationName ? [] : [rec('1', '2026-05-04', '2026-05-05', 2), rec('2', '2026-06-01', '2026-06-01', 1, { leaveStatus: 0 })],
            total: params?.vacationName ? 0 : 12,
            size: 10,
            current: 1,
            pages: 2,
          }) as never,
      );
    const request = { processId: 'p1', processInstanceId: '501', formId: '2', category: 1 } as unknown as ProcessRecord;
    await renderInApp(<LeaveHistoryDialog record={request} open onClose={() => undefined} />);
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(screen.getByText('E1')).toBeTruthy();
    expect(screen.getByText('2026-05-04 09:00:00')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/mcc-staff/leaverecord/page', { processInstanceId: '501', current: 1, size: 10, vacationName: undefined });
    const search = screen.getByLabelText('Search vacation type');
    fireEvent.change(search, { target: { value: 'Sick' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/mcc-staff/leaverecord/page', { processInstanceId: '501', current: 1, size: 10, vacationName: 'Sick' }),
    );
    await waitFor(() => expect(screen.queryByText('Person 1')).toBeNull());
  });
});
