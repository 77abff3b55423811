import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notify } from '../../app/notify';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { CollapseCard } from '../../shared/widgets/CollapseCard';
import { DownloadButton } from '../../shared/widgets/DownloadButton';
import { sanitizeHtml } from '../../shared/widgets/sanitize';
import type { FieldDefinition } from '../../shared/fields/definition';
import type { Attachment } from '../../shared/widgets/upload';
import { flowApi, detailPath } from '../flow/api';
import { ProcessForm } from '../flow/ProcessForm';
import { ProcessTimeline } from '../flow/ProcessTimeline';
import { ShareDialog } from '../flow/ShareDialog';
import { ContractForm } from './ContractForm';
import { INTERVIEW_STATUS as STATUS, interviewStepGates } from '@hr/contracts';
import { canPrintEvaluation, currentStep, ratingsOf, recruitApi, type InterviewDetail } from './api';
import { InterviewSteps } from './InterviewSteps';
import { deptField, interviewStatusName } from './fields';
import { SignedDocuments } from './SignedDocuments';
import { displayDateTime } from '../../shared/fields/values';

const ProcessDiagram = lazy(() => import('../flow/ProcessDiagram'));

/** Opens the printable evaluation in a new tab (seed 000: /interviewPrint?key=). */
export const openInterviewPrint = (id: string) => window.open(`/interviewPrint?key=${encodeURIComponent(id)}`, '_blank');

/** Opens a stored file, or says it was not uploaded. */
function openFile(files: Attachment[] | undefined, t: (k: string) => string) {
  if (!files?.length) notify.danger(t('prompt.fileNotUploaded'));
  else window.open(files[0].link, '_blank');
}

type Reload = () => void;

/** A button that runs a call, toasts success and reloads (optionally after a confirmation). */
function ActionButton({
  children,
  run,
  reload,
  confirm,
  testId,
  ...rest
}: {
  children: ReactNode;
  run: () => Promise<unknown>;
  reload: Reload;
  confirm?: string;
  testId?: string;
  danger?: boolean;
  type?: 'primary';
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const go = async () => {
    await run();
    notify.success(t('prompt.success'));
    reload();
  };
  return (
    <Button data-testid={testId} {...rest} onClick={() => (confirm ? modal.confirm({ title: confirm, onOk: go }) : void go())}>
      {children}
    </Button>
  );
}

/** A dialog with a form of its own fields; onSubmit gets the values. */
function FormDialog({
  title,
  open,
  fields,
  onClose,
  onSubmit,
}: {
  title: string;
  open: boolean;
  fields: FieldDefinition[];
  onClose: () => void;
  onSubmit: (v: Record<string, unknown>) => Promise<void>;
}) {
  return (
    <Modal title={title} open={open} onCancel={onClose} footer={null} destroyOnHidden width={640}>
      <FormRenderer
        fields={fields}
        mode="add"
        onCancel={onClose}
        onSubmit={async (v) => {
          await onSubmit(v);
          onClose();
        }}
      />
    </Modal>
  );
}

function InformationStep({ d, reload }: { d: InterviewDetail; reload: Reload }) {
  const { t } = useTranslation();
  const editable = d.closed === 0 && d.status < STATUS.CONTRACT_SIGNED;
  const fields = useMemo<FieldDefinition[]>(
    () => [
      { fieldName: 'name', fieldLabel: t('recruit.name'), fieldType: 'input', required: 1, span: 12 },
      { fieldName: 'email', fieldLabel: t('recruit.email'), fieldType: 'input', span: 12, fieldOption: { rules: 'email' } },
      { fieldName: 'mobile', fieldLabel: t('recruit.mobile'), fieldType: 'input', span: 12 },
      { fieldName: 'interviewDate', fieldLabel: t('recruit.interviewDate'), fieldType: 'datetime', span: 12 },
      deptField(t),
      { fieldName: 'jobName', fieldLabel: t('recruit.jobName'), fieldType: 'input', span: 12 },
    ],
    [t],
  );
  const ratings = ratingsOf(d.feedbackScore);
  const id = d.id;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={t('recruit.candidate')} size="small">
        <FormRenderer
          key={`${d.id}-${d.version}`}
          fields={fields}
          mode={editable ? 'edit' : 'view'}
          initialValues={d}
          submitText={t('common.save')}
          onSubmit={
            editable
              ? async (v) => {
                  await recruitApi.update({
                    id,
                    version: d.version,
                    name: v.name,
                    email: v.email,
                    mobile: v.mobile,
                    interviewDate: v.interviewDate,
                    deptId: v.deptId,
                    jobName: v.jobName,
                  });
                  notify.success(t('prompt.success'));
                  reload();
                }
              : undefined
          }
        />
        {d.invitationUrl && (
          <Typography.Paragraph copyable={{ text: `${window.location.origin}${d.invitationUrl}` }}>
            <a href={d.invitationUrl} target="_blank" rel="noreferrer" data-testid="invitation-page-link">
              {t('recruit.invitationLink')}
            </a>
          </Typography.Paragraph>
        )}
      </Card>
      <CollapseCard title={t('recruit.feedback')} defaultOpen={false}>
        <Descriptions size="small" column={1} data-testid="feedback">
          {ratings.map((r, i) => (
            <Descriptions.Item key={i} label={t(`recruit.ratingQuestions.${i}`)}>
              {t(`recruit.ratings.${r}`)}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('recruit.feedbackContent')}>{d.feedbackContent ?? ''}</Descriptions.Item>
        </Descriptions>
      </CollapseCard>
      <Space wrap>
        <Button onClick={() => openFile(d.resume?.attachFiles as Attachment[] | undefined, t)}>{t('recruit.resumeDownload')}</Button>
        {d.status > STATUS.PASS_PENDING && (
          <Button onClick={() => openFile(d.confirmFileFiles, t)}>
            {t('recruit.confirmFile')}
            {d.confirmEnName ? `: ${d.confirmEnName}` : ''}
          </Button>
        )}
      </Space>
    </Space>
  );
}

/** The next moves of the interview by its status (shown above the steps, whichever step is open). */
/** The interview's next moves, then `children` (documents, share, print), and closing the interview last. */
function InterviewActions({ d, reload, children }: { d: InterviewDetail; reload: Reload; children?: ReactNode }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'arrange' | 'evaluate' | 'over'>();
  const id = d.id;
  const s = d.status;
  return (
    <>
      {d.closed === 0 && (
        <>
          {s <= STATUS.INVITED && d.email && (
            <ActionButton reload={reload} run={() => recruitApi.invite({ interviewId: id })}>
              {t('recruit.invite')}
            </ActionButton>
          )}
          {s <= STATUS.RESUME_SUBMITTED && (
            <Button type="primary" data-testid="arrange" onClick={() => setDialog('arrange')}>
              {t('recruit.arrange')}
            </Button>
          )}
          {(s === STATUS.ARRANGED || s === STATUS.EVALUATED) && (
            <Button type="primary" data-testid="evaluate" onClick={() => setDialog('evaluate')}>
              {t('recruit.evaluate')}
            </Button>
          )}
          {s === STATUS.EVALUATED && (
            <ActionButton reload={reload} run={() => recruitApi.again(id)}>
              {t('recruit.again')}
            </ActionButton>
          )}
          {s === STATUS.EVALUATED && (
            <ActionButton testId="hod-pass" type="primary" reload={reload} run={() => recruitApi.submitResultHOD({ id, result: 1 })}>
              {t('recruit.hodPass')}
            </ActionButton>
          )}
          {s === STATUS.EVALUATED && (
            <ActionButton reload={reload} run={() => recruitApi.submitResultHOD({ id, result: 0 })}>
              {t('recruit.hodFail')}
            </ActionButton>
          )}
          {(s === STATUS.EVALUATED || s >= STATUS.PASSED) && (
            <ActionButton reload={reload} run={() => recruitApi.resultEmail(id)}>
              {t('recruit.resultEmail')}
            </ActionButton>
          )}
        </>
      )}
      {children}
      {d.closed === 0 && s !== STATUS.PASS_PENDING && s !== STATUS.LEADER_PENDING && s < STATUS.CONTRACT_SIGNED && (
        <Button danger onClick={() => setDialog('over')}>
          {t('recruit.over')}
        </Button>
      )}
      <FormDialog
        title={t('recruit.arrange')}
        open={dialog === 'arrange'}
        onClose={() => setDialog(undefined)}
        fields={[
          { fieldName: 'interviewDate', fieldLabel: t('recruit.interviewDate'), fieldType: 'datetime', span: 24 },
          { fieldName: 'interviewerId', fieldLabel: t('recruit.interviewer'), fieldType: 'user', span: 12 },
          { fieldName: 'hodId', fieldLabel: t('recruit.hod'), fieldType: 'user', span: 12 },
        ]}
        onSubmit={async (v) => {
          await recruitApi.approval({ ...v, id });
          notify.success(t('prompt.success'));
          reload();
        }}
      />
      <FormDialog
        title={t('recruit.evaluate')}
        open={dialog === 'evaluate'}
        onClose={() => setDialog(undefined)}
        fields={[
          {
            fieldName: 'result',
            fieldLabel: t('recruit.result'),
            fieldType: 'radio',
            required: 1,
            span: 24,
            fieldOption: {
              options: [
                { value: 1, label: t('recruit.resultPass') },
                { value: 0, label: t('recruit.resultFail') },
                { value: 2, label: t('recruit.resultHold') },
              ],
            },
          },
          { fieldName: 'evaluation', fieldLabel: t('recruit.evaluation'), fieldType: 'textarea', required: 1, span: 24 },
        ]}
        onSubmit={async (v) => {
          await recruitApi.submitResult({ ...v, id });
          notify.success(t('prompt.success'));
          reload();
        }}
      />
      <FormDialog
        title={t('recruit.over')}
        open={dialog === 'over'}
        onClose={() => setDialog(undefined)}
        fields={[{ fieldName: 'reason', fieldLabel: t('recruit.overReason'), fieldType: 'textarea', span: 24 }]}
        onSubmit={async (v) => {
          await recruitApi.over(id, v.reason as string | undefined);
          notify.success(t('prompt.success'));
          reload();
        }}
      />
    </>
  );
}

function EvaluationStep({ d }: { d: InterviewDetail }) {
  const { t } = useTranslation();
  const resultText = (r: number | null) => (r === 1 ? t('recruit.resultPass') : r === 0 ? t('recruit.resultFail') : r === 2 ? t('recruit.resultHold') : '');
  return (
    <Descriptions bordered size="small" column={1} data-testid="evaluation">
      <Descriptions.Item label={t('recruit.result')}>{resultText(d.result)}</Descriptions.Item>
      <Descriptions.Item label={t('recruit.evaluation')}>{d.evaluation}</Descriptions.Item>
      <Descriptions.Item label={t('recruit.evaluator')}>{d.evaluatorName}</Descriptions.Item>
      <Descriptions.Item label={t('recruit.evaluationTime')}>{displayDateTime(d.evaluationTime)}</Descriptions.Item>
      <Descriptions.Item label={t('recruit.hodDecision')}>
        {d.hodName ? `${d.hodName}: ${resultText(d.hodResult)} ${d.hodComment ?? ''}` : ''}
      </Descriptions.Item>
      {d.status >= STATUS.PASS_PENDING && d.passProcess && (
        <Descriptions.Item label={t('recruit.passPage')}>
          <Link to={detailPath(d.passProcess.processId)}>{t(`flow.statuses.${d.passProcess.flowStatus}`, { defaultValue: d.passProcess.flowStatus })}</Link>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function BenefitsStep({ d, reload }: { d: InterviewDetail; reload: Reload }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const fields = useQuery({ queryKey: ['flow', 'fields', '32'], queryFn: () => flowApi.fields('32') });
  const offer = useQuery({
    queryKey: ['recruit', 'offer', d.id, d.version],
    enabled: d.status >= STATUS.LEADER_APPROVED,
    queryFn: () => recruitApi.offerDetail(d.id),
  });
  const own = (fields.data ?? []).filter((f) => f.fieldName !== 'interviewId');
  const canStart = d.closed === 0 && (d.status === STATUS.PASSED || d.status === STATUS.LEADER_REJECTED);
  if (fields.isLoading) return <Spin />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={t('recruit.leaderForm')}>
        <ProcessForm
          key={`${d.id}-${d.version}-${canStart}`}
          form={form}
          fields={own}
          mode={canStart ? 'add' : 'view'}
          initialValues={d.leaderProcess?.map}
          submitText={t('recruit.startLeader')}
          onSubmit={
            canStart
              ? async (map) => {
                  await recruitApi.leaderApproval(d.id, map);
                  notify.success(t('prompt.success'));
                  reload();
                }
              : undefined
          }
        />
      </Card>
      {d.status >= STATUS.OFFER_SENT && d.offerUrl && (
        <a href={d.offerUrl} target="_blank" rel="noreferrer" data-testid="offer-link">
          {t('recruit.offerLink')}
        </a>
      )}
      {d.closed === 0 && (d.status === STATUS.LEADER_APPROVED || d.status === STATUS.OFFER_SENT) && (
        <ActionButton testId="send-offer" type="primary" reload={reload} run={() => recruitApi.sendOffer(d.id)}>
          {t('recruit.sendOffer')}
        </ActionButton>
      )}
      {offer.data?.html && (
        <Card size="small" title={t('recruit.offerLetter')}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml (DOMPurify) cleans the letter */}
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(offer.data.html) }} />
        </Card>
      )}
    </Space>
  );
}

function LeaderApprovalStep({ d }: { d: InterviewDetail }) {
  const processId = d.leaderProcess?.processId ?? '';
  const history = useQuery({ queryKey: ['flow', 'history', processId], enabled: Boolean(processId), queryFn: () => flowApi.history(processId) });
  const diagram = useQuery({ queryKey: ['flow', 'diagram', processId], enabled: Boolean(processId), queryFn: () => flowApi.diagram(processId) });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ProcessTimeline entries={history.data ?? []} />
      {diagram.data && (
        <Suspense fallback={<Spin />}>
          <ProcessDiagram view={diagram.data} />
        </Suspense>
      )}
    </Space>
  );
}

/** A candidate's page as HR reads it: in the third person, without the candidate's controls (CandidatePages `reader=hr`). */
export const hrReaderUrl = (url: string): string => `${url}${url.includes('?') ? '&' : '?'}reader=hr`;

function Embedded({ url, testId }: { url: string | null; testId: string }) {
  return url ? <iframe title={testId} data-testid={testId} src={hrReaderUrl(url)} style={{ width: '100%', height: 520, border: 0 }} /> : null;
}

function OfferConfirmedStep({ d, reload }: { d: InterviewDetail; reload: Reload }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const contract = useQuery({ queryKey: ['recruit', 'contract', d.id, d.version], enabled: editing, queryFn: () => recruitApi.contractDetail(d.id) });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Embedded url={d.offerUrl} testId="offer-page" />
      <SignedDocuments d={d} />
      {d.closed === 0 && d.status === STATUS.OFFER_CONFIRMED && !editing && (
        <Button type="primary" data-testid="create-contract" onClick={() => setEditing(true)}>
          {t('recruit.createContract')}
        </Button>
      )}
      {editing && contract.data && (
        <Card size="small" title={t('recruit.contract.title')}>
          <ContractForm
            interviewId={d.id}
            initial={contract.data.draft}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              reload();
            }}
          />
        </Card>
      )}
    </Space>
  );
}

function ContractStep({ d, reload }: { d: InterviewDetail; reload: Reload }) {
  const { t } = useTranslation();
  const contract = useQuery({ queryKey: ['recruit', 'contract', d.id, d.version], queryFn: () => recruitApi.contractDetail(d.id) });
  const editable = d.closed === 0 && d.status === STATUS.CONTRACT_CREATED;
  if (!contract.data) return <Spin />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {editable ? (
        <Card size="small" title={t('recruit.contract.title')}>
          <ContractForm
            key={d.version}
            interviewId={d.id}
            initial={contract.data.contract ?? contract.data.draft}
            onSaved={reload}
            onCancel={() => void contract.refetch()}
          />
        </Card>
      ) : null}
      {editable && (
        <ActionButton testId="send-contract" type="primary" reload={reload} run={() => recruitApi.sendContract(d.id)}>
          {t('recruit.sendContract')}
        </ActionButton>
      )}
      {d.contractUrl && (
        <a href={d.contractUrl} target="_blank" rel="noreferrer" data-testid="contract-link">
          {t('recruit.contractLink')}
        </a>
      )}
      {contract.data.html && (
        <Card size="small">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml (DOMPurify) cleans the contract */}
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(contract.data.html) }} />
        </Card>
      )}
      <SignedDocuments d={d} countersign />
    </Space>
  );
}

function ContractSignedStep({ d, reload }: { d: InterviewDetail; reload: Reload }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {d.status === STATUS.CONTRACT_SIGNED && (
        <ActionButton testId="onboard" type="primary" reload={reload} run={() => recruitApi.onboard(d.id)}>
          {t('recruit.onboard')}
        </ActionButton>
      )}
      <SignedDocuments d={d} />
      <Embedded url={d.contractUrl} testId="contract-page" />
    </Space>
  );
}

function OnboardingStep({ d }: { d: InterviewDetail }) {
  const { t } = useTranslation();
  const p = d.entryProcess;
  if (!p) return null;
  return (
    <Descriptions bordered size="small" column={1} data-testid="onboarding">
      <Descriptions.Item label={t('recruit.entryProcess')}>
        <Link to={detailPath(p.processId)}>{p.processId}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={t('flow.status')}>{t(`flow.statuses.${p.flowStatus}`, { defaultValue: p.flowStatus })}</Descriptions.Item>
    </Descriptions>
  );
}

/** The PDF documents of the interview, each shown once the interview has it: offer letter, letter of appointment, key terms. */
function DocumentButtons({ d }: { d: InterviewDetail }) {
  const { t } = useTranslation();
  const q = { interviewId: d.id };
  return (
    <>
      {d.status >= STATUS.LEADER_APPROVED && (
        <DownloadButton testId="offer-pdf" url="/api/mcc-staff/offer/pdf" params={q} fileName={`${t('recruit.documents.offerFile')} - ${d.name}.pdf`}>
          {t('recruit.documents.offer')}
        </DownloadButton>
      )}
      {d.status >= STATUS.CONTRACT_CREATED && d.contract && (
        <>
          <DownloadButton
            testId="contract-pdf"
            url="/api/mcc-staff/recruitmentcontract/pdf"
            params={q}
            fileName={`${t('recruit.documents.contractFile')} - ${d.name}.pdf`}
          >
            {t('recruit.documents.contract')}
          </DownloadButton>
          <DownloadButton
            testId="ket-pdf"
            url="/api/mcc-staff/recruitmentcontract/ketPdf"
            params={q}
            fileName={`${t('recruit.documents.keyTermsFile')} - ${d.name}.pdf`}
          >
            {t('recruit.documents.keyTerms')}
          </DownloadButton>
        </>
      )}
    </>
  );
}

/** The interview view: share, print-evaluation and document buttons, eight steps that open only when their data exists. */
export default function InterviewViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const client = useQueryClient();
  const detail = useQuery({ queryKey: ['recruit', 'interview', id], enabled: Boolean(id), queryFn: () => recruitApi.detail(id) });
  const [picked, setPicked] = useState<number>();
  const [sharing, setSharing] = useState(false);
  const reload = () => void client.invalidateQueries({ queryKey: ['recruit'] });
  const d = detail.data;
  if (!d) return <Spin />;
  const gates = interviewStepGates(d);
  const current = currentStep(gates);
  const shown = picked !== undefined && gates[picked] ? picked : current;
  const shareId = d.leaderProcess?.processId ?? d.passProcess?.processId;
  const panels = [
    <InformationStep key="0" d={d} reload={reload} />,
    <EvaluationStep key="1" d={d} />,
    <BenefitsStep key="2" d={d} reload={reload} />,
    <LeaderApprovalStep key="3" d={d} />,
    <OfferConfirmedStep key="4" d={d} reload={reload} />,
    <ContractStep key="5" d={d} reload={reload} />,
    <ContractSignedStep key="6" d={d} reload={reload} />,
    <OnboardingStep key="7" d={d} />,
  ];
  return (
    <Card
      title={
        <Space>
          <span data-testid="interview-name">{d.name}</span>
          <Tag data-testid="interview-status">{interviewStatusName(t, d.status)}</Tag>
          {d.jobName && <Tag>{d.jobName}</Tag>}
        </Space>
      }
    >
      {d.closed === 1 && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('recruit.closedInterview', { reason: d.closeReason ?? '' })} />}
      {/* one action bar: the interview's next moves first, then its documents, then share and print */}
      <Flex wrap gap="small" style={{ marginBottom: 16 }} data-testid="interview-actions">
        <InterviewActions d={d} reload={reload}>
          {d.status >= STATUS.LEADER_APPROVED && (
            <span style={{ display: 'contents' }} data-testid="interview-documents">
              <DocumentButtons d={d} />
            </span>
          )}
          <Button disabled={!shareId} onClick={() => setSharing(true)}>
            {t('flow.share')}
          </Button>
          <Button disabled={!canPrintEvaluation(d)} data-testid="print-evaluation" onClick={() => openInterviewPrint(d.id)}>
            {t('recruit.print')}
          </Button>
          <DownloadButton
            disabled={!canPrintEvaluation(d)}
            testId="evaluation-pdf"
            url="/api/mcc-staff/interview/evaluationPdf"
            params={{ interviewId: d.id }}
            fileName={`${t('documents.evaluationFile')} - ${d.name}.pdf`}
          >
            {t('documents.evaluationPdf')}
          </DownloadButton>
        </InterviewActions>
      </Flex>
      <InterviewSteps d={d} shown={shown} onPick={setPicked} />
      <div data-testid={`step-panel-${shown}`}>{panels[shown]}</div>
      {shareId && <ShareDialog processId={shareId} open={sharing} onClose={() => setSharing(false)} />}
    </Card>
  );
}
