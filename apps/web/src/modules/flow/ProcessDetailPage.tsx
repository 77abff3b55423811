import { lazy, Suspense, useState } from 'react';
import { App, Button, Card, Col, Form, Row, Space, Spin, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FLOW_STATUS } from '@hr/contracts';
import { notify } from '../../app/notify';
import { useIsPublicLayout, usePageTitle } from '../../app/shell/layout';
import { FlowStatusTag } from './FlowStatusTag';
import { flowApi, LEAVE_FORMS, detailPath, listRouteOf, type ProcessDetail } from './api';
import { ProcessTimeline } from './ProcessTimeline';
import { ApprovalDialog } from './ApprovalDialog';
import { ShareDialog } from './ShareDialog';
import { LeaveHistoryDialog } from './LeaveHistoryDialog';
import { TeamAbsence } from './TeamAbsence';
import { ProcessForm } from './ProcessForm';
import { DownloadButton } from '../../shared/widgets/DownloadButton';

const ProcessDiagram = lazy(() => import('./ProcessDiagram'));

/** Opens the printable page of a request in a new window. */
export function openPrint(processId: string): void {
  window.open(`/processPrint?processId=${encodeURIComponent(processId)}`, '_blank');
}

/** A new request of one form: fill it in, save a draft or start it. */
function NewRequest({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publicLayout = useIsPublicLayout();
  const [form] = Form.useForm();
  const forms = useQuery({ queryKey: ['flow', 'forms'], queryFn: flowApi.forms });
  const fields = useQuery({ queryKey: ['flow', 'fields', formId], queryFn: () => flowApi.fields(formId) });
  const meta = forms.data?.find((f) => String(f.id) === formId);
  const category = meta?.category === 2 ? 2 : 1;
  const router = listRouteOf(formId);
  usePageTitle(meta?.formName);
  const saveDraft = async () => {
    const saved = await flowApi.save(category, { formId, map: form.getFieldsValue() });
    notify.success(t('prompt.success'));
    navigate(detailPath(saved.processId, 'edit', publicLayout), { replace: true });
  };
  if (fields.isLoading) return <Spin />;
  return (
    <Card title={meta?.formName ?? t('flow.startRequest')}>
      <ProcessForm
        form={form}
        fields={fields.data ?? []}
        mode="add"
        ownRequest
        submitText={t('common.submit')}
        extraActions={<Button onClick={saveDraft}>{t('flow.saveDraft')}</Button>}
        onSubmit={async (map) => {
          const started = await flowApi.start(category, { formId, map }, router);
          notify.success(t('prompt.success'));
          navigate(detailPath(started.processId, 'view', publicLayout), { replace: true });
        }}
      />
    </Card>
  );
}

function Actions({ detail, onChanged }: { detail: ProcessDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [flag, setFlag] = useState<'ok' | 'reject' | undefined>();
  const [sharing, setSharing] = useState(false);
  const [leave, setLeave] = useState(false);
  const confirm = (title: string, run: () => Promise<unknown>) =>
    modal.confirm({
      title,
      onOk: async () => {
        await run();
        notify.success(t('prompt.success'));
        onChanged();
      },
    });
  const task = detail.myTaskId
    ? { taskId: detail.myTaskId, processInstanceId: detail.processInstanceId, version: detail.myTaskVersion, formId: String(detail.formId) }
    : undefined;
  return (
    <Space wrap>
      {task && (
        <>
          <Button type="primary" onClick={() => setFlag('ok')}>
            {t('flow.approve')}
          </Button>
          <Button danger onClick={() => setFlag('reject')}>
            {t('flow.reject')}
          </Button>
        </>
      )}
      {detail.canRecall && <Button onClick={() => confirm(t('flow.confirmRecall'), () => flowApi.recall(detail))}>{t('flow.recall')}</Button>}
      {detail.canCancel && (
        <Button danger onClick={() => confirm(t('flow.confirmCancel'), () => flowApi.cancel(detail))}>
          {t('flow.cancel')}
        </Button>
      )}
      {detail.canHrAudit && <Button onClick={() => confirm(t('flow.confirmHrAudit'), () => flowApi.hrAudit(detail))}>{t('flow.hrAudit')}</Button>}
      {LEAVE_FORMS.includes(String(detail.formId)) && <Button onClick={() => setLeave(true)}>{t('flow.leaveHistory')}</Button>}
      <Button onClick={() => openPrint(detail.processId)}>{t('flow.print')}</Button>
      <DownloadButton
        testId="process-pdf"
        url="/api/mcc-staff/processfield/printPdf"
        params={{ processId: detail.processId }}
        fileName={`${detail.formName ?? ''} - ${detail.processId}.pdf`}
      >
        {t('documents.processPdf')}
      </DownloadButton>
      <Button onClick={() => setSharing(true)}>{t('flow.share')}</Button>
      <ApprovalDialog
        task={flag ? task : undefined}
        flag={flag ?? 'ok'}
        onClose={() => setFlag(undefined)}
        onDone={() => {
          setFlag(undefined);
          onChanged();
        }}
      />
      <ShareDialog processId={detail.processId} open={sharing} onClose={() => setSharing(false)} />
      {LEAVE_FORMS.includes(String(detail.formId)) && <LeaveHistoryDialog record={detail} open={leave} onClose={() => setLeave(false)} />}
    </Space>
  );
}

/** A request in view or edit mode: the form, the actions, the timeline and the diagram. */
function ExistingRequest({ processId, mode }: { processId: string; mode: 'view' | 'edit' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const detail = useQuery({ queryKey: ['flow', 'detail', processId], queryFn: () => flowApi.detail(processId) });
  const formId = detail.data?.formId;
  const fields = useQuery({ queryKey: ['flow', 'fields', formId], enabled: Boolean(formId), queryFn: () => flowApi.fields(String(formId)) });
  const history = useQuery({ queryKey: ['flow', 'history', processId], queryFn: () => flowApi.history(processId) });
  const diagram = useQuery({ queryKey: ['flow', 'diagram', processId], queryFn: () => flowApi.diagram(processId) });
  const reload = () => void client.invalidateQueries({ queryKey: ['flow'] });
  // its tab and breadcrumb name the request (its number, else its form), not "Request"
  usePageTitle(detail.data ? (detail.data.requestNo ?? detail.data.formName ?? undefined) : undefined);
  if (detail.isLoading || fields.isLoading) return <Spin />;
  const d = detail.data;
  if (!d) return null;
  const editable = mode === 'edit' && d.canUpdate;
  const isDraft = d.flowStatus === FLOW_STATUS.draft;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card
          styles={{ title: { whiteSpace: 'normal' } }}
          title={
            <Space wrap size={[8, 4]} style={{ paddingBlock: 8 }}>
              <span data-testid="form-title">{d.formName}</span>
              {d.requestNo && <Tag data-testid="request-no">{d.requestNo}</Tag>}
              <FlowStatusTag status={d.flowStatus} />
              {d.hrAudited === 1 && (
                <Tag color="success" data-testid="hr-audited" title={typeof d.hrAuditTime === 'string' ? d.hrAuditTime : undefined}>
                  {t('flow.hrAudited')}
                </Tag>
              )}
            </Space>
          }
        >
          {/* one action bar under the title: it wraps on a phone instead of squeezing the title */}
          <div style={{ marginBottom: 16 }}>
            <Actions detail={d} onChanged={reload} />
          </div>
          {/* the approver of a leave request sees who else is away on those days */}
          {d.myTaskId && d.processInstanceId && LEAVE_FORMS.includes(String(d.formId)) && <TeamAbsence processInstanceId={d.processInstanceId} />}
          <ProcessForm
            key={`${d.processId}-${d.version}-${editable}`}
            form={form}
            fields={fields.data ?? []}
            mode={editable ? 'edit' : 'view'}
            ownRequest={editable && isDraft}
            initialValues={d.map}
            submitText={isDraft ? t('common.submit') : t('flow.update')}
            onSubmit={
              editable
                ? async (map) => {
                    if (isDraft) await flowApi.start(d.category, { id: d.processId, map, version: d.version }, listRouteOf(d.formId));
                    else await flowApi.update(d, map);
                    notify.success(t('prompt.success'));
                    reload();
                  }
                : undefined
            }
          />
        </Card>
      </Col>
      {/* the timeline beside the request, the diagram under both */}
      <Col xs={24} xl={8}>
        <Card title={t('flow.history')}>
          <ProcessTimeline entries={history.data ?? []} />
        </Card>
      </Col>
      <Col xs={24}>
        <Card title={t('flow.diagram')}>
          {diagram.data && (
            <Suspense fallback={<Spin />}>
              <ProcessDiagram view={diagram.data} />
            </Suspense>
          )}
        </Card>
      </Col>
    </Row>
  );
}

/** The process detail page (seed 000 section 2): modes view, edit and add. */
export default function ProcessDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const processId = params.get('processId');
  const formId = params.get('formId');
  const mode = params.get('mode') === 'edit' ? 'edit' : 'view';
  if (processId) return <ExistingRequest processId={processId} mode={mode} />;
  if (formId) return <NewRequest formId={formId} />;
  return <Card>{t('flow.selectForm')}</Card>;
}
