import type { TFunction } from 'i18next';
import type { FieldDefinition } from '../../shared/fields/definition';
import { http } from '../../app/http/client';

type Row = Record<string, unknown>;

export const STAFF_BASE = '/api/mcc-staff/staff';

/** verifyRepeat types: 0 staff number, 1 mobile ("code number"), 2 email. */
export type VerifyType = 0 | 1 | 2;

/**
 * Values of the rows opened for editing, by id: the duplicate check skips a value the staff already has.
 * Filled by the page's detail call.
 */
export const openedStaff = new Map<string, Row>();

const valueOf = (type: VerifyType, values: Row): string => {
  if (type === 1) return values.mobile ? `${values.mobileCode ?? '+65'} ${values.mobile}` : '';
  return String((type === 0 ? values.staffNo : values.email) ?? '').trim();
};

/**
 * The duplicate check of one field (seed 001 section 5): skipped when the value is empty or unchanged,
 * otherwise asks verifyRepeat and rejects with the spec's message when another staff has it.
 */
export function duplicateCheck(type: VerifyType, message: string) {
  return async (_value: unknown, values: Row): Promise<void> => {
    const value = valueOf(type, values);
    if (!value) return;
    const original = values.id ? openedStaff.get(String(values.id)) : undefined;
    if (original && valueOf(type, original) === value) return;
    const taken = await http.get<boolean>(`${STAFF_BASE}/verifyRepeat`, { verifyType: type, value, id: values.id || undefined }, { quiet: true });
    if (taken) throw new Error(message);
  };
}

export const statusOptions = (t: TFunction) => [
  { label: t('people.probation'), value: 0 },
  { label: t('people.confirmed'), value: 1 },
  { label: t('people.quit'), value: 2 },
  { label: t('people.rejoined'), value: 3 },
];

/** The staff form and table columns. */
export function staffFields(t: TFunction): FieldDefinition[] {
  return [
    { fieldName: 'nameOrNo', fieldLabel: t('people.nameOrNo'), fieldType: 'input', search: 1, sort: 0, fieldOption: { hideInTable: true, hideInForm: true } },
    {
      fieldName: 'staffNo', fieldLabel: t('people.staffNo'), fieldType: 'input', required: 1, span: 12, sort: 1,
      fieldOption: { maxLength: 50, validate: duplicateCheck(0, t('people.duplicateStaffNo')) },
    },
    { fieldName: 'enName', fieldLabel: t('people.enName'), fieldType: 'input', required: 1, span: 12, sort: 2, fieldOption: { maxLength: 100, rules: 'min:2' } },
    { fieldName: 'cnName', fieldLabel: t('people.cnName'), fieldType: 'input', span: 12, sort: 3, fieldOption: { maxLength: 100, hideInTable: true } },
    {
      fieldName: 'deptId', fieldLabel: t('people.department'), fieldType: 'tree', search: 1, span: 12, sort: 4,
      fieldOption: { treeUrl: '/api/blade-system/dept/tree', display: (row) => String(row.deptName ?? '') },
    },
    { fieldName: 'jobTitleName', fieldLabel: t('people.jobTitle'), fieldType: 'input', span: 12, sort: 5, fieldOption: { maxLength: 100 } },
    { fieldName: 'mobileCode', fieldLabel: t('people.mobileCode'), fieldType: 'input', span: 6, sort: 6, defaultValue: '+65', fieldOption: { hideInTable: true, maxLength: 5 } },
    {
      fieldName: 'mobile', fieldLabel: t('people.mobile'), fieldType: 'input', span: 18, sort: 7,
      fieldOption: { maxLength: 20, validate: duplicateCheck(1, t('people.duplicateMobile')), display: (row) => (row.mobile ? `${row.mobileCode ?? ''} ${row.mobile}` : '') },
    },
    { fieldName: 'email', fieldLabel: t('people.email'), fieldType: 'input', span: 12, sort: 8, fieldOption: { rules: 'email', maxLength: 100, validate: duplicateCheck(2, t('people.duplicateEmail')) } },
    { fieldName: 'nationality', fieldLabel: t('people.nationality'), fieldType: 'input', span: 12, sort: 9, fieldOption: { maxLength: 2, hideInTable: true } },
    { fieldName: 'birthday', fieldLabel: t('people.birthday'), fieldType: 'date', span: 12, sort: 10, fieldOption: { hideInTable: true } },
    { fieldName: 'entryDate', fieldLabel: t('people.entryDate'), fieldType: 'date', span: 12, sort: 11 },
    { fieldName: 'status', fieldLabel: t('people.status'), fieldType: 'select', search: 1, sort: 12, fieldOption: { options: statusOptions(t), modes: ['view'] } },
    { fieldName: 'quitDate', fieldLabel: t('people.quitDate'), fieldType: 'date', span: 12, sort: 13, fieldOption: { hideInTable: true, modes: ['view'] } },
    { fieldName: 'remark', fieldLabel: t('people.remark'), fieldType: 'textarea', sort: 20, fieldOption: { hideInTable: true } },
  ];
}
