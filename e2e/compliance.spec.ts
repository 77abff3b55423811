import { expect, test } from '@playwright/test';
import { adminHeaders, call, expectNoErrors, signInAsE2eAdmin, watchErrors } from './helpers';

// The compliance centre as HR sees it: a worker whose work permit has expired is flagged in the worker
// list and his profile; his dormitory check-in is an address change to declare, listed (with the Excel
// export) until HR marks it declared. Data through the server's own calls, screens as the e2e admin.

test.describe.configure({ mode: 'serial' });
const run = Date.now().toString(36).slice(-5).toUpperCase();
const CODE = `C${run}`;

test.beforeAll(async ({ request }) => {
  const h = await adminHeaders(request);
  const project = await call<{ id: string }>(request, h, '/api/mcc-base/project/base/info/add', { projectCode: `CP${run}`, projectName: `Permit Yard ${run}` });
  const worker = await call<{ id: string }>(request, h, '/api/mcc-worker/info/addWorker', {
    employmentCode: CODE,
    name: `Expired Eswaran ${run}`,
    projectId: project.id,
    wpNumber: 'WP-E2E',
    wpExpiryDate: '2020-01-31',
  });
  const plot = await call<{ id: string }>(request, h, '/api/mcc-worker/dwellplot/save', { plotName: `Permit Lodge ${run}`, address: '5 Jalan Papan' });
  const building = await call<{ id: string }>(request, h, '/api/mcc-worker/dwellbuilding/save', { plotId: plot.id, blkNo: '4' });
  const room = await call<{ id: string }>(request, h, '/api/mcc-worker/dwellroom/save', { buildingId: building.id, roomNo: '05-01', capacity: 4 });
  await call(request, h, '/api/mcc-worker/dwellroomref/saveWorker', { action: 'assign', roomId: room.id, workerIds: worker.id });
});

test('a worker whose permit has expired is flagged in the list and his profile', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsE2eAdmin(page);
  await page.goto('/worker');
  await page.getByLabel('Name or number').fill(CODE);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(CODE) });
  await expect(row.getByText('Permit expired')).toBeVisible();
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The work permit expired on 31 Jan 2020' })).toBeVisible();
  await expect(page.getByText('No renewal recorded yet')).toBeVisible();
  await expectNoErrors(errors);
});

test('his check-in is an address change to declare until HR marks it declared; the list exports', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsE2eAdmin(page);
  await page.goto('/housing/declaration');
  await page.getByLabel('Name / code / FIN').fill(CODE);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(CODE) });
  await expect(row).toContainText(`Permit Lodge ${run}, Blk 4 #05-01, 5 Jalan Papan`);
  await expect(row.getByText('To declare')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await row.getByRole('button', { name: 'Mark declared' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /OK|Confirm/ })
    .click();
  await expect(row.getByText('Declared', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark declared' })).toHaveCount(0);
  await expectNoErrors(errors);
});
