import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../../app/http/client';
import { AssessedStaffTable } from './AssessedStaffTable';

const record = {
  id: '501',
  staffId: '21',
  staffNo: 'S001',
  enName: 'Tan Mei Ling',
  deptName: 'Engineering',
  jobTitleName: 'Site engineer',
  email: 'mei@example.com',
  mobile: '91234567',
  staffStatus: 1,
  entryDate: '2026-06-01',
  confirmationDate: '2026-09-02',
  probationEndDate: '2026-09-01',
  extendCount: 0,
  recordStatus: 2,
  result: 1,
  score: '3.5',
  leaderName: 'Lee Leader',
  leaderComment: 'Reliable',
  assessedTime: '2026-09-02 10:00:00',
};
const request = {
  id: '900',
  processId: '900',
  processKey: 'positive',
  formId: '5',
  formName: 'Confirmation (probation) assessment',
  flowStatus: 'approved',
  version: 3,
  map: { staffId: '21', leaderComment: 'Reliable and quick to learn', result: '1' },
};
const fields = [
  { fieldName: 'leaderComment', fieldLabel: 'Leader comment', fieldType: 'textarea', sort: 1 },
  {
    fieldName: 'result',
    fieldLabel: 'Assessment result',
    fieldType: 'radio',
    sort: 2,
    fieldOption: JSON.stringify({
      dicData: [
        { value: 1, label: 'Confirm' },
        { value: 2, label: 'Extend probation' },
      ],
    }),
  },
];

function serve(urls: string[]) {
  configureHttp({
    fetch: async (input) => {
      const url = String(input);
      urls.push(url);
      let data: unknown = null;
      if (url.includes('/positiverecord/pageConfirmationAssessment')) data = { records: [record], total: 1, size: 10, current: 1, pages: 1 };
      else if (url.includes('/positiverecord/detail')) data = record;
      else if (url.includes('/positiverecord/getConfirmationAssessmentRecord')) data = request;
      else if (url.includes('/templateField/detail')) data = fields;
      return new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

describe('assessed-staff table', () => {
  it('is read-only and opens the staff detail and the assessment result from its two icons', { timeout: 120_000 }, async () => {
    const urls: string[] = [];
    serve(urls);
    await renderInApp(<AssessedStaffTable />);
    expect(await screen.findByText('Tan Mei Ling')).toBeInTheDocument();
    expect(screen.queryByText('Add')).not.toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('View detail'));
    const detail = await screen.findByTestId('assessed-staff-detail');
    expect(within(detail).getByText('Site engineer')).toBeInTheDocument();
    expect(within(detail).getByText('Lee Leader')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('View assessment'));
    const result = await screen.findByTestId('assessment-result');
    expect(await within(result).findByText('Reliable and quick to learn')).toBeInTheDocument();
    expect(within(result).getByText('3.5')).toBeInTheDocument();
    expect(urls.some((u) => u.includes('getConfirmationAssessmentRecord') && u.includes('id=501'))).toBe(true);
  });
});
