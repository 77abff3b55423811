import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../../app/http/client';
import { updateSession } from '../../app/session/session';
import SettlementViewPage from './SettlementViewPage';
import { isEditable, settleOf, totalsOf } from './api';

const base = {
  id: '9',
  version: 1,
  workerId: '31',
  resignDate: '2026-05-15',
  totalAttendanceDays: '3',
  totalHours: '16.00',
  totalOt: '5.00',
  grossWages: '250.00',
  nettSalary: '250.00',
  processId: null,
  processInstanceId: null,
  employmentCode: 'S001',
  name: 'Abdul Karim',
  projectName: 'Tuas Depot',
  specialistName: 'Rebar',
  teamName: 'Rebar A',
  remark: null,
  rows: [
    { id: 'r1', item: 'totalHours', itemName: 'Total hours', amount: '10.00', attendance: '16.00', settleAmount: '160.00' },
    { id: 'r2', item: 'overtimeHours', itemName: 'Overtime hours', amount: '15.00', attendance: '5.00', settleAmount: '75.00' },
    { id: 'r3', item: 'achievementBonus', itemName: 'Achievement bonus', amount: '100.00', attendance: null, settleAmount: '100.00' },
  ],
  items: [{ id: 'i1', item: 'advance', itemName: 'Salary advance deduction', salary: '-300.00' }],
  map: { advance: 'Salary advance deduction', leavePay: 'Unused leave pay' },
};

function serve(settlement: Record<string, unknown>, calls: string[] = []) {
  configureHttp({
    fetch: async (input, init) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      let data: unknown = { records: [], total: 0 };
      if (url.startsWith('/api/mcc-worker/workersalarysettlement/detail')) data = settlement;
      else if (url.startsWith('/api/mcc-worker/info/siteAllList'))
        data = { records: [{ id: '31', name: 'Abdul Karim', employmentCode: 'S001' }], total: 1, size: -1, current: 1, pages: 1 };
      else if (url.startsWith('/api/mcc-worker/project/listTeam')) data = [];
      return new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return calls;
}

afterEach(() => updateSession({ permissions: [] }));

describe('settlement rules on the screen', () => {
  it('computes settle amounts and the spec totals in cents', () => {
    expect(settleOf({ amount: '13.33', attendance: '0.5' })).toBe('6.67');
    expect(settleOf({ amount: '100', attendance: null })).toBe('100.00');
    expect(totalsOf(base.rows, base.items)).toEqual({ grossWages: '335.00', nettSalary: '35.00' });
    expect(totalsOf([{ amount: '-20', attendance: null }], [{ salary: '50' }])).toEqual({ grossWages: '50.00', nettSalary: '50.00' });
    expect(isEditable({ settlementStatus: 0 })).toBe(true);
    expect(isEditable({ settlementStatus: 3 })).toBe(true);
    expect(isEditable({ settlementStatus: 1 })).toBe(false);
  });
});

describe('SettlementViewPage', () => {
  it('shows the worker, attendance summary, both tables and totals; deleting a row updates the totals; history waits for a process', async () => {
    updateSession({ permissions: ['salary_settlement_view', 'salary_settlement_edit', 'salary_settlement_send'] });
    serve({ ...base, settlementStatus: 0 });
    await renderInApp(<SettlementViewPage />);
    expect(await screen.findByText('Tuas Depot')).toBeInTheDocument();
    expect(screen.getByText('15 May 2026')).toBeInTheDocument();
    expect(screen.getByText('Attendance days')).toBeInTheDocument();
    expect(screen.getAllByText('16.00').length).toBeGreaterThan(0);
    expect(screen.getByTestId('gross-wages')).toHaveTextContent('335.00');
    expect(screen.getByTestId('nett-salary')).toHaveTextContent('35.00');
    expect(screen.getByText('Salary advance deduction')).toBeInTheDocument();
    const historyTab = screen.getByText('History').closest('[role="tab"]')!;
    expect(historyTab).toHaveAttribute('aria-disabled', 'true');
    const bonusRow = screen.getByText('Achievement bonus').closest('tr')!;
    fireEvent.click(within(bonusRow).getByText('Delete').closest('button')!);
    await waitFor(() => expect(screen.getByTestId('gross-wages')).toHaveTextContent('235.00'));
    expect(screen.getByTestId('nett-salary')).toHaveTextContent('-65.00');
    expect(screen.getByText('Send for approval')).toBeInTheDocument();
  }, 90_000);

  it('a sent settlement is read-only: no edit, save or send', async () => {
    updateSession({ permissions: ['salary_settlement_view', 'salary_settlement_edit', 'salary_settlement_send'] });
    serve({ ...base, settlementStatus: 1, processId: '77', processInstanceId: '78' });
    await renderInApp(<SettlementViewPage />);
    expect(await screen.findByText('This settlement has been sent and cannot be changed.')).toBeInTheDocument();
    expect(screen.queryByText('Send for approval')).not.toBeInTheDocument();
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
    const historyTab = screen.getByText('History').closest('[role="tab"]')!;
    expect(historyTab).not.toHaveAttribute('aria-disabled', 'true');
  }, 90_000);
});
