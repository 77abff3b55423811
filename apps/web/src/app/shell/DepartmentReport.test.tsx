import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test-utils/render';
import { updateSession } from '../session/session';
import { DepartmentReportButton, reportAddress } from './DepartmentReport';

afterEach(() => updateSession({ allInfo: undefined }));

describe('department-report button', () => {
  it('passes the department code, the token and the employment code to the report page', () => {
    const address = new URL(reportAddress({ url: 'https://reports.example.test/project?lang=en', deptCode: 'ENG', employmentCode: 'SB0003', token: 'a.b.c' }));
    expect(address.origin + address.pathname).toBe('https://reports.example.test/project');
    expect(Object.fromEntries(address.searchParams)).toEqual({ lang: 'en', deptCode: 'ENG', token: 'a.b.c', employmentCode: 'SB0003' });
  });

  it('shows only for a user with a staff record', async () => {
    updateSession({ allInfo: { user: { account: 'admin' } } });
    const { unmount } = await renderInApp(<DepartmentReportButton />);
    expect(screen.queryByTestId('department-report')).toBeNull();
    unmount();
    updateSession({ allInfo: { user: { account: 'qs.wong', staffId: '42' } } });
    await renderInApp(<DepartmentReportButton />);
    expect(screen.getByTestId('department-report')).toHaveTextContent('Department report');
  });
});
