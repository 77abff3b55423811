import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../../app/http/client';
import { StaffSelector } from './StaffSelector';
import { WorkerSelector } from './WorkerSelector';
import { isTeamNode, moveRight, offeredWorkers, readRecent, rememberRecent, teamsOnly } from './rules';

const depts = [
  {
    id: '1',
    title: 'Straits Build',
    deptType: null,
    children: [{ id: '2', title: 'Site Tuas', deptType: null, children: [{ id: '3', title: 'Rebar Team', deptType: 3 }] }],
  },
];
const staff = [
  { id: '21', enName: 'Tan Mei Ling', staffNo: 'S001' },
  { id: '22', enName: 'Lim Wei Jie', staffNo: 'S002' },
];
const workers = [
  { id: '31', name: 'Kumar', employmentCode: 'W001', teamMemberStatus: 0, isSupervisor: 0, permitExpired: true },
  { id: '32', name: 'Rahim', employmentCode: 'W002', teamMemberStatus: 1, isSupervisor: 0 },
  { id: '33', name: 'Chen Foreman', employmentCode: 'W003', teamMemberStatus: 0, isSupervisor: 1 },
];

const sites = [
  { id: '41', projectName: 'Tuas wharf', teams: [{ id: '51', teamName: 'Wharf crew', projectId: '41' }] },
  { id: '42', projectName: 'Jurong depot', teams: [{ id: '52', teamName: 'Depot crew', projectId: '42' }] },
];

function serve(urls: string[]) {
  configureHttp({
    fetch: async (input) => {
      const url = String(input);
      urls.push(url);
      let data: unknown = [];
      if (url.startsWith('/api/blade-system/dept/tree')) data = depts;
      else if (url.startsWith('/api/mcc-staff/staff/getStaffList')) data = url.includes('nameOrNo=Lim') ? staff.slice(1) : staff;
      else if (url.startsWith('/api/blade-flow/applicant/staff-list')) data = staff.slice(0, 1);
      else if (url.startsWith('/api/blade-flow/applicant/worker-list')) data = { records: workers.slice(0, 1), total: 1, size: 20, current: 1, pages: 1 };
      else if (url.startsWith('/api/blade-flow/applicant/worker-teams')) data = sites.slice(0, 1);
      else if (url.startsWith('/api/mcc-worker/project/listTeam')) data = sites;
      else if (url.startsWith('/api/mcc-worker/info/siteAllList')) {
        const rows = url.includes('isSupervisor=0') ? workers.filter((w) => !w.isSupervisor) : workers;
        data = { records: rows, total: rows.length, size: 20, current: 1, pages: 1 };
      } else if (url.startsWith('/api/mcc-base/project')) data = { records: [], total: 0 };
      return new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

const pick = (dialog: HTMLElement, name: string) => fireEvent.click(within(within(dialog).getByText(new RegExp(name)).closest('tr')!).getByRole('checkbox'));
const moveRightButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Move right' });

/** A selector of a request's applicant field lists what the applicant list answers, never reading the directory (`directory`: its calls). */
async function expectFilingList(ui: ReactElement, o: { title: string; offered: string; withheld: RegExp; directory: string[] }) {
  const urls: string[] = [];
  serve(urls);
  await renderInApp(ui);
  fireEvent.click(screen.getByText('Select').closest('button')!);
  const dialog = (await screen.findByText(o.title)).closest('.ant-modal') as HTMLElement;
  await within(dialog).findByText(o.offered);
  expect(within(dialog).queryByText(o.withheld)).toBeNull();
  expect(urls.filter((u) => o.directory.some((d) => u.includes(d)))).toEqual([]);
}

describe('selector rules', () => {
  it('single mode keeps one person, multiple mode adds without repeats, disabled people never move', () => {
    const a = { id: 'a', label: 'A' };
    const b = { id: 'b', label: 'B' };
    const blocked = { id: 'c', label: 'C', disabled: true };
    expect(moveRight([a], [b], false)).toEqual([b]);
    expect(moveRight([a], [a, b, blocked], true)).toEqual([a, b]);
    expect(moveRight([a], [blocked], false)).toEqual([a]);
  });

  it('only deptType 3 nodes are teams; supervisors are left out on request', () => {
    expect(isTeamNode({ deptType: 3 })).toBe(true);
    expect(isTeamNode({ deptType: null })).toBe(false);
    const marked = teamsOnly(depts);
    expect(marked[0].disabled).toBe(true);
    expect((marked[0].children as unknown as Array<{ children: Array<{ disabled: boolean }> }>)[0].children[0].disabled).toBe(false);
    expect(offeredWorkers(workers, true).map((w) => w.id)).toEqual(['31', '32']);
    expect(offeredWorkers(workers, false)).toHaveLength(3);
  });

  it('recent picks are kept newest first without repeats', () => {
    sessionStorage.clear();
    rememberRecent('staff', [{ id: '1', label: 'One' }]);
    rememberRecent('staff', [
      { id: '2', label: 'Two' },
      { id: '1', label: 'One' },
    ]);
    expect(readRecent('staff').map((p) => p.id)).toEqual(['2', '1']);
  });
});

describe('staff selector', () => {
  beforeEach(() => sessionStorage.clear());

  it('as the applicant field of a request, offers only the staff the caller may file for', () =>
    expectFilingList(<StaffSelector filing onChange={vi.fn()} />, {
      title: 'Staff selector',
      offered: 'Tan Mei Ling (S001)',
      withheld: /Lim Wei Jie/,
      directory: ['getStaffList'],
    }));

  it('opens on the Department tab, searches by name or number, moves the pick right and confirms it', async () => {
    const urls: string[] = [];
    serve(urls);
    const onChange = vi.fn();
    await renderInApp(<StaffSelector onChange={onChange} />);
    fireEvent.click(screen.getByText('Select').closest('button')!);
    const dialog = (await screen.findByText('Staff selector')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByRole('tab', { name: 'Department' })).toHaveAttribute('aria-selected', 'true');
    for (const tab of ['Recently', 'Business section', 'Team', 'Project']) expect(within(dialog).getByRole('tab', { name: tab })).toBeInTheDocument();
    await within(dialog).findByText('Tan Mei Ling (S001)');

    const search = within(dialog).getByPlaceholderText('Name or number');
    fireEvent.change(search, { target: { value: 'Lim' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await within(dialog).findByText('Lim Wei Jie (S002)');
    expect(within(dialog).queryByText('Tan Mei Ling (S001)')).toBeNull();
    expect(urls.some((u) => u.includes('getStaffList') && u.includes('nameOrNo=Lim'))).toBe(true);

    pick(dialog, 'Lim Wei Jie');
    fireEvent.click(moveRightButton(dialog));
    expect(within(within(dialog).getByTestId('selector-right')).getByText('Lim Wei Jie (S002)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('OK').closest('button')!);
    expect(onChange).toHaveBeenCalledWith('22');
    expect(readRecent('staff').map((p) => p.id)).toEqual(['22']);
  });

  it('single mode replaces the chosen staff; the team tab offers only team nodes', async () => {
    serve([]);
    const onChange = vi.fn();
    await renderInApp(<StaffSelector onChange={onChange} />);
    fireEvent.click(screen.getByText('Select').closest('button')!);
    const dialog = (await screen.findByText('Staff selector')).closest('.ant-modal') as HTMLElement;
    await within(dialog).findByText('Tan Mei Ling (S001)');
    pick(dialog, 'Tan Mei Ling');
    fireEvent.click(moveRightButton(dialog));
    pick(dialog, 'Lim Wei Jie');
    fireEvent.click(moveRightButton(dialog));
    const right = within(dialog).getByTestId('selector-right');
    expect(within(right).queryByText('Tan Mei Ling (S001)')).toBeNull();
    expect(within(right).getByText('Lim Wei Jie (S002)')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Team' }));
    const site = await within(dialog).findByText('Site Tuas');
    expect(site.closest('.ant-tree-treenode')).toHaveClass('ant-tree-treenode-disabled');
    expect(within(dialog).getByText('Rebar Team').closest('.ant-tree-treenode')).not.toHaveClass('ant-tree-treenode-disabled');
  });
});

describe('staff selector tabs', () => {
  it('a new tab starts unfiltered: the keyword of the previous tab is dropped with its search box', async () => {
    sessionStorage.clear();
    const urls: string[] = [];
    serve(urls);
    await renderInApp(<StaffSelector onChange={vi.fn()} />);
    fireEvent.click(screen.getByText('Select').closest('button')!);
    const dialog = (await screen.findByText('Staff selector')).closest('.ant-modal') as HTMLElement;
    const search = within(dialog).getByPlaceholderText('Name or number');
    fireEvent.change(search, { target: { value: 'Lim' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await within(dialog).findByText('Lim Wei Jie (S002)');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Project' }));
    await within(dialog).findByText('Tan Mei Ling (S001)');
    expect(within(dialog).getByPlaceholderText('Name or number')).toHaveValue('');
    expect(urls[urls.length - 1]).not.toContain('nameOrNo');
  });
});

describe('worker selector', () => {
  it('searches 20 a page by default, disables workers in transfer and leaves supervisors out when asked', async () => {
    const urls: string[] = [];
    serve(urls);
    await renderInApp(<WorkerSelector excludeSupervisor onChange={vi.fn()} />);
    fireEvent.click(screen.getByText('Select').closest('button')!);
    const dialog = (await screen.findByText('Worker selector')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
    await within(dialog).findByText('Kumar (W001)');
    expect(urls.find((u) => u.includes('siteAllList'))).toContain('size=20');
    expect(within(dialog).queryByText(/Chen Foreman/)).toBeNull();
    expect(within(within(dialog).getByText('Rahim (W002)').closest('tr')!).getByRole('checkbox')).toBeDisabled();
  });

  it('as the applicant field of a request, offers only the workers the caller may file for, and their sites and teams', async () => {
    await expectFilingList(<WorkerSelector filing onChange={vi.fn()} />, {
      title: 'Worker selector',
      offered: 'Kumar (W001)',
      withheld: /Rahim/,
      directory: ['siteAllList', 'project/listTeam'],
    });
    const dialog = screen.getByText('Worker selector').closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Project' }));
    expect(await within(dialog).findByText('Tuas wharf')).toBeInTheDocument();
    expect(within(dialog).queryByText('Jurong depot')).toBeNull();
  });

  it('flags a worker whose work permit has expired, who stays selectable (the move warns or is refused)', async () => {
    serve([]);
    await renderInApp(<WorkerSelector onChange={vi.fn()} />);
    fireEvent.click(screen.getByText('Select').closest('button')!);
    const dialog = (await screen.findByText('Worker selector')).closest('.ant-modal') as HTMLElement;
    const kumar = (await within(dialog).findByText('Kumar (W001)')).closest('tr')!;
    expect(within(kumar).getByText('Permit expired')).toBeInTheDocument();
    expect(within(kumar).getByRole('checkbox')).toBeEnabled();
    expect(within(within(dialog).getByText('Rahim (W002)').closest('tr')!).queryByText('Permit expired')).toBeNull();
    pick(dialog, 'Kumar');
    fireEvent.click(moveRightButton(dialog));
    expect(within(within(dialog).getByTestId('selector-right')).getByText('Kumar (W001)').closest('.ant-tag')).toHaveClass('ant-tag-error');
  });
});
