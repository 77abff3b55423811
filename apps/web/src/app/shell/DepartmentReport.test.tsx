import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from '../http/client';
import { renderInApp } from '../../test-utils/render';
import { updateSession } from '../session/session';
import { DepartmentReportButton, reportAddress } from './DepartmentReport';

afterEach(() => {
  updateSession({ allInfo: undefined });
  vi.restoreAllMocks();
});

describe('department-report button', () => {
  it('passes the department code, the token and the employment code to the report page', () => {
    const address = new URL(reportAddress({ url: 'https://reports.example.test/project?lang=en', deptCode: 'ENG', employmentCode: 'SB0003', token: 'a.b.c' }));
    expect(address.origin + address.pathname).toBe('https://reports.example.test/project');
    expect(Object.fromEntries(address.searchParams)).toEqual({ lang: 'en', deptCode: 'ENG', token: 'a.b.c', employmentCode: 'SB0003' });
  });

  it('shows only for a user with a staff record, where the company has set the report address', async () => {
    // staff 43's company has no report address: the server refuses, and no dead button shows
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      const staffId = (await import('../session/session')).getSession().allInfo?.user?.staffId;
      if (url.endsWith('/available')) return { available: staffId !== '43' };
      return { url: 'https://reports.example.test/project', deptCode: 'ENG', employmentCode: 'SB0003', token: 'a.b.c' };
    });
    updateSession({ allInfo: { user: { account: 'eng.kumar', staffId: '43' } } });
    const none = await renderInApp(<DepartmentReportButton />);
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByTestId('department-report')).toBeNull();
    none.unmount();
    updateSession({ allInfo: { user: { account: 'admin' } } });
    const { unmount } = await renderInApp(<DepartmentReportButton />);
    expect(screen.queryByTestId('department-report')).toBeNull();
    unmount();
    updateSession({ allInfo: { user: { account: 'qs.wong', staffId: '42' } } });
    await renderInApp(<DepartmentReportButton />);
    expect(await screen.findByTestId('department-report')).toHaveAccessibleName('Department report');
  });
});
