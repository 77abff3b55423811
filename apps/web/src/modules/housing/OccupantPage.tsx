import { useState } from 'react';
import { Button, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSING_PERMISSIONS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { useSession } from '../../app/session/session';
import { projectField } from '../base/projectField';
import { homelessResource as homeless, plotField, stayResource as stays } from './api';
import { OccupancyDialog, type OccupancyAction } from './OccupancyDialog';

type Row = Record<string, unknown>;
const READ_ONLY = { add: false, edit: false, delete: false, view: false } as const;

interface Dialog {
  action: OccupancyAction;
  workerIds?: string[];
  workerName?: string;
  reload: () => void;
}

/** Who lives where (and lived: history of stays), assignment, moves and check-outs; workers without a room. */
export default function OccupantPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const canEdit = hasPermission(HOUSING_PERMISSIONS.occupant.edit, permissions);
  const [dialog, setDialog] = useState<Dialog>();
  const stayFields = useFieldDefinitions((t) => [
    { fieldName: 'nameOrNo', fieldLabel: t('people.nameOrNo'), fieldType: 'input', search: 1, sort: 0, fieldOption: { hideInTable: true } },
    { fieldName: 'employmentCode', fieldLabel: t('people.employmentCode'), fieldType: 'text', sort: 1 },
    { fieldName: 'name', fieldLabel: t('people.name'), fieldType: 'text', sort: 2 },
    { fieldName: 'projectName', fieldLabel: t('people.projectName'), fieldType: 'text', sort: 3 },
    plotField(t('housing.plot'), { search: 1, sort: 4 }),
    // the dormitory and room name the bed; the block starts hidden so the list fits 1440 px
    { fieldName: 'blkNo', fieldLabel: t('housing.blkNo'), fieldType: 'text', sort: 5, fieldOption: { columnHidden: true } },
    { fieldName: 'roomNo', fieldLabel: t('housing.roomNo'), fieldType: 'text', sort: 6 },
    { fieldName: 'checkInDate', fieldLabel: t('housing.checkInDate'), fieldType: 'date', sort: 7 },
    { fieldName: 'checkOutDate', fieldLabel: t('housing.checkOutDate'), fieldType: 'date', sort: 8 },
    {
      fieldName: 'living',
      fieldLabel: t('housing.stay'),
      fieldType: 'select',
      search: 1,
      sort: 9,
      fieldOption: {
        hideInTable: true,
        options: [
          { label: t('housing.living'), value: 1 },
          { label: t('housing.history'), value: 0 },
        ],
      },
    },
  ]);
  const workerFields = useFieldDefinitions((t) => [
    { fieldName: 'nameOrNo', fieldLabel: t('people.nameOrNo'), fieldType: 'input', search: 1, sort: 0, fieldOption: { hideInTable: true } },
    { fieldName: 'employmentCode', fieldLabel: t('people.employmentCode'), fieldType: 'text', sort: 1 },
    { fieldName: 'name', fieldLabel: t('people.name'), fieldType: 'text', sort: 2 },
    { fieldName: 'finNo', fieldLabel: t('people.finNo'), fieldType: 'text', sort: 3 },
    projectField(t('people.projectName'), { search: 1, sort: 4 }),
    { fieldName: 'teamName', fieldLabel: t('people.team'), fieldType: 'text', sort: 5 },
  ]);
  const label = (row: Row) => `${String(row.name ?? '')} (${String(row.employmentCode ?? '')})`;
  return (
    <>
      <Tabs
        items={[
          {
            key: 'occupants',
            label: t('housing.occupants'),
            children: (
              <CrudPage
                title={t('housing.occupants')}
                resource={stays}
                fields={stayFields}
                buttons={READ_ONLY}
                query={{ living: 1 }}
                toolbar={(context) =>
                  canEdit && (
                    <Button type="primary" onClick={() => setDialog({ action: 'assign', reload: context.reload })}>
                      {t('housing.assign')}
                    </Button>
                  )
                }
                rowActions={(row, context) =>
                  canEdit &&
                  !row.checkOutDate && (
                    <Space size={0}>
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setDialog({ action: 'move', workerIds: [String(row.workerId)], workerName: label(row), reload: context.reload })}
                      >
                        {t('housing.move')}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() => setDialog({ action: 'checkOut', workerIds: [String(row.workerId)], workerName: label(row), reload: context.reload })}
                      >
                        {t('housing.checkOut')}
                      </Button>
                    </Space>
                  )
                }
              />
            ),
          },
          {
            key: 'noRoom',
            label: t('housing.noRoom'),
            children: (
              <CrudPage
                title={t('housing.noRoom')}
                resource={homeless}
                fields={workerFields}
                buttons={READ_ONLY}
                rowActions={(row, context) =>
                  canEdit && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setDialog({ action: 'assign', workerIds: [String(row.id)], workerName: label(row), reload: context.reload })}
                    >
                      {t('housing.assign')}
                    </Button>
                  )
                }
              />
            ),
          },
        ]}
      />
      <OccupancyDialog
        action={dialog?.action}
        workerIds={dialog?.workerIds}
        workerName={dialog?.workerName}
        onClose={() => setDialog(undefined)}
        onDone={() => dialog?.reload()}
      />
    </>
  );
}
