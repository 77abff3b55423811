import { apiHeaders, datePickerText, isoDay, openStartForm, signIn, signOut, workingDaysAhead } from './helpers';
import { departmentWithLeader, PASSWORD } from './approval-fixtures';
import { expect, test, type Page } from '@playwright/test';

// Issue 33 (staff on a phone, 390x844, touch): an employee fills and submits a leave request, and his leader opens
// it and approves it, both on the phone. Neither page scrolls sideways, and the main buttons are touch-sized.
const run = `p${Date.now().toString(36)}`;
const EMPLOYEE = `emp.${run}`;
const LEADER = `lead.${run}`;
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test.beforeAll(async ({ request }) => {
  await departmentWithLeader(request, run);
});

/** The page fits the phone's width: the document never scrolls sideways. */
async function noSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const e = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: e.scrollWidth, clientWidth: e.clientWidth };
  });
  expect(scrollWidth, `${where}: sideways scroll`).toBeLessThanOrEqual(clientWidth);
}

/** The named buttons are at least 44 px high (a finger's target). */
async function touchSized(page: Page, where: string, names: string[]) {
  for (const name of names) {
    const box = await page.getByRole('button', { name, exact: true }).first().boundingBox();
    expect(box, `${where}: ${name} shown`).not.toBeNull();
    expect(box!.height, `${where}: ${name} is ${box!.height} px high`).toBeGreaterThanOrEqual(44);
  }
}

let processId = '';

test('an employee fills and submits a leave request on his phone', async ({ page, request }) => {
  const span = await workingDaysAhead(request, await apiHeaders(request, EMPLOYEE, PASSWORD), 2, 1);
  await signIn(page, EMPLOYEE, PASSWORD);
  await noSidewaysScroll(page, 'home');
  await openStartForm(page, 'Leave application');
  await page.waitForURL('**/flow/detail?formId=2*');
  await noSidewaysScroll(page, 'start list');
  const form = page.locator('form');
  await expect(async () => {
    if (!(await page.getByTitle('Annual leave').isVisible())) await form.getByLabel('Vacation type').click();
    await page.getByTitle('Annual leave').click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // a full day: dates typed as the phone's keyboard gives them (ISO), no hours
  await form.getByLabel('From', { exact: true }).fill(isoDay(span.start));
  await form.getByLabel('From', { exact: true }).press('Enter');
  await form.getByLabel('To', { exact: true }).fill(isoDay(span.end));
  await form.getByLabel('To', { exact: true }).press('Enter');
  await expect(form.getByLabel('From', { exact: true })).toHaveValue(datePickerText(span.start));
  await expect(form.getByLabel('Leave days')).toHaveValue(/^1(\.0)?$/);
  await form.getByLabel('Leave reason').fill('Dentist');
  await noSidewaysScroll(page, 'leave form');
  await touchSized(page, 'leave form', ['Submit']);
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/flow/detail?processId=*');
  processId = new URL(page.url()).searchParams.get('processId')!;
  await expect(page.getByTestId('process-timeline')).toContainText('OA CREATE');
  await noSidewaysScroll(page, 'submitted request');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/phone-request-submitted.png`, fullPage: true });
});

test('the leader opens the request on his phone and approves it', async ({ page }) => {
  expect(processId).not.toBe('');
  await signOut(page).catch(() => undefined);
  await signIn(page, LEADER, PASSWORD);
  await page.goto('/work/todo');
  await expect(page.getByRole('row', { name: /Leave application/ }).first()).toBeVisible();
  await noSidewaysScroll(page, 'to do');
  await page.goto(`/flow/detail?processId=${processId}`);
  await expect(page.getByTestId('process-timeline')).toBeVisible();
  await noSidewaysScroll(page, 'request');
  await touchSized(page, 'request', ['Approve', 'Reject']);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/phone-approval.png`, fullPage: true });
  await page.getByRole('button', { name: 'Approve', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await dialog.getByLabel('Comment').fill('Get well');
  await noSidewaysScroll(page, 'approve dialog');
  await touchSized(page, 'approve dialog', ['Approve']);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  await expect(page.getByTestId('process-timeline')).toContainText('Get well');
});
