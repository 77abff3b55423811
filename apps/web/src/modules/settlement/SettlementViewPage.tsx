import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SettlementPermissions, SettlementStatus } from '@hr/contracts';
import { EditableTable } from '../../shared/form/EditableTable';
import { DownloadButton } from '../../shared/widgets/DownloadButton';
import { WorkerSelector } from '../../shared/selectors/WorkerSelector';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { flowApi } from '../flow/api';
import { ProcessTimeline } from '../flow/ProcessTimeline';
import { isEditable, settleOf, settlementApi, totalsOf, type Settlement, type SettlementItem, type SettlementRow } from './api';
import { displayDate } from '../../shared/fields/values';

const ProcessDiagram = lazy(() => import('../flow/ProcessDiagram'));
type Row = Record<string, unknown>;

/** Tab 2: the approval timeline and diagram of the settlement's request. */
function History({ processId }: { processId: string }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: ['flow', 'history', processId], queryFn: () => flowApi.history(processId) });
  const diagram = useQuery({ queryKey: ['flow', 'diagram', processId], queryFn: () => flowApi.diagram(processId) });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card title={t('flow.history')}>
        <ProcessTimeline entries={history.data ?? []} />
      </Card>
      <Card title={t('flow.diagram')}>
        {diagram.data && (
          <Suspense fallback={t('common.loading')}>
            <ProcessDiagram view={diagram.data} />
          </Suspense>
        )}
      </Card>
    </Space>
  );
}

/** Tab 1: worker, last working day, attendance summary, the editable settlement and items tables, totals. */
function Details({ settlement, onSaved }: { settlement: Settlement; onSaved: (s: Settlement) => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { permissions } = useSession();
  const [rows, setRows] = useState<SettlementRow[]>(settlement.rows);
  const [items, setItems] = useState<SettlementItem[]>(settlement.items);
  useEffect(() => {
    setRows(settlement.rows);
    setItems(settlement.items);
  }, [settlement]);
  const editable = isEditable(settlement) && hasPermission(SettlementPermissions.settlements.edit, permissions);
  const canSend = isEditable(settlement) && hasPermission(SettlementPermissions.settlements.send, permissions);
  const totals = useMemo(() => totalsOf(rows, items), [rows, items]);
  const itemOptions = Object.entries(settlement.map).map(([value, label]) => ({ value, label }));
  const rowColumns = useFieldDefinitions((t) => [
    { fieldName: 'itemName', fieldLabel: t('settlement.item'), fieldType: 'input', required: 1, fieldOption: { maxLength: 100 } },
    {
      fieldName: 'amount',
      fieldLabel: t('settlement.amount'),
      fieldType: 'number',
      required: 1,
      fieldOption: { precision: 2, numberMin: -9999999, numberMax: 9999999 },
    },
    { fieldName: 'attendance', fieldLabel: t('settlement.attendance'), fieldType: 'number', fieldOption: { precision: 2, numberMin: 0, numberMax: 10000 } },
    { fieldName: 'settleAmount', fieldLabel: t('settlement.settleAmount'), fieldType: 'text' },
  ]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemOptions is derived from settlement.map
  const itemColumns = useMemo(
    () => [
      { fieldName: 'item', fieldLabel: t('settlement.item'), fieldType: 'select' as const, required: 1 as const, fieldOption: { options: itemOptions } },
      {
        fieldName: 'salary',
        fieldLabel: t('settlement.salary'),
        fieldType: 'number' as const,
        required: 1 as const,
        fieldOption: { precision: 2, numberMin: -9999999, numberMax: 9999999 },
      },
    ],
    [t, settlement.map],
  );
  const save = () =>
    settlementApi.update(
      settlement,
      rows,
      items.filter((i) => Number(i.salary) !== 0),
    );
  const workerTable = [
    {
      key: settlement.workerId,
      employmentCode: settlement.employmentCode,
      name: settlement.name,
      projectName: settlement.projectName,
      specialistName: settlement.specialistName,
      teamName: settlement.teamName,
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {!isEditable(settlement) && <Alert type="info" showIcon message={t('settlement.readOnly')} />}
      <Form layout="vertical">
        <Form.Item label={t('settlement.worker')}>
          <WorkerSelector value={settlement.workerId} disabled />
        </Form.Item>
      </Form>
      <Table
        size="small"
        pagination={false}
        dataSource={workerTable}
        columns={[
          { key: 'employmentCode', dataIndex: 'employmentCode', title: t('settlement.employmentCode') },
          { key: 'name', dataIndex: 'name', title: t('settlement.name') },
          { key: 'projectName', dataIndex: 'projectName', title: t('settlement.project') },
          { key: 'specialistName', dataIndex: 'specialistName', title: t('settlement.specialist') },
          { key: 'teamName', dataIndex: 'teamName', title: t('settlement.team') },
        ]}
      />
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2, md: 4 }}>
        <Descriptions.Item label={t('settlement.lastWorkingDay')}>{displayDate(settlement.resignDate)}</Descriptions.Item>
        <Descriptions.Item label={t('settlement.attendanceDays')}>{settlement.totalAttendanceDays}</Descriptions.Item>
        <Descriptions.Item label={t('settlement.totalHours')}>{settlement.totalHours}</Descriptions.Item>
        <Descriptions.Item label={t('settlement.overtimeHours')}>{settlement.totalOt}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('settlement.settlementTable')}>
        <EditableTable
          columns={rowColumns}
          value={rows as unknown as Row[]}
          disabled={!editable}
          onChange={(next) =>
            setRows((next as unknown as SettlementRow[]).map((r) => ({ ...r, item: r.item || `custom${Date.now()}`, settleAmount: settleOf(r) })))
          }
        />
      </Card>
      <Card size="small" title={t('settlement.itemsTable')}>
        <EditableTable
          columns={itemColumns}
          value={items as unknown as Row[]}
          disabled={!editable}
          onChange={(next) => setItems(next as unknown as SettlementItem[])}
        />
      </Card>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={t('settlement.grossWages')}>
          <Typography.Text strong data-testid="gross-wages">
            {totals.grossWages}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('settlement.nettSalary')}>
          <Typography.Text strong data-testid="nett-salary">
            {totals.nettSalary}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Space>
        {editable && (
          <Button
            onClick={async () => {
              onSaved(await save());
              notify.success(t('prompt.success'));
            }}
          >
            {t('settlement.save')}
          </Button>
        )}
        {canSend && (
          <Button
            type="primary"
            onClick={() =>
              modal.confirm({
                title: t('settlement.send'),
                content: t('settlement.sendConfirm'),
                onOk: async () => {
                  const saved = editable ? await save() : settlement;
                  onSaved(await settlementApi.send(saved));
                  notify.success(t('prompt.success'));
                },
              })
            }
          >
            {t('settlement.send')}
          </Button>
        )}
      </Space>
    </Space>
  );
}

const STATUS_COLORS = {
  [SettlementStatus.DRAFT]: 'default',
  [SettlementStatus.SENT]: 'processing',
  [SettlementStatus.APPROVED]: 'success',
  [SettlementStatus.RETURNED]: 'warning',
} as const;

/** The salary settlement view (seed 000 section 2): two tabs, details and history. */
export default function SettlementViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const q = useQuery({ queryKey: ['settlement', id], queryFn: () => settlementApi.detail(id) });
  const [current, setCurrent] = useState<Settlement>();
  const s = current ?? q.data;
  if (!s) return <Card loading />;
  return (
    <Card
      title={t('settlement.title')}
      extra={
        <Space>
          {s.id && s.settlementStatus === SettlementStatus.APPROVED && (
            <DownloadButton
              testId="payslip-pdf"
              url="/api/mcc-worker/workersalarysettlement/payslip"
              params={{ id: s.id }}
              fileName={`${t('settlement.payslipFile')} - ${s.employmentCode ?? ''} ${s.name ?? ''} - ${s.resignDate.slice(0, 7)}.pdf`}
            >
              {t('settlement.payslip')}
            </DownloadButton>
          )}
          <Tag color={STATUS_COLORS[s.settlementStatus]}>{t(`settlement.statuses.${s.settlementStatus}`)}</Tag>
        </Space>
      }
    >
      <Tabs
        items={[
          { key: 'details', label: t('settlement.details'), children: <Details settlement={s} onSaved={setCurrent} /> },
          {
            key: 'history',
            label: t('settlement.history'),
            disabled: !s.processInstanceId,
            children: s.processId ? <History processId={s.processId} /> : null,
          },
        ]}
      />
    </Card>
  );
}
