import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http, type Page } from '../../app/http/client';
import { useTreeData } from '../widgets/TreeWidgets';
import { toAntTree } from '../widgets/tree';
import { rowsOf } from '../crud/resource';
import { useQuery } from '@tanstack/react-query';
import { PersonSelector, type PersonQuery } from './PersonSelector';
import { teamsOnly, type Person } from './rules';

type Row = Record<string, unknown>;
const STAFF_LIST = '/api/mcc-staff/staff/getStaffList';
const DEPT_TREE = '/api/blade-system/dept/tree';

const toPerson = (r: Row): Person => ({ id: String(r.id), label: `${String(r.enName ?? '')} (${String(r.staffNo ?? '')})` });

/** The applicant field's list: only the staff the caller may file requests for (server flow/applicant.routes.ts). */
const APPLICANT_STAFF_LIST = '/api/blade-flow/applicant/staff-list';

const findStaff =
  (url: string) =>
  async ({ keyword, current, size, filter }: PersonQuery) => {
    // getStaffList (and the applicant list) answer a plain array: one call for the page and its total
    const rows = await http.get<Row[]>(url, { ...filter, nameOrNo: keyword || undefined, size: -1 }, { quiet: true });
    const all = (rows ?? []).map(toPerson);
    return { rows: all.slice((current - 1) * size, current * size), total: all.length };
  };

export interface SelectorFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** The applicant field of a request: offer only the people the caller may file for, not the whole directory. */
  filing?: boolean;
}

/** "Staff selector": Recently, Business section, Department (default), Team and Project tabs over getStaffList. */
export function StaffSelector({ filing = false, ...props }: SelectorFieldProps) {
  const { t } = useTranslation();
  const depts = useTreeData(DEPT_TREE);
  const rawDepts = useQuery({ queryKey: ['tree', DEPT_TREE, 'raw'], queryFn: () => http.get<Row[]>(DEPT_TREE, undefined, { quiet: true }) });
  const projects = useQuery({
    queryKey: ['selector-projects'],
    queryFn: () => http.get<Page<Row>>('/api/mcc-base/project/base/info/page', { current: 1, size: -1 }, { quiet: true }),
  });
  const teams = useMemo(() => toAntTree(teamsOnly(rawDepts.data ?? [])), [rawDepts.data]);
  const projectNodes = useMemo(() => toAntTree(rowsOf(projects.data).rows, 'projectName'), [projects.data]);
  return (
    <PersonSelector
      {...props}
      kind="staff"
      title={t('selector.staff')}
      pageSize={20}
      defaultTab="department"
      tabs={[
        { key: 'recent', label: t('people.sel.recent'), source: 'recent' },
        { key: 'section', label: t('people.sel.businessSection'), source: { tree: depts, param: 'businessSectionId' } },
        { key: 'department', label: t('people.sel.department'), source: { tree: depts, param: 'deptId' } },
        { key: 'team', label: t('people.sel.team'), source: { tree: teams, param: 'teamId' } },
        { key: 'project', label: t('people.sel.project'), source: { tree: projectNodes, param: 'projectId' } },
      ]}
      find={findStaff(filing ? APPLICANT_STAFF_LIST : STAFF_LIST)}
      name={async (ids) => (await http.get<Row[]>(STAFF_LIST, { ids: ids.join(','), size: -1 }, { quiet: true })).map(toPerson)}
    />
  );
}
