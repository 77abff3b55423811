import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The published initial password of the `admin` account on a fresh server (only web.spec changes it). */
export const INITIAL_PASSWORD = process.env.INITIAL_PASSWORD || 'Welcome@2026';

/** An administrator that e2e/start-server.ts creates before any test runs, so specs never race over `admin`. */
export const E2E_ADMIN = { account: 'e2e.admin', password: 'E2e@Admin-2026' } as const;

/**
 * Runs a row action of a list page: a link in the row, or an entry of the row's "More" menu (where a
 * CrudPage keeps destructive actions such as Delete, and actions past the first three).
 */
export async function rowAction(row: Locator, name: string): Promise<void> {
  await row.waitFor();
  const link = row.getByRole('button', { name, exact: true });
  if (await link.count()) return link.first().click();
  await row.getByRole('button', { name: 'More' }).click();
  await row.page().locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name, exact: true }).click();
}

/**
 * The value of a record's read-only view (a CrudPage "View" drawer): the description list's cell beside the
 * label.
 */
export function viewValue(scope: Locator, label: string): Locator {
  return scope.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::*[1]');
}

/** Signs in through the login screen and waits for the home page. */
export async function signIn(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.fill('#auth-username', account);
  await page.fill('#auth-password', password);
  await page.click('button[type=submit]');
  await page.waitForURL('**/homePage');
}

/** Forgets the signed-in user (cookies and storage) so the next sign-in starts clean. */
export async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

export const signInAsE2eAdmin = (page: Page) => signIn(page, E2E_ADMIN.account, E2E_ADMIN.password);

/** Uncaught exceptions and console errors of the page (failed loads of expected 4xx answers excepted). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

export async function expectNoErrors(errors: string[]): Promise<void> {
  expect(errors).toEqual([]);
}

const BASIC = { Authorization: `Basic ${Buffer.from('hr-web:hr-web-secret').toString('base64')}` };

/** Signs in through the API (password grant); answers the headers of calls made as that account. */
export async function apiHeaders(
  request: APIRequestContext,
  account: string = E2E_ADMIN.account,
  password: string = E2E_ADMIN.password,
): Promise<Record<string, string>> {
  const answer = await (
    await request.post('/api/blade-auth/oauth/token', {
      headers: { ...BASIC, 'Tenant-Id': '000000' },
      form: { grant_type: 'password', username: account, password, tenantId: '000000' },
    })
  ).json();
  if (!answer.access_token) throw new Error(`${account} sign-in failed: ${JSON.stringify(answer)}`);
  return { ...BASIC, 'Blade-Auth': `bearer ${answer.access_token}` };
}

/** One API call (GET without a body, POST with one); expects success and answers its data. */
export async function apiCall<T>(request: APIRequestContext, headers: Record<string, string>, url: string, body?: unknown): Promise<T> {
  const res = body === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data: body });
  const json = await res.json();
  expect(json.success, `${url}: ${json.msg}`).toBe(true);
  return json.data as T;
}

/** Writes a one-sheet .xlsx (header row first), the file an import test uploads. */
export async function writeWorkbook(file: string, sheetName: string, rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  await book.xlsx.writeFile(file);
  return file;
}

/** Opens the current screen's Import dialog and uploads a file; answers the dialog. */
export async function uploadImport(page: Page, file: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  return dialog;
}

/** A new role granted the menus and buttons whose codes `wanted` accepts. */
export async function roleWithMenus(
  request: APIRequestContext,
  headers: Record<string, string>,
  roleName: string,
  roleAlias: string,
  wanted: (code: string) => boolean,
) {
  const role = await call<{ id: string }>(request, headers, '/api/blade-system/role/submit', { roleName, roleAlias, parentId: '0', sort: 9 });
  type Menu = { id: string; code: string; children?: Menu[] };
  const flat = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flat(m.children ?? [])]);
  const menus = flat(await call<Menu[]>(request, headers, '/api/blade-system/menu/list')).filter((m) => wanted(m.code));
  await call(request, headers, '/api/blade-system/role/grant', { roleIds: role.id, menuIds: menus.map((m) => m.id).join(',') });
  return role;
}

/** API headers of the e2e administrator, for setting up a spec's data through the server's own calls. */
export const adminHeaders = (request: APIRequestContext) => apiHeaders(request);
/** One API call that must succeed (the name the specs use). */
export const call = apiCall;
/** Picks one staff in the Staff selector dialog: search by number, tick, move right, confirm. */
export async function pickStaff(page: Page, staffNo: string, name: RegExp): Promise<void> {
  const selector = page.getByRole('dialog', { name: 'Staff selector' });
  await selector.getByPlaceholder('Name or number').fill(staffNo);
  await selector.getByPlaceholder('Name or number').press('Enter');
  await selector.getByRole('checkbox', { name }).check();
  await selector.getByRole('button', { name: 'Move right' }).click();
  await selector.getByRole('button', { name: 'OK' }).click();
  await expect(selector).toBeHidden();
}

/** A day `inDays` from today as the date pickers show it (DD MMM YYYY). */
export function datePickerText(inDays: number): string {
  const day = new Date(Date.now() + inDays * 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')} ${day.toLocaleString('en', { month: 'short' })} ${day.getFullYear()}`;
}

/** A date `inDays` from today as YYYY-MM-DD. */
/**
 * The company's date `inDays` from its today, as its date fields show and accept it (`03 Dec 2026`): the company's
 * zone (Asia/Singapore), not the machine's, whose date is a day behind from 16:00 UTC.
 */
export const companyDisplayDay = (inDays = 0, zone = 'Asia/Singapore') =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(Date.now() + inDays * 86_400_000));

export const isoDay = (inDays: number) => new Date(Date.now() + inDays * 86_400_000).toISOString().slice(0, 10);

/**
 * `count` working days as the server counts a leave of the signed-in person (weekends and their holiday
 * scheme's days off excluded): the day offsets of the first and last day, starting at or after `from`.
 */
export async function workingDaysAhead(
  request: APIRequestContext,
  headers: Record<string, string>,
  from: number,
  count: number,
): Promise<{ start: number; end: number }> {
  const daysOf = async (a: number, b: number) =>
    (await apiCall<{ days: number | null }>(request, headers, `/api/blade-desk/leaveCheck?start=${isoDay(a)}%2009:00:00&end=${isoDay(b)}%2018:00:00`)).days ??
    0;
  let start = from;
  while ((await daysOf(start, start)) !== 1) start++;
  let end = start;
  while ((await daysOf(start, end)) < count) end++;
  return { start, end };
}

/** Opens a form from the start page (`/work/start`: forms grouped by category, each a card). */
export async function openStartForm(page: Page, formName: string): Promise<void> {
  await page.goto('/work/start');
  await page.getByRole('link', { name: formName, exact: true }).click();
}

/** Narrows a list page to `text` through one of its filters (other specs' rows may fill page 1). */
export async function searchList(page: Page, text: string, filter = 'Name or number'): Promise<void> {
  await page.getByLabel(filter).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/**
 * Picks `title` in a select whose options come from the server: the list is opened again when it opened before
 * they came (CI saw one stay empty on a busy machine), then the option is clicked.
 */
export async function chooseOption(page: Page, select: Locator, title: string): Promise<void> {
  await expect(async () => {
    if (!(await page.getByTitle(title).isVisible())) await select.click();
    await expect(page.getByTitle(title)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByTitle(title).click();
}
