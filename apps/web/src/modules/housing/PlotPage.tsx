import { useTranslation } from 'react-i18next';
import { HOUSING_PERMISSIONS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { plotResource as resource } from './api';

/** Dormitories (plots) with their buildings, rooms, beds and occupied beds. */
export default function PlotPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'plotName',
      fieldLabel: t('housing.plotName'),
      fieldType: 'input',
      required: 1,
      search: 1,
      span: 12,
      sort: 1,
      fieldOption: { maxLength: 100 },
    },
    { fieldName: 'address', fieldLabel: t('housing.address'), fieldType: 'input', span: 24, sort: 2, fieldOption: { maxLength: 300 } },
    { fieldName: 'postalCode', fieldLabel: t('housing.postalCode'), fieldType: 'input', span: 12, sort: 3, fieldOption: { maxLength: 20, hideInTable: true } },
    {
      fieldName: 'contactPerson',
      fieldLabel: t('housing.contactPerson'),
      fieldType: 'input',
      span: 12,
      sort: 4,
      fieldOption: { maxLength: 100, hideInTable: true },
    },
    {
      fieldName: 'contactNumber',
      fieldLabel: t('housing.contactNumber'),
      fieldType: 'input',
      span: 12,
      sort: 5,
      fieldOption: { maxLength: 50, hideInTable: true },
    },
    { fieldName: 'buildingCount', fieldLabel: t('housing.buildings'), fieldType: 'text', sort: 6, fieldOption: { modes: ['view'] } },
    { fieldName: 'roomCount', fieldLabel: t('housing.rooms'), fieldType: 'text', sort: 7, fieldOption: { modes: ['view'] } },
    { fieldName: 'capacity', fieldLabel: t('housing.beds'), fieldType: 'text', sort: 8, fieldOption: { modes: ['view'] } },
    { fieldName: 'occupancy', fieldLabel: t('housing.occupied'), fieldType: 'text', sort: 9, fieldOption: { modes: ['view'] } },
    { fieldName: 'remark', fieldLabel: t('people.remark'), fieldType: 'textarea', sort: 10, fieldOption: { hideInTable: true, maxLength: 500 } },
  ]);
  return <CrudPage title={t('housing.plots')} resource={resource} fields={fields} permissionPrefix={HOUSING_PERMISSIONS.plot.menu} />;
}
