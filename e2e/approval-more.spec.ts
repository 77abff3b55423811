import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall as call, apiHeaders, isoDay, roleWithMenus, signIn, workingDaysAhead } from './helpers';
import { departmentWithLeader, makePerson, PASSWORD, type Person } from './approval-fixtures';

// The process-type lists, HR audit and cancel from the screens, the unread badge and the public layout.
const run = `m${Date.now().toString(36)}`;
const PS = '/api/mcc-staff/processfield';
let employee: Person;
let leader: Person;
let hr: Person;
let annualLeaveId: string;
/** Each request takes its own day (the leave module refuses overlapping leave). */
let nextDay = 2;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const flowLists = (code: string) => code === 'staffFlow' || code === 'workerFlow' || code.startsWith('flowList_');
  const team = await departmentWithLeader(request, run, flowLists);
  ({ employee, leader, annualLeaveId } = team);
  const { id: hrRole } = await roleWithMenus(
    request,
    team.admin,
    `hr_${run}`,
    `hr_${run}`,
    (code) => flowLists(code) || code === 'work' || code.startsWith('work_') || code.startsWith('process'),
  );
  hr = await makePerson(request, team.admin, { account: `hr.${run}`, name: 'Harriet HR', staffNo: `H${run}`, roleId: hrRole, deptId: team.deptId });
});

const as = (request: APIRequestContext, person: Person) => apiHeaders(request, person.account, PASSWORD);

/** The employee starts a one-day leave request (form 2) through the API; answers its process id. */
async function startLeave(request: APIRequestContext, reason: string): Promise<string> {
  // one working day, as the server counts it, after the previous request's
  const span = await workingDaysAhead(request, await as(request, employee), nextDay, 1);
  nextDay = span.start + 1;
  const day = isoDay(span.start);
  const map = {
    staffId: employee.staffId,
    vacationInfoId: annualLeaveId,
    leaveUnit: 1,
    leaveStartTime: `${day} 09:00:00`,
    leaveEndTime: `${day} 18:00:00`,
    leaveDays: 1,
    isLeave: 0,
    leaveReason: reason,
  };
  const started = await call<{ processId: string; requestNo: string }>(request, await as(request, employee), `${PS}/startProcess`, { formId: '2', map });
  requestNos.set(started.processId, started.requestNo);
  return started.processId;
}

/** The leader approves the request through the API (their open task on it). */
async function approve(request: APIRequestContext, processId: string) {
  const h = await as(request, leader);
  const todo = await call<{ records: { processId: string; taskId: string; taskVersion: number }[] }>(request, h, '/api/blade-flow/work/todo-list?size=-1');
  const task = todo.records.find((r) => r.processId === processId)!;
  await call(request, h, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok', comment: 'Fine', version: task.taskVersion });
}

async function signInAs(page: Page, person: Person) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, person.account, PASSWORD);
}

/** The request numbers of the requests started here: the lists show a request by its number (LV-2026-000123), not its id. */
const requestNos = new Map<string, string>();
const rowOf = (page: Page, processId: string) => page.getByRole('row', { name: new RegExp(requestNos.get(processId) ?? processId) });

test('a process-type list shows my requests and starts a new one in its form', async ({ page, request }) => {
  const processId = await startLeave(request, 'Dentist');
  await signInAs(page, employee);
  // the side menu reaches the type lists: Staff requests > Leave application
  const menu = page.getByRole('navigation', { name: 'main menu' });
  await menu.getByText('Staff requests').click();
  await menu.getByText('Leave application').click();
  await page.waitForURL('**/staff/flow/leave/index');
  await expect(page.getByRole('tab', { name: 'My requests' })).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, processId)).toContainText('Leave application');
  await expect(rowOf(page, processId)).toContainText('In progress');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/type-list.png`, fullPage: true });
  // a worker-only list does not show it
  await page.goto('/worker/flow/course/index');
  await expect(page.getByRole('tab', { name: 'My requests' })).toBeVisible();
  await expect(rowOf(page, processId)).toHaveCount(0);

  // start one from the HR-form list: the button opens that form in add mode
  await page.goto('/staff/flow/hrForm/index');
  await page.getByRole('button', { name: 'New request' }).click();
  await page.waitForURL('**/flow/detail?formId=18&mode=add');
  const form = page.locator('form');
  await form.getByLabel('Subject').fill(`Desk move ${run}`);
  await form.getByLabel('Content').fill('Closer to the window, please');
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/flow/detail?processId=*');
  const started = new URL(page.url()).searchParams.get('processId')!;
  // the detail's header shows the number the request was given
  const number = (await page.getByTestId('request-no').textContent())!;
  expect(number).toMatch(/^HF-\d{4}-\d{6}$/);
  requestNos.set(started, number);
  await page.goto('/staff/flow/hrForm/index');
  await expect(rowOf(page, started)).toContainText('HR form');
});

test('the approver approves from the process-type list', async ({ page, request }) => {
  const processId = await startLeave(request, 'Moving day');
  await signInAs(page, leader);
  await page.goto('/staff/flow/leave/index');
  await page.getByRole('tab', { name: /To approve/ }).click();
  const row = rowOf(page, processId);
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await dialog.getByLabel('Comment').fill('Good luck with the move');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Handled by me' }).click();
  await expect(rowOf(page, processId)).toContainText('Approved');
});

test('the approver approves two requests at once from To do, with one comment', async ({ page, request }) => {
  const first = await startLeave(request, 'Clinic visit');
  const second = await startLeave(request, 'Bank appointment');
  await signInAs(page, leader);
  await page.goto('/work/todo');
  for (const id of [first, second]) await rowOf(page, id).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve (2)' });
  await dialog.getByLabel('Comment').fill('Both fine');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  // the batch ends with each request's outcome, not a bare toast
  const results = page.getByTestId('batch-results');
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('2 approved, 0 failed');
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await expect(results.getByRole('listitem').filter({ hasText: 'Approved' })).toHaveCount(2);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(rowOf(page, first)).toHaveCount(0);
  await expect(rowOf(page, second)).toHaveCount(0);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/todo-batch.png` });
});

test('HR audits an approved request from the list; the request shows it audited', async ({ page, request }) => {
  const processId = await startLeave(request, 'Wedding');
  await approve(request, processId);
  await signInAs(page, hr);
  await page.goto('/staff/flow/leave/index?tab=all');
  const row = rowOf(page, processId);
  await expect(row).toContainText('Approved');
  await row.getByRole('button', { name: 'HR audit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  await expect(row.getByRole('button', { name: 'HR audit' })).toHaveCount(0);
  await expect(row).toContainText('Yes');
  await row.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('hr-audited')).toHaveText('HR audited');
  await expect(page.getByRole('button', { name: 'HR audit' })).toHaveCount(0);
});

test('the initiator cancels a running request', async ({ page, request }) => {
  const processId = await startLeave(request, 'Conference');
  await signInAs(page, employee);
  await page.goto(`/flow/detail?processId=${processId}`);
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  // the approver no longer has it to do
  const todo = await call<{ records: { processId: string }[] }>(request, await as(request, leader), '/api/blade-flow/work/todo-list?size=-1');
  expect(todo.records.map((r) => r.processId)).not.toContain(processId);
});

test('the bell counts a new message and drops after reading', async ({ page, request }) => {
  await call(request, await as(request, employee), '/api/blade-flow/message/read', {});
  const processId = await startLeave(request, 'Half marathon');
  await signInAs(page, employee);
  const bell = page.getByTestId('unread-bell');
  await expect(bell).toHaveAttribute('aria-label', 'Messages');
  await expect(page.getByTestId('home-unread')).toContainText('0');

  await approve(request, processId);
  await page.reload();
  await expect(bell).toHaveAttribute('aria-label', 'Messages (1 unread)');
  await expect(bell.locator('.ant-badge-count')).toHaveText('1');
  await expect(page.getByTestId('home-unread')).toContainText('1');
  await expect(page.getByTestId('home-upcoming-leave').getByRole('link', { name: 'Annual leave' }).first()).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/home.png`, fullPage: true });

  await bell.click();
  await page.waitForURL('**/myApplication/message');
  // the one unread message is the new outcome
  const outcome = page.getByRole('row', { name: /Leave application \S+ approved/ });
  await expect(outcome.filter({ has: page.getByRole('button', { name: 'Mark read' }) })).toHaveCount(1);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAttribute('aria-label', 'Messages');
  await expect(bell.locator('.ant-badge-count')).toHaveCount(0);
});

test('public-layout routes render without the side menu', async ({ page }) => {
  await signInAs(page, employee);
  await expect(page.locator('.ant-layout-sider')).toHaveCount(1);
  await expect(page.getByTestId('tag-bar')).toHaveCount(1);
  for (const [path, heading] of [
    ['/todo', 'To do'],
    ['/home', 'Home'],
    ['/notifications', 'Notifications'],
    ['/worker/apply/list/public', 'Worker applications'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'main menu' })).toHaveCount(0);
    // nor the tag bar (the signed-in frame's open pages)
    await expect(page.getByTestId('tag-bar')).toHaveCount(0);
    await expect(page.getByTestId('unread-bell')).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'My requests' })).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/public-layout.png`, fullPage: true });
});
