import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { bladeResource } from '../../shared/crud/resource';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { PROJECT_BASE } from './projectField';

const resource = bladeResource(PROJECT_BASE, { save: 'add', update: 'update' });

export default function ProjectPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'projectCode', fieldLabel: t('people.projectCode'), fieldType: 'input', required: 1, search: 1, span: 12, sort: 1, fieldOption: { maxLength: 50 } },
    { fieldName: 'projectName', fieldLabel: t('people.projectName'), fieldType: 'input', required: 1, search: 1, span: 12, sort: 2, fieldOption: { maxLength: 200 } },
    { fieldName: 'developer', fieldLabel: t('people.developer'), fieldType: 'input', span: 12, sort: 3, fieldOption: { maxLength: 200 } },
    { fieldName: 'nature', fieldLabel: t('people.nature'), fieldType: 'input', span: 12, sort: 4, fieldOption: { maxLength: 100 } },
    { fieldName: 'address', fieldLabel: t('people.address'), fieldType: 'input', sort: 5, fieldOption: { maxLength: 300 } },
    { fieldName: 'startTime', fieldLabel: t('people.startDate'), fieldType: 'date', span: 12, sort: 6 },
    { fieldName: 'remark', fieldLabel: t('people.remark'), fieldType: 'textarea', sort: 9, fieldOption: { hideInTable: true, maxLength: 500 } },
  ]);
  return <CrudPage title={t('people.projects')} resource={resource} fields={fields} permissionPrefix="project" />;
}
