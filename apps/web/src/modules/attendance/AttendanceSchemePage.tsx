import { useTranslation } from 'react-i18next';
import { AttendancePermissions, SchemeStatus } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { attendanceSchemeResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { projectField } from '../base/projectField';

const hoursRule = { numberMin: 0, numberMax: 24, precision: 2 };

/** Attendance schemes (/scheme): working time, shift, clock-in settings and who they apply to. */
export default function AttendanceSchemePage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'schemeName', fieldLabel: t('attendance.schemeName'), fieldType: 'input', required: 1, search: 1, sort: 1, fieldOption: { maxLength: 100 } },
    {
      fieldName: 'holidaySchemeId',
      fieldLabel: t('attendance.holidayScheme'),
      fieldType: 'tree',
      sort: 2,
      fieldOption: { treeUrl: '/api/mcc-base/holiday/base-list', labelKey: 'title', hideInTable: true },
    },
    { fieldName: 'workTime', fieldLabel: t('attendance.workTime'), fieldType: 'time', required: 1, sort: 3 },
    { fieldName: 'offTime', fieldLabel: t('attendance.offTime'), fieldType: 'time', required: 1, sort: 4 },
    { fieldName: 'workingHours', fieldLabel: t('attendance.workingHours'), fieldType: 'number', required: 1, defaultValue: 8, sort: 5, fieldOption: hoursRule },
    {
      fieldName: 'noonBreakHours',
      fieldLabel: t('attendance.noonBreakHours'),
      fieldType: 'number',
      defaultValue: 1,
      sort: 6,
      fieldOption: { ...hoursRule, numberMax: 8 },
    },
    {
      fieldName: 'isAcross',
      fieldLabel: t('attendance.isAcross'),
      fieldType: 'radio',
      defaultValue: 0,
      sort: 7,
      fieldOption: {
        options: [
          { label: t('attendance.dayShift'), value: 0 },
          { label: t('attendance.nightShift'), value: 1 },
        ],
      },
    },
    {
      fieldName: 'newDayStartTime',
      fieldLabel: t('attendance.newDayStartTime'),
      fieldType: 'time',
      defaultValue: '04:00',
      sort: 8,
      fieldOption: { hideInTable: true },
    },
    {
      fieldName: 'clockCardType',
      fieldLabel: t('attendance.clockCardType'),
      fieldType: 'select',
      defaultValue: 1,
      sort: 9,
      fieldOption: {
        hideInTable: true,
        options: [
          { label: t('attendance.byAddress'), value: 1 },
          { label: t('attendance.byIp'), value: 2 },
          { label: t('attendance.byBeacon'), value: 3 },
        ],
      },
    },
    { fieldName: 'clockCardName', fieldLabel: t('attendance.clockCardName'), fieldType: 'input', sort: 10, fieldOption: { maxLength: 100, hideInTable: true } },
    { fieldName: 'clockCardIp', fieldLabel: t('attendance.clockCardIp'), fieldType: 'input', sort: 11, fieldOption: { maxLength: 200, hideInTable: true } },
    {
      fieldName: 'clockCardRadius',
      fieldLabel: t('attendance.clockCardRadius'),
      fieldType: 'number',
      sort: 12,
      fieldOption: { numberMin: 0, numberMax: 100000, hideInTable: true },
    },
    { fieldName: 'isIbeacon', fieldLabel: t('attendance.isIbeacon'), fieldType: 'switch', defaultValue: 0, sort: 13, fieldOption: { hideInTable: true } },
    {
      fieldName: 'status',
      fieldLabel: t('attendance.status'),
      fieldType: 'radio',
      defaultValue: SchemeStatus.ON,
      search: 1,
      sort: 14,
      fieldOption: {
        options: [
          { label: t('attendance.start'), value: SchemeStatus.ON },
          { label: t('attendance.close'), value: SchemeStatus.OFF },
        ],
      },
    },
    {
      fieldName: 'workerIds',
      fieldLabel: t('attendance.workers'),
      fieldType: 'worker',
      span: 24,
      sort: 15,
      fieldOption: { multiple: true, hideInTable: true },
    },
    {
      ...projectField(t('attendance.projects'), { sort: 16, span: 24 }),
      fieldName: 'projectIds',
      fieldOption: { ...(projectField('').fieldOption as object), multiple: true, dataType: 'string', hideInTable: true },
    },
  ]);
  return <CrudPage title={t('attendance.schemes')} resource={resource} fields={fields} permissionPrefix={AttendancePermissions.schemes.menu} />;
}
