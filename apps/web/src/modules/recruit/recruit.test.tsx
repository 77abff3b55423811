import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../app/i18n/i18n';
import { OfferPage } from './CandidatePages';
import { hrReaderUrl } from './InterviewViewPage';
import { renderInApp } from '../../test-utils/render';
import { CONTRACT_DATE_ORDER_MESSAGE as DATE_ORDER_MESSAGE, contractRequiredFields as contractRequired, interviewStepGates as stepGates } from '@hr/contracts';
import {
  candidateApi,
  contractDateError,
  contractFromForm,
  contractToForm,
  contractVisible,
  currentStep,
  offerFieldsFor,
  ratingsOf,
  stepState,
  withAttachmentIds,
} from './api';
import { InterviewSteps } from './InterviewSteps';
import { ContractForm } from './ContractForm';
import { Evidence } from './SignedDocuments';
import type { SignedDocument } from './api';

describe('interview steps', () => {
  it('opens a step only when its data exists', () => {
    expect(stepGates({ status: 2, entryProcessId: null })).toEqual([true, false, false, false, false, false, false, false]);
    expect(stepGates({ status: 6, entryProcessId: null })).toEqual([true, true, false, false, false, false, false, false]);
    expect(stepGates({ status: 8, entryProcessId: null })[2]).toBe(false);
    expect(stepGates({ status: 10, entryProcessId: null })[2]).toBe(true);
    expect(stepGates({ status: 21, entryProcessId: null })[3]).toBe(true);
    expect(stepGates({ status: 24, entryProcessId: null })[4]).toBe(false);
    expect(stepGates({ status: 25, entryProcessId: null })[4]).toBe(true);
    expect(stepGates({ status: 27, entryProcessId: null })[5]).toBe(true);
    expect(stepGates({ status: 28, entryProcessId: null })).toEqual([true, true, true, true, true, true, true, false]);
    expect(stepGates({ status: 30, entryProcessId: '9' })[7]).toBe(true);
  });

  it('marks steps finish, process and wait around the current one', () => {
    const current = currentStep(stepGates({ status: 25, entryProcessId: null }));
    expect(current).toBe(4);
    expect([0, 4, 5].map((i) => stepState(i, current))).toEqual(['finish', 'process', 'wait']);
  });

  it('ignores clicks on a step without data and opens one with data', async () => {
    const onPick = vi.fn();
    await renderInApp(<InterviewSteps d={{ status: 6, entryProcessId: null }} shown={1} onPick={onPick} />);
    fireEvent.click(await screen.findByText('Offer confirmed'));
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Information'));
    expect(onPick).toHaveBeenCalledWith(0);
  });

  it('reads five ratings from the feedback score', () => {
    expect(ratingsOf('4,3,2,1,0')).toEqual([4, 3, 2, 1, 0]);
    expect(ratingsOf('9,x')).toEqual([0, 0, 0, 0, 0]);
    expect(ratingsOf(null)).toEqual([0, 0, 0, 0, 0]);
  });

  it('sends upload fields under their column names', () => {
    expect(
      withAttachmentIds({
        name: 'A',
        photoFiles: [
          { attachId: '1', originalName: 'a', link: '' },
          { attachId: '2', originalName: 'b', link: '' },
        ],
      }),
    ).toEqual({ name: 'A', photo: '1,2' });
  });
});

describe('offer template visibility', () => {
  it('shows each leader-process field only for its templates', () => {
    expect(offerFieldsFor('offer_parmanent')).toEqual(['internship', 'noticePeriod']);
    expect(offerFieldsFor('offer_contract')).toEqual(['internship', 'noticePeriod', 'contractPeriod']);
    expect(offerFieldsFor('offer_Internship')).toEqual(['internship', 'workWeekBasis', 'commenceDate', 'endDate']);
  });
});

describe('contract form rules', () => {
  it('requires fields by template', () => {
    const base = ['contractTemplate', 'name', 'email', 'mobile', 'company', 'nric', 'entryDate', 'contractCommenceDate'];
    expect(contractRequired('loa_remote')).toEqual([...base, 'idNo', 'residenceCountry']);
    expect(contractRequired('loa_contract')).toEqual([...base, 'employmentDuration', 'contractEndDate']);
    expect(contractRequired('loa_internship')).toEqual([...base, 'employmentDuration', 'contractEndDate', 'contractExpireDate']);
    expect(contractRequired('loa_remoteContract')).toEqual([...base, 'employmentDuration', 'contractEndDate', 'idNo', 'residenceCountry']);
    expect(contractRequired('loa_malaysiaContract')).toEqual([...base, 'employmentDuration', 'contractEndDate']);
    expect(contractVisible('loa_remote', 'contractEndDate')).toBe(false);
    expect(contractVisible('loa_contract', 'idNo')).toBe(false);
    expect(contractVisible('loa_internship', 'contractExpireDate')).toBe(true);
  });

  it('rejects a commence date after the end date with the exact message, shows -1 as empty and 0', () => {
    expect(contractDateError('2030-02-01', '2030-01-31')).toBe('The Commence Date(合约开始日期) must earlier than the Contract Date (合约结束日期)');
    expect(contractDateError('2030-01-31', '2030-01-31')).toBeUndefined();
    expect(contractToForm({ employmentDuration: -1, trial1: -1 })).toEqual({ employmentDuration: undefined, trial1: 0 });
    expect(contractFromForm({ entryDate: '2030-01-01', employmentDuration: undefined })).toEqual({ entryDate: '2030-01-01', employmentDuration: -1 });
  });

  it('shows the fields of the chosen template, Save and Cancel', async () => {
    const { toasts } = await renderInApp(
      <ContractForm
        interviewId="1"
        initial={{
          contractTemplate: 'loa_remote',
          name: 'Bo',
          email: 'bo@example.com',
          mobile: '1',
          company: 'Acme',
          nric: 'S1',
          entryDate: '2030-02-01',
          contractCommenceDate: '2030-03-01',
          idNo: 'X',
          residenceCountry: 'MY',
          employmentDuration: -1,
        }}
        onSaved={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(await screen.findByText('ID no.')).toBeTruthy();
    expect(screen.queryByText('Contract end date')).toBeNull();
    expect(screen.queryByText('LOA expire date')).toBeNull();
    expect(screen.getByText('Cancel')).toBeTruthy();
    // switch to an internship: duration, end and expire dates appear, ID no. goes
    fireEvent.mouseDown(screen.getByText('Remote').closest('.ant-select')!.querySelector('.ant-select-selector') ?? screen.getByText('Remote'));
    fireEvent.click(await screen.findByText('Internship'));
    await waitFor(() => expect(screen.getByText('LOA expire date')).toBeTruthy());
    expect(screen.getByText('Contract end date')).toBeTruthy();
    expect(screen.queryByText('ID no.')).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('refuses a commence date after the end date on Save with the spec message', async () => {
    await renderInApp(
      <ContractForm
        interviewId="1"
        initial={{
          contractTemplate: 'loa_contract',
          name: 'Bo',
          email: 'bo@example.com',
          mobile: '1',
          company: 'Acme',
          nric: 'S1',
          entryDate: '2030-02-01',
          contractCommenceDate: '2031-03-01',
          contractEndDate: '2030-01-01',
          employmentDuration: 12,
        }}
        onSaved={() => undefined}
      />,
    );
    fireEvent.click((await screen.findByText('Save')).closest('button')!);
    expect(await screen.findByText(DATE_ORDER_MESSAGE)).toBeTruthy();
  });
});

describe('signed documents', () => {
  const signed = {
    kind: 'offer',
    signerName: 'Kelvin Ong',
    signedTime: '2026-11-29 05:59:36',
    sha256: 'ab'.repeat(32),
    signature: 'data:image/png;base64,AA==',
    fileLink: null,
  };
  it("says when the signer's address and browser were not recorded, and shows them when they were", async () => {
    await renderInApp(<Evidence s={{ ...signed, address: null, userAgent: null } as unknown as SignedDocument} />);
    expect(await screen.findAllByText('Not recorded')).toHaveLength(2);
  });
  it('shows the recorded address and browser', async () => {
    await renderInApp(<Evidence s={{ ...signed, address: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' } as unknown as SignedDocument} />);
    expect(await screen.findByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('Mozilla/5.0 (X11; Linux x86_64)')).toBeInTheDocument();
    expect(screen.queryByText('Not recorded')).not.toBeInTheDocument();
  });
});

describe("the candidate's offer page", () => {
  const offer = { html: '<p>Offer</p>', status: 25, closed: 0, confirmOfferTime: '2026-12-02 19:37:00' };
  const open = async (address: string) => {
    await initI18n();
    vi.spyOn(candidateApi, 'offer').mockResolvedValue(offer as never);
    return render(
      <MemoryRouter initialEntries={[address]}>
        <OfferPage />
      </MemoryRouter>,
    );
  };

  it('tells the candidate "you", in the date-time display', async () => {
    await open('/offer?token=t');
    expect((await screen.findByTestId('offer-state')).textContent).toBe('You accepted this offer on 02 Dec 2026 19:37.');
  });

  it('reads in the third person for HR inside the interview view', async () => {
    await open('/offer?token=t&reader=hr');
    expect((await screen.findByTestId('offer-state')).textContent).toBe('The candidate accepted the offer on 02 Dec 2026 19:37.');
    expect(screen.getByText("The candidate's offer")).toBeTruthy();
    expect(hrReaderUrl('https://x/offer?token=t')).toBe('https://x/offer?token=t&reader=hr');
  });
});
