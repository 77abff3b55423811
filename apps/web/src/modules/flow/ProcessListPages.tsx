import { useState, type ReactNode } from 'react';
import { App, Button, Card, Empty, Select, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { CrudPage, type CrudContext } from '../../shared/crud/CrudPage';
import type { CrudResource } from '../../shared/crud/resource';
import type { FieldDefinition } from '../../shared/fields/definition';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { http, type Page } from '../../app/http/client';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { useIsPublicLayout } from '../../app/shell/layout';
import { hasPermission } from '../../shared/crud/buttons';
import { ApprovalDialog, type TaskRef } from './ApprovalDialog';
import { detailPath, flowApi, newRequestPath, type ProcessRecord } from './api';
import { UNREAD_QUERY_KEY } from './unread';

type Row = Record<string, unknown>;
const STATUSES = ['draft', 'running', 'approved', 'rejected', 'recalled', 'cancelled'];

function listResource(url: string): CrudResource<Row> {
  return { key: url, list: (query) => http.get<Page<Row>>(url, query) };
}

function processFields(t: TFunction, task: boolean, hrAudit: boolean): FieldDefinition[] {
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
    ...(hrAudit
      ? [{
          fieldName: 'hrAudited', fieldLabel: t('flow.hrAudited'), fieldType: 'select' as const, search: 1 as const, sort: 7,
          fieldOption: { options: [{ value: 1, label: t('common.yes') }, { value: 0, label: t('common.no') }] },
        }]
      : []),
    { fieldName: 'createTime', fieldLabel: t('flow.createTime'), fieldType: 'datetime', sort: 8 },
  ];
}

export interface ListSpec {
  titleKey?: string;
  title?: ReactNode;
  url: string;
  /** Fixed filters of every call (e.g. the process types of a list route). */
  query?: Record<string, unknown>;
  /** HR audit from the row (approved requests not yet audited, for holders of process_hr_audit) and the HR-audited column. */
  hrAudit?: boolean;
  toolbar?: (context: CrudContext) => ReactNode;
  /** Rows are tasks: approve and reject from the row. */
  tasks?: boolean;
  rowKey?: string;
  downloadUrl?: string;
  openMode?: (row: Row) => 'view' | 'edit';
}

/** A list of requests or tasks: open the detail, approve or reject a task, HR-audit an approved request. */
export function ProcessList({ spec }: { spec: ListSpec }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const publicLayout = useIsPublicLayout();
  const { permissions } = useSession();
  const canHrAudit = Boolean(spec.hrAudit) && hasPermission('process_hr_audit', permissions);
  const fields = useFieldDefinitions((t) => processFields(t, Boolean(spec.tasks), Boolean(spec.hrAudit)));
  const [acting, setActing] = useState<{ task: TaskRef; flag: 'ok' | 'reject'; reload: () => void }>();
  const hrAudit = (row: Row, reload: () => void) =>
    modal.confirm({
      title: t('flow.confirmHrAudit'),
      onOk: async () => {
        await flowApi.hrAudit(row as ProcessRecord);
        notify.success(t('prompt.success'));
        reload();
      },
    });
  const rowActions = (row: Row, ctx: CrudContext) => (
    <Space size={4}>
      <Button type="link" size="small" onClick={() => navigate(detailPath(String(row.processId), spec.openMode?.(row) ?? 'view', publicLayout))}>
        {t('flow.open')}
      </Button>
      {canHrAudit && row.flowStatus === 'approved' && row.hrAudited === 0 && (
        <Button type="link" size="small" onClick={() => hrAudit(row, ctx.reload)}>
          {t('flow.hrAudit')}
        </Button>
      )}
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
        title={spec.title ?? (spec.titleKey ? t(spec.titleKey) : undefined)}
        resource={listResource(spec.url)}
        fields={fields}
        rowKey={spec.rowKey ?? 'processId'}
        buttons={{ add: false, edit: false, delete: false, view: false }}
        downloadUrl={spec.downloadUrl}
        query={spec.query}
        rowActions={rowActions}
        toolbar={spec.toolbar}
      />
      <ApprovalDialog
        task={acting?.task}
        flag={acting?.flag ?? 'ok'}
        onClose={() => setActing(undefined)}
        onDone={() => {
          acting?.reload();
          setActing(undefined);
          // counts elsewhere (the type list's waiting badge, the home page) follow
          void client.invalidateQueries({ queryKey: ['flow'] });
        }}
      />
    </>
  );
}

export const mine = (row: Row) => (row.flowStatus === 'draft' ? 'edit' : 'view');

export const MyApplicationsPage = () => <ProcessList spec={{ titleKey: 'flow.myApplications', url: '/api/mcc-staff/processfield/mySend', openMode: mine }} />;
export const ByAuditorPage = () => <ProcessList spec={{ titleKey: 'flow.byAuditor', url: '/api/mcc-staff/processfield/approverProcess' }} />;
export const AuditPage = () => <ProcessList spec={{ titleKey: 'flow.audit', url: '/api/mcc-staff/processfield/page', downloadUrl: '/api/mcc-staff/processfield/exportProcess', hrAudit: true }} />;
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
          <Button type="primary" disabled={!formId} onClick={() => navigate(newRequestPath(formId!))}>
            {t('common.confirm')}
          </Button>
        </Space>
      )}
    </Card>
  );
}

const ALL_CATEGORIES = ['todo', 'result', 'share', 'escalation'];
/** Notifications are about approvals (a step to act on, an outcome, an overdue step); messages are everything, shares included. */
const NOTIFICATION_CATEGORIES = ['todo', 'result', 'escalation'];

/** In-app messages: open the request, mark read (the header's unread count follows). */
function MessageList({ titleKey, categories }: { titleKey: string; categories: string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const publicLayout = useIsPublicLayout();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'category', fieldLabel: t('flow.category'), fieldType: 'select', search: 1, sort: 1,
      fieldOption: { options: categories.map((c) => ({ value: c, label: t(`flow.categories.${c}`) })) },
    },
    { fieldName: 'title', fieldLabel: t('flow.title'), fieldType: 'input', sort: 2 },
    { fieldName: 'content', fieldLabel: t('flow.content'), fieldType: 'input', sort: 3 },
    {
      fieldName: 'isRead', fieldLabel: t('flow.isRead'), fieldType: 'select', search: 1, sort: 4,
      fieldOption: { options: [{ value: 0, label: t('flow.unread') }, { value: 1, label: t('flow.isRead') }] },
    },
    { fieldName: 'createTime', fieldLabel: t('flow.createTime'), fieldType: 'datetime', sort: 5 },
  ]);
  const categoryFilter = categories === ALL_CATEGORIES ? undefined : categories.join(',');
  const read = async (ids: string[] | undefined, reload: () => void) => {
    await http.post('/api/blade-flow/message/read', ids ? { ids: ids.join(',') } : { category: categoryFilter });
    void client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
    notify.success(t('prompt.success'));
    reload();
  };
  return (
    <CrudPage
      title={t(titleKey)}
      resource={listResource('/api/blade-flow/message/page')}
      fields={fields}
      query={categoryFilter ? { category: categoryFilter } : undefined}
      buttons={{ add: false, edit: false, delete: false, view: false }}
      toolbar={(ctx) => <Button onClick={() => void read(undefined, ctx.reload)}>{t('flow.markAllRead')}</Button>}
      rowActions={(row, ctx) => (
        <Space size={4}>
          {Boolean(row.instanceId) && (
            <Button type="link" size="small" onClick={() => { void read([String(row.id)], () => undefined); navigate(detailPath(String(row.instanceId), 'view', publicLayout)); }}>
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

export const MessagesPage = () => <MessageList titleKey="flow.messageList" categories={ALL_CATEGORIES} />;
export const NotificationsPage = () => <MessageList titleKey="flow.notifications" categories={NOTIFICATION_CATEGORIES} />;
