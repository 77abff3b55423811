import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The published initial password of the `admin` account on a fresh server (only web.spec changes it). */
export const INITIAL_PASSWORD = process.env.INITIAL_PASSWORD || 'Welcome@2026';

/** An administrator that e2e/start-server.ts creates before any test runs, so specs never race over `admin`. */
export const E2E_ADMIN = { account: 'e2e.admin', password: 'E2e@Admin-2026' } as const;

/** Signs in through the login screen and waits for the home page. */
export async function signIn(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.fill('#auth-username', account);
  await page.fill('#auth-password', password);
  await page.click('button[type=submit]');
  await page.waitForURL('**/homePage');
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

/** API headers of the e2e administrator (specs prepare their people and roles through the API). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await (
    await request.post('/api/blade-auth/oauth/token', {
      headers: { ...BASIC, 'Tenant-Id': '000000' },
      form: { grant_type: 'password', username: E2E_ADMIN.account, password: E2E_ADMIN.password, tenantId: '000000' },
    })
  ).json();
  if (!answer.access_token) throw new Error(`e2e administrator sign-in failed: ${JSON.stringify(answer)}`);
  return { ...BASIC, 'Blade-Auth': `bearer ${answer.access_token}` };
}

/** One API call (GET without a body, POST with one) that must succeed; answers its data. */
export async function apiCall<T>(request: APIRequestContext, headers: Record<string, string>, url: string, body?: unknown): Promise<T> {
  const res = body === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data: body });
  const json = await res.json();
  expect(json.success, `${url}: ${json.msg}`).toBe(true);
  return json.data as T;
}
