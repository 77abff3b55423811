import type { FieldDefinition } from '../../shared/fields/definition';

export const PROJECT_BASE = '/api/mcc-base/project/base/info';

/** A project picker over the project list (every people screen filters and assigns by project). */
export function projectField(label: string, { fieldOption, ...extra }: Partial<FieldDefinition> = {}): FieldDefinition {
  return {
    fieldName: 'projectId',
    fieldLabel: label,
    fieldType: 'tree',
    span: 12,
    fieldOption: {
      treeUrl: `${PROJECT_BASE}/page`,
      treeParams: { current: 1, size: -1 },
      labelKey: 'projectName',
      display: (row) => String(row.projectName ?? ''),
      // a page's own options (a narrower column) add to the picker's
      ...(typeof fieldOption === 'object' ? fieldOption : {}),
    },
    ...extra,
  };
}
