import { useMemo, useState } from 'react';
import { api } from '../../app/http/api';
import { Button, Card, Descriptions, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DELEGATION_PERMISSIONS, STAFF_UPDATE_STATUS } from '@hr/contracts';
import { useNavigate, useParams } from 'react-router';
import { CrudPage } from '../../shared/crud/CrudPage';
import { bladeResource } from '../../shared/crud/resource';
import type { FieldDefinition } from '../../shared/fields/definition';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { STAFF_BASE } from './staffFields';
import { useSession } from '../../app/session/session';
import { hasPermission } from '../../shared/crud/buttons';
import { ReassignTasks } from '../flow/ReassignDialog';


const text = (name: string, label: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ fieldName: name, fieldLabel: label, fieldType: 'input', span: 12, ...extra });
const day = (name: string, label: string): FieldDefinition => ({ fieldName: name, fieldLabel: label, fieldType: 'date', span: 12 });

/** The sub-record sets of a staff (seed 001 section 5), each a CRUD page under /api/mcc-staff/<path>. */
const SETS: Array<{ key: string; path: string; fields: (t: TFunction) => FieldDefinition[]; readOnly?: boolean }> = [
  {
    key: 'family', path: 'infofamily',
    fields: (t) => [text('name', t('people.name'), { required: 1 }), text('relationship', t('people.relationship'), { required: 1 }), text('mobile', t('people.mobile')), day('birthday', t('people.birthday')), text('occupation', t('people.occupation'))],
  },
  {
    key: 'employment', path: 'employment',
    fields: (t) => [text('companyName', t('people.companyName'), { required: 1 }), text('position', t('people.position')), day('startDate', t('people.startDate')), day('endDate', t('people.endDate')), text('leaveReason', t('people.leaveReason'))],
  },
  {
    key: 'certificates', path: 'infocert',
    fields: (t) => [text('certName', t('people.certName'), { required: 1 }), text('certNo', t('people.certNo')), text('issuer', t('people.issuer')), day('issueDate', t('people.issueDate')), day('expiryDate', t('people.expiryDate'))],
  },
  {
    key: 'contacts', path: 'infocontact',
    fields: (t) => [text('name', t('people.name'), { required: 1 }), text('relationship', t('people.relationship')), text('mobile', t('people.mobile'), { required: 1 }), text('address', t('people.address'))],
  },
  {
    key: 'education', path: 'infoedu',
    fields: (t) => [text('school', t('people.school'), { required: 1 }), text('degree', t('people.degree')), text('major', t('people.major')), day('startDate', t('people.startDate')), day('endDate', t('people.endDate'))],
  },
  {
    key: 'projects', path: 'propertyproject',
    fields: (t) => [text('projectName', t('people.projectName'), { required: 1 }), text('role', t('people.role')), text('contractValue', t('people.contractValue')), day('startDate', t('people.startDate')), day('endDate', t('people.endDate'))],
  },
  {
    key: 'updateLog', path: 'updatelog', readOnly: true,
    fields: (t) => [
      { fieldName: 'changes', fieldLabel: t('people.changes'), fieldType: 'textarea' },
      { fieldName: 'auditStatus', fieldLabel: t('people.auditStatus'), fieldType: 'select', fieldOption: { options: [{ label: t('people.pending'), value: STAFF_UPDATE_STATUS.PENDING }, { label: t('people.adopted'), value: STAFF_UPDATE_STATUS.ADOPTED }, { label: t('people.failed'), value: STAFF_UPDATE_STATUS.FAILED }] } },
      { fieldName: 'createTime', fieldLabel: t('people.createTime'), fieldType: 'text' },
    ],
  },
];

function SubRecords({ staffId, set }: { staffId: string; set: (typeof SETS)[number] }) {
  const fields = useFieldDefinitions(set.fields);
  const resource = useMemo(() => bladeResource(`/api/mcc-staff/${set.path}`, { save: 'save', update: 'update' }), [set.path]);
  return (
    <CrudPage
      resource={resource}
      fields={fields}
      query={{ staffId }}
      newRowDefaults={{ staffId }}
      buttons={set.readOnly ? { add: false, edit: false, delete: false } : undefined}
    />
  );
}

/** A staff's summary and the tabs of its sub-records. */
export default function StaffDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const staff = useQuery({ queryKey: ['staff-detail', id], queryFn: () => api.get(`${STAFF_BASE}/detail`, { id }), enabled: Boolean(id) });
  const row: Partial<NonNullable<typeof staff.data>> = staff.data ?? {};
  // a leaver's open approvals go to someone else in one action (each task its own transaction on the server)
  const canReassign = hasPermission(DELEGATION_PERMISSIONS.reassign, useSession().permissions) && Boolean(row.userId);
  const [reassigning, setReassigning] = useState(false);
  return (
    <Card
      size="small"
      title={`${String(row.enName ?? '')} ${row.staffNo ? `(${String(row.staffNo)})` : ''}`}
      extra={
        <Space>
          {canReassign && <Button onClick={() => setReassigning(true)}>{t('delegation.reassign')}</Button>}
          <Button onClick={() => void navigate('/staff')}>{t('common.back')}</Button>
        </Space>
      }
      loading={staff.isLoading}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'dept', label: t('people.department'), children: String(row.deptName ?? '') },
          { key: 'job', label: t('people.jobTitle'), children: String(row.jobTitleName ?? '') },
          { key: 'email', label: t('people.email'), children: String(row.email ?? '') },
        ]}
      />
      {canReassign && <ReassignTasks open={reassigning} onClose={() => setReassigning(false)} fromUserId={String(row.userId)} />}
      <Tabs items={SETS.map((set) => ({ key: set.key, label: t(`people.tab.${set.key}`), children: <SubRecords staffId={id} set={set} /> }))} destroyOnHidden />
    </Card>
  );
}
