import { useState } from 'react';
import { Button, Form, InputNumber, Modal, Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OPEN_PROBATION_STATUSES, PROBATION_PERMISSIONS } from '@hr/contracts';
import { CrudPage, type CrudContext } from '../../shared/crud/CrudPage';
import type { RowOf } from '../../shared/crud/resource';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { PROBATION_BASE, probationApi } from './api';
import { ACTIONS, actionsFor, daysLeftTone, recordRef, type ProbationAction } from './logic';
import { recordStatusField, staffColumns, withDaysLeftTone } from './fields';
import { StatCards } from './StatCards';
import { AssessedStaffTable } from './AssessedStaffTable';

type Row = Record<string, unknown>;
const resource = { key: `${PROBATION_BASE}/pageProbationStaff`, list: probationApi.probationStaff };

/** Extends a probation by a number of months. */
/** A row of the list, as the OpenAPI document declares it. */
type Listed = RowOf<typeof resource>;

function ExtendDialog({ row, onClose, onDone }: { row?: Row; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ months: number; remark?: string }>();
  return (
    <Modal
      open={Boolean(row)}
      title={t('probation.extendTitle', { name: row?.enName })}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        const v = await form.validateFields();
        await probationApi.act('extendedProbation', { ...recordRef(row!), months: v.months });
        onDone();
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ months: 1 }}>
        <Form.Item name="months" label={t('probation.months')} rules={[{ required: true, message: t('rules.required', { field: t('probation.months') }) }]}>
          <InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ProbationStaffList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { permissions } = useSession();
  const [extending, setExtending] = useState<{ row: Row; context: CrudContext<Listed> }>();
  const stats = useQuery({ queryKey: ['probation', 'stats'], queryFn: probationApi.stats });
  const pending = useQuery({ queryKey: ['probation', 'pending'], queryFn: probationApi.pending });
  const confirmed = useQuery({ queryKey: ['probation', 'confirmed'], queryFn: probationApi.confirmed });
  const noticeDays = stats.data?.noticeDays ?? 14;
  const fields = useFieldDefinitions((t) => [
    ...staffColumns(t),
    { fieldName: 'entryDate', fieldLabel: t('probation.entryDate'), fieldType: 'date', sort: 4, fieldOption: { hideInForm: true } },
    { fieldName: 'probationEndDate', fieldLabel: t('probation.probationEndDate'), fieldType: 'date', sort: 5, fieldOption: { hideInForm: true } },
    { fieldName: 'daysLeft', fieldLabel: t('probation.daysLeft'), fieldType: 'number', sort: 6, fieldOption: { hideInForm: true } },
    // starts hidden (column chooser) so the list fits 1440 px
    { fieldName: 'extendCount', fieldLabel: t('probation.extensions'), fieldType: 'number', sort: 7, fieldOption: { hideInForm: true, columnHidden: true } },
    recordStatusField(t, OPEN_PROBATION_STATUSES),
  ]);
  const shownFields = withDaysLeftTone(fields, (r) => daysLeftTone(Number(r.daysLeft), noticeDays));
  const refresh = (context: CrudContext<Listed>) => {
    context.reload();
    void client.invalidateQueries({ queryKey: ['probation'] });
  };
  const run = (action: ProbationAction, row: Listed, context: CrudContext<Listed>) => {
    if (action === 'extend') return setExtending({ row, context });
    if (action === 'openRequest') return void navigate(`/flow/detail?processId=${String(row.processId)}`);
    // the command's id: the probation record, or the staff before one exists
    const target = { ...row, id: row.recordId ?? row.staffId };
    context.confirmCommand([target], {
      title: t(`probation.${action}`),
      content: t(`probation.${action}Confirm`, { name: row.enName }),
      danger: ACTIONS[action].danger,
      run: async () => {
        await probationApi.act(ACTIONS[action].call!, recordRef(row));
        void client.invalidateQueries({ queryKey: ['probation'] });
      },
    });
  };
  return (
    <>
      <StatCards
        cards={[
          { key: 'total', title: t('probation.stats.total'), value: stats.data?.total },
          { key: 'endingSoon', title: t('probation.stats.endingSoon', { days: noticeDays }), value: stats.data?.endingSoon, tone: 'warning' },
          { key: 'overdue', title: t('probation.stats.overdue'), value: stats.data?.overdue, tone: 'danger' },
          { key: 'assessing', title: t('probation.stats.assessing'), value: stats.data?.assessing },
          { key: 'pending', title: t('probation.stats.pending'), value: pending.data },
          { key: 'confirmed', title: t('probation.stats.confirmed'), value: confirmed.data },
        ]}
      />
      <CrudPage
        title={t('probation.probationStaff')}
        resource={resource}
        rowKey="staffId"
        fields={shownFields}
        urlFilters={['endingWithinDays']}
        buttons={{ add: false, edit: false, view: false, delete: false }}
        downloadUrl={hasPermission(PROBATION_PERMISSIONS.export, permissions) ? `${PROBATION_BASE}/exportProbationStaff` : undefined}
        rowActions={(row, context) =>
          actionsFor(row, permissions).map((action) => (
            <Button key={action} type="link" size="small" danger={ACTIONS[action].danger} onClick={() => run(action, row, context)}>
              {t(`probation.${action}`)}
            </Button>
          ))
        }
      />
      <ExtendDialog
        row={extending?.row}
        onClose={() => setExtending(undefined)}
        onDone={() => {
          notify.success(t('prompt.success'));
          if (extending) refresh(extending.context);
          setExtending(undefined);
        }}
      />
    </>
  );
}

/** Probation: the staff on probation with statistics and actions, and the assessed-staff summary. */
export default function ProbationPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'staff', label: t('probation.probationStaff'), children: <ProbationStaffList /> },
        { key: 'assessed', label: t('probation.assessedStaff'), children: <AssessedStaffTable /> },
      ]}
    />
  );
}
