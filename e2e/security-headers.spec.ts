import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiHeaders, signInAsE2eAdmin, watchErrors, rowAction } from './helpers';

// The pages are served with a strict Content-Security-Policy (no inline script, no plugins, no <base>):
// the app, the BPMN designer and the rich-text editor must work under it without a single violation.

async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

test('the BPMN designer and the rich-text editor work under the CSP', async ({ page, request }) => {
  const violations = await watchCsp(page);
  const errors = watchErrors(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  // a form with a rich-text field, started from the request screen
  const headers = await apiHeaders(request);
  const forms = await apiCall<{ records: Array<{ id: string; formName: string }> }>(
    request,
    headers,
    '/api/mcc-base/base/templateForm/formPage?current=1&size=1',
  );
  const form = forms.records[0];
  await apiCall(request, headers, '/api/mcc-base/base/templateField/submit', {
    formId: form.id,
    fieldName: `cspNote${Date.now()}`,
    fieldLabel: 'CSP note',
    fieldType: 'editor',
    sort: 999,
  });

  await signInAsE2eAdmin(page);
  await page.goto('/formCustom');
  await rowAction(page.getByRole('row', { name: new RegExp(form.formName) }), 'Approval process');
  await expect(page.locator('.ant-drawer .djs-container').first()).toBeVisible();
  await expect(page.locator('.ant-drawer .djs-palette').first()).toBeVisible();

  await page.goto(`/flow/detail?formId=${form.id}&mode=add`);
  const editor = page.locator('[contenteditable=true]').first();
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type('Written under the CSP');
  await expect(editor).toContainText('Written under the CSP');

  expect(violations).toEqual([]);
  expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
});

test('the frame page frames only menu entries; a foreign address is refused, not named by the link', async ({ page }) => {
  await signInAsE2eAdmin(page);
  await page.goto(`/iframe?${new URLSearchParams({ src: 'https://phish.example.test/login', name: 'Payroll sign-in' })}`);
  await expect(page.getByText('This address is not one of your menu pages')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByText('Payroll sign-in')).toHaveCount(0);
  expect(await page.title()).not.toContain('Payroll sign-in');
});
