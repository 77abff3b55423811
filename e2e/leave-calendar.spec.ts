import { expect, test } from '@playwright/test';
import { adminHeaders, call, isoDay, signIn } from './helpers';

// The leave calendar (issue 11 section 3, issue 9 section 4): a team lead opens it from the menu inside
// the shell, sees an approved leave of the department on the month and on the week, opens its details;
// the public route shows the same calendar in the public layout.
const PASSWORD = 'Calendar@2026-e2e';
const run = Date.now().toString(36);
const LEAD = `clead.${run}`;
const NAME = `Cara Calendar ${run}`;

/** A Tuesday to Thursday at least a week ahead (no Singapore holiday falls on one in the weeks the tests run). */
function midweekDay(): string {
  for (let d = 7; ; d++) {
    const day = new Date(`${isoDay(d)}T00:00:00Z`).getUTCDay();
    if (day >= 2 && day <= 4) return isoDay(d);
  }
}
const DAY = midweekDay();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const h = await adminHeaders(request);
  type Menu = { id: string; code: string; children?: Menu[] };
  const flat = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flat(m.children ?? [])]);
  const menus = flat(await call<Menu[]>(request, h, '/api/blade-system/menu/list'));
  const role = await call<{ id: string }>(request, h, '/api/blade-system/role/submit', {
    roleName: `Calendar ${run}`,
    roleAlias: `calendar_${run}`,
    parentId: '0',
    sort: 9,
  });
  await call(request, h, '/api/blade-system/role/grant', {
    roleIds: role.id,
    menuIds: menus
      .filter((m) => m.code === 'leave' || m.code === 'leave_calendar')
      .map((m) => m.id)
      .join(','),
  });
  const dept = await call<{ id: string }>(request, h, '/api/blade-system/dept/submit', { deptName: `Calendar ${run}`, parentId: '0', deptCategory: 2 });
  await call(request, h, '/api/blade-user/submit', {
    account: LEAD,
    name: 'Cal Lead',
    realName: 'Cal Lead',
    password: PASSWORD,
    roleId: role.id,
    deptId: dept.id,
  });
  const staff = await call<{ id: string }>(request, h, '/api/mcc-staff/staff/addStaff', {
    staffNo: `CL${run}`,
    enName: NAME,
    deptId: dept.id,
    entryDate: '2020-01-06',
  });
  await call(request, h, '/api/mcc-staff/staff/confirmation', { id: staff.id });
  type LeaveType = { id: string; type: string };
  const types = await call<{ records: LeaveType[] }>(request, h, '/api/mcc-base/baseVacationInfo/page?size=-1&userType=1');
  const unpaid = types.records.find((t) => t.type === 'unpaid')!;
  // HR records the leave directly: an approved leave of one day
  await call(request, h, '/api/mcc-staff/leaverecord/save', {
    staffId: staff.id,
    vacationInfoId: unpaid.id,
    leaveUnit: 1,
    leaveDays: 1,
    leaveStartTime: `${DAY} 09:00:00`,
    leaveEndTime: `${DAY} 18:00:00`,
    leaveReason: 'Moving house',
  });
});

test('the menu opens the leave calendar in the shell; an approved leave shows on the month and the week and opens its details', async ({ page }) => {
  await signIn(page, LEAD, PASSWORD);
  const menu = page.getByRole('navigation', { name: 'main menu' });
  await menu.getByText('Leave', { exact: true }).click();
  await menu.getByText('Leave calendar').click();
  await page.waitForURL('**/staff/vacation/leaveCalendar');
  // inside the shell: side menu, tag bar and breadcrumb
  await expect(page.locator('.ant-layout-sider')).toHaveCount(1);
  await expect(page.getByTestId('tag-bar')).toHaveCount(1);
  await expect(page.locator('.ant-breadcrumb')).toContainText('Leave calendar');

  // the month of the leave (next month when it falls there)
  if (DAY.slice(0, 7) !== isoDay(0).slice(0, 7)) await page.getByRole('button', { name: 'Next' }).click();
  // the month as a person reads it ("November 2026")
  await expect(page.getByTestId('leave-calendar-title')).toHaveText(
    new Date(`${DAY}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  const cell = page.getByTestId(`leave-day-${DAY}`);
  const entry = cell.getByRole('button', { name: NAME });
  await expect(entry).toBeVisible();
  await entry.click();
  const detail = page.getByTestId('leave-entry-detail');
  await expect(detail).toContainText('Approved');
  await expect(detail).toContainText('Unpaid leave');
  await expect(detail).toContainText(`Calendar ${run}`);
  await expect(detail).toContainText('Recorded by HR');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // the week of that day: a row for the person, the leave in the day's column
  // pick the day by its number (the cell's middle holds the leave, which opens its details)
  await cell.locator('.ant-picker-calendar-date-value').click();
  await page.getByTestId('leave-calendar-mode').getByText('Week').click();
  const week = page.getByTestId('leave-week');
  const row = week.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Unpaid leave' })).toBeVisible();
  await expect(week.getByRole('columnheader').getByTestId(`leave-week-head-${DAY}`)).toBeVisible();
  await expect(week.getByText('Away')).toBeVisible();

  // filtered to another leave type, nobody is away
  await page.getByTestId('leave-calendar-filters').getByRole('combobox').nth(2).click();
  await page.getByTitle('Annual leave · Staff').click();
  await expect(row).toBeHidden();
});

test('the week reads display dates; moving through months and weeks keeps the calendar one tab, at its date', async ({ page }) => {
  await signIn(page, LEAD, PASSWORD);
  await page.goto(`/staff/vacation/leaveCalendar?view=week&date=${DAY}`);
  const title = page.getByTestId('leave-calendar-title');
  // the week of DAY from Monday to Sunday, as the product shows dates ("23 Nov 2026 – 29 Nov 2026"), never ISO
  const monday = new Date(`${DAY}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const shown = (d: Date) => d.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  await expect(title).toHaveText(`${shown(monday)} – ${shown(sunday)}`);
  await expect(title).not.toContainText(/\d{4}-\d{2}-\d{2}/);

  const tabs = page.getByTestId('tag-bar').getByRole('tab');
  const count = await tabs.count();
  await page.getByTestId('leave-calendar-mode').getByText('Month').click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/leaveCalendar\?date=\d{4}-\d{2}-\d{2}$/);
  await page.getByTestId('leave-calendar-mode').getByText('Week').click();
  await expect(page).toHaveURL(/view=week/);
  // the week before: the address moves to it (read after it has, so the tab's address below is this one)
  const weekShown = page.url();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(weekShown);
  await expect(tabs).toHaveCount(count);
  await expect(tabs.filter({ hasText: 'Leave calendar' })).toHaveCount(1);
  await expect(tabs.filter({ hasText: 'Leave calendar' })).toHaveAttribute('aria-selected', 'true');

  // the tab goes back to where the calendar was left
  const where = new URL(page.url());
  // away through the menu, as a person does (a reload at once could outrun the tab's note of the new address)
  await page.locator('nav[aria-label="main menu"]').getByText('Home', { exact: true }).click();
  await page.waitForURL('**/homePage');
  await expect(tabs.filter({ hasText: 'Leave calendar' })).toHaveAttribute('aria-selected', 'false');
  await tabs.filter({ hasText: 'Leave calendar' }).click();
  await expect(page).toHaveURL(where.href);
  await expect(page.getByTestId('leave-week')).toBeVisible();
});

test('the public route keeps the public layout', async ({ page }) => {
  await signIn(page, LEAD, PASSWORD);
  await page.goto(`/staff/vacation/leaveCalendar/public?view=week&date=${DAY}`);
  await expect(page.getByTestId('leave-week').getByRole('row', { name: new RegExp(NAME) })).toBeVisible();
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await expect(page.getByTestId('tag-bar')).toHaveCount(0);
});
