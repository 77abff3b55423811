import { createElement } from 'react';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ASSESSMENT_RESULT, PROBATION_STATUS, RENEWAL_STATUS } from '@hr/contracts';
import type { FieldDefinition } from '../../shared/fields/definition';

const choices = (t: TFunction, key: string, values: readonly (string | number)[]) => values.map((v) => ({ label: t(`probation.${key}.${v}`), value: v }));

/** The staff columns every probation list shares (read-only, from the list rows). */
export const staffColumns = (t: TFunction): FieldDefinition[] => [
  { fieldName: 'nameOrNo', fieldLabel: t('probation.nameOrNo'), fieldType: 'input', search: 1, sort: 0, fieldOption: { hideInTable: true, hideInForm: true } },
  { fieldName: 'staffNo', fieldLabel: t('probation.staffNo'), fieldType: 'input', sort: 1, fieldOption: { hideInForm: true } },
  { fieldName: 'enName', fieldLabel: t('probation.name'), fieldType: 'input', sort: 2, fieldOption: { hideInForm: true } },
  { fieldName: 'deptName', fieldLabel: t('probation.department'), fieldType: 'input', sort: 3, fieldOption: { hideInForm: true } },
];

export const recordStatusField = (t: TFunction, values: readonly number[] = Object.values(PROBATION_STATUS)): FieldDefinition => ({
  fieldName: 'recordStatus',
  fieldLabel: t('probation.status'),
  fieldType: 'select',
  search: 1,
  sort: 20,
  fieldOption: { options: choices(t, 'statuses', values), hideInForm: true },
});
export const resultField = (t: TFunction): FieldDefinition => ({
  fieldName: 'result',
  fieldLabel: t('probation.result'),
  fieldType: 'select',
  search: 1,
  sort: 21,
  fieldOption: { options: choices(t, 'results', Object.values(ASSESSMENT_RESULT)), hideInForm: true },
});
export const renewalStatusOptions = (t: TFunction) => choices(t, 'renewalStatuses', Object.values(RENEWAL_STATUS));
export const staffStatusLabel = (t: TFunction, v: unknown) => t(`probation.staffStatuses.${String(v)}`, { defaultValue: String(v ?? '') });

/** The fields with the days-left column coloured by `tone` (overdue red, soon orange). */
export function withDaysLeftTone(fields: FieldDefinition[], tone: (row: Record<string, unknown>) => 'danger' | 'warning' | undefined): FieldDefinition[] {
  return fields.map((f) =>
    f.fieldName === 'daysLeft'
      ? {
          ...f,
          fieldOption: {
            ...(f.fieldOption as object),
            display: (r: Record<string, unknown>) => createElement(Typography.Text, { type: tone(r) }, String(r.daysLeft)),
          },
        }
      : f,
  );
}
