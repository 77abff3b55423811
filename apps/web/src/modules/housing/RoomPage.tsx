import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSING_PERMISSIONS, ROOM_STATUS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { HOUSING, pickField, plotField, ROOM_BASE as BASE, roomResource as resource } from './api';
import { ImportButton } from './ImportButton';

/** Rooms with their beds (capacity), occupied and free beds; open or closed to new occupants. */
export default function RoomPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    plotField(t('housing.plot'), { search: 1, sort: 0 }, { hideInForm: true }),
    pickField(
      'buildingId',
      t('housing.building'),
      `${HOUSING}/dwellbuilding/list`,
      'label',
      { required: 1, sort: 1 },
      { display: (row) => `Blk ${String(row.blkNo ?? '')}` },
    ),
    { fieldName: 'roomNo', fieldLabel: t('housing.roomNo'), fieldType: 'input', required: 1, search: 1, span: 12, sort: 2, fieldOption: { maxLength: 50 } },
    { fieldName: 'floor', fieldLabel: t('housing.floor'), fieldType: 'input', span: 12, sort: 3, fieldOption: { maxLength: 20 } },
    {
      fieldName: 'capacity',
      fieldLabel: t('housing.beds'),
      fieldType: 'number',
      required: 1,
      span: 12,
      sort: 4,
      fieldOption: { numberMin: 1, numberMax: 100 },
    },
    { fieldName: 'occupancy', fieldLabel: t('housing.occupied'), fieldType: 'text', sort: 5, fieldOption: { modes: ['view'] } },
    {
      fieldName: 'free',
      fieldLabel: t('housing.free'),
      fieldType: 'text',
      sort: 6,
      fieldOption: { modes: ['view'], display: (row) => <Tag color={Number(row.free) > 0 ? 'green' : 'red'}>{String(row.free ?? '')}</Tag> },
    },
    {
      fieldName: 'status',
      fieldLabel: t('people.status'),
      fieldType: 'select',
      search: 1,
      span: 12,
      sort: 7,
      defaultValue: ROOM_STATUS.OPEN,
      fieldOption: {
        options: [
          { label: t('housing.open'), value: ROOM_STATUS.OPEN },
          { label: t('housing.closed'), value: ROOM_STATUS.CLOSED },
        ],
      },
    },
    { fieldName: 'remark', fieldLabel: t('people.remark'), fieldType: 'textarea', sort: 8, fieldOption: { hideInTable: true, maxLength: 500 } },
  ]);
  return (
    <CrudPage
      title={t('housing.roomList')}
      resource={resource}
      fields={fields}
      permissionPrefix={HOUSING_PERMISSIONS.room.menu}
      urlFilters={['buildingId']}
      toolbar={(context) => (
        <ImportButton
          permission={HOUSING_PERMISSIONS.room.import}
          uploadUrl={`${BASE}/unitExcel2`}
          templateUrl={`${BASE}/unitExcel`}
          templateName="room-import-template.xlsx"
          onImported={context.reload}
        />
      )}
    />
  );
}
