import { useState, type ReactNode } from 'react';
import { App, Button, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { FLOW_STATUS, FLOW_STATUSES, MESSAGE_CATEGORIES, NOTIFICATION_CATEGORIES, PROCESS_PERMISSIONS, TASK_STATUS } from '@hr/contracts';
import { CrudPage, type CrudContext } from '../../shared/crud/CrudPage';
import type { FieldDefinition } from '../../shared/fields/definition';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { useIsPublicLayout } from '../../app/shell/layout';
import { hasPermission } from '../../shared/crud/buttons';
import { ApprovalDialog, type TaskRef } from './ApprovalDialog';
import { detailPath, flowApi, markMessagesRead, processListResource as listResource, type ProcessRecord } from './api';
import { FlowStatusTag } from './FlowStatusTag';
import { UNREAD_QUERY_KEY } from './unread';
import { datesLabel, daysOrAmountLabel, waitingLabel } from './keyValues';

type Row = Record<string, unknown>;

/** `closedTasks`: the tasks already acted on (Approval records), where nothing waits: their waiting time and department start hidden. */
function taskKeyFields(t: TFunction, closedTasks = false): FieldDefinition[] {
  const text = (fieldName: string, fieldLabel: string, sort: number, display: (row: Row) => ReactNode, columnHidden = false): FieldDefinition => ({
    fieldName,
    fieldLabel,
    fieldType: 'input',
    sort,
    fieldOption: { hideInForm: true, display, columnHidden },
  });
  return [
    // a range on two lines (its start, then its end): the column stays as narrow as one date in English and Chinese
    text('keyDates', t('dashboard.todo.dates'), 5.1, (row) => {
      const [from, to] = datesLabel(row).split(' – ');
      // the text stays "start – end" (searchable, read aloud as one range)
      return to ? (
        <>
          {from} – <br />
          {to}
        </>
      ) : (
        from
      );
    }),
    text('keyDaysOrAmount', t('dashboard.todo.daysOrAmount'), 5.2, (row) => daysOrAmountLabel(t, row)),
    text('requesterDeptName', t('dashboard.todo.department'), 5.3, (row) => String(row.requesterDeptName ?? ''), closedTasks),
    text(
      'waitingMinutes',
      t('dashboard.todo.waiting'),
      5.4,
      (row) => (row.taskStatus === TASK_STATUS.open ? waitingLabel(t, row.waitingMinutes) : ''),
      closedTasks,
    ),
  ];
}

/**
 * The columns of a request or task list. The To do list (`openTasks`) fits 1440 px in English and Chinese,
 * nothing cut: every row there is a request in progress waiting at the reader's own step, so its status,
 * current step and creation time (the waiting time says how old it is) start hidden (the column chooser
 * shows them), and a date range takes two lines. The other task lists (Approval records) keep the status and step
 * and start without the department and the waiting time, so they fit too.
 */
function processFields(t: TFunction, task: boolean, hrAudit: boolean, openTasks = false): FieldDefinition[] {
  return [
    // the human request number (LV-2026-000123); a draft has none yet
    {
      fieldName: 'requestNo',
      fieldLabel: t('flow.processId'),
      fieldType: 'input',
      search: 1,
      sort: 1,
      fieldOption: { width: 160, display: (row) => <span data-testid="request-no">{row.requestNo ? String(row.requestNo) : t('requests.noNumberYet')}</span> },
    },
    { fieldName: 'formName', fieldLabel: t('flow.formName'), fieldType: 'input', sort: 2 },
    { fieldName: 'initiatorName', fieldLabel: t('flow.initiator'), fieldType: 'input', search: 1, sort: 3 },
    {
      fieldName: 'flowStatus',
      fieldLabel: t('flow.status'),
      fieldType: 'select',
      search: 1,
      sort: 4,
      fieldOption: {
        options: FLOW_STATUSES.map((s) => ({ value: s, label: t(`flow.statuses.${s}`) })),
        display: (row) => <FlowStatusTag status={String(row.flowStatus ?? '')} />,
        columnHidden: openTasks,
      },
    },
    { fieldName: 'taskName', fieldLabel: t('flow.taskName'), fieldType: 'input', sort: 5, fieldOption: { columnHidden: openTasks } },
    // a task's request at a glance (issue 11): its dates, days or amount, who asked from which department, how long it waits
    ...(task ? taskKeyFields(t, !openTasks) : []),
    ...(task ? [] : [{ fieldName: 'assigneeName', fieldLabel: t('flow.assignee'), fieldType: 'input' as const, sort: 6 }]),
    ...(hrAudit
      ? [
          {
            fieldName: 'hrAudited',
            fieldLabel: t('flow.hrAudited'),
            fieldType: 'select' as const,
            search: 1 as const,
            sort: 7,
            fieldOption: {
              options: [
                { value: 1, label: t('common.yes') },
                { value: 0, label: t('common.no') },
              ],
            },
          },
        ]
      : []),
    { fieldName: 'createTime', fieldLabel: t('flow.createTime'), fieldType: 'datetime', sort: 8, fieldOption: { columnHidden: openTasks } },
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
  /** Tick open tasks and approve or reject them together with one comment (the To do list). */
  batch?: boolean;
  rowKey?: string;
  downloadUrl?: string;
  openMode?: (row: Row) => 'view' | 'edit';
  /** Filters a link may set in the address besides the search fields. */
  urlFilters?: string[];
}

/** A list of requests or tasks: open the detail, approve or reject a task, HR-audit an approved request. */
export function ProcessList({ spec }: { spec: ListSpec }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const publicLayout = useIsPublicLayout();
  const { permissions } = useSession();
  const canHrAudit = Boolean(spec.hrAudit) && hasPermission(PROCESS_PERMISSIONS.hrAudit, permissions);
  const fields = useFieldDefinitions((t) => processFields(t, Boolean(spec.tasks), Boolean(spec.hrAudit), Boolean(spec.batch)));
  const [acting, setActing] = useState<{ task?: TaskRef; tasks?: (TaskRef & { label: string })[]; flag: 'ok' | 'reject'; reload: () => void }>();
  const openTasks = (rows: Row[]) =>
    rows
      .filter((row) => row.taskStatus === TASK_STATUS.open)
      .map((row) => ({
        taskId: String(row.taskId),
        processInstanceId: row.processInstanceId as string,
        version: row.taskVersion as number,
        label: `${row.formName ?? ''} ${row.requestNo ?? row.processId ?? ''}`.trim(),
      }));
  const batchToolbar = (ctx: CrudContext) => (
    <Space>
      {spec.toolbar?.(ctx)}
      {(['ok', 'reject'] as const).map((flag) => (
        <Button
          key={flag}
          danger={flag === 'reject'}
          disabled={openTasks(ctx.selected).length === 0}
          onClick={() => setActing({ tasks: openTasks(ctx.selected), flag, reload: ctx.reload })}
        >
          {t(flag === 'ok' ? 'flow.approveSelected' : 'flow.rejectSelected')}
        </Button>
      ))}
    </Space>
  );
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
      {canHrAudit && row.flowStatus === FLOW_STATUS.approved && row.hrAudited === 0 && (
        <Button type="link" size="small" onClick={() => hrAudit(row, ctx.reload)}>
          {t('flow.hrAudit')}
        </Button>
      )}
      {spec.tasks && row.taskStatus === TASK_STATUS.open && (
        <>
          <Button
            type="link"
            size="small"
            onClick={() =>
              setActing({
                task: {
                  taskId: String(row.taskId),
                  processInstanceId: row.processInstanceId as string,
                  version: row.taskVersion as number,
                  formId: String(row.formId),
                },
                flag: 'ok',
                reload: ctx.reload,
              })
            }
          >
            {t('flow.approve')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              setActing({
                task: {
                  taskId: String(row.taskId),
                  processInstanceId: row.processInstanceId as string,
                  version: row.taskVersion as number,
                  formId: String(row.formId),
                },
                flag: 'reject',
                reload: ctx.reload,
              })
            }
          >
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
        toolbar={spec.batch ? batchToolbar : spec.toolbar}
        selectable={spec.batch}
        urlFilters={spec.urlFilters}
      />
      <ApprovalDialog
        task={acting?.task}
        tasks={acting?.tasks}
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

export const mine = (row: Row) => (row.flowStatus === FLOW_STATUS.draft ? 'edit' : 'view');

export const MyApplicationsPage = () => <ProcessList spec={{ titleKey: 'flow.myApplications', url: '/api/mcc-staff/processfield/mySend', openMode: mine }} />;
export const ByAuditorPage = () => <ProcessList spec={{ titleKey: 'flow.byAuditor', url: '/api/mcc-staff/processfield/approverProcess' }} />;
export const AuditPage = () => (
  <ProcessList
    spec={{
      titleKey: 'flow.audit',
      url: '/api/mcc-staff/processfield/page',
      downloadUrl: '/api/mcc-staff/processfield/exportProcess',
      hrAudit: true,
      urlFilters: ['formId'],
    }}
  />
);
export const TodoPage = () => (
  <ProcessList spec={{ titleKey: 'flow.todo', url: '/api/blade-flow/work/todo-list', tasks: true, batch: true, rowKey: 'taskId', openMode: () => 'edit' }} />
);
export const DonePage = () => <ProcessList spec={{ titleKey: 'flow.done', url: '/api/blade-flow/work/done-list', tasks: true, rowKey: 'taskId' }} />;
export const SentPage = () => <ProcessList spec={{ titleKey: 'flow.sent', url: '/api/blade-flow/work/send-list', openMode: mine }} />;
export const SharedPage = () => <ProcessList spec={{ titleKey: 'flow.shared', url: '/api/mcc-staff/forwardprocess/recipientPage' }} />;

/** In-app messages: open the request, mark read (the header's unread count follows). */
function MessageList({ titleKey, categories }: { titleKey: string; categories: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const publicLayout = useIsPublicLayout();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'category',
      fieldLabel: t('flow.category'),
      fieldType: 'select',
      search: 1,
      sort: 1,
      fieldOption: { options: categories.map((c) => ({ value: c, label: t(`flow.categories.${c}`) })) },
    },
    {
      fieldName: 'requestNo',
      fieldLabel: t('flow.processId'),
      fieldType: 'input',
      sort: 2,
      fieldOption: { width: 160, display: (row) => String(row.requestNo ?? '') },
    },
    { fieldName: 'title', fieldLabel: t('flow.title'), fieldType: 'input', sort: 2 },
    { fieldName: 'content', fieldLabel: t('flow.content'), fieldType: 'input', sort: 3 },
    {
      fieldName: 'isRead',
      fieldLabel: t('flow.isRead'),
      fieldType: 'select',
      search: 1,
      sort: 4,
      fieldOption: {
        options: [
          { value: 0, label: t('flow.unread') },
          { value: 1, label: t('flow.isRead') },
        ],
      },
    },
    { fieldName: 'createTime', fieldLabel: t('flow.createTime'), fieldType: 'datetime', sort: 5 },
  ]);
  const categoryFilter = categories === MESSAGE_CATEGORIES ? undefined : categories.join(',');
  const read = async (ids: string[] | undefined, reload: () => void) => {
    await markMessagesRead(ids, categoryFilter);
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
            <Button
              type="link"
              size="small"
              onClick={() => {
                void read([String(row.id)], () => undefined);
                navigate(detailPath(String(row.instanceId), 'view', publicLayout));
              }}
            >
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

export const MessagesPage = () => <MessageList titleKey="flow.messageList" categories={MESSAGE_CATEGORIES} />;
export const NotificationsPage = () => <MessageList titleKey="flow.notifications" categories={NOTIFICATION_CATEGORIES} />;
