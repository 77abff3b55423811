import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CrudPage } from '../../shared/crud/CrudPage';
import { interviewResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { deptField, interviewStatusName, jobField } from './fields';
import { INTERVIEW_STATUS, RECRUIT_PERMISSIONS } from '@hr/contracts';
import { interviewDate } from '../../shared/fields/values';

/** Interviews: the list (add/edit of the basic data) and the way into the interview view. */
export default function InterviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'name', fieldLabel: t('recruit.name'), fieldType: 'input', required: 1, search: 1, span: 12 },
    { fieldName: 'jobName', fieldLabel: t('recruit.jobName'), fieldType: 'input', search: 1, span: 12, fieldOption: { modes: ['view'] } },
    jobField(t),
    { fieldName: 'email', fieldLabel: t('recruit.email'), fieldType: 'input', span: 12, fieldOption: { rules: 'email' } },
    { fieldName: 'mobile', fieldLabel: t('recruit.mobile'), fieldType: 'input', span: 12 },
    {
      fieldName: 'interviewDate',
      fieldLabel: t('recruit.interviewDate'),
      fieldType: 'datetime',
      span: 12,
      fieldOption: { display: (row) => interviewDate(row.interviewDate) },
    },
    deptField(t),
    {
      fieldName: 'status',
      fieldLabel: t('recruit.status'),
      fieldType: 'select',
      search: 1,
      span: 12,
      fieldOption: {
        hideInForm: true,
        options: Object.values(INTERVIEW_STATUS).map((value) => ({ value, label: interviewStatusName(t, value) })),
        display: (row) => `${interviewStatusName(t, row.status)}${row.closed ? ` (${t('recruit.closed')})` : ''}`,
      },
    },
  ]);
  return (
    <CrudPage
      title={t('recruit.interviews')}
      resource={resource}
      fields={fields}
      permissionPrefix={RECRUIT_PERMISSIONS.interview.menu}
      downloadUrl="/api/mcc-staff/interview/excel"
      buttons={{ view: false }}
      rowActions={(row) => (
        <Button
          type="link"
          size="small"
          data-testid={`open-interview-${String(row.name)}`}
          onClick={() => navigate(`/recruit/interview/view?id=${String(row.id)}`)}
        >
          {t('recruit.viewInterview')}
        </Button>
      )}
    />
  );
}
