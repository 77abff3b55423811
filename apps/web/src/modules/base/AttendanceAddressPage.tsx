import { ATTENDANCE_ADDRESS_PERMISSIONS } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { attendanceAddressResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { projectField } from './projectField';

/** Where staff and workers may clock in: a project's site, its position and radius, the clock-card IP. */
export default function AttendanceAddressPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'addressName',
      fieldLabel: t('admin.addresses.name'),
      fieldType: 'input',
      required: 1,
      search: 1,
      sort: 1,
      fieldOption: { maxLength: 200, width: 200 },
    },
    projectField(t('admin.addresses.project'), { search: 1, sort: 2 }),
    { fieldName: 'address', fieldLabel: t('admin.addresses.address'), fieldType: 'input', sort: 3, span: 24, fieldOption: { maxLength: 500, width: 260 } },
    {
      fieldName: 'latitude',
      fieldLabel: t('admin.addresses.latitude'),
      fieldType: 'number',
      span: 12,
      sort: 4,
      fieldOption: { numberMin: -90, numberMax: 90, precision: 6, hideInTable: true },
    },
    {
      fieldName: 'longitude',
      fieldLabel: t('admin.addresses.longitude'),
      fieldType: 'number',
      span: 12,
      sort: 5,
      fieldOption: { numberMin: -180, numberMax: 180, precision: 6, hideInTable: true },
    },
    {
      fieldName: 'radius',
      fieldLabel: t('admin.addresses.radius'),
      fieldType: 'number',
      span: 12,
      sort: 6,
      fieldOption: { numberMin: 1, numberMax: 100000, width: 100 },
    },
    {
      fieldName: 'clockCardIp',
      fieldLabel: t('admin.addresses.clockCardIp'),
      fieldType: 'input',
      span: 12,
      sort: 7,
      fieldOption: { maxLength: 200, width: 140 },
    },
    {
      fieldName: 'isIbeacon',
      fieldLabel: t('admin.addresses.ibeacon'),
      fieldType: 'radio',
      span: 12,
      sort: 8,
      defaultValue: 0,
      fieldOption: {
        width: 90,
        options: [
          { value: 1, label: t('common.yes') },
          { value: 0, label: t('common.no') },
        ],
      },
    },
  ]);
  return <CrudPage title={t('admin.addresses.title')} resource={resource} fields={fields} permissionPrefix={ATTENDANCE_ADDRESS_PERMISSIONS.menu} />;
}
