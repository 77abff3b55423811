import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '../../app/http/client';
import { updateSession } from '../../app/session/session';
import { renderInApp } from '../../test-utils/render';
import { CreditPage } from './LeavePages';

const page = (records: Record<string, unknown>[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

describe('CreditPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists staff balances with what remains, and switches to workers with their own leave types', async () => {
    updateSession({ permissions: ['vacation_credit_view', 'vacation_credit_add', 'vacation_credit_edit'] });
    const get = vi.spyOn(http, 'get').mockImplementation(async (url: string, params?: Record<string, unknown>) => {
      if (url.endsWith('/baseVacationInfo/page'))
        return page(params?.userType === 2 ? [{ id: '20', name: 'Home leave', userType: 2 }] : [{ id: '10', name: 'Annual leave', userType: 1 }]) as never;
      if (params?.userType === 2)
        return page([
          { id: 'c2', personNo: 'W001', personName: 'Wang Worker', vacationInfoId: '20', days: 5, usedDays: 0, pendingDays: 0, remainingDays: 5 },
        ]) as never;
      return page([
        { id: 'c1', personNo: 'E100', personName: 'Eddie Employee', vacationInfoId: '10', days: 14, usedDays: 3, pendingDays: 1, remainingDays: 10 },
      ]) as never;
    });
    await renderInApp(<CreditPage />);
    expect(await screen.findByText('Eddie Employee')).toBeTruthy();
    expect(screen.getByText('10')).toBeTruthy();
    expect(await screen.findByText('Annual leave')).toBeTruthy();
    expect(screen.getByText('Create balances of a year')).toBeTruthy();
    fireEvent.click(screen.getByText('Workers'));
    expect(await screen.findByText('Wang Worker')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Home leave')).toBeTruthy());
    expect(get).toHaveBeenCalledWith('/api/mcc-staff/vacationCreditDetail/search', expect.objectContaining({ userType: 2 }));
  });
});
