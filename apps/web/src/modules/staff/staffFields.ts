import type { TFunction } from 'i18next';
import { STAFF_DUPLICATE_CHECK, STAFF_STATUS, type StaffDuplicateCheck } from '@hr/contracts';
import type { FieldDefinition } from '../../shared/fields/definition';
import { isTaken } from './api';

type Row = Record<string, unknown>;

/**
 * Values of the rows opened for editing, by id: the duplicate check skips a value the staff already has.
 * Filled by the page's detail call.
 */
export const openedStaff = new Map<string, Row>();

const checkedValue = (type: StaffDuplicateCheck, values: Row): string => {
  if (type === STAFF_DUPLICATE_CHECK.MOBILE) return values.mobile ? `${values.mobileCode ?? '+65'} ${values.mobile}` : '';
  return String((type === STAFF_DUPLICATE_CHECK.STAFF_NO ? values.staffNo : values.email) ?? '').trim();
};

/**
 * The duplicate check of one field (seed 001 section 5): skipped when the value is empty or unchanged,
 * otherwise asks verifyRepeat and rejects with the spec's message when another staff has it.
 */
export function duplicateCheck(type: StaffDuplicateCheck, message: string) {
  return async (_value: unknown, values: Row): Promise<void> => {
    const value = checkedValue(type, values);
    if (!value) return;
    const original = values.id ? openedStaff.get(String(values.id)) : undefined;
    if (original && checkedValue(type, original) === value) return;
    const taken = await isTaken(type, String(value), values.id ? String(values.id) : undefined);
    if (taken) throw new Error(message);
  };
}

/** Staff statuses as tag colours: probation gold, confirmed green, left grey, rejoined blue. */
export const STAFF_STATUS_COLORS: Record<string, string> = {
  [STAFF_STATUS.PROBATION]: 'gold',
  [STAFF_STATUS.CONFIRMED]: 'green',
  [STAFF_STATUS.QUIT]: 'default',
  [STAFF_STATUS.REJOINED]: 'blue',
};

export const statusOptions = (t: TFunction) => [
  { label: t('people.probation'), value: STAFF_STATUS.PROBATION },
  { label: t('people.confirmed'), value: STAFF_STATUS.CONFIRMED },
  { label: t('people.quit'), value: STAFF_STATUS.QUIT },
  { label: t('people.rejoined'), value: STAFF_STATUS.REJOINED },
];

/** The staff form and table columns. */
export function staffFields(t: TFunction): FieldDefinition[] {
  return [
    { fieldName: 'nameOrNo', fieldLabel: t('people.nameOrNo'), fieldType: 'input', search: 1, sort: 0, fieldOption: { hideInTable: true, hideInForm: true } },
    {
      fieldName: 'staffNo',
      fieldLabel: t('people.staffNo'),
      fieldType: 'input',
      required: 1,
      span: 12,
      sort: 1,
      fieldOption: { maxLength: 50, validate: duplicateCheck(STAFF_DUPLICATE_CHECK.STAFF_NO, t('people.duplicateStaffNo')) },
    },
    {
      fieldName: 'enName',
      fieldLabel: t('people.enName'),
      fieldType: 'input',
      required: 1,
      span: 12,
      sort: 2,
      fieldOption: { maxLength: 100, rules: 'min:2' },
    },
    { fieldName: 'cnName', fieldLabel: t('people.cnName'), fieldType: 'input', span: 12, sort: 3, fieldOption: { maxLength: 100, hideInTable: true } },
    {
      fieldName: 'deptId',
      fieldLabel: t('people.department'),
      fieldType: 'tree',
      search: 1,
      span: 12,
      sort: 4,
      fieldOption: { treeUrl: '/api/blade-system/dept/tree', display: (row) => String(row.deptName ?? '') },
    },
    { fieldName: 'jobTitleName', fieldLabel: t('people.jobTitle'), fieldType: 'input', span: 12, sort: 5, fieldOption: { maxLength: 100 } },
    {
      fieldName: 'mobileCode',
      fieldLabel: t('people.mobileCode'),
      fieldType: 'input',
      span: 6,
      sort: 6,
      defaultValue: '+65',
      fieldOption: { hideInTable: true, maxLength: 5 },
    },
    {
      fieldName: 'mobile',
      fieldLabel: t('people.mobile'),
      fieldType: 'input',
      span: 18,
      sort: 7,
      fieldOption: {
        maxLength: 20,
        validate: duplicateCheck(STAFF_DUPLICATE_CHECK.MOBILE, t('people.duplicateMobile')),
        display: (row) => (row.mobile ? `${row.mobileCode ?? ''} ${row.mobile}` : ''),
      },
    },
    {
      fieldName: 'email',
      fieldLabel: t('people.email'),
      fieldType: 'input',
      span: 12,
      sort: 8,
      fieldOption: { rules: 'email', maxLength: 100, columnHidden: true, validate: duplicateCheck(STAFF_DUPLICATE_CHECK.EMAIL, t('people.duplicateEmail')) },
    },
    {
      fieldName: 'nationality',
      fieldLabel: t('people.nationality'),
      fieldType: 'select',
      dictCode: 'country',
      span: 12,
      sort: 9,
      fieldOption: { hideInTable: true },
    },
    { fieldName: 'birthday', fieldLabel: t('people.birthday'), fieldType: 'date', span: 12, sort: 10, fieldOption: { hideInTable: true } },
    { fieldName: 'entryDate', fieldLabel: t('people.entryDate'), fieldType: 'date', span: 12, sort: 11 },
    {
      fieldName: 'status',
      fieldLabel: t('people.status'),
      fieldType: 'select',
      search: 1,
      sort: 12,
      fieldOption: { options: statusOptions(t), modes: ['view'], tagColors: STAFF_STATUS_COLORS },
    },
    { fieldName: 'quitDate', fieldLabel: t('people.quitDate'), fieldType: 'date', span: 12, sort: 13, fieldOption: { hideInTable: true, modes: ['view'] } },
    { fieldName: 'remark', fieldLabel: t('people.remark'), fieldType: 'textarea', sort: 20, fieldOption: { hideInTable: true } },
  ];
}
