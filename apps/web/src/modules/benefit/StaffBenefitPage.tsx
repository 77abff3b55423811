import { useState } from 'react';
import { Button, Descriptions, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_BENEFIT_PERMISSIONS } from '@hr/contracts';
import { Link } from 'react-router';
import { CrudPage, type CrudContext } from '../../shared/crud/CrudPage';
import type { RowOf } from '../../shared/crud/resource';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { STAFF_BENEFIT_BASE, benefitApi, totalOf } from './api';
import { displayDateTime } from '../../shared/fields/values';
import { formatMoney } from '../../shared/fields/money';

type Row = Record<string, unknown>;
const resource = { key: `${STAFF_BENEFIT_BASE}/page`, list: benefitApi.staffPage };
/** A row of the list, as the OpenAPI document declares it. */
type Listed = RowOf<typeof resource>;

const money = (v: unknown) => formatMoney(Number(v ?? 0));

/** One staff's balances of the year and the claims behind them (each claim opens its request). */
function BenefitDetail({ staffId }: { staffId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: ['benefit', 'detail', staffId], queryFn: () => benefitApi.staffDetail(staffId) });
  const d = detail.data;
  if (!d) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table
        size="small"
        rowKey="benefitId"
        pagination={false}
        dataSource={d.benefits}
        columns={[
          { title: t('probation.benefitName'), dataIndex: 'benefitName' },
          { title: t('probation.entitled'), dataIndex: 'entitled', render: money },
          { title: t('probation.used'), dataIndex: 'used', render: money },
          { title: t('probation.pending'), dataIndex: 'pending', render: money },
          { title: t('probation.remaining'), dataIndex: 'remaining', render: money },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('common.total', { total: d.benefits.length })}</Table.Summary.Cell>
            {(['entitled', 'used', 'pending', 'remaining'] as const).map((k, i) => (
              <Table.Summary.Cell key={k} index={i + 1}>
                {money(totalOf(d.benefits, k))}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )}
      />
      <Descriptions title={t('probation.claims')} />
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={d.claims}
        columns={[
          { title: t('probation.benefitName'), dataIndex: 'benefitName' },
          { title: t('probation.amount'), dataIndex: 'amount', render: money },
          {
            title: t('probation.status'),
            dataIndex: 'claimStatus',
            render: (v: string) => <Tag>{t(`probation.claimStatuses.${v}`, { defaultValue: v })}</Tag>,
          },
          { title: '', dataIndex: 'processId', render: (id: string, c) => <Link to={`/flow/detail?processId=${id}`}>{displayDateTime(c.createTime)}</Link> },
        ]}
      />
    </Space>
  );
}

/** Staff benefits: each employed staff's level and this year's totals; set levels, see balances and claims. */
export default function StaffBenefitPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [viewing, setViewing] = useState<Row>();
  const [leveling, setLeveling] = useState<{ row: Row; context: CrudContext<Listed> }>();
  const [form] = Form.useForm<{ level: string }>();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'nameOrNo', fieldLabel: t('probation.nameOrNo'), fieldType: 'input', search: 1, sort: 0, fieldOption: { hideInTable: true } },
    { fieldName: 'staffNo', fieldLabel: t('probation.staffNo'), fieldType: 'input', sort: 1 },
    { fieldName: 'enName', fieldLabel: t('probation.name'), fieldType: 'input', sort: 2 },
    { fieldName: 'deptName', fieldLabel: t('probation.department'), fieldType: 'input', sort: 3 },
    { fieldName: 'level', fieldLabel: t('probation.level'), fieldType: 'input', search: 1, sort: 4 },
    ...(['entitled', 'used', 'pending', 'remaining'] as const).map((k, i) => ({
      fieldName: k,
      fieldLabel: t(`probation.${k}`),
      fieldType: 'number' as const,
      sort: 5 + i,
      fieldOption: { display: (r: Row) => money(r[k]) },
    })),
  ]);
  return (
    <>
      <CrudPage
        title={t('probation.staffBenefits')}
        resource={resource}
        rowKey="staffId"
        fields={fields}
        buttons={{ add: false, edit: false, view: false, delete: false }}
        downloadUrl={hasPermission(STAFF_BENEFIT_PERMISSIONS.export, permissions) ? `${STAFF_BENEFIT_BASE}/excel` : undefined}
        rowActions={(row, context) => (
          <>
            <Button type="link" size="small" onClick={() => setViewing(row)}>
              {t('common.view')}
            </Button>
            {hasPermission(STAFF_BENEFIT_PERMISSIONS.edit, permissions) && (
              <Button
                type="link"
                size="small"
                onClick={() => {
                  form.setFieldsValue({ level: String(row.level ?? '') });
                  setLeveling({ row, context });
                }}
              >
                {t('probation.setLevel')}
              </Button>
            )}
          </>
        )}
      />
      <Modal
        open={Boolean(viewing)}
        title={t('probation.benefitsOf', { name: viewing?.enName, year: viewing?.year })}
        footer={null}
        width={760}
        onCancel={() => setViewing(undefined)}
        destroyOnHidden
      >
        {viewing && <BenefitDetail staffId={String(viewing.staffId)} />}
      </Modal>
      <Modal
        open={Boolean(leveling)}
        title={t('probation.setLevelTitle', { name: leveling?.row.enName })}
        onCancel={() => setLeveling(undefined)}
        onOk={async () => {
          const { level } = await form.validateFields();
          await benefitApi.setLevel([String(leveling!.row.staffId)], level?.trim() ?? '');
          notify.success(t('prompt.success'));
          leveling!.context.reload();
          setLeveling(undefined);
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="level" label={t('probation.level')} rules={[{ max: 20 }, { pattern: /^[\w .-]*$/ }]}>
            <Input allowClear />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
