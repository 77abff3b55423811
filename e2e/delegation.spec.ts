import { expect, test } from '@playwright/test';
import { apiCall, apiHeaders, signIn, signOut } from './helpers';
import { departmentWithLeader, makePerson, PASSWORD, type Person } from './approval-fixtures';

// Out of office (issue 14 section 1): the department leader sets a colleague as delegate on the Out of
// office page; a request started afterwards waits for the delegate, who approves it from To do, and the
// request's timeline says "<delegate> for <leader>".
const run = Date.now().toString(36);

let leader: Person;
let employee: Person;
let delegate: Person;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const team = await departmentWithLeader(request, run);
  ({ leader, employee } = team);
  delegate = await makePerson(request, team.admin, {
    account: `dele.${run}`,
    name: 'Dana Delegate',
    staffNo: `D${run}`,
    roleId: team.roleId,
    deptId: team.deptId,
  });
});

test('a manager sets a delegate; the delegate approves from To do; the timeline says "delegate for manager"', async ({ page, request }) => {
  await signIn(page, leader.account, PASSWORD);
  await page.goto('/work/delegation');
  await expect(page.getByTestId('delegation-page')).toBeVisible();
  await page.getByRole('button', { name: 'Add delegate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add delegate' });
  await dialog.getByLabel('Delegate').click();
  await dialog.getByLabel('Delegate').fill('Dana');
  await page.getByTitle(`Dana Delegate (dele.${run})`).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  const row = page.getByRole('row', { name: /Dana Delegate/ });
  await expect(row).toContainText('In force');
  await expect(row).toContainText('All forms');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/delegation.png`, fullPage: true });

  // the employee starts a request (HR form): its first step is the leader's, so it goes to the delegate
  const h = await apiHeaders(request, employee.account, PASSWORD);
  const started = await apiCall<{ processId: string }>(request, h, '/api/mcc-staff/processfield/startProcess', {
    formId: '18',
    map: { subject: 'New laptop', content: 'The old one no longer starts' },
  });

  await signOut(page);
  await signIn(page, delegate.account, PASSWORD);
  await page.goto('/work/todo');
  const task = page.getByRole('row', { name: /HR form/ }).first();
  await expect(task).toBeVisible();
  await task.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve' });
  await approve.getByLabel('Comment').fill('Approved while Lena is away');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();

  await page.goto(`/flow/detail?processId=${started.processId}`);
  const timeline = page.getByTestId('process-timeline');
  await expect(timeline).toContainText('Dana Delegate for Lena Leader');
  await expect(timeline).toContainText('Approved while Lena is away');

  // the leader still reads the request the delegate handled
  await signOut(page);
  await signIn(page, leader.account, PASSWORD);
  await page.goto(`/flow/detail?processId=${started.processId}`);
  await expect(page.getByTestId('process-timeline')).toContainText('Dana Delegate for Lena Leader');
});
