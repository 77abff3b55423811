import { expect, test } from '@playwright/test';
import { adminHeaders, call, expectNoErrors, isoDay, searchList, signInAsE2eAdmin, watchErrors } from './helpers';

// Profile pages (issue 9 section 4): a staff member's and a worker's profile opened from their lists.

test.describe.configure({ mode: 'serial' });

test('a staff profile opens from the staff list: header, details, documents with expiry, history; edit keeps the list form', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const staff = await call<{ id: string }>(request, headers, '/api/mcc-staff/staff/addStaff', {
    staffNo: 'PRF-001',
    enName: 'Priya Profile',
    email: 'priya.profile@example.com',
    mobile: '91239001',
    jobTitleName: 'Planner',
    entryDate: '2023-02-01',
    passportNumber: 'K1234567',
    passportExpiryDate: isoDay(20),
  });
  await call(request, headers, '/api/mcc-staff/infocert/save', { staffId: staff.id, certName: 'First Aid', certNo: 'FA-9', expiryDate: isoDay(-2) });

  const errors = watchErrors(page);
  await signInAsE2eAdmin(page);
  await page.goto('/staff');
  await searchList(page, 'PRF-001');
  await page
    .getByRole('row', { name: /Priya Profile/ })
    .getByRole('button', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/staff/detail/${staff.id}$`));
  const header = page.getByTestId('profile-header');
  await expect(header.getByTestId('profile-name')).toHaveText('Priya Profile');
  await expect(header).toContainText('PRF-001');
  await expect(header).toContainText('Probation');
  await expect(header.getByTestId('profile-tenure')).toContainText('yr');
  await expect(header.locator('.ant-avatar')).toHaveText('PP');
  // details as description lists: the job title and the status label, not its code
  await expect(page.locator('.ant-descriptions-item-content', { hasText: 'Planner' }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Documents' }).click();
  const docs = page.getByTestId('profile-documents');
  await expect(docs.getByRole('row', { name: /First Aid/ }).getByTestId('expiry-expired')).toBeVisible();
  await expect(docs.getByRole('row', { name: /Passport/ }).getByTestId('expiry-dueSoon')).toBeVisible();

  await page.getByRole('tab', { name: 'Leave balances' }).click();
  await expect(page.getByTestId('profile-balances')).toBeVisible();
  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page.getByTestId('profile-requests')).toBeVisible();

  // editing stays the list's form; the change shows in the history with the field's label
  await page.getByTestId('profile-edit').click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByLabel('Job title').fill('Senior planner');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Change history' }).click();
  const history = page.getByTestId('profile-history');
  await expect(history).toContainText('Job title: Planner → Senior planner');
  await expect(history).toContainText('Created');

  // the sub-records stay one tab away
  await page.getByRole('tab', { name: 'Records' }).click();
  await expect(page.getByRole('tab', { name: 'Family' })).toBeVisible();
  await expectNoErrors(errors);
});

test('a worker profile opens from the worker list: project, team, permit and passport expiry, transfers in the history', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const project = await call<{ id: string }>(request, headers, '/api/mcc-base/project/base/info/add', { projectCode: 'PRF-P1', projectName: 'Profile Tower' });
  const worker = await call<{ id: string }>(request, headers, '/api/mcc-worker/info/addWorker', {
    employmentCode: 'PRF-W1',
    name: 'Wang Profile',
    finNo: 'G7654321K',
    projectId: project.id,
    nationality: 'CN',
    wpNumber: 'WP-PRF-1',
    wpExpiryDate: isoDay(-1),
    passportNumber: 'E7654321',
    passportExpiryDate: isoDay(400),
    entryDate: '2024-06-01',
  });
  await call(request, headers, '/api/mcc-worker/info/update1', { id: worker.id, mobile: '88009001' });

  const errors = watchErrors(page);
  await signInAsE2eAdmin(page);
  await page.goto('/worker');
  await searchList(page, 'PRF-W1');
  await page
    .getByRole('row', { name: /Wang Profile/ })
    .getByRole('button', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/worker/detail/${worker.id}$`));
  const header = page.getByTestId('profile-header');
  await expect(header.getByTestId('profile-name')).toHaveText('Wang Profile');
  await expect(header).toContainText('Profile Tower');
  await expect(header).toContainText('Permit expired');
  // the nationality code reads as the country's name
  await expect(page.locator('.ant-descriptions-item-content', { hasText: 'China' }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Documents' }).click();
  const docs = page.getByTestId('profile-documents');
  await expect(docs.getByRole('row', { name: /Work permit/ }).getByTestId('expiry-expired')).toBeVisible();
  await expect(docs.getByRole('row', { name: /Passport/ }).getByTestId('expiry-valid')).toBeVisible();

  await page.getByRole('tab', { name: 'Change history' }).click();
  await expect(page.getByTestId('profile-history')).toContainText('Mobile: — → 88009001');
  await page.getByRole('tab', { name: 'Renewals' }).click();
  await expect(page.getByRole('tabpanel').last()).toBeVisible();
  await expectNoErrors(errors);
});
