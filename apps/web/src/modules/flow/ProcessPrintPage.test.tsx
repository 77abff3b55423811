import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http } from '../../app/http/client';
import { initI18n } from '../../app/i18n/i18n';
import { AntdProviders } from '../../app/shell/AntdProviders';
import ProcessPrintPage from './ProcessPrintPage';

const VACATION_ID = '383560781939085312';
const fields = [
  {
    fieldName: 'vacationInfoId',
    fieldLabel: 'Vacation type',
    fieldType: 'select',
    fieldOption: JSON.stringify({ dicUrl: '/api/mcc-base/baseVacationInfo/list', props: { label: 'name', value: 'id' } }),
  },
  {
    fieldName: 'leaveUnit',
    fieldLabel: 'Leave unit',
    fieldType: 'radio',
    fieldOption: JSON.stringify({
      dicData: [
        { label: 'Full day', value: 1 },
        { label: 'Half day', value: 0.5 },
      ],
    }),
  },
  {
    fieldName: 'isLeave',
    fieldLabel: 'Leaving Singapore',
    fieldType: 'radio',
    fieldOption: JSON.stringify({
      dicData: [
        { label: 'Yes', value: 1 },
        { label: 'No', value: 0 },
      ],
    }),
  },
  { fieldName: 'departureDate', fieldLabel: 'Departure date', fieldType: 'date', fieldOption: JSON.stringify({ showWhen: 'isLeave == 1' }) },
  { fieldName: 'leaveReason', fieldLabel: 'Leave reason', fieldType: 'textarea' },
];
const detail = {
  id: '9',
  processId: '9',
  processInstanceId: '9',
  requestNo: 'LV-2026-000123',
  processKey: 'leave',
  formId: '2',
  formName: 'Leave application',
  createTime: '2026-05-04 09:00:00',
  flowStatus: 'running',
  version: 1,
  initiatorName: 'Eddie Employee',
  map: { staffId: '77', vacationInfoId: VACATION_ID, leaveUnit: '0.5', isLeave: '0', departureDate: '2026-05-05', leaveReason: 'Family trip' },
};

/** Opens the print page of a request and answers its printed form. */
async function printOf(processId: string) {
  render(
    <MemoryRouter initialEntries={[`/processPrint?processId=${processId}`]}>
      <AntdProviders>
        <ProcessPrintPage />
      </AntdProviders>
    </MemoryRouter>,
  );
  return screen.findByTestId('print-form');
}

describe('the printed request', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the fields as the detail page shows them: names for ids, labels for codes, hidden fields left out', async () => {
    await initI18n();
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (url.endsWith('/processfield/detail')) return detail;
      if (url.endsWith('/templateField/detail')) return fields;
      if (url.endsWith('/history-list')) return [];
      // the types of the request's person, not of the reader
      if (url === '/api/mcc-base/baseVacationInfo/list?staffId=77') return [{ id: VACATION_ID, name: 'Annual leave' }];
      throw new Error(`unexpected ${url}`);
    });
    const printed = await printOf('9');
    await waitFor(() => expect(printed).toHaveTextContent('Annual leave'));
    expect(printed).not.toHaveTextContent(VACATION_ID);
    // a printed request reads as text: the chosen labels, no inputs
    expect(printed).toHaveTextContent('Half day');
    expect(printed).not.toHaveTextContent('Full day');
    expect(printed.querySelectorAll('input')).toHaveLength(0);
    expect(printed).not.toHaveTextContent('Departure date');
    expect(printed).toHaveTextContent('Family trip');
    // the request is named by its number, not its id
    expect(screen.getByTestId('print-request-no')).toHaveTextContent('LV-2026-000123');
  }, 90_000);

  it('asks again for a choice list that failed (a busy server): the type is named, not left as its id', async () => {
    await initI18n();
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    let vacationCalls = 0;
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      // another person than the first test's: their list is not in the query cache yet
      if (url.endsWith('/processfield/detail')) return { ...detail, id: '10', processId: '10', map: { ...detail.map, staffId: '78' } };
      if (url.endsWith('/templateField/detail')) return fields;
      if (url.endsWith('/history-list')) return [];
      if (url === '/api/mcc-base/baseVacationInfo/list?staffId=78') {
        if (++vacationCalls === 1) throw new Error('Request timed out');
        return [{ id: VACATION_ID, name: 'Annual leave' }];
      }
      throw new Error(`unexpected ${url}`);
    });
    const printed = await printOf('10');
    await waitFor(() => expect(printed).toHaveTextContent('Annual leave'), { timeout: 10_000 });
    expect(vacationCalls).toBe(2);
  }, 90_000);
});
