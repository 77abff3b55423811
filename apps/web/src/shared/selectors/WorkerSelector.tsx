import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http, type Page } from '../../app/http/client';
import { rowsOf } from '../crud/resource';
import type { AntTreeNode } from '../widgets/tree';
import { PersonSelector, type PersonQuery } from './PersonSelector';
import { isWorkerInTransfer, offeredWorkers, type Person } from './rules';
import type { SelectorFieldProps } from './StaffSelector';

type Row = Record<string, unknown>;
const WORKER_LIST = '/api/mcc-worker/info/siteAllList';
/** The applicant field's list: only the workers the caller may file requests for (server flow/applicant.routes.ts). */
export const APPLICANT_WORKER_LIST = '/api/blade-flow/applicant/worker-list';
const PROJECT_TEAMS = '/api/mcc-worker/project/listTeam';
const APPLICANT_WORKER_TEAMS = '/api/blade-flow/applicant/worker-teams';

/** A worker as the selector lists it; one whose work permit has expired carries the warning `expired` (still selectable: the move warns or is refused). */
const toPerson = (r: Row, expired?: string): Person => ({
  id: String(r.id),
  label: `${String(r.name ?? '')} (${String(r.employmentCode ?? '')})`,
  disabled: isWorkerInTransfer(r),
  ...(r.permitExpired === true && expired ? { warning: expired } : {}),
});

interface ProjectTeams {
  id: string;
  projectName: string;
  teams: Array<{ id: string; teamName: string }>;
}

/** Projects as folders, their teams as the nodes that filter the list. */
export function projectTeamTree(projects: ProjectTeams[]): AntTreeNode[] {
  return projects.map((p) => ({
    key: `project-${p.id}`,
    value: `project-${p.id}`,
    title: p.projectName,
    disabled: true,
    children: p.teams.map((team) => ({ key: team.id, value: team.id, title: team.teamName })),
  }));
}

/** "Worker selector": Recently, Search (default, 20 a page) and the project tree with teams, over siteAllList. */
export function WorkerSelector({ excludeSupervisor = false, filing = false, ...props }: SelectorFieldProps & { excludeSupervisor?: boolean }) {
  const { t } = useTranslation();
  // the applicant field's tree holds the sites and teams of the workers the caller may file for
  const projects = useQuery({
    queryKey: ['selector-project-teams', filing],
    queryFn: () => http.get<ProjectTeams[]>(filing ? APPLICANT_WORKER_TEAMS : PROJECT_TEAMS, undefined, { quiet: true }),
  });
  const tree = useMemo(() => projectTeamTree(projects.data ?? []), [projects.data]);
  const find = async ({ keyword, current, size, filter }: PersonQuery) => {
    const page = await http.get<Page<Row>>(
      filing ? APPLICANT_WORKER_LIST : WORKER_LIST,
      { ...filter, nameOrNo: keyword || undefined, current, size, ...(excludeSupervisor ? { isSupervisor: 0 } : {}) },
      { quiet: true },
    );
    const { rows, total } = rowsOf(page);
    return { rows: offeredWorkers(rows, excludeSupervisor).map((r) => toPerson(r, t('compliance.permitExpired'))), total };
  };
  return (
    <PersonSelector
      {...props}
      kind="worker"
      title={t('selector.worker')}
      pageSize={20}
      defaultTab="search"
      tabs={[
        { key: 'recent', label: t('people.sel.recent'), source: 'recent' },
        { key: 'search', label: t('common.search'), source: 'search' },
        { key: 'project', label: t('people.sel.project'), source: { tree, param: 'teamId' } },
      ]}
      find={find}
      name={async (ids) =>
        rowsOf(await http.get<Page<Row>>(WORKER_LIST, { ids: ids.join(','), size: -1 }, { quiet: true })).rows.map((r) =>
          toPerson(r, t('compliance.permitExpired')),
        )
      }
    />
  );
}
