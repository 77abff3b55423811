import { SPECIALIST_PERMISSIONS } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { specialistResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';

/** Specialist trades (rebar, formwork...): teams and workers are of one trade. */
export default function SpecialistPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'specialistName',
      fieldLabel: t('admin.specialists.name'),
      fieldType: 'input',
      required: 1,
      search: 1,
      sort: 1,
      fieldOption: { maxLength: 100, width: 240 },
    },
    {
      fieldName: 'specialistCode',
      fieldLabel: t('admin.specialists.code'),
      fieldType: 'input',
      required: 1,
      sort: 2,
      fieldOption: { maxLength: 50, width: 160 },
    },
    { fieldName: 'sort', fieldLabel: t('admin.specialists.sort'), fieldType: 'number', sort: 3, fieldOption: { numberMin: 0, numberMax: 32000, width: 100 } },
  ]);
  return <CrudPage title={t('admin.specialists.title')} resource={resource} fields={fields} permissionPrefix={SPECIALIST_PERMISSIONS.menu} />;
}
