import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http } from '../../app/http/client';
import { renderInApp } from '../../test-utils/render';
import LeaveCalendarPage from './LeaveCalendarPage';
import type { CalendarEntry } from './leave';

const today = dayjs().format('YYYY-MM-DD');
// the Saturday of today's Sunday-to-Saturday row of the month grid
const saturday = dayjs()
  .add(6 - dayjs().day(), 'day')
  .format('YYYY-MM-DD');

const entry = (id: string, extra: Partial<CalendarEntry>): CalendarEntry => ({
  id,
  userType: 1,
  personId: `p${id}`,
  personName: `Person ${id}`,
  personNo: `E${id}`,
  deptName: 'Site Office',
  teamName: null,
  vacationInfoId: '10',
  vacationName: 'Annual leave',
  leaveStartTime: `${today} 09:00:00`,
  leaveEndTime: `${today} 18:00:00`,
  leaveDays: 1,
  leaveUnit: 1,
  leavePeriod: null,
  leaveStatus: 1,
  processId: null,
  requestNo: null,
  ...extra,
});

function answer(url: string, params?: Record<string, unknown>) {
  if (url.endsWith('/leaverecord/calendar')) {
    const all = [
      entry('1', { processId: 'f77', requestNo: 'LV-2026-000077' }),
      entry('2', { leaveStatus: 0, vacationInfoId: '11', vacationName: 'Sick leave', leaveUnit: 0.5, leavePeriod: 'AM', leaveDays: 0.5 }),
    ];
    const entries = params?.leaveStatus === undefined ? all : all.filter((e) => e.leaveStatus === params.leaveStatus);
    return {
      entries,
      days: [{ date: today, approved: 1, pending: params?.leaveStatus === undefined ? 1 : 0 }],
      holidays: [{ date: today, name: 'Founders Day', isLeave: 1 }],
      restDays: [0, 6],
    };
  }
  if (url.endsWith('/baseVacationInfo/list')) return params?.userType === 2 ? [{ id: '20', name: 'Home leave' }] : [{ id: '10', name: 'Annual leave' }];
  return [];
}

describe('LeaveCalendarPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows approved and pending leave on the month with holidays and weekends shaded; an entry opens its details and request', async () => {
    const get = vi.spyOn(http, 'get').mockImplementation(async (url: string, params?: Record<string, unknown>) => answer(url, params) as never);
    await renderInApp(<LeaveCalendarPage />);
    const cell = await screen.findByTestId(`leave-day-${today}`);
    await waitFor(() => expect(within(cell).getByText('Person 1')).toBeTruthy());
    expect(cell.getAttribute('data-kind')).toBe('holiday');
    expect(within(cell).getByText('Founders Day')).toBeTruthy();
    // pending is marked in words, the half day too
    expect(within(cell).getByTestId('leave-entry-2').textContent).toBe('Person 2 ½ day AM (pending)');
    if (saturday !== today) expect(screen.getByTestId(`leave-day-${saturday}`).getAttribute('data-kind')).toBe('rest');
    const month = `${today.slice(0, 7)}`;
    expect(get).toHaveBeenCalledWith('/api/mcc-staff/leaverecord/calendar', expect.objectContaining({ start: `${month}-01` }));

    fireEvent.click(within(cell).getByTestId('leave-entry-1'));
    const detail = await screen.findByTestId('leave-entry-detail');
    expect(within(detail).getByText('Approved')).toBeTruthy();
    expect(within(detail).getByText('Site Office')).toBeTruthy();
    expect(within(detail).getByTestId('leave-entry-request').getAttribute('href')).toBe('/flow/detail?processId=f77&mode=view');
    expect(within(detail).getByText('LV-2026-000077')).toBeTruthy();
  });

  it('shows the week as a person x day grid with the people away per day, and filters by status on the server', async () => {
    const get = vi.spyOn(http, 'get').mockImplementation(async (url: string, params?: Record<string, unknown>) => answer(url, params) as never);
    await renderInApp(<LeaveCalendarPage />);
    fireEvent.click(await screen.findByText('Week'));
    const grid = await screen.findByTestId('leave-week');
    await waitFor(() => expect(within(grid).getByText('Person 1')).toBeTruthy());
    expect(within(grid).getByText('E1 · Site Office')).toBeTruthy();
    expect(within(grid).getByText('Away')).toBeTruthy();
    expect(within(grid).getByText('1 pending')).toBeTruthy();
    expect(within(grid).getAllByText('Founders Day').length).toBeGreaterThan(0);
    const monday = dayjs()
      .subtract((dayjs().day() + 6) % 7, 'day')
      .format('YYYY-MM-DD');
    expect(get).toHaveBeenCalledWith('/api/mcc-staff/leaverecord/calendar', expect.objectContaining({ start: monday }));

    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Pending'));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/mcc-staff/leaverecord/calendar', expect.objectContaining({ start: monday, leaveStatus: 0 })));
    await waitFor(() => expect(within(grid).queryByText('Person 1')).toBeNull());
    expect(within(grid).getByText('Person 2')).toBeTruthy();
  });
});
