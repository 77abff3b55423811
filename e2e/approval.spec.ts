import { adminHeaders, apiCall, signIn } from './helpers';
import { expect, test, type Page } from '@playwright/test';

// Approval screens against the real server: an employee whose department leader is another user starts
// a leave request (form 2); the leader approves or rejects it from the todo list; timeline, share, print.
const PASSWORD = 'Staff@2026-e2e';
const run = Date.now().toString(36);
const EMPLOYEE = `emp.${run}`;
const LEADER = `lead.${run}`;

test.describe.configure({ mode: 'serial' });

const call = apiCall;

const signInAs = (page: Page, account: string) => signIn(page, account, PASSWORD);

test.beforeAll(async ({ request }) => {
  const h = await adminHeaders(request);
  const role = await call<{ id: string }>(request, h, '/api/blade-system/role/submit', { roleName: `Employee ${run}`, roleAlias: `employee_${run}`, parentId: '0', sort: 9 });
  type Menu = { id: string; code: string; children?: Menu[] };
  const flat = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flat(m.children ?? [])]);
  const menus = flat(await call<Menu[]>(request, h, '/api/blade-system/menu/list'));
  const wanted = menus.filter((m) => m.code === 'staff' || m.code === 'staff_view' || m.code === 'work' || m.code.startsWith('work_') || m.code.startsWith('formCustom') || m.code.startsWith('flowManager'));
  await call(request, h, '/api/blade-system/role/grant', { roleIds: role.id, menuIds: wanted.map((m) => m.id).join(',') });
  const leader = await call<{ id: string }>(request, h, '/api/blade-user/submit', { account: LEADER, name: 'Lena Leader', realName: 'Lena Leader', password: PASSWORD, roleId: role.id });
  const dept = await call<{ id: string }>(request, h, '/api/blade-system/dept/submit', { deptName: `Ops ${run}`, parentId: '0', deptCategory: 2, deptLeader: leader.id });
  await call(request, h, '/api/blade-user/submit', { id: leader.id, account: LEADER, name: 'Lena Leader', realName: 'Lena Leader', roleId: role.id, deptId: dept.id });
  const employee = await call<{ id: string }>(request, h, '/api/blade-user/submit', { account: EMPLOYEE, name: 'Eddie Employee', realName: 'Eddie Employee', password: PASSWORD, roleId: role.id, deptId: dept.id });
  await call(request, h, '/api/mcc-staff/staff/addStaff', { staffNo: `E${run}`, enName: 'Eddie Employee', userId: employee.id, deptId: dept.id });
  await call(request, h, '/api/mcc-staff/staff/addStaff', { staffNo: `L${run}`, enName: 'Lena Leader', userId: leader.id, deptId: dept.id });
});

/** Picks one staff in the Staff selector dialog: search by number, tick, move right, confirm. */
async function pickStaff(page: Page, staffNo: string, name: RegExp) {
  const selector = page.getByRole('dialog', { name: 'Staff selector' });
  await selector.getByPlaceholder('Name or number').fill(staffNo);
  await selector.getByPlaceholder('Name or number').press('Enter');
  await selector.getByRole('checkbox', { name }).check();
  await selector.getByRole('button', { name: 'Move right' }).click();
  await selector.getByRole('button', { name: 'OK' }).click();
  await expect(selector).toBeHidden();
}

/** The employee starts a leave request of one day through the start screen and the add form. */
async function startLeave(page: Page, reason: string) {
  await signInAs(page, EMPLOYEE);
  await page.goto('/work/start');
  await page.getByLabel('Choose a form').click();
  await page.getByTitle('Leave application').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/flow/detail?formId=2*');
  await expect(page.getByText('Leave application').first()).toBeVisible();
  const form = page.locator('form');
  await form.getByRole('button', { name: 'Select' }).first().click();
  await pickStaff(page, `E${run}`, /Eddie Employee/);
  await form.getByLabel('Vacation type').fill('Annual leave');
  const day = new Date(Date.now() + 86_400_000);
  const tomorrow = `${String(day.getDate()).padStart(2, '0')} ${day.toLocaleString('en', { month: 'short' })} ${day.getFullYear()}`;
  await form.getByLabel('Leave start time').fill(`${tomorrow} 09:00`);
  await form.getByLabel('Leave start time').press('Enter');
  await form.getByLabel('Leave end time').fill(`${tomorrow} 18:00`);
  await form.getByLabel('Leave end time').press('Enter');
  await form.getByLabel('Leave days').fill('1');
  await form.getByLabel('Leave reason').fill(reason);
  await form.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL('**/flow/detail?processId=*');
  await expect(page.getByTestId('process-timeline')).toContainText('OA CREATE');
  const processId = new URL(page.url()).searchParams.get('processId')!;
  return processId;
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
}

async function actFromTodo(page: Page, action: 'Approve' | 'Reject', comment: string) {
  await signOut(page);
  await signInAs(page, LEADER);
  await page.goto('/work/todo');
  const row = page.getByRole('row', { name: /Leave application/ }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: action }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
}

test('the leader approves a leave request from todo with a comment; the timeline shows it', async ({ page }) => {
  const processId = await startLeave(page, 'Family matters');
  await actFromTodo(page, 'Approve', 'Enjoy your day');
  await page.goto(`/flow/detail?processId=${processId}`);
  const timeline = page.getByTestId('process-timeline');
  await expect(timeline).toContainText('OA CREATE');
  await expect(timeline).toContainText('Enjoy your day');
  await expect(timeline).toContainText('Lena Leader');
  await expect(page.getByTestId('process-diagram')).toBeVisible();
  await expect(page.locator('.flow-completed').first()).toBeAttached();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/approval-detail.png`, fullPage: true });
  await expect(page.getByRole('button', { name: 'Leave history' })).toBeVisible();

  // share: the recipient list is required
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share' });
  await share.getByRole('button', { name: 'OK' }).click();
  await expect(share.getByText('The Recipients field is required')).toBeVisible();
  await share.getByRole('button', { name: 'Select' }).click();
  await pickStaff(page, `E${run}`, /Eddie Employee/);
  await share.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();

  // print opens a clean printable page in a new window
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Print' }).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain(`/processPrint?processId=${processId}`);
  await expect(popup.getByTestId('print-title')).toHaveText('Leave application');
  await expect(popup.getByTestId('print-history')).toContainText('Enjoy your day');
  await expect(popup.locator('.ant-layout-sider')).toHaveCount(0);
});

test('the leader rejects a request; the timeline marks the step as not passed', async ({ page }) => {
  const processId = await startLeave(page, 'Long weekend');
  await actFromTodo(page, 'Reject', 'Busy week, sorry');
  await page.goto(`/flow/detail?processId=${processId}`);
  await expect(page.getByText('Rejected').first()).toBeVisible();
  const danger = page.getByTestId('process-timeline').locator('[data-color=danger]');
  await expect(danger).toContainText('Busy week, sorry');
});

test('the initiator recalls a running request', async ({ page }) => {
  await startLeave(page, 'Plans changed');
  await page.getByRole('button', { name: 'Recall' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Recalled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recall' })).toHaveCount(0);
});

test('form designer: a form\'s fields and its approval process deployed as a new version', async ({ page }) => {
  await signOut(page).catch(() => undefined);
  await signInAs(page, LEADER);
  await page.goto('/formCustom');
  const row = page.getByRole('row', { name: /Leave application/ }).first();
  await row.getByRole('button', { name: 'Fields' }).click();
  await expect(page.getByRole('row', { name: /leaveDays Leave days/ })).toBeVisible();
  await row.getByRole('button', { name: 'Approval process' }).click();
  await expect(page.getByTestId('flow-designer').locator('.djs-element').first()).toBeAttached();
  await page.getByRole('button', { name: 'Deploy new version' }).click();
  await expect(page.getByText(/Deployed version \d+/).first()).toBeVisible();
});
