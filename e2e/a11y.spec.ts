import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './demo-server';
import { BASIC, passwordToken, type E2eServer } from './server';

// Accessibility (issue 9 section 6): axe-core checks the screens a person meets first — sign-in, home, the
// staff list, a request's detail page, the leave form and a salary settlement — on the shared demo server
// (e2e/demo-server.ts, so every screen has rows), and fails on any serious or critical violation (WCAG 2.0 and
// 2.1 A/AA rules, experimental ones included, and axe's best practices). Each violation is listed with the elements it names, so a failure says what to fix.

/** admin holds every menu; hr.tan is a staff member with requests waiting for him (demo accounts, e2e/demo-server.ts). */
const PASSWORD = DEMO_PASSWORD;

let server: E2eServer;

/**
 * axe's whole WCAG 2.0 and 2.1 A/AA rule set, its experimental rules of those levels included (label-content-name-mismatch,
 * WCAG 2.5.3, is one: tags alone leave experimental rules out), and its best practices.
 */
const RULES = axe.getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).map((rule) => rule.ruleId);

async function apiGet<T>(account: string, path: string): Promise<T> {
  const token = await passwordToken(server.url, account, PASSWORD);
  const answer = await fetch(`${server.url}${path}`, { headers: { authorization: BASIC, 'blade-auth': `bearer ${token.access_token}` } });
  return ((await answer.json()) as { data: T }).data;
}

test.beforeAll(({ demo }) => {
  server = demo;
});

/** The serious and critical violations on the page as it stands, one line per rule with the elements it names. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withRules(RULES).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/** Waits until the screen has loaded: no spinner or skeleton, no call in flight. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

test.describe('no serious or critical accessibility violations', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('sign-in, home, staff list, settlement', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${server.url}/login`);
    await expect(page.locator('#auth-username')).toBeVisible();
    expect(await violations(page), 'sign-in').toEqual([]);

    await page.goto(`${server.url}/loginBySms`);
    await expect(page.locator('#auth-phone')).toBeVisible();
    expect(await violations(page), 'SMS sign-in').toEqual([]);

    await page.goto(`${server.url}/login`);
    await page.fill('#auth-username', 'admin');
    await page.fill('#auth-password', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL('**/homePage');
    await settled(page);
    await expect(page.locator('nav[aria-label="main menu"]')).toBeVisible();
    expect(await violations(page), 'home').toEqual([]);

    await page.goto(`${server.url}/staff`);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await settled(page);
    expect(await violations(page), 'staff list').toEqual([]);

    const settlements = await apiGet<{ records: Array<{ id: string }> }>('admin', '/api/mcc-worker/workersalarysettlement/page?current=1&size=1');
    expect(settlements.records.length, 'the demo has a settlement').toBeGreaterThan(0);
    await page.goto(`${server.url}/worker/salarySettlement/view/${settlements.records[0].id}`);
    await expect(page.getByTestId('gross-wages')).toBeVisible();
    await settled(page);
    expect(await violations(page), 'settlement view').toEqual([]);
  });

  test('a request waiting for me, and the leave form', async ({ page }) => {
    test.setTimeout(120_000);
    const todo = await apiGet<{ records: Array<{ processId: string }> }>('hr.tan', '/api/blade-flow/work/todo-list?current=1&size=1');
    expect(todo.records.length, 'a request waits for hr.tan').toBeGreaterThan(0);
    await page.goto(`${server.url}/login`);
    await page.fill('#auth-username', 'hr.tan');
    await page.fill('#auth-password', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL('**/homePage');

    await page.goto(`${server.url}/flow/detail?processId=${todo.records[0].processId}`);
    await expect(page.getByTestId('process-timeline')).toBeVisible();
    await settled(page);
    expect(await violations(page), 'process detail').toEqual([]);

    await page.goto(`${server.url}/work/start`);
    await page.getByRole('link', { name: 'Leave application', exact: true }).click();
    await page.waitForURL('**/flow/detail?formId=2*');
    await expect(page.locator('form').getByLabel('From', { exact: true })).toBeVisible();
    await settled(page);
    expect(await violations(page), 'leave form').toEqual([]);
  });
});
