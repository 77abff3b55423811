import { E2E_ADMIN, adminHeaders, apiCall, expectNoErrors, searchList, signIn, watchErrors } from './helpers';
import { expect, test, type Locator, type Page } from '@playwright/test';

// Probation confirmation end to end: HR starts the confirmation assessment of a staff on probation from
// the probation list; the staff's department leader fills in the assessment and approves it in the
// approval flow; HR approves; the staff is confirmed and the assessed-staff table shows the result.
const PASSWORD = 'Staff@2026-e2e';
const run = Date.now().toString(36);
const HR = `hr.${run}`;
const LEADER = `boss.${run}`;
const NEWBIE = `N${run}`.toUpperCase();

test.describe.configure({ mode: 'serial' });

const call = apiCall;

let admin: Record<string, string>;
let staffId: string;

test.beforeAll(async ({ request }) => {
  admin = await adminHeaders(request);
  type Menu = { id: string; code: string; children?: Menu[] };
  const flat = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flat(m.children ?? [])]);
  const menus = flat(await call<Menu[]>(request, admin, '/api/blade-system/menu/list'));
  const grant = async (alias: string, name: string, wanted: (code: string) => boolean) => {
    // the alias `hr` is one per company: a retry of this file finds the role its failed try made, and grants it again
    type Role = { id: string; roleAlias: string; children?: Role[] };
    const roles = (list: Role[]): Role[] => list.flatMap((r) => [r, ...roles(r.children ?? [])]);
    const existing = roles(await call<Role[]>(request, admin, `/api/blade-system/role/list?roleAlias=${alias}`)).find((r) => r.roleAlias === alias);
    const role =
      existing ?? (await call<{ id: string }>(request, admin, '/api/blade-system/role/submit', { roleName: name, roleAlias: alias, parentId: '0', sort: 9 }));
    await call(request, admin, '/api/blade-system/role/grant', {
      roleIds: role.id,
      menuIds: menus
        .filter((m) => wanted(m.code))
        .map((m) => m.id)
        .join(','),
    });
    return role.id;
  };
  const work = (c: string) => c === 'work' || c.startsWith('work_');
  // the HR role (alias hr) also holds the HR step of the assessment's approval chain
  const hrRole = await grant(
    'hr',
    `HR ${run}`,
    (c) => work(c) || c === 'probationMenu' || c.startsWith('probation') || c.startsWith('assessedStaff') || c === 'staff' || c === 'staff_view',
  );
  const leaderRole = await grant(`leader_${run}`, `Leader ${run}`, work);
  const leader = await call<{ id: string }>(request, admin, '/api/blade-user/submit', {
    account: LEADER,
    name: 'Lee Leader',
    realName: 'Lee Leader',
    password: PASSWORD,
    roleId: leaderRole,
    email: `${LEADER}@example.com`,
  });
  const dept = await call<{ id: string }>(request, admin, '/api/blade-system/dept/submit', {
    deptName: `Site ops ${run}`,
    parentId: '0',
    deptCategory: 2,
    deptLeader: leader.id,
  });
  await call(request, admin, '/api/blade-user/submit', {
    id: leader.id,
    account: LEADER,
    name: 'Lee Leader',
    realName: 'Lee Leader',
    roleId: leaderRole,
    deptId: dept.id,
  });
  await call(request, admin, '/api/blade-user/submit', { account: HR, name: 'Hana HR', realName: 'Hana HR', password: PASSWORD, roleId: hrRole });
  await call(request, admin, '/api/mcc-staff/staff/addStaff', { staffNo: `L${run}`, enName: 'Lee Leader', userId: leader.id, deptId: dept.id });
  const staff = await call<{ id: string }>(request, admin, '/api/mcc-staff/staff/addStaff', {
    staffNo: NEWBIE,
    enName: 'Nina Newcomer',
    deptId: dept.id,
    entryDate: '2026-09-01',
    jobTitleName: 'Site engineer',
  });
  staffId = staff.id;
});

const signInAs = (page: Page, account: string) => signIn(page, account, PASSWORD);
async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

async function approveFromTodo(page: Page, comment: string) {
  await page.goto('/work/todo');
  const row = page.getByRole('row', { name: /Confirmation \(probation\) assessment/ }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
}

/**
 * Closes a dialog and waits until it is gone: in one CI run a click on Close left the staff detail open (its mask
 * then took every later click until the test timed out), so the click is repeated until the dialog hides.
 */
async function closeDialog(dialog: Locator) {
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).first().click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('HR starts the assessment, the leader completes it in the approval flow, the staff is confirmed and the summary shows it', async ({ page, request }) => {
  // HR: the probation list with its statistics; start the confirmation assessment
  await signInAs(page, HR);
  await page.goto('/probation/staff');
  await expect(page.getByTestId('stat-total')).toContainText(/\d/);
  // counted before: a retry meets the staff its failed try left assessing on the shared server
  const assessing = Number((await page.getByTestId('stat-assessing').innerText()).match(/\d+/)?.[0] ?? 0);
  // the shared server holds other specs' staff on probation too: find this one by number (page 1 may be theirs)
  await searchList(page, NEWBIE);
  const row = page.getByRole('row', { name: new RegExp(NEWBIE) });
  await expect(row).toContainText('01 Dec 2026');
  await row.getByRole('button', { name: 'Start assessment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  await expect(row).toContainText('Assessing');
  await expect(page.getByTestId('stat-assessing')).toHaveText(new RegExp(`\\D${assessing + 1}$`));

  // the leader: the request in edit mode, the assessment filled in, saved, then approved
  const [record] = (await call<{ records: { processId: string }[] }>(request, admin, `/api/mcc-staff/positiverecord/page?staffId=${staffId}`)).records;
  await signOut(page);
  await signInAs(page, LEADER);
  await page.goto(`/flow/detail?processId=${record.processId}&mode=edit`);
  const form = page.locator('form');
  await expect(form.getByLabel('Leader comment')).toBeEditable();
  // the four ratings (quality of work, attitude, teamwork, learning ability), in form order
  for (let i = 0; i < 4; i++) await form.getByRole('radio', { name: 'Good', exact: true }).nth(i).check();
  await form.getByLabel('Leader comment').fill('Careful and quick to learn');
  await form.getByRole('radio', { name: 'Confirm', exact: true }).check();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The operation successful!').first()).toBeVisible();
  await approveFromTodo(page, 'Please confirm');

  // HR approves the HR step: the staff is confirmed
  await signOut(page);
  await signInAs(page, HR);
  await approveFromTodo(page, 'Confirmed');
  const staff = await call<{ status: number; confirmationDate: string }>(request, admin, `/api/mcc-staff/staff/detail?id=${staffId}`);
  expect(staff.status).toBe(1);

  // the assessed-staff summary: read-only, with the detail and assessment modals
  await page.goto('/probation/assessed');
  const summary = page.getByRole('row', { name: new RegExp(NEWBIE) });
  await expect(summary).toContainText('Confirmed');
  await expect(summary).toContainText('3.0');
  await summary.getByRole('button', { name: 'View detail' }).click();
  const detail = page.getByRole('dialog', { name: /Staff detail/ });
  await expect(detail.getByTestId('assessed-staff-detail')).toContainText('Site engineer');
  await expect(detail.getByTestId('assessed-staff-detail')).toContainText('Confirmed');
  await closeDialog(detail);
  await summary.getByRole('button', { name: 'View assessment' }).click();
  const assessment = page.getByRole('dialog', { name: /Assessment result/ });
  await expect(assessment.getByTestId('assessment-result')).toContainText('Careful and quick to learn');
  await expect(assessment.getByTestId('assessment-result')).toContainText('Confirm');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/assessed-staff.png`, fullPage: true });
  await closeDialog(assessment);

  // the same summary from the staff list
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Assessed staff' }).click();
  await expect(page.getByRole('dialog', { name: 'Assessed staff' }).getByRole('row', { name: new RegExp(NEWBIE) })).toBeVisible();
});

test('renewal and benefit screens: contract terms with their cards, benefit types with amounts per level, staff balances', async ({ page, request }) => {
  const errors = watchErrors(page);
  const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await call(request, admin, '/api/mcc-staff/positiverecord/saveRenewalContract', { staffId, contractStartDate: '2026-09-01', contractEndDate: soon });
  const benefit = await call<{ id: string }>(request, admin, '/api/mcc-staff/baseinfobenefit/save', {
    benefitName: `Medical ${run}`,
    benefitCode: `MED${run}`,
    levels: [{ level: 'L1', amount: 500 }],
  });
  await call(request, admin, '/api/mcc-staff/staffBenefitLevel/save', { staffIds: staffId, level: 'L1' });
  await signIn(page, E2E_ADMIN.account, E2E_ADMIN.password);

  await page.goto('/probation/renewal');
  await expect(page.getByRole('row', { name: new RegExp(NEWBIE) })).toContainText('Pending');
  // at least this staff (a retry also meets the staff of its failed try, whose contract ends as soon)
  await expect(page.getByTestId('stat-expiringSoon')).toHaveText(/\D[1-9]\d*$/);

  await page.goto('/benefit/type');
  await expect(page.getByRole('row', { name: new RegExp(`MED${run}`) })).toContainText('L1: 500.00');
  // a new type with one level through the drawer's editable table
  await page.getByRole('button', { name: 'Add' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Add' });
  await drawer.getByLabel('Code').fill(`DEN${run}`);
  await drawer.getByLabel('Benefit').fill(`Dental ${run}`);
  await drawer.getByRole('button', { name: 'Add' }).click();
  await drawer.locator('.ant-table-tbody input').nth(0).fill('L1');
  await drawer.locator('.ant-table-tbody input').nth(1).fill('250');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`DEN${run}`) })).toContainText('L1: 250.00');

  await page.goto('/benefit/staff');
  // other specs add staff too: find this one by number
  await page.getByLabel('Name or number').fill(NEWBIE);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(NEWBIE) });
  await expect(row).toContainText('750.00');
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog').getByText(`Medical ${run}`)).toBeVisible();
  expect(benefit.id).toBeTruthy();
  await expectNoErrors(errors);
});
