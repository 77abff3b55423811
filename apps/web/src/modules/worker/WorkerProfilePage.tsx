import { useMemo } from 'react';
import { Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useParams } from 'react-router';
import { WORKER_PERMISSIONS } from '@hr/contracts';
import { useSession } from '../../app/session/session';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { PersonProfile, type ProfileAnswer, type ProfileSection } from '../staff/PersonProfile';
import { RenewalPanel } from '../compliance/RenewalPanel';
import { workerFields } from './workerFields';
import { workerProfile, workerResource } from './api';
import { SelfAccessPanel } from './SelfAccessPanel';

const SECTIONS = (t: TFunction): ProfileSection[] => [
  { key: 'personal', title: t('people.profile.personal'), fields: ['name', 'nationality', 'finNo', 'mobile', 'passportNumber', 'passportExpiryDate'] },
  {
    key: 'employment',
    title: t('people.profile.employment'),
    fields: ['employmentCode', 'projectId', 'teamId', 'entryDate', 'isSupervisor', 'wpNumber', 'wpExpiryDate'],
  },
  { key: 'housing', title: t('people.profile.housingAndBank'), fields: ['dormitory', 'blk', 'room', 'bankName', 'bankAccountName', 'bankAccountNo', 'remark'] },
];

/** A worker's profile (the worker list's detail route): header, record, leave, documents with renewals, requests, history. */
export default function WorkerProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { permissions } = useSession();
  const fields = useFieldDefinitions(workerFields);
  const sections = useMemo(() => SECTIONS(t), [t]);
  const profile = useQuery({ queryKey: ['worker-profile', id], queryFn: () => workerProfile(id), enabled: Boolean(id) });
  const row: Partial<NonNullable<typeof profile.data>['record']> = profile.data?.record ?? {};
  const left = Boolean(row.leaveDate);
  return (
    <PersonProfile
      profile={profile.data as ProfileAnswer | undefined}
      loading={profile.isLoading}
      name={String(row.name ?? '')}
      number={String(row.employmentCode ?? '')}
      status={
        <>
          <Tag color={left ? 'default' : 'green'}>{t(left ? 'people.profile.left' : 'people.profile.active')}</Tag>
          {row.isSupervisor === 1 && <Tag color="blue">{t('people.supervisor')}</Tag>}
          {row.teamMemberStatus === 1 && <Tag color="orange">{t('people.profile.inTransfer')}</Tag>}
          {row.permitExpired === true && <Tag color="error">{t('compliance.permitExpired')}</Tag>}
        </>
      }
      joinDate={row.entryDate}
      leaveDate={row.leaveDate}
      placement={[
        { label: t('people.projectName'), value: String(row.projectName ?? '') },
        { label: t('people.team'), value: String(row.teamName ?? '') },
        { label: t('people.profile.trade'), value: String(row.tradeName ?? row.specialistName ?? '') },
      ]}
      managerLabel={t('people.profile.teamLeader')}
      fields={fields}
      sections={sections}
      leave={{ personId: id, userType: 2 }}
      userId={row.userId}
      extraLabels={{ roomId: t('people.room'), date: t('people.profile.moveDate') }}
      edit={{
        allowed: hasPermission(WORKER_PERMISSIONS.edit, permissions),
        fields,
        save: (values) => workerResource.update!(values),
        onSaved: () => void profile.refetch(),
      }}
      extraTabs={[
        {
          key: 'renewals',
          label: t('people.profile.tabs.renewals'),
          children: profile.data ? <RenewalPanel worker={row} onRenewed={() => void profile.refetch()} /> : null,
        },
        { key: 'selfAccess', label: t('people.selfAccess.tab'), children: id ? <SelfAccessPanel workerId={id} /> : null },
      ]}
      backTo="/worker"
    />
  );
}
