import { useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Result, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AntdProviders } from '../../app/shell/AntdProviders';
import { notify } from '../../app/notify';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { sanitizeHtml } from '../../shared/widgets/sanitize';
import type { FieldDefinition } from '../../shared/fields/definition';
import { INTERVIEW_STATUS as STATUS, RESUME_FILES } from '@hr/contracts';
import { candidateApi, ratingsOf, signingApi, withAttachmentIds } from './api';
import { SignaturePad } from './SignaturePad';
import { displayDateTime } from '../../shared/fields/values';

/** The candidate's pages: no sign-in, reached by a signed link from an e-mail; antd brought by the page itself. */
function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AntdProviders>
      <main style={{ maxWidth: 860, margin: '0 auto', padding: 24 }}>
        <Card title={title}>{children}</Card>
      </main>
    </AntdProviders>
  );
}

const useToken = () => useSearchParams()[0].get('token') ?? '';
/**
 * HR reads the candidate's page inside the interview view (`reader=hr`, InterviewViewPage): what is written for
 * the candidate ("You accepted this offer") reads in the third person, and the candidate's own controls are not offered.
 */
const useHrReader = () => useSearchParams()[0].get('reader') === 'hr';

function Invalid() {
  const { t } = useTranslation();
  return <Result status="warning" title={t('recruit.page.invalid')} />;
}

function InvitationForm() {
  const { t } = useTranslation();
  const token = useToken();
  const client = useQueryClient();
  const page = useQuery({ queryKey: ['candidate', 'invitation', token], retry: false, queryFn: () => candidateApi.invitation(token) });
  const fields = useMemo<FieldDefinition[]>(() => {
    const upload = (alias: string): FieldDefinition => ({
      fieldName: alias,
      fieldLabel: t(`recruit.${alias}`),
      fieldType: 'upload',
      span: 24,
      fieldOption: { uploadLimit: 5, uploader: (file: File) => candidateApi.upload(token, file) },
    });
    const ratingOptions = [0, 1, 2, 3, 4].map((v) => ({ value: v, label: t(`recruit.ratings.${v}`) }));
    return [
      { fieldName: 'name', fieldLabel: t('recruit.name'), fieldType: 'input', required: 1, span: 12 },
      { fieldName: 'enName', fieldLabel: t('recruit.enName'), fieldType: 'input', span: 12 },
      { fieldName: 'email', fieldLabel: t('recruit.email'), fieldType: 'input', required: 1, span: 12, fieldOption: { rules: 'email' } },
      { fieldName: 'mobile', fieldLabel: t('recruit.mobile'), fieldType: 'input', span: 12 },
      {
        fieldName: 'sex',
        fieldLabel: t('recruit.sex'),
        fieldType: 'radio',
        span: 12,
        fieldOption: {
          options: [
            { label: t('recruit.male'), value: 1 },
            { label: t('recruit.female'), value: 2 },
          ],
        },
      },
      { fieldName: 'nric', fieldLabel: t('recruit.nric'), fieldType: 'input', span: 12 },
      { fieldName: 'nationality', fieldLabel: t('recruit.nationality'), fieldType: 'input', span: 12 },
      { fieldName: 'highestEducation', fieldLabel: t('recruit.highestEducation'), fieldType: 'input', span: 12 },
      { fieldName: 'expectedSalary', fieldLabel: t('recruit.expectedSalary'), fieldType: 'number', span: 12, fieldOption: { numberMin: 0 } },
      ...Object.values(RESUME_FILES).map(upload),
      { fieldName: 'feedbackTitle', fieldLabel: t('recruit.feedback'), fieldType: 'title', span: 24 },
      ...[0, 1, 2, 3, 4].map(
        (i): FieldDefinition => ({
          fieldName: `rating${i}`,
          fieldLabel: t(`recruit.ratingQuestions.${i}`),
          fieldType: 'radio',
          span: 24,
          defaultValue: 0,
          fieldOption: { options: ratingOptions },
        }),
      ),
      { fieldName: 'feedbackContent', fieldLabel: t('recruit.feedbackContent'), fieldType: 'textarea', span: 24 },
    ];
  }, [t, token]);
  if (page.isLoading) return <Spin />;
  if (!page.data) return <Invalid />;
  const p = page.data;
  const ratings = ratingsOf(p.feedbackScore);
  const initial = {
    ...(p.resume ?? {}),
    name: p.resume?.name ?? p.name,
    feedbackContent: p.feedbackContent,
    ...Object.fromEntries(ratings.map((r, i) => [`rating${i}`, r])),
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type={p.status === STATUS.RESUME_SUBMITTED ? 'success' : 'info'}
        title={
          !p.editable ? t('recruit.page.readOnly') : p.status === STATUS.RESUME_SUBMITTED ? t('recruit.page.submitted') : t('recruit.page.invitationIntro')
        }
        data-testid="invitation-state"
      />
      <FormRenderer
        fields={fields}
        mode={p.editable ? 'edit' : 'view'}
        initialValues={initial}
        submitText={t('common.submit')}
        onSubmit={
          p.editable
            ? async (v) => {
                const feedbackScore = [0, 1, 2, 3, 4].map((i) => Number(v[`rating${i}`] ?? 0)).join(',');
                const values = withAttachmentIds(v);
                for (const k of ['rating0', 'rating1', 'rating2', 'rating3', 'rating4', 'feedbackTitle']) delete values[k];
                await candidateApi.submitInvitation(token, { ...values, feedbackScore });
                notify.success(t('recruit.page.submitted'));
                void client.invalidateQueries({ queryKey: ['candidate'] });
              }
            : undefined
        }
      />
    </Space>
  );
}

export function InvitationPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('recruit.page.invitationTitle')}>
      <InvitationForm />
    </PublicFrame>
  );
}

function OfferView() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const token = useToken();
  const hr = useHrReader();
  const client = useQueryClient();
  const page = useQuery({ queryKey: ['candidate', 'offer', token], retry: false, queryFn: () => candidateApi.offer(token) });
  const [signature, setSignature] = useState<string | null>(null);
  if (page.isLoading) return <Spin />;
  if (!page.data) return <Invalid />;
  const p = page.data;
  const done = () => {
    notify.success(t('prompt.success'));
    void client.invalidateQueries({ queryKey: ['candidate'] });
  };
  const answer = async (accept: boolean) => {
    await candidateApi.confirmOffer(token, accept);
    done();
  };
  // accepting is signing: the signed offer letter is kept with its evidence
  const sign = async () => {
    if (!signature) {
      notify.danger(t('documents.signatureMissing'));
      return;
    }
    await signingApi.signOffer(token, signature);
    done();
  };
  const open = p.closed === 0 && p.status === STATUS.OFFER_SENT;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml (DOMPurify) cleans the letter */}
      <div data-testid="offer-letter" dangerouslySetInnerHTML={{ __html: sanitizeHtml(p.html) }} />
      {p.confirmOfferTime && (
        <Alert
          type="success"
          data-testid="offer-state"
          title={t(hr ? 'recruit.page.candidateAccepted' : 'recruit.page.accepted', { time: displayDateTime(p.confirmOfferTime) })}
        />
      )}
      {p.closed === 1 && <Alert type="warning" data-testid="offer-state" title={t(hr ? 'recruit.page.candidateDeclined' : 'recruit.page.declined')} />}
      {open && !hr && (
        <Space direction="vertical">
          <SignaturePad onChange={setSignature} hint={t('documents.signOfferHint')} />
          <Space>
            <Button type="primary" data-testid="accept-offer" onClick={() => void sign()}>
              {t('documents.signOffer')}
            </Button>
            <Button danger onClick={() => modal.confirm({ title: t('recruit.page.confirmDecline'), onOk: () => answer(false) })}>
              {t('recruit.page.decline')}
            </Button>
          </Space>
        </Space>
      )}
    </Space>
  );
}

export function OfferPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t(useHrReader() ? 'recruit.page.candidateOfferTitle' : 'recruit.page.offerTitle')}>
      <OfferView />
    </PublicFrame>
  );
}

function ContractView() {
  const { t } = useTranslation();
  const token = useToken();
  const hr = useHrReader();
  const client = useQueryClient();
  const page = useQuery({ queryKey: ['candidate', 'contract', token], retry: false, queryFn: () => candidateApi.contract(token) });
  const [signature, setSignature] = useState<string | null>(null);
  if (page.isLoading) return <Spin />;
  if (!page.data) return <Invalid />;
  const p = page.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml (DOMPurify) cleans the letter */}
      <div data-testid="contract-letter" dangerouslySetInnerHTML={{ __html: sanitizeHtml(p.html) }} />
      {p.signName ? (
        <Alert type="success" data-testid="contract-state" title={t('recruit.page.signed', { name: p.signName, time: displayDateTime(p.contractSignTime) })} />
      ) : (
        p.closed === 0 &&
        p.status === STATUS.CONTRACT_CREATED &&
        !hr && (
          <>
            <SignaturePad onChange={setSignature} />
            <FormRenderer
              fields={[{ fieldName: 'signName', fieldLabel: t('recruit.page.signName'), fieldType: 'input', required: 1, fieldOption: { maxLength: 100 } }]}
              mode="add"
              submitText={t('recruit.page.sign')}
              onSubmit={async (v) => {
                if (!signature) {
                  notify.danger(t('recruit.page.signatureMissing'));
                  return;
                }
                await candidateApi.signWithSignature(token, String(v.signName ?? ''), signature);
                notify.success(t('prompt.success'));
                void client.invalidateQueries({ queryKey: ['candidate'] });
              }}
            />
          </>
        )
      )}
    </Space>
  );
}

export function ContractPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t(useHrReader() ? 'recruit.page.candidateContractTitle' : 'recruit.page.contractTitle')}>
      <ContractView />
    </PublicFrame>
  );
}
