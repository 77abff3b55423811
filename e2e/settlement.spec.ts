import { E2E_ADMIN, apiCall, apiHeaders, expectNoErrors, signIn, watchErrors } from './helpers';
import { expect, test, type Page } from '@playwright/test';

// Attendance and salary settlement against the real server: HR records a worker's attendance and
// generates the settlement, edits the bonus row (totals follow), sends it for approval; a director
// approves it from /directorExamine; the sent settlement then refuses every change.
const PASSWORD = 'Staff@2026-e2e';
const run = Date.now().toString(36);
const HR = `hr.${run}`;
const DIRECTOR = `dir.${run}`;
const CODE = `W${run}`.toUpperCase();

test.describe.configure({ mode: 'serial' });

const tokenHeaders = apiHeaders;
const call = apiCall;

type Menu = { id: string; code: string; children?: Menu[] };
const flat = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flat(m.children ?? [])]);

test.beforeAll(async ({ request }) => {
  const h = await tokenHeaders(request, E2E_ADMIN.account, E2E_ADMIN.password);
  const menus = flat(await call<Menu[]>(request, h, '/api/blade-system/menu/list'));
  const ids = (pick: (code: string) => boolean) =>
    menus
      .filter((m) => pick(m.code))
      .map((m) => m.id)
      .join(',');
  const hrRole = await call<{ id: string }>(request, h, '/api/blade-system/role/submit', {
    roleName: `HR ${run}`,
    roleAlias: `hr_${run}`,
    parentId: '0',
    sort: 9,
  });
  await call(request, h, '/api/blade-system/role/grant', {
    roleIds: hrRole.id,
    menuIds: ids((c) => c.startsWith('attendance') || c.startsWith('salary_settlement') || c === 'worker' || c === 'worker_view' || c === 'staff_sensitive'),
  });
  // the settlement's approval goes to the role aliased director (form 37's chain)
  type Role = { id: string; roleAlias: string; children?: Role[] };
  const roles = (list: Role[]): Role[] => list.flatMap((r) => [r, ...roles(r.children ?? [])]);
  const existing = roles(await call<Role[]>(request, h, '/api/blade-system/role/list')).find((r) => r.roleAlias === 'director');
  const dirRole =
    existing ??
    (await call<{ id: string }>(request, h, '/api/blade-system/role/submit', { roleName: 'Director', roleAlias: 'director', parentId: '0', sort: 10 }));
  await call(request, h, '/api/blade-system/role/grant', {
    roleIds: dirRole.id,
    menuIds: ids((c) => c === 'director_examine' || c === 'work' || c.startsWith('work_')),
  });
  await call(request, h, '/api/blade-user/submit', { account: HR, name: 'Hana HR', realName: 'Hana HR', password: PASSWORD, roleId: hrRole.id });
  await call(request, h, '/api/blade-user/submit', {
    account: DIRECTOR,
    name: 'Dario Director',
    realName: 'Dario Director',
    password: PASSWORD,
    roleId: dirRole.id,
  });
  const project = await call<{ id: string }>(request, h, '/api/mcc-base/project/base/info/add', { projectCode: `P${run}`, projectName: `Depot ${run}` });
  const worker = await call<{ id: string }>(request, h, '/api/mcc-worker/info/addWorker', {
    employmentCode: CODE,
    name: 'Rafiq Islam',
    projectId: project.id,
    entryDate: '2025-02-03',
  });
  const emp = await call<{ id: string }>(request, h, `/api/mcc-worker/employment/detail?workerId=${worker.id}`);
  await call(request, h, '/api/mcc-worker/employment/update1', { id: emp.id, basicHourWage: 10, overtimeRate: 1.5 });
  // one day already recorded by the clock import; HR records the other on screen
  await call(request, h, '/api/mcc-worker/attendance/submit', { workerId: worker.id, clockInTime: '2026-05-04 08:00:00', clockOutTime: '2026-05-04 17:00:00' });
});

async function pickWorker(page: Page, scope: ReturnType<Page['locator']>) {
  await scope.getByRole('button', { name: 'Select' }).first().click();
  const selector = page.getByRole('dialog', { name: 'Worker selector' });
  await selector.getByPlaceholder('Name or number').fill(CODE);
  await selector.getByPlaceholder('Name or number').press('Enter');
  await selector.getByRole('checkbox', { name: /Rafiq Islam/ }).check();
  await selector.getByRole('button', { name: 'Move right' }).click();
  await selector.getByRole('button', { name: 'OK' }).click();
  await expect(selector).toBeHidden();
}

async function submitIfOpen(scope: ReturnType<Page['locator']>) {
  const submit = scope.getByRole('button', { name: 'Submit' });
  if (await submit.isVisible().catch(() => false)) await submit.click({ timeout: 3000 }).catch(() => undefined);
}

async function fillPicker(scope: ReturnType<Page['locator']>, label: string, text: string) {
  await scope.getByLabel(label).fill(text);
  await scope.getByLabel(label).press('Enter');
}

test('HR records attendance, generates and edits a settlement, sends it; the director approves; then it refuses changes', async ({ page, request }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await signIn(page, HR, PASSWORD);

  // attendance: a day with one overtime hour (08:00-18:00 less the noon break)
  await page.goto('/attendance/record');
  await page.getByRole('button', { name: 'Add' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add' });
  await pickWorker(page, drawer);
  // Enter confirms a picker and submits the form: the required clock-in comes last
  await fillPicker(drawer, 'Clock-out', '05 May 2026 18:00');
  await fillPicker(drawer, 'Clock-in', '05 May 2026 08:00');
  await submitIfOpen(drawer);
  await expect(page.getByRole('cell', { name: '05 May 2026 18:00', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '1.00', exact: true })).toBeVisible();

  // generate the settlement for the last working day
  await page.goto('/worker/salarySettlement');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a settlement' });
  await pickWorker(page, dialog);
  await fillPicker(dialog, 'Last working day', '15 May 2026');
  await submitIfOpen(dialog);
  await page.waitForURL('**/worker/salarySettlement/view/*');
  const settlementId = page.url().split('/').pop()!;
  await expect(page.getByText('Rafiq Islam').first()).toBeVisible();
  // 16 normal hours x 10.00 + 1 overtime hour x 15.00
  await expect(page.getByTestId('gross-wages')).toHaveText('175.00');
  await expect(page.getByTestId('nett-salary')).toHaveText('175.00');
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-disabled', 'true');

  // edit the achievement bonus row: the totals follow at once, and after saving
  const bonus = page.locator('tr', { hasText: 'Achievement bonus' });
  await bonus.getByRole('button', { name: 'Edit' }).click();
  const editing = page.locator('tr', { has: page.getByRole('button', { name: 'Cancel' }) });
  await editing.getByRole('spinbutton').first().fill('80');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('gross-wages')).toHaveText('255.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();

  // send for approval
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('This settlement has been sent and cannot be changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send for approval' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'History' })).not.toHaveAttribute('aria-disabled', 'true');
  await expectNoErrors(errors);

  // the director approves from the review list
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, DIRECTOR, PASSWORD);
  await page.goto('/directorExamine');
  const review = page.locator('tr', { hasText: 'Rafiq Islam' });
  await expect(review).toContainText('255.00');
  await review.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve' });
  await approve.getByLabel('Comment').fill('Final pay agreed');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  await expect(page.locator('tr', { hasText: 'Rafiq Islam' })).toHaveCount(0);

  // HR sees it approved with its history; the server refuses changes
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, HR, PASSWORD);
  await page.goto(`/worker/salarySettlement/view/${settlementId}`);
  await expect(page.getByText('Approved').first()).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('process-timeline')).toContainText('Final pay agreed');
  const h = await tokenHeaders(request, HR, PASSWORD);
  const refused = await (await request.post('/api/mcc-worker/workersalarysettlement/update', { headers: h, data: { id: settlementId, additional: 1 } })).json();
  expect(refused.code).toBe(409);
  expect(refused.msg).toMatch(/cannot be changed/);
  await expectNoErrors(errors);
});
