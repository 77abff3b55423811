import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, apiCall as call, apiHeaders, chooseOption, datePickerText, isoDay, signIn, workingDaysAhead } from './helpers';

// Self-service end to end: a plain employee opens the home page and sees his leave balance, applies for
// leave in a few clicks with the days counted from the dates, sees the pending days move on the home page,
// and does not find Dismissal (an HR form) among the forms he may start.
const PASSWORD = 'Self@2026-e2e';
const run = Date.now().toString(36);
const EMPLOYEE = `self.${run}`;
const LEADER = `selflead.${run}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const h = await adminHeaders(request);
  type Menu = { id: string; code: string; children?: Menu[] };
  const flat = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flat(m.children ?? [])]);
  const menus = flat(await call<Menu[]>(request, h, '/api/blade-system/menu/list'));
  const role = await call<{ id: string }>(request, h, '/api/blade-system/role/submit', {
    roleName: `Self ${run}`,
    roleAlias: `self_${run}`,
    parentId: '0',
    sort: 9,
  });
  const work = (c: string) => c === 'work' || c.startsWith('work_');
  await call(request, h, '/api/blade-system/role/grant', {
    roleIds: role.id,
    menuIds: menus
      .filter((m) => work(m.code))
      .map((m) => m.id)
      .join(','),
  });
  const leader = await call<{ id: string }>(request, h, '/api/blade-user/submit', {
    account: LEADER,
    name: 'Sam Supervisor',
    realName: 'Sam Supervisor',
    password: PASSWORD,
    roleId: role.id,
  });
  const dept = await call<{ id: string }>(request, h, '/api/blade-system/dept/submit', {
    deptName: `Self ${run}`,
    parentId: '0',
    deptCategory: 2,
    deptLeader: leader.id,
  });
  const user = await call<{ id: string }>(request, h, '/api/blade-user/submit', {
    account: EMPLOYEE,
    name: 'Ivan Ong',
    realName: 'Ivan Ong',
    password: PASSWORD,
    roleId: role.id,
    deptId: dept.id,
  });
  const staff = await call<{ id: string }>(request, h, '/api/mcc-staff/staff/addStaff', {
    staffNo: `SS${run}`,
    enName: 'Ivan Ong',
    userId: user.id,
    deptId: dept.id,
    entryDate: '2020-01-06',
  });
  await call(request, h, '/api/mcc-staff/staff/confirmation', { id: staff.id });
  const types = await call<{ id: string; name: string }[]>(request, h, '/api/mcc-base/baseVacationInfo/list?userType=1');
  const annual = types.find((t) => t.name === 'Annual leave')!;
  await call(request, h, '/api/mcc-staff/vacationCreditDetail/update', {
    userType: 1,
    personId: staff.id,
    vacationInfoId: annual.id,
    startDate: isoDay(-30),
    expireDate: isoDay(400),
    days: 10,
  });
});

/** The home page's balance row of annual leave: entitled, taken, pending, remaining. */
async function annualBalance(page: Page) {
  const row = page.getByTestId('home-balances').getByRole('row', { name: /Annual leave/ });
  await expect(row).toBeVisible();
  return row;
}

test('an employee sees his balance, applies for leave with the days counted, sees pending move, and cannot start Dismissal', async ({ page, request }) => {
  const span = await workingDaysAhead(request, await apiHeaders(request, EMPLOYEE, PASSWORD), 10, 2);
  await signIn(page, EMPLOYEE, PASSWORD);
  await page.goto('/homePage');
  const before = await annualBalance(page);
  await expect(before.getByRole('cell')).toHaveText(['Annual leave', '10', '0', '0', '10']);
  await expect(page.getByTestId('home-quick-actions')).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/self-home.png`, fullPage: true });

  // Apply for leave: the form is his own; the days come from the dates
  await page.getByRole('button', { name: 'Apply for leave' }).click();
  await page.waitForURL('**/flow/detail?formId=2*');
  await expect(page.getByTestId('own-applicant')).toContainText('Ivan Ong');
  const form = page.locator('form');
  await chooseOption(page, form.getByLabel('Vacation type'), 'Annual leave');
  await form.getByLabel('From', { exact: true }).fill(`${datePickerText(span.start)}`);
  await form.getByLabel('From', { exact: true }).press('Enter');
  await form.getByLabel('To', { exact: true }).fill(`${datePickerText(span.end)}`);
  await form.getByLabel('To', { exact: true }).press('Enter');
  const preview = page.getByTestId('leave-preview');
  await expect(preview.getByTestId('leave-preview-days')).toContainText('2');
  await expect(preview.getByTestId('leave-preview-before')).toContainText('10');
  await expect(preview.getByTestId('leave-preview-after')).toContainText('8');
  await expect(form.getByLabel('Leave days')).toHaveValue(/^2(\.0)?$/);
  await expect(form.getByLabel('Leave days')).toBeDisabled();
  await form.getByLabel('Leave reason').fill('Family visit');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/self-leave-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/flow/detail?processId=*');

  // home: two days pending, eight remaining; the request waits at the approver, the leader
  await page.goto('/homePage');
  const after = await annualBalance(page);
  await expect(after.getByRole('cell')).toHaveText(['Annual leave', '10', '0', '2', '8']);
  const open = page.getByTestId('home-open-requests').getByRole('row', { name: /Leave application/ });
  await expect(open).toContainText('Approver');
  await expect(open).toContainText('Sam Supervisor');
  await expect(page.getByTestId('home-upcoming-leave')).toContainText('Annual leave');

  // a second leave over the same days is flagged before submitting
  await page.getByRole('button', { name: 'Apply for leave' }).click();
  await page.waitForURL('**/flow/detail?formId=2*');
  await chooseOption(page, form.getByLabel('Vacation type'), 'Annual leave');
  await form.getByLabel('From', { exact: true }).fill(`${datePickerText(span.start)}`);
  await form.getByLabel('From', { exact: true }).press('Enter');
  await form.getByLabel('To', { exact: true }).fill(`${datePickerText(span.start)}`);
  await form.getByLabel('To', { exact: true }).press('Enter');
  await expect(page.getByTestId('leave-preview-problem')).toHaveText('Leave already exists');

  // Start a request: his forms by category; Dismissal is HR's
  await page.goto('/work/start');
  await expect(page.getByRole('region', { name: 'Staff requests' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leave application', exact: true })).toBeVisible();
  await expect(page.getByText(/days are counted from your dates/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dismissal', exact: true })).toHaveCount(0);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/self-start.png`, fullPage: true });
});
