import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../app/http/client';
import { TreeSelectField } from '../widgets/TreeWidgets';
import { toAntTree } from '../widgets/tree';
import { teamsOnly } from './rules';
import type { SelectorFieldProps } from './StaffSelector';

const DEPT_TREE = '/api/blade-system/dept/tree';

/** Team selector: the department tree where only teams (deptType 3) can be chosen. */
export function TeamSelector({ value, onChange, multiple, disabled, id }: SelectorFieldProps & { id?: string }) {
  const raw = useQuery({
    queryKey: ['tree', DEPT_TREE, 'raw'],
    queryFn: () => http.get<Array<Record<string, unknown>>>(DEPT_TREE, undefined, { quiet: true }),
  });
  const tree = useMemo(() => toAntTree(teamsOnly(raw.data ?? [])), [raw.data]);
  const asList = multiple
    ? String(value ?? '')
        .split(',')
        .filter(Boolean)
    : value;
  return (
    <TreeSelectField
      id={id}
      treeData={tree}
      value={asList}
      multiple={multiple}
      disabled={disabled}
      onChange={(next) => onChange?.(Array.isArray(next) ? next.join(',') : next)}
    />
  );
}
