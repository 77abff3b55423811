import { expect, test } from '@playwright/test';
import { rowAction, searchList, signInAsE2eAdmin, uploadImport, writeWorkbook } from './helpers';

// Staff screens against a fresh server, as the e2e administrator (e2e/start-server.ts).

test.describe.configure({ mode: 'serial' });

// named per run: a retry (a fresh load of this file) never meets what a failed try created on the shared server
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const NO = `E2E-${RUN}`;
const NAME = `Eve ${RUN}`;
const EMAIL = `eve.${RUN.toLowerCase()}@example.com`;
const MOBILE = `9${String(Date.now() % 10_000_000).padStart(7, '0')}`;

test('staff: create, duplicate number refused, edit, quit and rejoin', async ({ page }) => {
  await signInAsE2eAdmin(page);
  await page.goto('/staff');
  const drawer = page.locator('.ant-drawer');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await drawer.getByLabel('Staff number').fill(NO);
  await drawer.getByLabel('English name').fill(NAME);
  await drawer.getByLabel('Mobile', { exact: true }).fill(MOBILE);
  await drawer.getByLabel('Email').fill(EMAIL);
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  const row = page.getByRole('row', { name: NAME });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Probation');

  // the duplicate check answers a second after typing
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await drawer.getByLabel('Staff number').fill(NO);
  await expect(drawer.getByText('The EmployeeCode you entered is duplicated')).toBeVisible();
  await drawer.getByLabel('Email').fill(EMAIL);
  await expect(drawer.getByText('The Email you entered is duplicated')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Edit' }).click();
  await drawer.getByLabel('English name').fill(`${NAME}-Lim`);
  // unchanged number and email are not reported as duplicates of the staff itself
  await drawer.getByRole('button', { name: 'Submit' }).click();
  const edited = page.getByRole('row', { name: `${NAME}-Lim` });
  await expect(edited).toBeVisible();

  await rowAction(edited, 'Quit');
  await expect(page.getByText(`Mark ${NAME}-Lim as quit?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(edited).toContainText('Quit');
  await rowAction(edited, 'Rejoin');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(edited).toContainText('Rejoined');
});

test('staff import: a bad row shows the progress and the per-row error report, imports nothing; the fixed file imports', async ({ page }, info) => {
  const header = [
    'Staff No',
    'English Name',
    'Chinese Name',
    'Email',
    'Mobile Code',
    'Mobile',
    'Department',
    'Job Title',
    'Nationality',
    'NRIC',
    'Birthday',
    'Entry Date',
    'Basic Salary',
  ];
  const ian = ['IMP-001', 'Ian Importer', '', 'ian@example.com', '+65', '91230101', '', '', 'SG', '', '1990-01-01', '2025-01-01', 3000];
  const ida = (email: string) => ['IMP-002', 'Ida Importer', '', email, '+65', '91230102', '', '', 'SG', '', '1990-01-01', '2025-01-01', 3000];
  const bad = await writeWorkbook(info.outputPath('staff-bad.xlsx'), 'Staff', [header, ian, ida('not-an-email')]);
  const fixed = await writeWorkbook(info.outputPath('staff-fixed.xlsx'), 'Staff', [header, ian, ida('ida@example.com')]);

  await signInAsE2eAdmin(page);
  await page.goto('/staff');
  const dialog = await uploadImport(page, bad);
  const report = dialog.getByTestId('import-errors');
  await expect(report).toBeVisible();
  await expect(dialog.getByTestId('import-progress')).toContainText('nothing was imported');
  await expect(report.getByRole('row', { name: /Email/ })).toContainText('3');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await searchList(page, 'Importer');
  await expect(page.getByRole('row', { name: /Ian Importer/ })).toHaveCount(0);

  await uploadImport(page, fixed);
  await expect(page.getByRole('dialog', { name: 'Import' })).toBeHidden();
  await searchList(page, 'Importer');
  await expect(page.getByRole('row', { name: /Ian Importer/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ida Importer/ })).toBeVisible();
});

test('staff selector: a project role is given a staff picked in the form', async ({ page }) => {
  await signInAsE2eAdmin(page);
  await page.goto('/base/project');
  const drawer = page.locator('.ant-drawer');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await drawer.getByLabel('Project code').fill(`P-${RUN}`);
  await drawer.getByLabel('Project', { exact: true }).fill(`Tower ${RUN}`);
  await drawer.getByRole('button', { name: 'Submit' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Tower ${RUN}`) });
  await row.getByRole('button', { name: 'Project roles' }).click();
  const roles = page.getByRole('dialog', { name: /Project roles/ });
  await roles.getByRole('button', { name: 'Select' }).first().click();
  const selector = page.getByRole('dialog', { name: 'Staff selector' });
  await expect(selector.getByRole('tab', { name: 'Department' })).toHaveAttribute('aria-selected', 'true');
  await selector.getByPlaceholder('Name or number').fill(NO);
  await selector.getByPlaceholder('Name or number').press('Enter');
  await selector.getByRole('checkbox', { name: new RegExp(`${NAME}-Lim`) }).check();
  await selector.getByRole('button', { name: 'Move right' }).click();
  await expect(selector.getByTestId('selector-right')).toContainText(`${NAME}-Lim (${NO})`);
  await selector.getByRole('button', { name: 'OK' }).click();
  await expect(roles.getByText(`${NAME}-Lim (${NO})`)).toBeVisible();
  await roles.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  // reopened, the role shows the chosen staff by name
  await row.getByRole('button', { name: 'Project roles' }).click();
  await expect(page.getByRole('dialog', { name: /Project roles/ }).getByText(`${NAME}-Lim (${NO})`)).toBeVisible();
});
