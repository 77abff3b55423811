import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttendancePermissions, HolidayKind, SchemeStatus } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { holidaySchemeResource as schemes, holidaysOfScheme } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';

type Row = Record<string, unknown>;

/** The holidays of one scheme: date (weekday derived by the server), name, day off or working day. */
function Holidays({ scheme }: { scheme: Row }) {
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'date', fieldLabel: t('attendance.date'), fieldType: 'date', required: 1, sort: 1 },
    { fieldName: 'week', fieldLabel: t('attendance.week'), fieldType: 'text', sort: 2, fieldOption: { hideInForm: true } },
    { fieldName: 'name', fieldLabel: t('attendance.holidayName'), fieldType: 'input', required: 1, search: 1, sort: 3, fieldOption: { maxLength: 100 } },
    {
      fieldName: 'isLeave',
      fieldLabel: t('attendance.isLeave'),
      fieldType: 'radio',
      sort: 4,
      defaultValue: HolidayKind.DAY_OFF,
      fieldOption: {
        options: [
          { label: t('attendance.isLeave'), value: HolidayKind.DAY_OFF },
          { label: t('attendance.workingDay'), value: HolidayKind.WORKING_DAY },
        ],
      },
    },
  ]);
  return (
    <CrudPage
      resource={holidaysOfScheme(String(scheme.id))}
      fields={fields}
      permissionPrefix={AttendancePermissions.holidaySchemes.menu}
      query={{ schemeId: scheme.id }}
      newRowDefaults={{ schemeId: scheme.id }}
    />
  );
}

/** Holiday schemes (seed 001 section 3) and their holidays. */
export default function HolidaySchemePage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Row>();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'title', fieldLabel: t('attendance.title'), fieldType: 'input', required: 1, search: 1, sort: 1, fieldOption: { maxLength: 100 } },
    {
      fieldName: 'status',
      fieldLabel: t('attendance.status'),
      fieldType: 'radio',
      search: 1,
      sort: 2,
      defaultValue: SchemeStatus.ON,
      fieldOption: {
        options: [
          { label: t('attendance.enabled'), value: SchemeStatus.ON },
          { label: t('attendance.disabled'), value: SchemeStatus.OFF },
        ],
      },
    },
    { fieldName: 'remark', fieldLabel: t('attendance.remark'), fieldType: 'textarea', span: 24, sort: 3 },
  ]);
  return (
    <>
      <CrudPage
        title={t('attendance.holidaySchemes')}
        resource={schemes}
        fields={fields}
        permissionPrefix={AttendancePermissions.holidaySchemes.menu}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row)}>
            {t('attendance.holidays')}
          </Button>
        )}
      />
      <Modal
        open={Boolean(open)}
        title={`${t('attendance.holidays')}: ${String(open?.title ?? '')}`}
        footer={null}
        width={900}
        onCancel={() => setOpen(undefined)}
        destroyOnHidden
      >
        {open && <Holidays scheme={open} />}
      </Modal>
    </>
  );
}
