import type { TFunction } from 'i18next';
import type { FieldDefinition } from '../../shared/fields/definition';

/** The department tree select shared by the recruitment forms. */
export const deptField = (t: TFunction, span = 12): FieldDefinition => ({
  fieldName: 'deptId',
  fieldLabel: t('recruit.deptId'),
  fieldType: 'tree',
  span,
  fieldOption: { treeUrl: '/api/blade-system/dept/tree', hideInTable: true },
});

/** The job select shared by resumes, invitations and interviews. */
export const jobField = (t: TFunction, span = 12): FieldDefinition => ({
  fieldName: 'jobId',
  fieldLabel: t('recruit.jobName'),
  fieldType: 'tree',
  span,
  fieldOption: { treeUrl: '/api/mcc-staff/job/page', treeParams: { current: 1, size: 100 }, labelKey: 'jobName', valueKey: 'id', hideInTable: true },
});

/** An interview status in the reader's language (the number itself for a status the catalogue lacks). */
export const interviewStatusName = (t: TFunction, status: unknown): string => t(`recruit.statuses.${String(status)}`, { defaultValue: String(status ?? '') });
