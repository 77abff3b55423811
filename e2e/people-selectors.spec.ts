import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminHeaders, call, signInAsE2eAdmin, uploadImport, writeWorkbook } from './helpers';

// The worker and team selectors driven through a real process form, and the worker import with a bad
// row, against a fresh server as the e2e administrator (e2e/start-server.ts). The data is set up through
// the server's own calls: a project with a team, a supervisor, a worker in a project transfer, 21 more
// workers (two pages of 20), an org unit with a team node, and a form with worker and team fields.

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36).slice(-5).toUpperCase();
const code = (suffix: string) => `S${run}-${suffix}`;
let formId = '';

test.beforeAll(async ({ request }) => {
  const h = await adminHeaders(request);
  const project = await call<{ id: string }>(request, h, '/api/mcc-base/project/base/info/add', {
    projectCode: `P${run}`,
    projectName: `Selector Tower ${run}`,
  });
  const team = await call<{ id: string }>(request, h, '/api/mcc-worker/team/addTeam', { teamName: `Rebar crew ${run}`, projectId: project.id });
  const worker = (suffix: string, name: string, extra: Record<string, unknown> = {}) =>
    call<{ id: string }>(request, h, '/api/mcc-worker/info/addWorker', { employmentCode: code(suffix), name, projectId: project.id, ...extra });
  await worker('A', 'Arun Available', { teamId: team.id });
  await worker('S', 'Sam Supervisor', { isSupervisor: 1, teamId: team.id });
  const busy = await worker('B', 'Bala Busy');
  await call(request, h, '/api/mcc-worker/processsimplifytransition/save', { workerId: busy.id, targetProjectId: project.id, transitionDate: '2026-12-01' });
  for (let i = 1; i <= 21; i += 1) await worker(`P${String(i).padStart(2, '0')}`, `Pager ${String(i).padStart(2, '0')}`);

  const site = await call<{ id: string }>(request, h, '/api/blade-system/dept/submit', { deptName: `Site office ${run}`, parentId: '0', deptCategory: 2 });
  const unit = await call<{ id: string }>(request, h, '/api/blade-system/dept/submit', {
    deptName: `Crew unit ${run}`,
    parentId: site.id,
    deptCategory: 2,
    deptType: 3,
  });
  await call(request, h, '/api/mcc-staff/staff/addStaff', { staffNo: code('T1'), enName: 'Tara Teamstaff', deptId: site.id, teamId: unit.id });
  await call(request, h, '/api/mcc-staff/staff/addStaff', { staffNo: code('T2'), enName: 'Toby Teamstaff', deptId: site.id, teamId: unit.id });
  await call(request, h, '/api/mcc-staff/staff/addStaff', { staffNo: code('O1'), enName: 'Olga Officestaff', deptId: site.id });

  const form = await call<{ id: string }>(request, h, '/api/mcc-base/base/templateForm/submit', {
    formName: `Crew request ${run}`,
    processKey: `crewRequest${run}`,
    category: 2,
  });
  formId = form.id;
  const field = (sort: number, fieldName: string, fieldLabel: string, fieldType: string, fieldOption?: Record<string, unknown>) =>
    call(request, h, '/api/mcc-base/base/templateField/submit', {
      formId,
      fieldName,
      fieldLabel,
      fieldType,
      sort,
      span: 24,
      ...(fieldOption ? { fieldOption: JSON.stringify(fieldOption) } : {}),
    });
  await field(1, 'anyWorker', 'Any worker', 'worker');
  await field(2, 'crew', 'Crew without supervisors', 'worker', { multiple: true, excludeSupervisor: true });
  await field(3, 'unit', 'Unit', 'team');
  await field(4, 'reviewer', 'Reviewer', 'staff');
});

const openForm = async (page: Page) => {
  await signInAsE2eAdmin(page);
  await page.goto(`/flow/detail?formId=${formId}&mode=add`);
  await expect(page.getByText('Any worker').first()).toBeVisible();
};

/** The Select button of a form field, found by its label. */
const selectOf = (page: Page, label: string) => page.locator('.ant-form-item').filter({ hasText: label }).getByRole('button', { name: 'Select' });

async function search(selector: Locator, text: string) {
  await selector.getByPlaceholder('Name or number').fill(text);
  await selector.getByPlaceholder('Name or number').press('Enter');
}

test('worker selector: Search tab 20 a page, workers in transfer disabled, project tree with teams, recent picks', async ({ page }) => {
  await openForm(page);
  await selectOf(page, 'Any worker').click();
  const selector = page.getByRole('dialog', { name: 'Worker selector' });
  for (const tab of ['Recently', 'Search', 'Project']) await expect(selector.getByRole('tab', { name: tab })).toBeVisible();
  await expect(selector.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');

  // 21 pagers: 20 on the first page, the 21st on the second
  await search(selector, `S${run}-P`);
  const left = selector.getByTestId('selector-left');
  await expect(left.getByRole('checkbox', { name: /Pager 20/ })).toBeVisible();
  await expect(left.locator('tbody tr.ant-table-row')).toHaveCount(20);
  await expect(left.getByText(/Pager 21/)).toHaveCount(0);
  await selector.getByRole('listitem', { name: '2', exact: true }).click();
  await expect(left.getByRole('checkbox', { name: /Pager 21/ })).toBeVisible();
  await expect(left.locator('tbody tr.ant-table-row')).toHaveCount(1);

  // a worker in a project transfer cannot be picked; this field offers supervisors
  await search(selector, code('B'));
  await expect(left.getByRole('checkbox', { name: /Bala Busy/ })).toBeDisabled();
  await search(selector, code('S'));
  await expect(left.getByRole('checkbox', { name: /Sam Supervisor/ })).toBeEnabled();

  // the project tree: the project is a folder, its team filters the list
  await selector.getByRole('tab', { name: 'Project' }).click();
  await expect(selector.getByText(`Selector Tower ${run}`)).toBeVisible();
  await selector.getByText(`Rebar crew ${run}`).click();
  await expect(left.getByRole('checkbox', { name: /Arun Available/ })).toBeVisible();
  await expect(left.getByRole('checkbox', { name: /Sam Supervisor/ })).toBeVisible();
  await expect(left.getByText(/Pager|Bala Busy/)).toHaveCount(0);
  await left.getByRole('checkbox', { name: /Arun Available/ }).check();
  await selector.getByRole('button', { name: 'Move right' }).click();
  await expect(selector.getByTestId('selector-right')).toContainText(`Arun Available (${code('A')})`);
  await selector.getByRole('button', { name: 'OK' }).click();
  await expect(selector).toBeHidden();
  const anyWorker = page.locator('.ant-form-item').filter({ hasText: 'Any worker' });
  await expect(anyWorker.getByText(`Arun Available (${code('A')})`)).toBeVisible();

  // the pick is remembered for the session under Recently
  await selectOf(page, 'Crew without supervisors').click();
  const crew = page.getByRole('dialog', { name: 'Worker selector' });
  await crew.getByRole('tab', { name: 'Recently' }).click();
  await expect(crew.getByTestId('selector-left').getByRole('checkbox', { name: /Arun Available/ })).toBeVisible();
  await crew.getByRole('button', { name: 'Cancel' }).click();
});

test('worker selector: a field that excludes supervisors never offers them; multiple picks', async ({ page }) => {
  await openForm(page);
  await selectOf(page, 'Crew without supervisors').click();
  const selector = page.getByRole('dialog', { name: 'Worker selector' });
  const left = selector.getByTestId('selector-left');
  await search(selector, code('S'));
  await expect(left.locator('.ant-empty')).toBeVisible();
  await expect(left.getByText(/Sam Supervisor/)).toHaveCount(0);
  await search(selector, code('B'));
  await expect(left.getByRole('checkbox', { name: /Bala Busy/ })).toBeDisabled();
  await search(selector, `S${run}-`);
  await left.getByRole('checkbox', { name: /Arun Available/ }).check();
  await left.getByRole('checkbox', { name: /Pager 01/ }).check();
  await selector.getByRole('button', { name: 'Move right' }).click();
  const right = selector.getByTestId('selector-right');
  await expect(right).toContainText('Chosen (2)');
  await selector.getByRole('button', { name: 'OK' }).click();
  const field = page.locator('.ant-form-item').filter({ hasText: 'Crew without supervisors' });
  await expect(field.getByText(`Arun Available (${code('A')})`)).toBeVisible();
  await expect(field.getByText(`Pager 01 (${code('P01')})`)).toBeVisible();
});

test('team selector: only team nodes (deptType 3) can be chosen', async ({ page }) => {
  await openForm(page);
  const unit = page.locator('.ant-form-item').filter({ hasText: 'Unit' });
  await unit.locator('.ant-select').click();
  const popup = page.locator('.ant-select-dropdown:visible');
  const office = popup.locator('.ant-select-tree-treenode').filter({ hasText: `Site office ${run}` });
  const crew = popup.locator('.ant-select-tree-treenode').filter({ hasText: `Crew unit ${run}` });
  await expect(office).toHaveClass(/ant-select-tree-treenode-disabled/);
  await expect(crew).not.toHaveClass(/ant-select-tree-treenode-disabled/);
  // a click on a disabled node chooses nothing
  await office.getByText(`Site office ${run}`).click();
  await expect(unit).not.toContainText(`Site office ${run}`);
  await crew.getByText(`Crew unit ${run}`).click();
  await expect(unit).toContainText(`Crew unit ${run}`);
});

test('worker import: a bad row shows the progress and the per-row report, imports nothing; the fixed file imports', async ({ page }, info) => {
  const header = [
    'Employment Code',
    'Name',
    'Nationality',
    'FIN No',
    'Passport No',
    'Passport Expiry',
    'WP No',
    'WP Expiry',
    'Mobile',
    'Birthday',
    'Entry Date',
    'Project Code',
  ];
  const good = [
    code('I1'),
    'Imran Imported',
    'BD',
    'G1234567K',
    'P1234567',
    '2030-01-31',
    'WP-1',
    '2027-06-30',
    '88001234',
    '1990-05-01',
    '2026-01-05',
    `P${run}`,
  ];
  const second = [
    code('I2'),
    'Iqbal Imported',
    'IN',
    'G7654321K',
    'P7654321',
    '2030-02-28',
    'WP-2',
    '2027-07-31',
    '88005678',
    '1991-06-02',
    '2026-01-05',
    `P${run}`,
  ];
  const bad = await writeWorkbook(info.outputPath('workers-bad.xlsx'), 'Workers', [header, good, [...second.slice(0, 7), '31/07/2027', ...second.slice(8)]]);
  const fixed = await writeWorkbook(info.outputPath('workers-fixed.xlsx'), 'Workers', [header, good, second]);

  await signInAsE2eAdmin(page);
  await page.goto('/worker');
  const dialog = await uploadImport(page, bad);
  const report = dialog.getByTestId('import-errors');
  await expect(report).toBeVisible();
  await expect(dialog.getByTestId('import-progress')).toContainText('nothing was imported');
  await expect(dialog.getByTestId('import-progress').getByRole('progressbar')).toBeVisible();
  const wrong = report.getByRole('row', { name: /WP Expiry/ });
  await expect(wrong).toHaveCount(1);
  await expect(wrong.getByRole('cell').first()).toHaveText('3');
  await expect(wrong.getByRole('cell').nth(2)).not.toBeEmpty();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: /Imran Imported/ })).toHaveCount(0);

  await uploadImport(page, fixed);
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Import' })).toBeHidden();
  await page.getByLabel('Name or number').fill(`S${run}-I`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: /Imran Imported/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Iqbal Imported/ })).toContainText('31 Jul 2027');
});

test('staff selector: five tabs, the Team tab offers only teams and filters by them; single mode keeps one pick', async ({ page }) => {
  await openForm(page);
  await selectOf(page, 'Reviewer').click();
  const selector = page.getByRole('dialog', { name: 'Staff selector' });
  for (const tab of ['Recently', 'Business section', 'Department', 'Team', 'Project']) await expect(selector.getByRole('tab', { name: tab })).toBeVisible();
  await expect(selector.getByRole('tab', { name: 'Department' })).toHaveAttribute('aria-selected', 'true');

  await selector.getByRole('tab', { name: 'Team' }).click();
  const office = selector.locator('.ant-tree-treenode').filter({ hasText: `Site office ${run}` });
  const unit = selector.locator('.ant-tree-treenode').filter({ hasText: `Crew unit ${run}` });
  await expect(office).toHaveClass(/ant-tree-treenode-disabled/);
  await expect(unit).not.toHaveClass(/ant-tree-treenode-disabled/);
  await unit.getByText(`Crew unit ${run}`).click();
  const left = selector.getByTestId('selector-left');
  await expect(left.getByRole('checkbox', { name: /Tara Teamstaff/ })).toBeVisible();
  await expect(left.getByRole('checkbox', { name: /Toby Teamstaff/ })).toBeVisible();
  await expect(left.getByText(/Olga Officestaff/)).toHaveCount(0);

  // single mode: a second pick replaces the first on the right
  await left.getByRole('checkbox', { name: /Tara Teamstaff/ }).check();
  await selector.getByRole('button', { name: 'Move right' }).click();
  await left.getByRole('checkbox', { name: /Toby Teamstaff/ }).check();
  await selector.getByRole('button', { name: 'Move right' }).click();
  const right = selector.getByTestId('selector-right');
  await expect(right).toContainText('Chosen (1)');
  await expect(right).toContainText(`Toby Teamstaff (${code('T2')})`);
  await expect(right).not.toContainText('Tara Teamstaff');

  // the search finds by name as well as by number
  await selector.getByRole('tab', { name: 'Department' }).click();
  await search(selector, 'Olga Office');
  await expect(left.getByRole('checkbox', { name: /Olga Officestaff/ })).toBeVisible();
  await selector.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Reviewer' })).toContainText(`Toby Teamstaff (${code('T2')})`);
});
