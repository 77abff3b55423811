import { useState } from 'react';
import { Button, Card, Empty, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { CrudPage, type CrudContext } from '../../shared/crud/CrudPage';
import type { CrudResource } from '../../shared/crud/resource';
import type { FieldDefinition } from '../../shared/fields/definition';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { http, type Page } from '../../app/http/client';
import { notify } from '../../app/notify';
import { ApprovalDialog, type TaskRef } from './ApprovalDialog';
import { detailPath, flowApi } from './api';

type Row = Record<string, unknown>;
const STATUSES = ['draft', 'running', 'approved', 'rejected', 'recalled', 'cancelled'];

function listResource(url: string): CrudResource<Row> {
  return { key: url, list: (query) => http.get<Page<Row>>(url, query) };
}

function processFields(t: TFunction, task: boolean): FieldDefinition[] {
  return [
    { fieldName: 'processId', fieldLabel: t('flow.processId'), fieldType: 'input', sort: 1 },
    { fieldName: 'formName', fieldLabel: t('flow.formName'), fieldType: 'input', sort: 2 },
    { fieldName: 'initiatorName', fieldLabel: t('flow.initiator'), fieldType: 'input', search: 1, sort: 3 },
    {
      fieldName: 'flowStatus', fieldLabel: t('flow.status'), fieldType: 'select', search: 1, sort: 4,
      fieldOption: { options: STATUSES.map((s) => ({ value: s, label: t(`flow.statuses.${s}`) })) },
    },
    { fieldName: 'taskName', fieldLabel: t('flow.taskName'), fieldType: 'input', sort: 5 },
    ...(task ? [] : [{ fieldName: 'assigneeName', fieldLabel: t('flow.assignee'), fieldType: 'input' as const, sort: 6 }]),
    { fieldName: 'createTime', fieldLabel: t('flow.createTime'), fieldType: 'datetime', sort: 7 },
  ];
}

interface ListSpec {
  titleKey: string;
  url: string;
  /** Rows are tasks: approve and reject from the row. */
  tasks?: boolean;
  rowKey?: string;
  downloadUrl?: string;
  openMode?: (row: Row) => 'view' | 'edit';
  /** Fixed filters of the list (e.g. one form's requests). */
  query?: Record<string, unknown>;
  /** A "start a request" button for this form in the toolbar. */
  startFormId?: string;
}

function ProcessList({ spec }: { spec: ListSpec }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useFieldDefinitions((t) => processFields(t, Boolean(spec.tasks)));
  const [acting, setActing] = useState<{ task: TaskRef; flag: 'ok' | 'reject'; reload: () => void }>();
  const rowActions = (row: Row, ctx: CrudContext) => (
    <Space size={4}>
      <Button type="link" size="small" onClick={() => navigate(detailPath(String(row.processId), spec.openMode?.(row) ?? 'view'))}>
        {t('flow.open')}
      </Button>
      {spec.tasks && row.taskStatus === 'open' && (
        <>
          <Button type="link" size="small" onClick={() => setActing({ task: { taskId: String(row.taskId), processInstanceId: row.processInstanceId as string, version: row.taskVersion as number }, flag: 'ok', reload: ctx.reload })}>
            {t('flow.approve')}
          </Button>
          <Button type="link" size="small" danger onClick={() => setActing({ task: { taskId: String(row.taskId), processInstanceId: row.processInstanceId as string, version: row.taskVersion as number }, flag: 'reject', reload: ctx.reload })}>
            {t('flow.reject')}
          </Button>
        </>
      )}
    </Space>
  );
  return (
    <>
      <CrudPage
        title={t(spec.titleKey)}
        resource={listResource(spec.url)}
        fields={fields}
        rowKey={spec.rowKey ?? 'processId'}
        buttons={{ add: false, edit: false, delete: false, view: false }}
        downloadUrl={spec.downloadUrl}
        query={spec.query}
        rowActions={rowActions}
        toolbar={spec.startFormId ? () => <Button type="primary" onClick={() => navigate(`/flow/detail?formId=${spec.startFormId}&mode=add`)}>{t('flow.startRequest')}</Button> : undefined}
      />
      <ApprovalDialog
        task={acting?.task}
        flag={acting?.flag ?? 'ok'}
        onClose={() => setActing(undefined)}
        onDone={() => {
          acting?.reload();
          setActing(undefined);
        }}
      />
    </>
  );
}

const mine = (row: Row) => (row.flowStatus === 'draft' ? 'edit' : 'view');

/** The requests of one worker form (its list route, e.g. /worker/flow/transferDormitory/index) with a start button. */
const workerFormRequests = (formId: string, titleKey: string) =>
  function WorkerFormRequests() {
    return <ProcessList spec={{ titleKey, url: '/api/mcc-worker/processfield/page', query: { formId }, startFormId: formId }} />;
  };
export const DormitoryTransferPage = workerFormRequests('26', 'housing.transferDormitory');
export const TransferApplicationPage = workerFormRequests('17', 'housing.turnSiteApply');

export const MyApplicationsPage = () => <ProcessList spec={{ titleKey: 'flow.myApplications', url: '/api/mcc-staff/processfield/mySend', openMode: mine }} />;
export const ByAuditorPage = () => <ProcessList spec={{ titleKey: 'flow.byAuditor', url: '/api/mcc-staff/processfield/approverProcess' }} />;
export const AuditPage = () => <ProcessList spec={{ titleKey: 'flow.audit', url: '/api/mcc-staff/processfield/page', downloadUrl: '/api/mcc-staff/processfield/exportProcess' }} />;
export const TodoPage = () => <ProcessList spec={{ titleKey: 'flow.todo', url: '/api/blade-flow/work/todo-list', tasks: true, rowKey: 'taskId', openMode: () => 'edit' }} />;
export const DonePage = () => <ProcessList spec={{ titleKey: 'flow.done', url: '/api/blade-flow/work/done-list', tasks: true, rowKey: 'taskId' }} />;
export const SentPage = () => <ProcessList spec={{ titleKey: 'flow.sent', url: '/api/blade-flow/work/send-list', openMode: mine }} />;
export const SharedPage = () => <ProcessList spec={{ titleKey: 'flow.shared', url: '/api/mcc-staff/forwardprocess/recipientPage' }} />;

/** Start a request: pick a form, then fill it in on the detail page in add mode. */
export function StartRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forms = useQuery({ queryKey: ['flow', 'forms'], queryFn: flowApi.forms });
  const [formId, setFormId] = useState<string>();
  return (
    <Card title={t('flow.startRequest')}>
      {forms.data && forms.data.length === 0 ? (
        <Empty />
      ) : (
        <Space>
          <Select
            aria-label={t('flow.pickForm')}
            placeholder={t('flow.pickForm')}
            style={{ minWidth: 320 }}
            showSearch
            optionFilterProp="label"
            loading={forms.isLoading}
            value={formId}
            onChange={setFormId}
            options={(forms.data ?? []).map((f) => ({ value: String(f.id), label: f.formName }))}
          />
          <Button type="primary" disabled={!formId} onClick={() => navigate(`/flow/detail?formId=${formId}&mode=add`)}>
            {t('common.confirm')}
          </Button>
        </Space>
      )}
    </Card>
  );
}

/** Notifications and messages: open the request, mark read. */
export function MessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'category', fieldLabel: t('flow.category'), fieldType: 'select', search: 1, sort: 1,
      fieldOption: { options: ['todo', 'result', 'share', 'escalation'].map((c) => ({ value: c, label: t(`flow.categories.${c}`) })) },
    },
    { fieldName: 'title', fieldLabel: t('flow.title'), fieldType: 'input', sort: 2 },
    { fieldName: 'content', fieldLabel: t('flow.content'), fieldType: 'input', sort: 3 },
    {
      fieldName: 'isRead', fieldLabel: t('flow.isRead'), fieldType: 'select', search: 1, sort: 4,
      fieldOption: { options: [{ value: 0, label: t('flow.unread') }, { value: 1, label: t('flow.isRead') }] },
    },
    { fieldName: 'createTime', fieldLabel: t('flow.createTime'), fieldType: 'datetime', sort: 5 },
  ]);
  const read = async (ids: string[] | undefined, reload: () => void) => {
    await http.post('/api/blade-flow/message/read', ids ? { ids: ids.join(',') } : {});
    notify.success(t('prompt.success'));
    reload();
  };
  return (
    <CrudPage
      title={t('flow.messages')}
      resource={listResource('/api/blade-flow/message/page')}
      fields={fields}
      buttons={{ add: false, edit: false, delete: false, view: false }}
      toolbar={(ctx) => <Button onClick={() => void read(undefined, ctx.reload)}>{t('flow.markAllRead')}</Button>}
      rowActions={(row, ctx) => (
        <Space size={4}>
          {Boolean(row.instanceId) && (
            <Button type="link" size="small" onClick={() => { void read([String(row.id)], () => undefined); navigate(detailPath(String(row.instanceId))); }}>
              {t('flow.open')}
            </Button>
          )}
          {row.isRead === 0 && (
            <Button type="link" size="small" onClick={() => void read([String(row.id)], ctx.reload)}>
              {t('flow.markRead')}
            </Button>
          )}
        </Space>
      )}
    />
  );
}
