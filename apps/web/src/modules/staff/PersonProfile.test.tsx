import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { companyToday } from '../../app/clock';
import type { TFunction } from 'i18next';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../../app/http/client';
import { updateSession } from '../../app/session/session';
import { PersonProfile, expiryState, initialsOf, tenureOf, type ProfileAnswer } from './PersonProfile';
import { staffFields } from './staffFields';

// days from today on the company's clock (Singapore), as the page counts them, not the test machine's date
const day = (offset: number) => dayjs(companyToday()).add(offset, 'day').format('YYYY-MM-DD');

const profile: ProfileAnswer = {
  record: {
    id: '21',
    staffNo: 'S021',
    enName: 'Tan Mei Ling',
    deptId: '5',
    deptName: 'Engineering',
    jobTitleName: 'Site engineer',
    status: 1,
    entryDate: '2023-01-15',
    email: 'mei@example.com',
    userId: '77',
    version: 2,
  },
  avatar: null,
  managerName: 'Lee Leader',
  documents: [
    { kind: 'passport', name: null, number: '****4567', expiryDate: day(12) },
    { kind: 'certificate', name: 'Safety Orientation', number: 'CSOC-1', expiryDate: day(-4) },
    { kind: 'contract', name: null, number: null, expiryDate: day(200) },
  ],
  history: [
    { time: '2026-10-02 09:30:00', kind: 'record', action: 'confirmation', by: 'HR Admin', detail: null, changes: [{ field: 'status', from: 0, to: 1 }] },
    {
      time: '2026-09-01 10:00:00',
      kind: 'record',
      action: 'update',
      by: 'HR Admin',
      detail: null,
      changes: [
        { field: 'deptId', from: 'Finance', to: 'Engineering' },
        { field: 'basicSalary', from: '****', to: '****' },
      ],
    },
  ],
};

function serve(urls: string[]) {
  configureHttp({
    fetch: async (input) => {
      const url = String(input);
      urls.push(url);
      let data: unknown = null;
      if (url.includes('/vacationCreditDetail/search'))
        data = {
          records: [{ id: 'c1', vacationName: 'Annual leave', days: 14, usedDays: 3, pendingDays: 2, remainingDays: 9, expireDate: '2026-12-31' }],
          total: 1,
          size: -1,
          current: 1,
          pages: 1,
        };
      else if (url.includes('/processfield/page'))
        data = {
          records: [
            {
              id: '900',
              processId: '900',
              requestNo: 'LV-2026-000123',
              formName: 'Leave application',
              flowStatus: 'running',
              taskName: 'Manager approval',
              createTime: '2026-11-20 09:00:00',
              endTime: null,
            },
          ],
          total: 1,
          size: 10,
          current: 1,
          pages: 1,
        };
      return new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

const renderProfile = (allowedEdit: boolean) =>
  renderInApp(
    <PersonProfile
      profile={profile}
      loading={false}
      name="Tan Mei Ling"
      number="S021"
      status={<span>Confirmed</span>}
      joinDate="2023-01-15"
      placement={[{ label: 'Department', value: 'Engineering' }]}
      managerLabel="Manager"
      fields={staffFields(((k: string) => k) as unknown as TFunction)}
      sections={[{ key: 'employment', title: 'Employment', fields: ['staffNo', 'jobTitleName', 'status'] }]}
      leave={{ personId: '21', userType: 1 }}
      userId="77"
      edit={{ allowed: allowedEdit, fields: [], save: async () => undefined, onSaved: () => undefined }}
      backTo="/staff"
    />,
  );

afterEach(() => updateSession({ permissions: [] }));

describe('person profile', () => {
  it('reads expiry states, tenure and initials', () => {
    expect(expiryState(null)).toBe('none');
    expect(expiryState('2026-01-01', '2026-01-02')).toBe('expired');
    expect(expiryState('2026-01-31', '2026-01-02')).toBe('dueSoon');
    expect(expiryState('2026-03-01', '2026-01-02')).toBe('valid');
    expect(tenureOf('2023-01-15', undefined, dayjs('2026-03-20'))).toEqual({ years: 3, months: 2 });
    expect(tenureOf('2023-01-15', '2024-01-14')).toEqual({ years: 0, months: 11 });
    expect(tenureOf(null)).toBeNull();
    expect(initialsOf('tan mei ling')).toBe('TM');
  });

  it('shows the header, balances, documents, requests and history; without grants the sections say so', { timeout: 120_000 }, async () => {
    const urls: string[] = [];
    serve(urls);
    updateSession({ permissions: ['vacation_credit_view', 'process_view'] });
    await renderProfile(false);
    const header = screen.getByTestId('profile-header');
    expect(within(header).getByText('Tan Mei Ling')).toBeInTheDocument();
    expect(within(header).getByText('TM')).toBeInTheDocument();
    expect(within(header).getByText('Lee Leader')).toBeInTheDocument();
    expect(within(header).getByTestId('profile-tenure').textContent).toMatch(/yr .* mo/);
    expect(screen.queryByTestId('profile-edit')).not.toBeInTheDocument();
    // the record tab: the status code reads as its label
    expect(screen.getByText('Site engineer')).toBeInTheDocument();
    expect(screen.getAllByText('people.confirmed').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Leave balances' }));
    const balances = await screen.findByTestId('profile-balances');
    expect(await within(balances).findByText('Annual leave')).toBeInTheDocument();
    expect(within(balances).getByText('9')).toBeInTheDocument();
    expect(
      urls.some((u) => u.includes('vacationCreditDetail/search') && u.includes('personId=21') && u.includes('userType=1') && u.includes(`validOn=${day(0)}`)),
    ).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    const docs = await screen.findByTestId('profile-documents');
    expect(within(docs).getByText('Passport')).toBeInTheDocument();
    expect(within(docs).getByTestId('expiry-expired').textContent).toBe('Expired 4 days ago');
    expect(within(docs).getByTestId('expiry-dueSoon').textContent).toBe('Expires in 12 days');
    expect(within(docs).getByTestId('expiry-valid')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Requests' }));
    const requests = await screen.findByTestId('profile-requests');
    expect(await within(requests).findByText('LV-2026-000123')).toBeInTheDocument();
    expect(within(requests).getByText('Manager approval')).toBeInTheDocument();
    expect(urls.some((u) => u.includes('/processfield/page') && u.includes('initiatorId=77'))).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Change history' }));
    const history = await screen.findByTestId('profile-history');
    expect(within(history).getByText('Confirmed')).toBeInTheDocument();
    // field labels from the form, codes as their labels, org units as the server named them, money masked
    expect(history.textContent).toContain('people.status: people.probation → people.confirmed');
    expect(history.textContent).toContain('people.department: Finance → Engineering');
    expect(history.textContent).toContain('Basic salary: **** → ****');
  });

  it('offers edit with the edit grant and hides balances and requests without their grants', { timeout: 120_000 }, async () => {
    const urls: string[] = [];
    serve(urls);
    await renderProfile(true);
    expect(screen.getByTestId('profile-edit')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Leave balances' }));
    expect(await screen.findByText('You do not have access to this information')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Requests' }));
    expect(await screen.findByText('You do not have access to this information')).toBeInTheDocument();
    expect(urls.filter((u) => u.includes('vacationCreditDetail') || u.includes('processfield'))).toEqual([]);
  });
});
