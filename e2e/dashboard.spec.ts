import { expect, test } from '@playwright/test';
import { adminHeaders, apiHeaders, call, datePickerText, expectNoErrors, signIn, signInAsE2eAdmin, signOut, watchErrors, workingDaysAhead } from './helpers';
import { PASSWORD, departmentWithLeader } from './approval-fixtures';

// Issue 11: HR's dashboard shows the permit-expiry tiles, and a click lands on the worker list filtered to
// the workers it counts; the leader's To do shows each request's key values, and approving a leave
// request shows who else in the department is away on those days.

test.describe.configure({ mode: 'serial' });
const run = Date.now().toString(36).slice(-5).toUpperCase();
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('HR: the permit-expiry tile opens the worker list filtered to the expired permits', async ({ page, request }) => {
  const h = await adminHeaders(request);
  const project = await call<{ id: string }>(request, h, '/api/mcc-base/project/base/info/add', { projectCode: `DP${run}`, projectName: `Dash Yard ${run}` });
  await call(request, h, '/api/mcc-worker/info/addWorker', {
    employmentCode: `DX${run}`,
    name: `Lapsed Lal ${run}`,
    projectId: project.id,
    wpNumber: 'WP-DASH',
    wpExpiryDate: day(-10),
  });
  await call(request, h, '/api/mcc-worker/info/addWorker', {
    employmentCode: `DV${run}`,
    name: `Valid Vijay ${run}`,
    projectId: project.id,
    wpNumber: 'WP-DASH2',
    wpExpiryDate: day(400),
  });

  const errors = watchErrors(page);
  await signInAsE2eAdmin(page);
  await page.goto('/dashboard');
  const tile = page.getByTestId('workPermit-expired');
  await expect(tile).toBeVisible();
  expect(Number((await tile.locator('.ant-statistic-content').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
  // the project's bar has its link too
  await expect(page.getByTestId('workPermit-groups').getByText(new RegExp(`Dash Yard ${run}`))).toBeVisible();
  await tile.click();
  await page.waitForURL(/\/worker\?.*wpExpiryDate_end=/);
  await expect(page.getByRole('row', { name: new RegExp(`DX${run}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`DV${run}`) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`DX${run}`) }).getByText('Permit expired')).toBeVisible();
  await expectNoErrors(errors);
});

test("To do shows the request's key values; approving leave shows who else is away", async ({ page, request }) => {
  const { admin: h, deptId, leader, employee, annualLeaveId } = await departmentWithLeader(request, run.toLowerCase());
  // three working days of the employee (as the server counts them), and a colleague already on leave on the last
  const employeeHeaders = await apiHeaders(request, employee.account, PASSWORD);
  const { start, end } = await workingDaysAhead(request, employeeHeaders, 10, 3);
  const mate = await call<{ id: string }>(request, h, '/api/mcc-staff/staff/addStaff', {
    staffNo: `M${run}`,
    enName: `Mona Mate ${run}`,
    deptId,
    entryDate: '2020-01-06',
  });
  await call(request, h, '/api/mcc-staff/staff/confirmation', { id: mate.id });
  await call(request, h, '/api/mcc-staff/vacationCreditDetail/update', {
    userType: 1,
    personId: mate.id,
    vacationInfoId: annualLeaveId,
    startDate: day(-1),
    expireDate: day(60),
    days: 10,
  });
  await call(request, h, '/api/mcc-staff/leaverecord/save', {
    staffId: mate.id,
    vacationInfoId: annualLeaveId,
    leaveUnit: 1,
    leaveStartTime: `${day(end)} 09:00:00`,
    leaveEndTime: `${day(end)} 18:00:00`,
    leaveDays: 1,
  });
  // the employee asks for three days of annual leave
  await call(request, employeeHeaders, '/api/mcc-staff/processfield/startProcess', {
    formId: '2',
    map: {
      staffId: employee.staffId,
      vacationInfoId: annualLeaveId,
      leaveUnit: 1,
      leaveStartTime: `${day(start)} 09:00:00`,
      leaveEndTime: `${day(end)} 18:00:00`,
      leaveDays: 3,
      isLeave: 0,
      leaveReason: 'Trip',
    },
  });

  const errors = watchErrors(page);
  await signOut(page).catch(() => undefined);
  await signIn(page, leader.account, PASSWORD);
  await page.goto('/work/todo');
  const row = page.getByRole('row', { name: /Eddie Employee/ }).first();
  await expect(row).toContainText(`${datePickerText(start)} – ${datePickerText(end)}`);
  await expect(row).toContainText('3 d');
  await expect(row).toContainText(`Ops ${run.toLowerCase()}`);
  await expect(row.getByRole('cell', { name: /^\d+ min$/ })).toBeVisible();
  const header = page.getByRole('columnheader');
  for (const name of ['Dates', 'Days / amount', 'Department', 'Waiting']) await expect(header.filter({ hasText: name })).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  const absence = dialog.getByTestId('team-absence');
  await expect(absence).toContainText(`Mona Mate ${run}`);
  await expect(absence).toContainText(datePickerText(end));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectNoErrors(errors);
});
