import { useMemo, useState } from 'react';
import { Button, InputNumber, Modal, Segmented, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { hasPermission } from '../../shared/crud/buttons';
import type { ChoiceOption, FieldDefinition } from '../../shared/fields/definition';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { LeavePermissions, UserType } from '@hr/contracts';
import { companyToday } from '../../app/clock';
import { STAFF_LEAVE_BASE, STATUS_KEYS, WORKER_LEAVE_BASE } from './leave';
import {
  addDefaultTypes,
  creditResource,
  generateCredits,
  leaveRuleResource,
  leaveTypeResource,
  leaveTypes,
  staffLeaveResource,
  workerLeaveResource,
} from './api';

type Row = Record<string, unknown>;

/** The leave types of one side (staff or workers) as choices. */
function useTypeOptions(userType?: number): ChoiceOption[] {
  const types = useQuery({ queryKey: ['leave', 'types', userType ?? 'all'], queryFn: () => leaveTypes(userType) });
  return useMemo(
    () =>
      (types.data?.records ?? []).map((r) => ({
        label: `${String(r.name)}${userType ? '' : ` (${r.userType === UserType.WORKER ? 'W' : 'S'})`}`,
        value: String(r.id),
      })),
    [types.data, userType],
  );
}

const yesNo = (t: TFunction): ChoiceOption[] => [
  { label: t('common.yes'), value: 1 },
  { label: t('common.no'), value: 0 },
];
const userTypes = (t: TFunction): ChoiceOption[] => [
  { label: t('leave.staff'), value: UserType.STAFF },
  { label: t('leave.workers'), value: UserType.WORKER },
];
export const statusOptions = (t: TFunction): ChoiceOption[] => STATUS_KEYS.map((k, i) => ({ label: t(`leave.status_${k}`), value: i }));

/** Leave types: name, code, days and the eligibility rules; "Add default types" adds the Singapore defaults a tenant lacks. */
export function VacationTypePage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const resource = leaveTypeResource;
  const fields = useMemo<FieldDefinition[]>(
    () => [
      { fieldName: 'name', fieldLabel: t('leave.name'), fieldType: 'input', required: 1, search: 1, sort: 1, fieldOption: { maxLength: 100 } },
      { fieldName: 'type', fieldLabel: t('leave.code'), fieldType: 'input', required: 1, sort: 2, fieldOption: { maxLength: 30 } },
      {
        fieldName: 'userType',
        fieldLabel: t('leave.userType'),
        fieldType: 'select',
        required: 1,
        search: 1,
        sort: 3,
        defaultValue: UserType.STAFF,
        fieldOption: { options: userTypes(t) },
      },
      {
        fieldName: 'day',
        fieldLabel: t('leave.day'),
        fieldType: 'number',
        required: 1,
        sort: 4,
        defaultValue: 0,
        fieldOption: { numberMin: 0, numberMax: 366, precision: 1, step: 0.5 },
      },
      {
        fieldName: 'minDay',
        fieldLabel: t('leave.minDay'),
        fieldType: 'number',
        required: 1,
        sort: 5,
        defaultValue: 0.5,
        fieldOption: { numberMin: 0.5, numberMax: 366, precision: 1, step: 0.5 },
      },
      {
        fieldName: 'maxDay',
        fieldLabel: t('leave.maxDay'),
        fieldType: 'number',
        sort: 6,
        fieldOption: { numberMin: 0, numberMax: 366, precision: 1, step: 0.5 },
      },
      {
        fieldName: 'haveSalary',
        fieldLabel: t('leave.haveSalary'),
        fieldType: 'radio',
        required: 1,
        sort: 7,
        defaultValue: 1,
        fieldOption: { options: yesNo(t) },
      },
      {
        fieldName: 'leaveType',
        fieldLabel: t('leave.leaveType'),
        fieldType: 'radio',
        required: 1,
        sort: 8,
        defaultValue: 0,
        fieldOption: { options: yesNo(t) },
      },
      {
        fieldName: 'adjust',
        fieldLabel: t('leave.adjust'),
        fieldType: 'radio',
        required: 1,
        sort: 9,
        defaultValue: 1,
        fieldOption: { options: yesNo(t), hideInTable: true },
      },
      {
        fieldName: 'sex',
        fieldLabel: t('leave.sex'),
        fieldType: 'select',
        sort: 10,
        fieldOption: {
          options: [
            { label: t('leave.male'), value: 1 },
            { label: t('leave.female'), value: 2 },
          ],
          hideInTable: true,
        },
      },
      { fieldName: 'minAge', fieldLabel: t('leave.minAge'), fieldType: 'number', sort: 11, fieldOption: { numberMin: 0, numberMax: 100, hideInTable: true } },
      { fieldName: 'maxAge', fieldLabel: t('leave.maxAge'), fieldType: 'number', sort: 12, fieldOption: { numberMin: 0, numberMax: 100, hideInTable: true } },
      {
        fieldName: 'minService',
        fieldLabel: t('leave.minService'),
        fieldType: 'number',
        sort: 13,
        fieldOption: { numberMin: 0, numberMax: 600, hideInTable: true },
      },
      { fieldName: 'nationality', fieldLabel: t('leave.nationality'), fieldType: 'input', sort: 14, fieldOption: { maxLength: 200, hideInTable: true } },
      { fieldName: 'marital', fieldLabel: t('leave.marital'), fieldType: 'input', sort: 15, fieldOption: { maxLength: 100, hideInTable: true } },
      { fieldName: 'sort', fieldLabel: t('leave.sort'), fieldType: 'number', sort: 16, defaultValue: 0, fieldOption: { hideInTable: true } },
      { fieldName: 'remark', fieldLabel: t('leave.remark'), fieldType: 'textarea', sort: 17, span: 24, fieldOption: { maxLength: 500, hideInTable: true } },
    ],
    [t],
  );
  return (
    <CrudPage
      title={t('leave.types')}
      resource={resource}
      fields={fields}
      permissionPrefix={LeavePermissions.types.menu}
      toolbar={(ctx) =>
        hasPermission(LeavePermissions.types.add, permissions) && (
          <Button
            onClick={() =>
              void addDefaultTypes().then((count) => {
                notify.success(t('leave.initialized', { count }));
                ctx.reload();
              })
            }
          >
            {t('leave.initialize')}
          </Button>
        )
      }
    />
  );
}

/** Tiers shown in one line: "0-1: 7, 1-2: 8, 7+: 14". */
export function tierSummary(values: unknown): string {
  return (Array.isArray(values) ? (values as Row[]) : [])
    .map((v) => `${String(v.minValue)}${v.maxValue === null || v.maxValue === undefined ? '+' : `-${String(v.maxValue)}`}: ${String(v.day)}`)
    .join(', ');
}

/** Entitlement rules: per leave type, the days a year by years of service (or age), in tiers. */
export function VacationRulePage() {
  const { t } = useTranslation();
  const typeOptions = useTypeOptions();
  const resource = leaveRuleResource;
  const fields = useMemo<FieldDefinition[]>(
    () => [
      {
        fieldName: 'vacationInfoId',
        fieldLabel: t('leave.vacationType'),
        fieldType: 'select',
        required: 1,
        search: 1,
        sort: 1,
        formEditDisabled: 1,
        fieldOption: { options: typeOptions },
      },
      { fieldName: 'name', fieldLabel: t('leave.name'), fieldType: 'input', sort: 2, fieldOption: { maxLength: 100 } },
      {
        fieldName: 'basis',
        fieldLabel: t('leave.basis'),
        fieldType: 'radio',
        required: 1,
        sort: 3,
        defaultValue: 'service',
        fieldOption: {
          options: [
            { label: t('leave.service'), value: 'service' },
            { label: t('leave.age'), value: 'age' },
          ],
        },
      },
      {
        fieldName: 'values',
        fieldLabel: t('leave.tiers'),
        fieldType: 'table',
        required: 1,
        sort: 4,
        span: 24,
        fieldOption: {
          display: (row) => tierSummary(row.values),
          columns: [
            { fieldName: 'minValue', fieldLabel: t('leave.fromYears'), fieldType: 'number', required: 1, fieldOption: { numberMin: 0, numberMax: 100 } },
            { fieldName: 'maxValue', fieldLabel: t('leave.toYears'), fieldType: 'number', fieldOption: { numberMin: 1, numberMax: 100 } },
            {
              fieldName: 'day',
              fieldLabel: t('leave.tierDays'),
              fieldType: 'number',
              required: 1,
              fieldOption: { numberMin: 0, numberMax: 366, precision: 1, step: 0.5 },
            },
          ],
        },
      },
    ],
    [t, typeOptions],
  );
  return <CrudPage title={t('leave.rules')} resource={resource} fields={fields} permissionPrefix={LeavePermissions.rules.menu} />;
}

/** Balances: search by person and type; HR gives a balance or adjusts its days; "Create balances of a year" fills a year from the types and rules. */
export function CreditPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [userType, setUserType] = useState<number>(UserType.STAFF);
  const [generating, setGenerating] = useState(false);
  const [year, setYear] = useState(() => Number(companyToday().slice(0, 4)));
  const typeOptions = useTypeOptions(userType);
  const resource = useMemo(() => creditResource(userType), [userType]);
  const person = userType === UserType.WORKER ? 'workerId' : 'staffId';
  const fields = useMemo<FieldDefinition[]>(
    () => [
      { fieldName: 'nameOrNo', fieldLabel: t('leave.nameOrNo'), fieldType: 'input', search: 1, sort: 0, fieldOption: { hideInTable: true, hideInForm: true } },
      {
        fieldName: person,
        fieldLabel: userType === UserType.WORKER ? t('leave.worker') : t('leave.staff'),
        fieldType: userType === UserType.WORKER ? 'worker' : 'staff',
        required: 1,
        sort: 1,
        formEditDisabled: 1,
        fieldOption: { hideInTable: true, modes: ['add'] },
      },
      { fieldName: 'personNo', fieldLabel: t('leave.staffNo'), fieldType: 'text', sort: 2, fieldOption: { hideInForm: true } },
      { fieldName: 'personName', fieldLabel: t('leave.personName'), fieldType: 'text', sort: 3, fieldOption: { modes: ['view', 'edit'] }, formEditDisabled: 1 },
      {
        fieldName: 'vacationInfoId',
        fieldLabel: t('leave.vacationType'),
        fieldType: 'select',
        required: 1,
        search: 1,
        sort: 4,
        formEditDisabled: 1,
        fieldOption: { options: typeOptions },
      },
      {
        fieldName: 'startDate',
        fieldLabel: t('leave.startDate'),
        fieldType: 'date',
        required: 1,
        sort: 5,
        defaultValue: `${companyToday().slice(0, 4)}-01-01`,
        // the expiry says what matters; the start starts hidden (column chooser) so the list fits 1440 px
        fieldOption: { columnHidden: true },
      },
      {
        fieldName: 'expireDate',
        fieldLabel: t('leave.expireDate'),
        fieldType: 'date',
        required: 1,
        sort: 6,
        defaultValue: `${companyToday().slice(0, 4)}-12-31`,
      },
      {
        fieldName: 'days',
        fieldLabel: t('leave.days'),
        fieldType: 'number',
        required: 1,
        sort: 7,
        fieldOption: { numberMin: 0, numberMax: 366, precision: 1, step: 0.5 },
      },
      { fieldName: 'usedDays', fieldLabel: t('leave.usedDays'), fieldType: 'text', sort: 8, fieldOption: { hideInForm: true } },
      { fieldName: 'pendingDays', fieldLabel: t('leave.pendingDays'), fieldType: 'text', sort: 9, fieldOption: { hideInForm: true } },
      { fieldName: 'remainingDays', fieldLabel: t('leave.remainingDays'), fieldType: 'text', sort: 10, fieldOption: { hideInForm: true } },
      { fieldName: 'remark', fieldLabel: t('leave.remark'), fieldType: 'textarea', sort: 11, span: 24, fieldOption: { maxLength: 500, hideInTable: true } },
    ],
    [t, typeOptions, userType, person],
  );
  return (
    <>
      <Segmented style={{ marginBottom: 12 }} value={userType} onChange={(v) => setUserType(Number(v))} options={userTypes(t)} />
      <CrudPage
        key={userType}
        title={t('leave.credits')}
        resource={resource}
        fields={fields}
        query={{ userType }}
        permissionPrefix={LeavePermissions.balances.menu}
        toolbar={() => hasPermission(LeavePermissions.balances.add, permissions) && <Button onClick={() => setGenerating(true)}>{t('leave.generate')}</Button>}
      />
      <Modal
        open={generating}
        title={t('leave.generate')}
        onCancel={() => setGenerating(false)}
        onOk={() =>
          generateCredits(year, userType).then((count) => {
            notify.success(t('leave.generated', { count }));
            setGenerating(false);
          })
        }
        destroyOnHidden
      >
        <Space>
          {t('leave.year')}
          <InputNumber aria-label={t('leave.year')} min={2000} max={2100} value={year} onChange={(v) => setYear(Number(v ?? year))} />
        </Space>
      </Modal>
    </>
  );
}

/** The fields of a leave record, for staff (staff picker) or workers (worker picker). */
function recordFields(t: TFunction, userType: number, typeOptions: ChoiceOption[]): FieldDefinition[] {
  const worker = userType === UserType.WORKER;
  return [
    { fieldName: 'nameOrNo', fieldLabel: t('leave.nameOrNo'), fieldType: 'input', search: 1, sort: 0, fieldOption: { hideInTable: true, hideInForm: true } },
    {
      fieldName: worker ? 'workerId' : 'staffId',
      fieldLabel: worker ? t('leave.worker') : t('leave.staff'),
      fieldType: worker ? 'worker' : 'staff',
      required: 1,
      sort: 1,
      formEditDisabled: 1,
      fieldOption: { hideInTable: true, modes: ['add'] },
    },
    { fieldName: 'staffNo', fieldLabel: t('leave.staffNo'), fieldType: 'text', sort: 2, fieldOption: { hideInForm: true } },
    { fieldName: 'staffName', fieldLabel: t('leave.personName'), fieldType: 'text', sort: 3, fieldOption: { hideInForm: true } },
    {
      fieldName: 'vacationInfoId',
      fieldLabel: t('leave.vacationType'),
      fieldType: 'select',
      required: 1,
      search: 1,
      sort: 4,
      fieldOption: { options: typeOptions },
    },
    {
      fieldName: 'leaveUnit',
      fieldLabel: t('leave.leaveUnit'),
      fieldType: 'radio',
      required: 1,
      sort: 5,
      defaultValue: 1,
      fieldOption: {
        options: [
          { label: t('leave.fullDay'), value: 1 },
          { label: t('leave.halfDay'), value: 0.5 },
        ],
        hideInTable: true,
      },
    },
    {
      fieldName: 'leavePeriod',
      fieldLabel: t('leave.leavePeriod'),
      fieldType: 'radio',
      sort: 6,
      fieldOption: {
        options: [
          { label: t('leave.morning'), value: 'AM' },
          { label: t('leave.afternoon'), value: 'PM' },
        ],
        hideInTable: true,
      },
    },
    {
      fieldName: 'leaveDays',
      fieldLabel: t('leave.leaveDays'),
      fieldType: 'number',
      required: 1,
      sort: 7,
      fieldOption: { numberMin: 0.5, numberMax: 366, precision: 1, step: 0.5 },
    },
    { fieldName: 'leaveStartTime', fieldLabel: t('leave.leaveStartTime'), fieldType: 'datetime', required: 1, sort: 8 },
    { fieldName: 'leaveEndTime', fieldLabel: t('leave.leaveEndTime'), fieldType: 'datetime', sort: 9 },
    {
      fieldName: 'leaveStatus',
      fieldLabel: t('leave.status'),
      fieldType: 'select',
      search: 1,
      sort: 10,
      fieldOption: {
        options: statusOptions(t),
        hideInForm: true,
        tagColors: { 0: 'processing', 1: 'success', 2: 'error', 3: 'default', 4: 'warning', 5: 'default' },
      },
    },
    {
      fieldName: 'leaveReason',
      fieldLabel: t('leave.leaveReason'),
      fieldType: 'textarea',
      sort: 11,
      span: 24,
      fieldOption: { maxLength: 1000, hideInTable: true },
    },
  ];
}

/** Staff leave records: search, export, HR records leave directly (approved at once). */
export function StaffLeavePage() {
  const { t } = useTranslation();
  const typeOptions = useTypeOptions(UserType.STAFF);
  const resource = staffLeaveResource;
  const fields = useMemo(() => recordFields(t, UserType.STAFF, typeOptions), [t, typeOptions]);
  return (
    <CrudPage
      title={t('leave.staffRecords')}
      resource={resource}
      fields={fields}
      permissionPrefix={LeavePermissions.staffRecords.menu}
      urlFilters={['leaveStartTime_start', 'leaveStartTime_end']}
      downloadUrl={`${STAFF_LEAVE_BASE}/excel`}
    />
  );
}

/** Worker leave records: search, export, record a worker's leave. */
export function WorkerLeavePage() {
  const { t } = useTranslation();
  const typeOptions = useTypeOptions(UserType.WORKER);
  const resource = workerLeaveResource;
  const fields = useMemo(() => recordFields(t, UserType.WORKER, typeOptions), [t, typeOptions]);
  return (
    <CrudPage
      title={t('leave.workerRecords')}
      resource={resource}
      fields={fields}
      permissionPrefix={LeavePermissions.workerRecords.menu}
      buttons={{ edit: false }}
      downloadUrl={`${WORKER_LEAVE_BASE}/leaveRecordExcel`}
    />
  );
}
