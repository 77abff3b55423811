import { expect, test, type Browser } from '@playwright/test';
import { apiCall, apiHeaders, signIn } from './helpers';
import { departmentWithLeader, PASSWORD, type Person } from './approval-fixtures';

// The company's clock (issue 32, README "Time zone"): a browser in New York and one in Singapore show the same
// company date-times (answered as Singapore's wall times) and the same "today" (the company's, read from
// GET /api/blade-system/clock), whatever the browser's own clock zone.
const run = Date.now().toString(36);
let leader: Person;
let employee: Person;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  ({ leader, employee } = await departmentWithLeader(request, `tz${run}`));
  const h = await apiHeaders(request, leader.account, PASSWORD);
  await apiCall(request, h, '/api/blade-flow/delegation/submit', {
    delegateUserId: employee.userId,
    startTime: '2031-03-01 09:00:00',
    endTime: '2031-03-05 18:30:00',
  });
});

async function whatItShows(browser: Browser, timezoneId: string) {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await signIn(page, leader.account, PASSWORD);
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await page.goto('/work/delegation');
  const row = page.getByRole('row', { name: /01 Mar 2031/ });
  await expect(row).toBeVisible();
  const rowText = (await row.innerText()).replace(/\s+/g, ' ');
  await page.getByRole('button', { name: 'Add delegate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add delegate' });
  const start = await dialog.locator('.ant-picker-input input').first().inputValue();
  await context.close();
  return { browserZone, rowText, start };
}

test('a New York browser shows the same company times and today as a Singapore one', async ({ browser, request }) => {
  const clock = await apiCall<{ today: string; timeZone: string }>(request, await apiHeaders(request, leader.account, PASSWORD), '/api/blade-system/clock');
  expect(clock.timeZone).toBe('Asia/Singapore');
  const ny = await whatItShows(browser, 'America/New_York');
  const sg = await whatItShows(browser, 'Asia/Singapore');
  expect(ny.browserZone).toBe('America/New_York');
  expect(sg.browserZone).toBe('Asia/Singapore');
  // the stored instants, shown as Singapore's wall times in both (in the date-time display)
  expect(ny.rowText).toContain('01 Mar 2031 09:00');
  expect(ny.rowText).toContain('05 Mar 2031 18:30');
  expect(ny.rowText).toBe(sg.rowText);
  // the new delegation starts on the company's today in both (not New York's date)
  expect(ny.start).toBe(sg.start);
  const [year, , day] = clock.today.split('-');
  expect(ny.start).toContain(year);
  expect(ny.start).toContain(day);
});
