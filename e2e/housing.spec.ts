import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminHeaders, call, companyDisplayDay, expectNoErrors, roleWithMenus, signIn, signInAsE2eAdmin, signOut, watchErrors, viewValue } from './helpers';

// Dormitories end to end as an HR user (a role with the worker, dormitory and request screens): a plot,
// buildings imported from the template (a bad file first), a room, a worker assigned through the worker
// selector; then a dormitory-transfer request that the administrator approves.

test.describe.configure({ mode: 'serial' });
const run = Date.now().toString(36);
const HR = { account: `hr.${run}`, password: 'Hr@2026-e2e-pass' };
const signInAsHr = (page: Page) => signIn(page, HR.account, HR.password);
// names of this run's own (a retry of the file loads it again: new names, no clash with what a failed try left)
const LODGE = `E2E Lodge ${run}`;
const CODE = `E2E-H${run}`.toUpperCase();
const NAME = `Hamid Housing ${run}`;
const named = new RegExp(NAME);

test.beforeAll(async ({ request }) => {
  const h = await adminHeaders(request);
  const hr = await roleWithMenus(
    request,
    h,
    `HR ${run}`,
    `hr_${run}`,
    (code) =>
      ['housing', 'worker', 'worker_view', 'worker_add', 'worker_edit', 'work', 'work_start', 'flow_file_for_others', 'process', 'process_view'].includes(
        code,
      ) ||
      code.startsWith('dwell_') ||
      code === 'workerFlow' ||
      code === 'flowList_worker_flow_transferDormitory',
  );
  await call(request, h, '/api/blade-user/submit', { account: HR.account, name: 'Hana HR', realName: 'Hana HR', password: HR.password, roleId: hr.id });
});

async function buildingFile(path: string, rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Buildings');
  sheet.addRow(['Dormitory', 'Blk No', 'Building Name', 'Floors', 'Remark']);
  for (const r of rows) sheet.addRow(r);
  await book.xlsx.writeFile(path);
  return path;
}

/** The worker selector: search by number, check the worker, move right, OK. */
async function pickWorker(page: Page, code: string, name: RegExp) {
  const selector = page.getByRole('dialog', { name: 'Worker selector' });
  await selector.getByPlaceholder('Name or number').fill(code);
  await selector.getByPlaceholder('Name or number').press('Enter');
  await selector.getByRole('checkbox', { name }).check();
  await selector.getByRole('button', { name: 'Move right' }).click();
  await selector.getByRole('button', { name: 'OK' }).click();
  await expect(selector).toBeHidden();
}

/** Picks a tree-select's node; tries again while the dropdown is still loading or animating, until the field holds a value. */
async function pickTree(page: Page, label: string, option: string | RegExp) {
  const scope = page.locator('.ant-modal, .ant-drawer').last();
  const field = scope.getByLabel(label);
  // the value this field shows once chosen (an element with its title; `has` is read inside each form item, so
  // it names the label only; the label's own title is not the value)
  const chosen = scope.locator('.ant-form-item', { has: page.getByLabel(label) }).locator('[title]:not(label)');
  await expect(async () => {
    // (Escape would close the drawer): open the dropdown unless it is open
    if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await field.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').filter({ hasText: option }).first().click({ timeout: 5_000 });
    await expect(chosen.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('HR: plot, building import (bad row, then good file), room, worker assigned through the selector', async ({ page }, info) => {
  const errors = watchErrors(page);
  await signInAsHr(page);
  const drawer = page.locator('.ant-drawer');

  await page.goto('/worker');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await drawer.getByLabel('Employment code').fill(CODE);
  await drawer.getByLabel('Name', { exact: true }).fill(NAME);
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('row', { name: named })).toBeVisible();

  await page.goto('/housing/plot');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await drawer.getByLabel('Dormitory name').fill(LODGE);
  await drawer.getByLabel('Address').fill('1 Kranji Way');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('row', { name: new RegExp(LODGE) })).toBeVisible();

  await page.goto('/housing/building');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.locator('input[type=file]').setInputFiles(
    await buildingFile(info.outputPath('bad.xlsx'), [
      [LODGE, '7', 'Block Seven', 5, null],
      ['No Such Lodge', '8', null, null, null],
    ]),
  );
  const report = dialog.getByTestId('import-errors');
  await expect(report).toBeVisible();
  await expect(report.getByRole('row', { name: /Dormitory/ })).toContainText('3');
  await expect(report).toContainText('no dormitory named No Such Lodge');
  await dialog.locator('input[type=file]').setInputFiles(
    await buildingFile(info.outputPath('good.xlsx'), [
      [LODGE, '7', 'Block Seven', 5, null],
      [LODGE, '8', null, null, null],
    ]),
  );
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Block Seven/ }).filter({ hasText: LODGE })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(LODGE) })).toHaveCount(2);

  await page.goto('/housing/room');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await pickTree(page, 'Building', `${LODGE} / Blk 7`);
  await drawer.getByLabel('Room No').fill('07-01');
  await drawer.getByLabel('Beds').fill('2');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('row', { name: /07-01/ })).toBeVisible();

  await page.goto('/housing/occupant');
  await page.getByRole('button', { name: 'Assign to room' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign to room' });
  await assign.getByRole('button', { name: 'Select' }).first().click();
  await pickWorker(page, CODE, named);
  await expect(assign.getByText(`${NAME} (${CODE})`)).toBeVisible();
  await pickTree(page, 'Room', `${LODGE} / Blk 7 / #07-01 (2 free)`);
  await assign.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  const stay = page.getByRole('row', { name: named });
  await expect(stay).toContainText('07-01');
  await expect(stay).toContainText(LODGE);

  // the worker's record shows the room
  await page.goto('/worker');
  await page.getByRole('row', { name: named }).getByRole('button', { name: 'View' }).click();
  await expect(viewValue(drawer, 'Dormitory')).toHaveText(LODGE);
  await expect(viewValue(drawer, 'Block')).toHaveText('7');
  await expect(viewValue(drawer, 'Room')).toHaveText('07-01');
  await expectNoErrors(errors);
});

test('dormitory transfer (form 26): HR files the request with a free room; the approval moves the worker', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsHr(page);
  const drawer = page.locator('.ant-drawer');
  await page.goto('/housing/room');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await pickTree(page, 'Building', `${LODGE} / Blk 8`);
  await drawer.getByLabel('Room No').fill('08-01');
  await drawer.getByLabel('Beds').fill('4');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('row', { name: /08-01/ })).toBeVisible();

  await page.goto('/worker/flow/transferDormitory/index');
  await page.getByRole('button', { name: 'New request' }).click();
  await page.waitForURL('**/flow/detail?formId=26*');
  const form = page.locator('form');
  await form.getByRole('button', { name: 'Select' }).first().click();
  await pickWorker(page, CODE, named);
  await form.getByLabel('Target room').click();
  await page.getByTitle(`${LODGE} / Blk 8 / #08-01 (4 free)`).click();
  await form.getByLabel('Move date').fill(companyDisplayDay());
  await form.getByLabel('Move date').press('Enter');
  await form.getByLabel('Reason').fill('Closer to the new site');
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/flow/detail?processId=*');

  // the administrators approve requests of users without a department leader
  await signOut(page);
  await signInAsE2eAdmin(page);
  await page.goto('/work/todo');
  const row = page.getByRole('row', { name: /Dormitory transfer/ }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  // the approval's answer, so a refusal fails with the server's words rather than a missing toast
  const answered = page.waitForResponse((r) => r.url().includes('/complete-task'), { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  await signOut(page);
  await signInAsHr(page);

  await page.goto('/housing/occupant');
  const stays = page.getByRole('row', { name: named });
  await expect(stays).toHaveCount(1);
  await expect(stays).toContainText('08-01');
  await page.goto('/worker');
  await page.getByRole('row', { name: named }).getByRole('button', { name: 'View' }).click();
  await expect(viewValue(drawer, 'Block')).toHaveText('8');
  await expect(viewValue(drawer, 'Room')).toHaveText('08-01');
  await expectNoErrors(errors);
});
