import { adminHeaders, apiCall as call, apiHeaders, chooseOption, datePickerText, isoDay, openStartForm, pickStaff, signIn, workingDaysAhead } from './helpers';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Leave end to end: HR gives an employee an annual-leave balance on the balances screen; the employee
// asks for more than remains (and sees the message), then for one day; the leader approves; the
// balance drops and the leave history of the request shows the leave Approved.
const PASSWORD = 'Leave@2026-e2e';
const run = Date.now().toString(36);
const EMPLOYEE = `lemp.${run}`;
const LEADER = `llead.${run}`;
const HR = `lhr.${run}`;
const STAFF_NO = `LV${run}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const h = await adminHeaders(request);
  type Menu = { id: string; code: string; children?: Menu[] };
  const flat = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flat(m.children ?? [])]);
  const menus = flat(await call<Menu[]>(request, h, '/api/blade-system/menu/list'));
  const grant = async (alias: string, pick: (code: string) => boolean) => {
    const role = await call<{ id: string }>(request, h, '/api/blade-system/role/submit', {
      roleName: `${alias} ${run}`,
      roleAlias: `${alias}_${run}`,
      parentId: '0',
      sort: 9,
    });
    await call(request, h, '/api/blade-system/role/grant', {
      roleIds: role.id,
      menuIds: menus
        .filter((m) => pick(m.code))
        .map((m) => m.id)
        .join(','),
    });
    return role.id;
  };
  const work = (c: string) => c === 'staff' || c === 'staff_view' || c === 'work' || c.startsWith('work_');
  const staffRole = await grant('leave_staff', work);
  const hrRole = await grant('leave_hr', (c) => work(c) || c === 'leave' || c.startsWith('vacation_') || c.startsWith('leave_record'));
  const leader = await call<{ id: string }>(request, h, '/api/blade-user/submit', {
    account: LEADER,
    name: 'Lee Leader',
    realName: 'Lee Leader',
    password: PASSWORD,
    roleId: staffRole,
  });
  const dept = await call<{ id: string }>(request, h, '/api/blade-system/dept/submit', {
    deptName: `Leave ${run}`,
    parentId: '0',
    deptCategory: 2,
    deptLeader: leader.id,
  });
  await call(request, h, '/api/blade-user/submit', {
    id: leader.id,
    account: LEADER,
    name: 'Lee Leader',
    realName: 'Lee Leader',
    roleId: staffRole,
    deptId: dept.id,
  });
  const employeeUser = await call<{ id: string }>(request, h, '/api/blade-user/submit', {
    account: EMPLOYEE,
    name: 'Ella Employee',
    realName: 'Ella Employee',
    password: PASSWORD,
    roleId: staffRole,
    deptId: dept.id,
  });
  await call(request, h, '/api/blade-user/submit', { account: HR, name: 'Hana HR', realName: 'Hana HR', password: PASSWORD, roleId: hrRole, deptId: dept.id });
  const staff = await call<{ id: string }>(request, h, '/api/mcc-staff/staff/addStaff', {
    staffNo: STAFF_NO,
    enName: 'Ella Employee',
    userId: employeeUser.id,
    deptId: dept.id,
    entryDate: '2020-01-06',
  });
  await call(request, h, '/api/mcc-staff/staff/confirmation', { id: staff.id });
});

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * The employee fills a leave request of `days` working days from tomorrow on and presses Start: the form
 * counts the days from the dates (weekends and holidays off) and shows them before submitting.
 */
async function askForLeave(page: Page, request: APIRequestContext, days: number) {
  const span = await workingDaysAhead(request, await apiHeaders(request, EMPLOYEE, PASSWORD), 1, days);
  await openStartForm(page, 'Leave application');
  await page.waitForURL('**/flow/detail?formId=2*');
  const form = page.locator('form');
  // the request is the employee's own: no applicant picker, the server takes them from the session
  await expect(page.getByTestId('own-applicant')).toContainText('Ella Employee');
  await chooseOption(page, form.getByLabel('Vacation type'), 'Annual leave');
  // a full-day leave picks dates, typed in the common forms: ISO (2026-12-09) and day first (09/12/2026); a date
  // typed and left (Tab, no Enter, no OK) counts
  const [y, m, d] = isoDay(span.end).split('-');
  await form.getByLabel('From', { exact: true }).fill(isoDay(span.start));
  await form.getByLabel('From', { exact: true }).press('Enter');
  await expect(form.getByLabel('From', { exact: true })).toHaveValue(datePickerText(span.start));
  await form.getByLabel('To', { exact: true }).fill(`${d}/${m}/${y}`);
  await form.getByLabel('To', { exact: true }).press('Tab');
  await expect(form.getByLabel('To', { exact: true })).toHaveValue(datePickerText(span.end));
  await expect(page.getByTestId('leave-preview-days')).toContainText(String(days));
  await expect(form.getByLabel('Leave days')).toHaveValue(new RegExp(`^${days}(\\.0)?$`));
  await form.getByLabel('Leave reason').fill('Family visit');
  await form.getByRole('button', { name: 'Submit' }).click();
}

/** The balances screen row of the employee's annual leave. */
async function balanceRow(page: Page) {
  await page.goto('/leave/credit');
  const row = page.getByRole('row', { name: new RegExp(STAFF_NO) });
  await expect(row).toBeVisible();
  return row;
}

test('HR gives a balance; the employee cannot exceed it; the leader approves; the balance drops and the history shows Approved', async ({ page, request }) => {
  // HR gives 3 days of annual leave
  await signIn(page, HR, PASSWORD);
  await page.goto('/leave/credit');
  await page.getByRole('button', { name: 'Add' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add' });
  await drawer.getByRole('button', { name: 'Select' }).first().click();
  await pickStaff(page, STAFF_NO, /Ella Employee/);
  await drawer.getByLabel('Vacation type').click();
  await page.getByTitle('Annual leave').click();
  await drawer.getByLabel('Days', { exact: true }).fill('3');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  const given = await balanceRow(page);
  await expect(given).toContainText('Annual leave');
  expect((await given.getByRole('cell').allInnerTexts()).map((c) => c.trim())).toEqual(expect.arrayContaining(['3', '0']));

  // the employee asks for 5 days: refused with the spec's message; then for 1 day
  await signOut(page);
  await signIn(page, EMPLOYEE, PASSWORD);
  await askForLeave(page, request, 5);
  // said before submitting (the preview) and by the server
  await expect(page.getByText('Cannot exceed the remaining leave days').first()).toBeVisible();
  expect(page.url()).toContain('formId=2');
  await page.goto('/homePage');
  await askForLeave(page, request, 1);
  await page.waitForURL('**/flow/detail?processId=*');
  const processId = new URL(page.url()).searchParams.get('processId')!;

  // the leader approves from todo
  await signOut(page);
  await signIn(page, LEADER, PASSWORD);
  await page.goto('/work/todo');
  const todo = page.getByRole('row', { name: /Leave application/ }).first();
  await todo.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await dialog.getByLabel('Comment').fill('Enjoy');
  // the server's answer is read first, so a refusal names itself instead of a missing toast
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/blade-flow/work/complete-task'), { timeout: 30_000 }),
    dialog.getByRole('button', { name: 'Approve' }).click(),
  ]);
  const body = (await answer.json()) as { code: number; msg: string };
  expect(body, `complete-task answered ${answer.status()}: ${body.msg}`).toMatchObject({ code: 200 });
  await expect(page.getByText('The operation successful!').first()).toBeVisible();

  // the leave history of the request shows the leave Approved
  await page.goto(`/flow/detail?processId=${processId}`);
  await page.getByRole('button', { name: 'Leave history' }).click();
  const history = page.getByRole('dialog', { name: 'Leave history' });
  const approved = history.getByRole('row', { name: new RegExp(`${STAFF_NO}.*Ella Employee.*Annual leave`) });
  await expect(approved).toBeVisible();
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('1');

  // HR sees the balance drop: 3 given, 1 taken, 2 remaining
  await signOut(page);
  await signIn(page, HR, PASSWORD);
  const after = await balanceRow(page);
  const cells = await after.getByRole('cell').allInnerTexts();
  expect(cells.map((c) => c.trim())).toEqual(expect.arrayContaining(['3', '1', '0', '2']));
});
