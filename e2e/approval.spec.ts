import { apiHeaders, datePickerText, openStartForm, pickStaff, signIn, signOut, workingDaysAhead, rowAction, viewValue } from './helpers';
import { departmentWithLeader, PASSWORD } from './approval-fixtures';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Approval screens against the real server: an employee whose department leader is another user starts
// a leave request (form 2); the leader approves or rejects it from the todo list; timeline, share, print.
const run = Date.now().toString(36);
const EMPLOYEE = `emp.${run}`;
const LEADER = `lead.${run}`;

test.describe.configure({ mode: 'serial' });

const signInAs = (page: Page, account: string) => signIn(page, account, PASSWORD);

test.beforeAll(async ({ request }) => {
  await departmentWithLeader(request, run, (code) => code.startsWith('formCustom') || code.startsWith('flowManager'));
});

/** The employee starts a leave request of one day (`inDays` from today) through the start screen and the add form. */
let lastDay = 0;
async function startLeave(page: Page, request: APIRequestContext, reason: string, inDays: number) {
  // a working day (the form counts the days from the dates: weekends and holidays are off), after the previous request's
  const { start } = await workingDaysAhead(request, await apiHeaders(request, EMPLOYEE, PASSWORD), Math.max(inDays, lastDay + 1), 1);
  lastDay = start;
  await signInAs(page, EMPLOYEE);
  await openStartForm(page, 'Leave application');
  await page.waitForURL('**/flow/detail?formId=2*');
  await expect(page.getByText('Leave application').first()).toBeVisible();
  const form = page.locator('form');
  // the request is the employee's own: no applicant picker, the server takes them from the session
  await expect(page.getByTestId('own-applicant')).toContainText('Eddie Employee');
  // the select may re-render while its types load and swallow the first click (CI, 2026-11-29): open it until the type shows
  await expect(async () => {
    if (!(await page.getByTitle('Annual leave').isVisible())) await form.getByLabel('Vacation type').click();
    await page.getByTitle('Annual leave').click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const day = datePickerText(start);
  await form.getByLabel('From', { exact: true }).fill(`${day}`);
  await form.getByLabel('From', { exact: true }).press('Enter');
  await form.getByLabel('To', { exact: true }).fill(`${day}`);
  await form.getByLabel('To', { exact: true }).press('Enter');
  await expect(form.getByLabel('Leave days')).toHaveValue(/^1(\.0)?$/);
  await form.getByLabel('Leave reason').fill(reason);
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/flow/detail?processId=*');
  await expect(page.getByTestId('process-timeline')).toContainText('OA CREATE');
  const processId = new URL(page.url()).searchParams.get('processId')!;
  return processId;
}

async function actFromTodo(page: Page, action: 'Approve' | 'Reject', comment: string) {
  await signOut(page);
  await signInAs(page, LEADER);
  await page.goto('/work/todo');
  const row = page.getByRole('row', { name: /Leave application/ }).first();
  await expect(row).toBeVisible();
  await rowAction(row, action);
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: action }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
}

test('the leader approves a leave request from todo with a comment; the timeline shows it', async ({ page, request }) => {
  const processId = await startLeave(page, request, 'Family matters', 1);
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
  // the fields print as the detail page shows them: names for ids, labels for codes, hidden fields left out
  const printed = popup.getByTestId('print-form');
  await expect(printed).toContainText('Eddie Employee');
  await expect(printed).toContainText('Annual leave');
  // a printed request reads as text: the chosen labels beside their fields, no inputs
  await expect(viewValue(printed, 'Leave unit')).toHaveText('Full day');
  await expect(viewValue(printed, 'Leaving Singapore')).toHaveText('No');
  await expect(printed.locator('input')).toHaveCount(0);
  await expect(printed).not.toContainText('Departure date');
  expect(await printed.innerText()).not.toMatch(/\d{15,}/);
  if (process.env.E2E_SHOTS) {
    await popup.setViewportSize({ width: 1440, height: 900 });
    await popup.screenshot({ path: `${process.env.E2E_SHOTS}/approval-print.png`, fullPage: true });
  }
  await expect(popup.locator('.ant-layout-sider')).toHaveCount(0);
});

test('the leader rejects a request; the timeline marks the step as not passed', async ({ page, request }) => {
  const processId = await startLeave(page, request, 'Long weekend', 3);
  await actFromTodo(page, 'Reject', 'Busy week, sorry');
  await page.goto(`/flow/detail?processId=${processId}`);
  await expect(page.getByText('Rejected').first()).toBeVisible();
  const danger = page.getByTestId('process-timeline').locator('[data-color=danger]');
  await expect(danger).toContainText('Busy week, sorry');
});

test('the initiator recalls a running request', async ({ page, request }) => {
  await startLeave(page, request, 'Plans changed', 5);
  await page.getByRole('button', { name: 'Recall' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Recalled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recall' })).toHaveCount(0);
});

test("form designer: a form's fields and its approval process deployed as a new version", async ({ page }) => {
  await signOut(page).catch(() => undefined);
  await signInAs(page, LEADER);
  await page.goto('/formCustom');
  const row = page.getByRole('row', { name: /Leave application/ }).first();
  await row.getByRole('button', { name: 'Fields' }).click();
  await expect(page.getByRole('row', { name: /leaveDays Leave days/ })).toBeVisible();
  await rowAction(row, 'Approval process');
  await expect(page.getByTestId('flow-designer').locator('.djs-element').first()).toBeAttached();
  await page.getByRole('button', { name: 'Deploy new version' }).click();
  await expect(page.getByText(/Deployed version \d+/).first()).toBeVisible();
});
