import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { configureHttp } from '../../app/http/client';
import { initI18n } from '../../app/i18n/i18n';
import { queryClient } from '../../app/queryClient';
import MailActionPage from './MailActionPage';

const TOKEN = 'QCQwQDRfi8tw5-gcU_6i4ms16W3eghKC1DuLsQtlL18';
const summary = {
  action: 'approve',
  formName: 'HR form',
  initiatorName: 'Arun Kumar',
  taskName: 'Approver',
  startTime: '2026-11-26 09:00:00',
  assigneeName: 'Ng Boon Keat',
};

/** Answers the two mail-action calls, recording each request's method and URL. */
function serve(calls: string[], detailState: string) {
  configureHttp({
    fetch: async (input, init) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const data = url.includes('/mail-action/confirm') ? { ...summary, state: 'approved' } : { ...summary, state: detailState };
      return new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

async function open() {
  await initI18n();
  queryClient.clear();
  render(
    <MemoryRouter initialEntries={[`/mail-action?token=${TOKEN}`]}>
      <MailActionPage />
    </MemoryRouter>,
  );
}

describe('mail action page', () => {
  it('only reads when opened, and approves once on Confirm', { timeout: 60_000 }, async () => {
    const calls: string[] = [];
    serve(calls, 'ready');
    await open();
    expect(await screen.findByText('Approve this request?')).toBeInTheDocument();
    expect(screen.getByText('Arun Kumar')).toBeInTheDocument();
    expect(calls.every((c) => c.startsWith('GET ') && c.includes('/mail-action/detail'))).toBe(true);
    fireEvent.click(screen.getByTestId('mail-action-confirm'));
    expect(await screen.findByText('Approved. The request moves on to its next step.')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST '))).toHaveLength(1);
    expect(screen.queryByTestId('mail-action-confirm')).not.toBeInTheDocument();
  });

  it('shows a used link plainly, with nothing to confirm', { timeout: 60_000 }, async () => {
    const calls: string[] = [];
    serve(calls, 'used');
    await open();
    expect(await screen.findByText('This link has already been used.')).toBeInTheDocument();
    expect(screen.queryByTestId('mail-action-confirm')).not.toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('POST '))).toBe(false);
  });
});
