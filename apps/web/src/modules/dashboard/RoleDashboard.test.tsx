import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../../app/http/client';
import { updateSession } from '../../app/session/session';
import { filtersFromAddress } from '../../shared/crud/CrudPage';
import { waitingLabel, datesLabel, daysOrAmountLabel } from '../flow/keyValues';
import { RoleDashboard } from './RoleDashboard';
import { addDays } from './links';
import { companyToday } from '../../app/clock';

const hr = {
  expiryGroup: 'project',
  headcountByDept: [{ id: '11', name: 'Engineering', count: 4 }],
  headcountByProject: [{ id: '21', name: 'Tuas site', count: 7 }],
  headcountByNationality: [{ nationality: 'IN', staff: 0, workers: 5, count: 5 }],
  permits: [{ groupId: '21', groupName: 'Tuas site', expired: 2, due30: 1, due60: 3, due90: 4 }],
  passports: [],
  probations: { overdue: 1, due30: 2, due60: 2, due90: 3, assessing: 0 },
  renewals: { expired: 0, due30: 1, due60: 1, due90: 2 },
  dormitories: [{ id: '31', name: 'Lodge Blk 12', beds: 8, occupied: 5, free: 3 }],
  onLeave: [
    {
      id: '41',
      userType: 1,
      name: 'Alice Tan',
      deptName: 'Engineering',
      vacationName: 'Annual leave',
      leaveStartTime: '2026-11-26 09:00:00',
      leaveEndTime: '2026-11-26 18:00:00',
      leaveDays: 1,
      today: true,
    },
  ],
  onLeaveToday: 1,
  approvalsWaiting: { lt1: 1, d1to3: 0, d3to7: 2, gt7: 1 },
};
const director = {
  settlements: [{ id: '21', name: 'Tuas site', count: 2, awaitingMe: 1, grossWages: 2000, nettSalary: 1800.5 }],
  approvalTimes: [{ formId: '37', formName: 'Salary settlement', step: 'Director', count: 5, medianHours: 3, p90Hours: 7.6 }],
  overdue: [{ assignee: '7', assigneeName: 'Ng Boon Keat', count: 2, oldestDays: 8.5 }],
};

function serve(urls: string[]) {
  configureHttp({
    fetch: async (input) => {
      const url = String(input);
      urls.push(url);
      const data = url.includes('/blade-dashboard/hr') ? hr : url.includes('/blade-dashboard/director') ? director : null;
      return new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

const href = (el: HTMLElement) => el.closest('a')!.getAttribute('href')!;

afterEach(() => updateSession({ permissions: [] }));

describe('role dashboards', () => {
  it('shows nothing and asks nothing without a dashboard grant', { timeout: 60_000 }, async () => {
    const urls: string[] = [];
    serve(urls);
    updateSession({ permissions: ['dashboard'] });
    const { container } = await renderInApp(<RoleDashboard />);
    expect(container.textContent).toBe('');
    expect(urls).toEqual([]);
  });

  it("HR's tiles count and link to the filtered lists behind them", { timeout: 60_000 }, async () => {
    const urls: string[] = [];
    serve(urls);
    updateSession({ permissions: ['dashboard', 'dashboard_hr'] });
    await renderInApp(<RoleDashboard />);
    const panel = await screen.findByTestId('hr-dashboard', {}, { timeout: 30_000 });
    expect(screen.queryByTestId('director-dashboard')).not.toBeInTheDocument();
    // the company's today (Singapore), as the tiles count, not the test machine's date
    const today = companyToday();
    const expired = within(panel).getByTestId('workPermit-expired');
    expect(expired).toHaveTextContent('2');
    expect(href(expired)).toBe(`/worker?status=1&wpExpiryDate_end=${addDays(today, -1)}`);
    expect(href(within(panel).getByTestId('workPermit-due30'))).toBe(`/worker?status=1&wpExpiryDate_start=${today}&wpExpiryDate_end=${addDays(today, 30)}`);
    expect(href(within(within(panel).getByTestId('workPermit-groups')).getByRole('link', { name: /Tuas site/ }))).toBe(
      `/worker?status=1&wpExpiryDate_end=${addDays(today, 90)}&projectId=21`,
    );
    expect(href(within(within(panel).getByTestId('headcount-dept')).getByRole('link', { name: 'Engineering: 4' }))).toBe('/staff?deptId=11');
    expect(href(within(within(panel).getByTestId('headcount-nationality')).getByRole('link', { name: 'IN: 5' }))).toBe('/worker?status=1&nationality=IN');
    expect(href(within(within(panel).getByTestId('dormitories')).getByRole('link', { name: 'Lodge Blk 12: 5/8' }))).toBe('/housing/room?buildingId=31');
    expect(href(within(panel).getByTestId('probation-30'))).toBe('/probation/staff?endingWithinDays=30');
    expect(within(panel).getByTestId('leave-today')).toHaveTextContent('1');
    expect(within(panel).getByText('Alice Tan')).toBeInTheDocument();
    expect(href(within(within(panel).getByTestId('approvals-waiting')).getByRole('link', { name: '3–7 days: 2' }))).toBe('/process/index?flowStatus=running');
    expect(urls.some((u) => u.includes('/api/blade-dashboard/hr?expiryGroup=project'))).toBe(true);
  });

  it("the directors' panel totals the settlements and links approval times to the form's requests", { timeout: 60_000 }, async () => {
    const urls: string[] = [];
    serve(urls);
    updateSession({ permissions: ['dashboard', 'dashboard_director'] });
    await renderInApp(<RoleDashboard />);
    const panel = await screen.findByTestId('director-dashboard', {}, { timeout: 30_000 });
    expect(screen.queryByTestId('hr-dashboard')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('settlements-count')).toHaveTextContent('2');
    expect(within(panel).getByTestId('settlements-nett')).toHaveTextContent('1,800.50');
    expect(href(within(panel).getByTestId('settlements-mine'))).toBe('/directorExamine');
    expect(href(within(within(panel).getByTestId('approval-times')).getByRole('link', { name: /Salary settlement · Director/ }))).toBe(
      '/process/index?formId=37',
    );
    expect(within(within(panel).getByTestId('overdue')).getByRole('link', { name: /Ng Boon Keat: 2/ })).toBeInTheDocument();
  });
});

describe('list filters from the address and To do key values', () => {
  it('reads search fields and extra filters from the query, numbers as numbers', () => {
    const fields = [
      { fieldName: 'expiringWithin', fieldType: 'number' },
      { fieldName: 'leaveStatus', fieldType: 'select', option: { options: [{ value: 1 }] } },
      { fieldName: 'name', fieldType: 'input' },
    ];
    expect(filtersFromAddress('?expiringWithin=30&leaveStatus=1&name=Tan&other=x&wpExpiryDate_end=2026-12-01', fields, ['wpExpiryDate_end'])).toEqual({
      expiringWithin: 30,
      leaveStatus: 1,
      name: 'Tan',
      wpExpiryDate_end: '2026-12-01',
    });
  });

  it('labels the wait, the dates and the days or amount', async () => {
    const { initI18n } = await import('../../app/i18n/i18n');
    await initI18n();
    const t = i18next.t.bind(i18next);
    expect(waitingLabel(t, 3 * 24 * 60 + 100)).toBe('3 d');
    expect(waitingLabel(t, 150)).toBe('2 h');
    expect(waitingLabel(t, 12)).toBe('12 min');
    expect(datesLabel({ keyDateFrom: '2026-12-01 09:00:00', keyDateTo: '2026-12-03 18:00:00' })).toBe('01 Dec 2026 – 03 Dec 2026');
    expect(datesLabel({ keyDateFrom: '2026-12-01', keyDateTo: null })).toBe('01 Dec 2026');
    expect(daysOrAmountLabel(t, { keyDays: 2.5 })).toBe('2.5 d');
    expect(daysOrAmountLabel(t, { keyDays: null, keyAmount: 1250 }, 'en')).toBe('1,250.00');
  });
});
