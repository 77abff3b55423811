import { useMemo, useState } from 'react';
import { Button, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DELEGATION_PERMISSIONS, STAFF_PERMISSIONS, STAFF_UPDATE_STATUS } from '@hr/contracts';
import { useParams } from 'react-router';
import { CrudPage } from '../../shared/crud/CrudPage';
import { toField, type FieldDefinition } from '../../shared/fields/definition';
import { FieldDisplay } from '../../shared/form/FieldDisplay';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { openedStaff, staffFields } from './staffFields';
import { staffProfile, staffResource, staffSubRecords } from './api';
import { PersonProfile, type ProfileAnswer, type ProfileSection } from './PersonProfile';
import { useSession } from '../../app/session/session';
import { hasPermission } from '../../shared/crud/buttons';
import { ReassignTasks } from '../flow/ReassignDialog';

const text = (name: string, label: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  fieldName: name,
  fieldLabel: label,
  fieldType: 'input',
  span: 12,
  ...extra,
});
const day = (name: string, label: string): FieldDefinition => ({ fieldName: name, fieldLabel: label, fieldType: 'date', span: 12 });

/** The sub-record sets of a staff (seed 001 section 5), each a CRUD page under /api/mcc-staff/<path>. */
const SETS: Array<{ key: string; path: string; fields: (t: TFunction) => FieldDefinition[]; readOnly?: boolean }> = [
  {
    key: 'family',
    path: 'infofamily',
    fields: (t) => [
      text('name', t('people.name'), { required: 1 }),
      text('relationship', t('people.relationship'), { required: 1 }),
      text('mobile', t('people.mobile')),
      day('birthday', t('people.birthday')),
      text('occupation', t('people.occupation')),
    ],
  },
  {
    key: 'employment',
    path: 'employment',
    fields: (t) => [
      text('companyName', t('people.companyName'), { required: 1 }),
      text('position', t('people.position')),
      day('startDate', t('people.startDate')),
      day('endDate', t('people.endDate')),
      text('leaveReason', t('people.leaveReason')),
    ],
  },
  {
    key: 'certificates',
    path: 'infocert',
    fields: (t) => [
      text('certName', t('people.certName'), { required: 1 }),
      text('certNo', t('people.certNo')),
      text('issuer', t('people.issuer')),
      day('issueDate', t('people.issueDate')),
      day('expiryDate', t('people.expiryDate')),
    ],
  },
  {
    key: 'contacts',
    path: 'infocontact',
    fields: (t) => [
      text('name', t('people.name'), { required: 1 }),
      text('relationship', t('people.relationship')),
      text('mobile', t('people.mobile'), { required: 1 }),
      text('address', t('people.address')),
    ],
  },
  {
    key: 'education',
    path: 'infoedu',
    fields: (t) => [
      text('school', t('people.school'), { required: 1 }),
      text('degree', t('people.degree')),
      text('major', t('people.major')),
      day('startDate', t('people.startDate')),
      day('endDate', t('people.endDate')),
    ],
  },
  {
    key: 'projects',
    path: 'propertyproject',
    fields: (t) => [
      text('projectName', t('people.projectName'), { required: 1 }),
      text('role', t('people.role')),
      text('contractValue', t('people.contractValue')),
      day('startDate', t('people.startDate')),
      day('endDate', t('people.endDate')),
    ],
  },
  {
    key: 'updateLog',
    path: 'updatelog',
    readOnly: true,
    fields: (t) => [
      { fieldName: 'changes', fieldLabel: t('people.changes'), fieldType: 'textarea' },
      {
        fieldName: 'auditStatus',
        fieldLabel: t('people.auditStatus'),
        fieldType: 'select',
        fieldOption: {
          options: [
            { label: t('people.pending'), value: STAFF_UPDATE_STATUS.PENDING },
            { label: t('people.adopted'), value: STAFF_UPDATE_STATUS.ADOPTED },
            { label: t('people.failed'), value: STAFF_UPDATE_STATUS.FAILED },
          ],
        },
      },
      { fieldName: 'createTime', fieldLabel: t('people.createTime'), fieldType: 'text' },
    ],
  },
];

function SubRecords({ staffId, set }: { staffId: string; set: (typeof SETS)[number] }) {
  const fields = useFieldDefinitions(set.fields);
  const resource = useMemo(() => staffSubRecords(set.path), [set.path]);
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

/** The sub-record sets of the staff file, each its own tab. */
function StaffRecords({ staffId }: { staffId: string }) {
  const { t } = useTranslation();
  return (
    <Tabs
      items={SETS.map((set) => ({ key: set.key, label: t(`people.tab.${set.key}`), children: <SubRecords staffId={staffId} set={set} /> }))}
      destroyOnHidden
    />
  );
}

const SECTIONS = (t: TFunction): ProfileSection[] => [
  { key: 'personal', title: t('people.profile.personal'), fields: ['enName', 'cnName', 'nationality', 'birthday', 'mobile', 'email'] },
  { key: 'employment', title: t('people.profile.employment'), fields: ['staffNo', 'deptId', 'jobTitleName', 'entryDate', 'status', 'quitDate', 'remark'] },
];

/** A staff member's profile (the staff list's detail route): header, record, leave, documents, requests, history, sub-records. */
export default function StaffDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { permissions } = useSession();
  const fields = useFieldDefinitions(staffFields);
  const sections = useMemo(() => SECTIONS(t), [t]);
  const profile = useQuery({ queryKey: ['staff-profile', id], queryFn: () => staffProfile(id), enabled: Boolean(id) });
  const row: Partial<NonNullable<typeof profile.data>['record']> = profile.data?.record ?? {};
  // the edit form's duplicate checks skip the values this staff already has
  if (profile.data) openedStaff.set(id, profile.data.record);
  // a leaver's open approvals go to someone else in one action (each task its own transaction on the server)
  const canReassign = hasPermission(DELEGATION_PERMISSIONS.reassign, permissions) && Boolean(row.userId);
  const [reassigning, setReassigning] = useState(false);
  const statusField = fields.find((f) => f.fieldName === 'status');
  return (
    <>
      <PersonProfile
        profile={profile.data as ProfileAnswer | undefined}
        loading={profile.isLoading}
        name={String(row.enName ?? '')}
        number={String(row.staffNo ?? '')}
        status={statusField && <FieldDisplay field={toField(statusField)} value={row.status} />}
        joinDate={row.entryDate}
        leaveDate={row.quitDate}
        placement={[
          { label: t('people.department'), value: String(row.deptName ?? '') },
          { label: t('people.jobTitle'), value: String(row.jobTitleName ?? '') },
        ]}
        managerLabel={t('people.profile.manager')}
        fields={fields}
        sections={sections}
        leave={{ personId: id, userType: 1 }}
        userId={row.userId}
        edit={{
          allowed: hasPermission(STAFF_PERMISSIONS.edit, permissions),
          fields,
          save: (values) => staffResource.update!(values),
          onSaved: () => void profile.refetch(),
        }}
        actions={canReassign && <Button onClick={() => setReassigning(true)}>{t('delegation.reassign')}</Button>}
        extraTabs={[{ key: 'records', label: t('people.records'), children: <StaffRecords staffId={id} /> }]}
        backTo="/staff"
      />
      {canReassign && <ReassignTasks open={reassigning} onClose={() => setReassigning(false)} fromUserId={String(row.userId)} />}
    </>
  );
}
