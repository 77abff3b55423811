import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECRUIT_PERMISSIONS, RESUME_FILES } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { useSession } from '../../app/session/session';
import { notify } from '../../app/notify';
import { recruitApi, resumeResource as resource } from './api';
import { deptField, jobField } from './fields';

/** Invite: creates the interview and e-mails the candidate the invitation link; the link is shown too. */
function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<string>();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'name', fieldLabel: t('recruit.name'), fieldType: 'input', required: 1, span: 12 },
    { fieldName: 'email', fieldLabel: t('recruit.email'), fieldType: 'input', required: 1, span: 12, fieldOption: { rules: 'email' } },
    { fieldName: 'mobile', fieldLabel: t('recruit.mobile'), fieldType: 'input', span: 12 },
    jobField(t),
    deptField(t),
    { fieldName: 'interviewDate', fieldLabel: t('recruit.interviewDate'), fieldType: 'datetime', span: 12 },
  ]);
  const close = () => {
    setLink(undefined);
    onClose();
  };
  return (
    <Modal title={t('recruit.invite')} open={open} onCancel={close} footer={null} destroyOnHidden width={640}>
      {link ? (
        <Typography.Paragraph data-testid="invitation-link" copyable={{ text: `${window.location.origin}${link}` }}>
          {t('recruit.invited', { url: `${window.location.origin}${link}` })}
        </Typography.Paragraph>
      ) : (
        <FormRenderer
          fields={fields}
          mode="add"
          submitText={t('recruit.invite')}
          onCancel={close}
          onSubmit={async (values) => {
            const answer = await recruitApi.invite(values);
            notify.success(t('prompt.success'));
            setLink(answer.url);
          }}
        />
      )}
    </Modal>
  );
}

export default function ResumePage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [inviting, setInviting] = useState(false);
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'name', fieldLabel: t('recruit.name'), fieldType: 'input', required: 1, search: 1, span: 12 },
    // at 1440 px the list shows what HR sorts by; the English name and sex start hidden (the column chooser shows them)
    { fieldName: 'enName', fieldLabel: t('recruit.enName'), fieldType: 'input', span: 12, fieldOption: { columnHidden: true } },
    {
      fieldName: 'sex',
      fieldLabel: t('recruit.sex'),
      fieldType: 'radio',
      span: 12,
      fieldOption: {
        columnHidden: true,
        options: [
          { label: t('recruit.male'), value: 1 },
          { label: t('recruit.female'), value: 2 },
        ],
      },
    },
    { fieldName: 'nric', fieldLabel: t('recruit.nric'), fieldType: 'input', span: 12, fieldOption: { hideInTable: true } },
    { fieldName: 'mobile', fieldLabel: t('recruit.mobile'), fieldType: 'input', search: 1, span: 12 },
    { fieldName: 'email', fieldLabel: t('recruit.email'), fieldType: 'input', search: 1, span: 12, fieldOption: { rules: 'email' } },
    { fieldName: 'nationality', fieldLabel: t('recruit.nationality'), fieldType: 'select', dictCode: 'country', span: 12 },
    { fieldName: 'highestEducation', fieldLabel: t('recruit.highestEducation'), fieldType: 'input', span: 12 },
    { fieldName: 'expectedSalary', fieldLabel: t('recruit.expectedSalary'), fieldType: 'number', span: 12, fieldOption: { numberMin: 0 } },
    {
      ...jobField(t),
      fieldOption: {
        treeUrl: '/api/mcc-staff/job/page',
        treeParams: { current: 1, size: 100 },
        labelKey: 'jobName',
        valueKey: 'id',
        display: (row) => String(row.jobName ?? ''),
      },
    },
    ...Object.values(RESUME_FILES).map((alias) => ({
      fieldName: alias,
      fieldLabel: t(`recruit.${alias}`),
      fieldType: 'upload' as const,
      span: 24,
      fieldOption: { hideInTable: true },
    })),
  ]);
  return (
    <>
      <CrudPage
        title={t('recruit.resumes')}
        resource={resource}
        fields={fields}
        permissionPrefix={RECRUIT_PERMISSIONS.resume.menu}
        downloadUrl="/api/mcc-staff/resume/excel"
        toolbar={() =>
          permissions.includes(RECRUIT_PERMISSIONS.resume.invite) ? (
            <Button type="primary" onClick={() => setInviting(true)} data-testid="invite-candidate">
              {t('recruit.invite')}
            </Button>
          ) : null
        }
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
