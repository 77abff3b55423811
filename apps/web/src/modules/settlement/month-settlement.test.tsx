import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../../app/http/client';
import { MonthSettlement } from './MonthSettlement';

const G = '/api/mcc-worker/workersalarysettlement/generateMonth';
const batch = (state: string, done: number, result: Record<string, unknown>) => ({
  id: '77',
  period: '2026-10',
  total: 5,
  done,
  state,
  error: null,
  createTime: '2026-11-01 08:00:00',
  finishTime: null,
  result,
});

describe('Generate month', () => {
  it('starts one job for the month, shows its progress and outcome with translated reasons, and cancels while it runs', async () => {
    const calls: string[] = [];
    let cancelled = false;
    configureHttp({
      fetch: async (input, init) => {
        const url = String(input);
        calls.push(`${init?.method ?? 'GET'} ${url} ${init?.body ? String(init.body) : ''}`);
        let data: unknown = batch('running', 2, { created: 1, skipped: 1, failed: 0, failures: [] });
        if (url.startsWith(`${G}/cancel`)) cancelled = true;
        if (cancelled)
          data = batch('cancelled', 2, {
            created: 1,
            skipped: 0,
            failed: 1,
            failures: [{ id: '31', name: 'Abdul Karim', reason: 'workerId: the worker has no basic hour wage or monthly salary in the employment terms' }],
          });
        return new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await renderInApp(<MonthSettlement />);
    fireEvent.click(screen.getByTestId('settlement-month'));
    const month = await screen.findByPlaceholderText(/month/i);
    fireEvent.mouseDown(month);
    fireEvent.change(month, { target: { value: '2026-10' } });
    fireEvent.keyDown(month, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate settlements' }));
    expect(await screen.findByText('2 of 5 workers')).toBeTruthy();
    expect(screen.getByText('Generating')).toBeTruthy();
    const starts = calls.filter((c) => c.startsWith(`POST ${G} `));
    expect(starts).toHaveLength(1);
    expect(starts[0]).toContain('2026-10');
    fireEvent.click(screen.getByTestId('settlement-month-progress-cancel'));
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeTruthy());
    expect(calls.some((c) => c.startsWith(`POST ${G}/cancel`) && c.includes('77'))).toBe(true);
    expect(screen.getByText('Abdul Karim')).toBeTruthy();
    expect(screen.getByText('No basic hour wage or monthly salary in the employment terms')).toBeTruthy();
    expect(screen.queryByTestId('settlement-month-progress-cancel')).toBeNull();
  }, 90_000);
});
