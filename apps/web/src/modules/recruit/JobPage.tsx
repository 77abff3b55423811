import { useTranslation } from 'react-i18next';
import { RECRUIT_PERMISSIONS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { jobResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { deptField } from './fields';

export default function JobPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'jobName', fieldLabel: t('recruit.jobName'), fieldType: 'input', required: 1, search: 1, span: 12 },
    deptField(t),
    { fieldName: 'headcount', fieldLabel: t('recruit.headcount'), fieldType: 'number', span: 12, fieldOption: { numberMin: 0, numberMax: 10000 } },
    { fieldName: 'location', fieldLabel: t('recruit.location'), fieldType: 'input', span: 12 },
    {
      fieldName: 'status',
      fieldLabel: t('recruit.status'),
      fieldType: 'select',
      span: 12,
      search: 1,
      defaultValue: 1,
      fieldOption: {
        options: [
          { label: t('recruit.open'), value: 1 },
          { label: t('recruit.closedJob'), value: 0 },
        ],
      },
    },
    { fieldName: 'description', fieldLabel: t('recruit.description'), fieldType: 'textarea', span: 24, fieldOption: { hideInTable: true } },
    { fieldName: 'requirement', fieldLabel: t('recruit.requirement'), fieldType: 'textarea', span: 24, fieldOption: { hideInTable: true } },
  ]);
  return <CrudPage title={t('recruit.jobs')} resource={resource} fields={fields} permissionPrefix={RECRUIT_PERMISSIONS.job.menu} />;
}
