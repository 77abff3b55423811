import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../../app/http/client';
import SumByTeamPage from './SumByTeamPage';

describe('SumByTeamPage', () => {
  it('asks for the current month and shows each team with its workers, days and hours', async () => {
    const calls: string[] = [];
    configureHttp({
      fetch: async (input) => {
        const url = String(input);
        calls.push(url);
        const data = url.startsWith('/api/mcc-worker/attendance/sumByTeam')
          ? [
              {
                teamId: '7',
                teamName: 'Rebar A',
                projectId: '1',
                projectName: 'Tuas Depot',
                workerCount: 4,
                attendanceDays: 61,
                totalHours: '488.00',
                overtimeHours: '37.50',
              },
            ]
          : [];
        return new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await renderInApp(<SumByTeamPage />);
    expect(await screen.findByText('Rebar A')).toBeInTheDocument();
    expect(screen.getByText('488.00')).toBeInTheDocument();
    expect(screen.getByText('37.50')).toBeInTheDocument();
    const month = new Date().toISOString().slice(0, 7);
    expect(calls.some((c) => c.includes(`month=${month}`))).toBe(true);
  }, 90_000);
});
