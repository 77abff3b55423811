import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { SEEDED_RULES } from '@hr/contracts/conditions.cases';
import type { FieldDefinition } from '../../shared/fields/definition';
import { renderInApp } from '../../test-utils/render';
import { ProcessForm } from './ProcessForm';
import { configureHttp } from '../../app/http/client';
import { updateSession } from '../../app/session/session';

/**
 * The offer fields of the seeded interview leader form (form 32) as the server sends them; the rules come
 * from the shared cases table, which a server test pins to the seed. The approver picker is left out.
 */
const offerTemplates = [
  ['offer_parmanent', 'Permanent'],
  ['offer_contract', 'Contract'],
  ['offer_Internship', 'Internship'],
];
const leaderFields: FieldDefinition[] = [
  {
    fieldName: 'offerTemplate',
    fieldLabel: 'Offer template',
    fieldType: 'select',
    required: 1,
    fieldOption: JSON.stringify({ dicData: offerTemplates.map(([value, label]) => ({ value, label })) }),
  },
  { fieldName: 'internship', fieldLabel: 'Internship', fieldType: 'input' },
  { fieldName: 'noticePeriod', fieldLabel: 'Notice period', fieldType: 'input', fieldOption: JSON.stringify({ showWhen: SEEDED_RULES.noticePeriod }) },
  { fieldName: 'workWeekBasis', fieldLabel: 'Work week basis', fieldType: 'input', fieldOption: JSON.stringify({ showWhen: SEEDED_RULES.internshipOffer }) },
  { fieldName: 'commenceDate', fieldLabel: 'Commence date', fieldType: 'date', fieldOption: JSON.stringify({ showWhen: SEEDED_RULES.internshipOffer }) },
  { fieldName: 'endDate', fieldLabel: 'End date', fieldType: 'date', fieldOption: JSON.stringify({ showWhen: SEEDED_RULES.internshipOffer }) },
  { fieldName: 'contractPeriod', fieldLabel: 'Contract period', fieldType: 'input', fieldOption: JSON.stringify({ showWhen: SEEDED_RULES.contractOffer }) },
];

function LeaderForm({ initialValues }: { initialValues: Record<string, unknown> }) {
  const [form] = Form.useForm();
  return <ProcessForm fields={leaderFields} mode="add" form={form} initialValues={initialValues} />;
}

describe('ProcessForm visibility rules', () => {
  it('hides the notice period of an internship offer (form 32), as the server does', async () => {
    await renderInApp(<LeaderForm initialValues={{ offerTemplate: 'offer_contract' }} />);
    expect(await screen.findByText('Notice period')).toBeInTheDocument();
    expect(screen.getByText('Contract period')).toBeInTheDocument();
    expect(screen.queryByText('Work week basis')).toBeNull();

    fireEvent.mouseDown(screen.getByText('Contract').closest('.ant-select')!.querySelector('.ant-select-selector') ?? screen.getByText('Contract'));
    // the form also has a field labelled Internship: pick the option inside the open dropdown
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
    fireEvent.click(within(document.querySelector<HTMLElement>('.ant-select-dropdown')!).getByTitle('Internship'));
    await waitFor(() => expect(screen.getByText('Work week basis')).toBeInTheDocument());
    expect(screen.queryByText('Notice period')).toBeNull();
    expect(screen.queryByText('Contract period')).toBeNull();
    expect(screen.getByText('Commence date')).toBeInTheDocument();
  });

  it('shows the notice period of a permanent offer and none of the internship fields', async () => {
    await renderInApp(<LeaderForm initialValues={{ offerTemplate: 'offer_parmanent' }} />);
    expect(await screen.findByText('Notice period')).toBeInTheDocument();
    expect(screen.queryByText('Work week basis')).toBeNull();
    expect(screen.queryByText('Contract period')).toBeNull();
  });
});

describe('ProcessForm applicant of a worker request', () => {
  const workerFields: FieldDefinition[] = [
    { fieldName: 'workerId', fieldLabel: 'Worker', fieldType: 'worker', required: 1, fieldOption: JSON.stringify({ applicant: true }) },
    { fieldName: 'reason', fieldLabel: 'Reason', fieldType: 'input' },
  ];
  // biome-ignore lint/correctness/noComponentHookFactories: the test's form reads this test's fields
  function OwnForm() {
    const [form] = Form.useForm();
    return <ProcessForm fields={workerFields} mode="add" form={form} ownRequest />;
  }
  /** The applicant list answers `total` workers (the caller and those of the teams he supervises). */
  const serveApplicants = (total: number) =>
    configureHttp({
      fetch: async () =>
        new Response(JSON.stringify({ code: 200, success: true, msg: '', data: { records: [], total, size: 2, current: 1, pages: 1 } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    });
  afterEach(() => updateSession({ permissions: [], userInfo: undefined }));

  it("a site supervisor without the grant picks among his teams' workers", async () => {
    serveApplicants(3);
    updateSession({ permissions: [], userInfo: { worker_id: '77', real_name: 'Fahmi Foreman' } as never });
    await renderInApp(<OwnForm />);
    expect(await screen.findByText('Worker')).toBeInTheDocument();
    expect(screen.queryByTestId('own-applicant')).toBeNull();
  });

  it('a worker who leads no one files in his own name', async () => {
    serveApplicants(1);
    updateSession({ permissions: [], userInfo: { worker_id: '78', real_name: 'Tariq Team' } as never });
    await renderInApp(<OwnForm />);
    expect(await screen.findByTestId('own-applicant')).toHaveTextContent('Tariq Team');
    await waitFor(() => expect(screen.queryByText('Worker')).toBeNull());
  });
});

/** A request as its approver reads it: the chain's fields are locked, the tickets may be added at this step. */
const requestFields: FieldDefinition[] = [
  { fieldName: 'reason', fieldLabel: 'Leave reason', fieldType: 'textarea', formEditDisabled: 1 },
  {
    fieldName: 'leavingSingapore',
    fieldLabel: 'Leaving Singapore',
    fieldType: 'radio',
    formEditDisabled: 1,
    fieldOption: JSON.stringify({
      dicData: [
        { value: 1, label: 'Yes' },
        { value: 0, label: 'No' },
      ],
    }),
  },
  { fieldName: 'tickets', fieldLabel: 'Ticket number', fieldType: 'input' },
];

function RequestForm({ mode, onSubmit }: { mode: 'view' | 'edit'; onSubmit?: () => void }) {
  const [form] = Form.useForm();
  return (
    <ProcessForm
      fields={requestFields}
      mode={mode}
      form={form}
      initialValues={{ reason: 'Family visit in Johor', leavingSingapore: '1', tickets: 'SQ-118' }}
      onSubmit={onSubmit}
      submitText="Save changes"
    />
  );
}

describe('ProcessForm reading a request', () => {
  it('reads as a description list with no inputs and no button when nothing can be changed', async () => {
    await renderInApp(<RequestForm mode="view" onSubmit={() => undefined} />);
    expect(await screen.findByText('Family visit in Johor')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('SQ-118')).toBeInTheDocument();
    expect(document.querySelector('.ant-descriptions')).not.toBeNull();
    expect(document.querySelectorAll('input, textarea')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('gives an approver inputs only for the fields his step may change, and the button for them', async () => {
    await renderInApp(<RequestForm mode="edit" onSubmit={() => undefined} />);
    expect(await screen.findByText('Family visit in Johor')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Leave reason' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Ticket number' })).toHaveValue('SQ-118');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});
