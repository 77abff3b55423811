import { useState } from 'react';
import { Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttendancePermissions, AttendanceSource, DayType } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { ATTENDANCE_BASE, attendanceResource as resource, confirmMonth } from './api';
import { ImportDialog } from '../../shared/crud/ImportDialog';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { MonthPicker } from '../../shared/widgets/MonthPicker';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';

/** Confirms a month: afterwards its records cannot change (seed 001 section 4). */
function ConfirmMonth({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('attendance.confirmMonth')}</Button>
      <Modal
        open={open}
        title={t('attendance.confirmMonth')}
        okButtonProps={{ disabled: !month, danger: true }}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          await confirmMonth(month);
          notify.success(t('prompt.success'));
          setOpen(false);
          onDone();
        }}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <MonthPicker value={month} onChange={setMonth} placeholder={t('attendance.pickMonth')} />
          {month && <span>{t('attendance.confirmMonthText', { month })}</span>}
        </Space>
      </Modal>
    </>
  );
}

/** Daily attendance records of workers: HR entry, import from an attendance file, monthly confirmation. */
export default function AttendanceRecordPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [importing, setImporting] = useState<() => void>();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'workerId', fieldLabel: t('attendance.worker'), fieldType: 'worker', required: 1, search: 1, sort: 1, fieldOption: { hideInTable: true } },
    { fieldName: 'employmentCode', fieldLabel: t('attendance.employmentCode'), fieldType: 'text', sort: 2, fieldOption: { hideInForm: true } },
    { fieldName: 'workerName', fieldLabel: t('attendance.name'), fieldType: 'text', sort: 3, fieldOption: { hideInForm: true } },
    { fieldName: 'month', fieldLabel: t('attendance.month'), fieldType: 'month', search: 1, sort: 4, fieldOption: { hideInTable: true, hideInForm: true } },
    { fieldName: 'attendanceDate', fieldLabel: t('attendance.attendanceDate'), fieldType: 'date', sort: 5, fieldOption: { hideInForm: true } },
    { fieldName: 'clockInTime', fieldLabel: t('attendance.clockInTime'), fieldType: 'datetime', required: 1, sort: 6 },
    { fieldName: 'clockOutTime', fieldLabel: t('attendance.clockOutTime'), fieldType: 'datetime', sort: 7 },
    { fieldName: 'hours', fieldLabel: t('attendance.hours'), fieldType: 'text', sort: 8, fieldOption: { hideInForm: true } },
    { fieldName: 'overtimeHours', fieldLabel: t('attendance.overtimeHours'), fieldType: 'text', sort: 9, fieldOption: { hideInForm: true } },
    {
      fieldName: 'dayType',
      fieldLabel: t('attendance.dayType'),
      fieldType: 'select',
      sort: 10,
      // the day type, source and remark start hidden (column chooser) so the list fits 1440 px
      fieldOption: {
        hideInForm: true,
        columnHidden: true,
        options: [
          { label: t('attendance.workday'), value: DayType.WORKING },
          { label: t('attendance.restDay'), value: DayType.REST },
          { label: t('attendance.publicHoliday'), value: DayType.PUBLIC_HOLIDAY },
        ],
      },
    },
    {
      fieldName: 'source',
      fieldLabel: t('attendance.source'),
      fieldType: 'select',
      sort: 11,
      fieldOption: {
        hideInForm: true,
        columnHidden: true,
        options: [
          { label: t('attendance.clock'), value: AttendanceSource.CLOCK },
          { label: t('attendance.imported'), value: AttendanceSource.IMPORT },
          { label: t('attendance.manual'), value: AttendanceSource.MANUAL },
          { label: t('attendance.hrEntry'), value: AttendanceSource.HR_ENTRY },
        ],
      },
    },
    { fieldName: 'remark', fieldLabel: t('attendance.remark'), fieldType: 'input', span: 24, sort: 12, fieldOption: { maxLength: 500, columnHidden: true } },
  ]);
  return (
    <>
      <CrudPage
        title={t('attendance.records')}
        resource={resource}
        fields={fields}
        permissionPrefix={AttendancePermissions.records.menu}
        toolbar={({ reload }) => (
          <>
            {hasPermission(AttendancePermissions.records.import, permissions) && (
              <Button onClick={() => setImporting(() => reload)}>{t('attendance.import')}</Button>
            )}
            {hasPermission(AttendancePermissions.records.confirm, permissions) && <ConfirmMonth onDone={reload} />}
          </>
        )}
      />
      <ImportDialog
        open={Boolean(importing)}
        onClose={() => setImporting(undefined)}
        uploadUrl={`${ATTENDANCE_BASE}/import`}
        templateUrl={`${ATTENDANCE_BASE}/import-template`}
        templateName="attendance-import-template.xlsx"
        onImported={() => importing?.()}
      />
    </>
  );
}
