import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminHeaders, call, expectNoErrors, signInAsE2eAdmin, watchErrors } from './helpers';

// Issue 14 sections 3 and 4 as a person meets them: a calendar feed address made in Account setting and read
// as a calendar application would; a webhook endpoint added under System > Webhooks that receives a signed
// event from the server's own worker, its attempt listed in the deliveries drawer.

test.describe.configure({ mode: 'serial' });
const run = Date.now().toString(36).slice(-5).toUpperCase();

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let hookUrl = '';

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${run}`;
});
test.afterAll(async () => new Promise((resolve) => receiver?.close(resolve)));

test('a calendar feed address is made once, read without signing in, and revoked', async ({ page, request }) => {
  const errors = watchErrors(page);
  await signInAsE2eAdmin(page);
  await page.goto('/AccountSetting/index');
  const card = page.getByTestId('calendar-feed');
  // a retry finds the address its failed try made on the shared server: revoked first, as its owner would
  const revoke = card.getByRole('button', { name: 'Revoke' });
  await expect(card.getByText('You have no feed address yet.').or(revoke)).toBeVisible();
  if (await revoke.isVisible()) {
    await revoke.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /OK|Confirm/ })
      .click();
  }
  await expect(card.getByText('You have no feed address yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Create address' }).click();
  const address = (await card.getByTestId('calendar-feed-url').innerText()).trim();
  expect(address).toMatch(/\/api\/mcc-open\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  await expect(card.getByText(/Active address starting with/)).toBeVisible();
  const feed = await request.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0/);
  await card.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /OK|Confirm/ })
    .click();
  await expect(card.getByText('You have no feed address yet.')).toBeVisible();
  expect((await request.get(new URL(address).pathname)).status()).toBe(404);
  await expectNoErrors(errors);
});

test('an administrator adds a webhook; a staff joining is delivered signed and listed in the deliveries', async ({ page, request }) => {
  const errors = watchErrors(page);
  await signInAsE2eAdmin(page);
  await page.goto('/system/webhook');
  await page.getByRole('button', { name: 'Add' }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByLabel('Name').fill(`Payroll ${run}`);
  await drawer.getByLabel('URL').fill(hookUrl);
  await drawer.getByText('Staff joined').click();
  await drawer.getByRole('button', { name: 'Submit' }).click();
  const secretBox = page.getByTestId('webhook-secret');
  await expect(secretBox).toBeVisible();
  const secret = (await secretBox.innerText()).trim();
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  const h = await adminHeaders(request);
  await call(request, h, '/api/mcc-staff/staff/addStaff', {
    staffNo: `HK${run}`,
    enName: `Hook Hannah ${run}`,
    email: `hook.${run.toLowerCase()}@example.com`,
    mobileCode: '+65',
    mobile: `93${String(Date.now()).slice(-6)}`,
  });
  // the server's background worker sends it after commit
  await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [got] = received;
  const timestamp = String(got.headers['x-hr-timestamp']);
  expect(got.headers['x-hr-signature']).toBe(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${got.body}`).digest('hex')}`);
  expect(JSON.parse(got.body)).toMatchObject({ event: 'staff.joined', data: { staffNo: `HK${run}` } });

  const row = page.getByRole('row', { name: new RegExp(`Payroll ${run}`) });
  await row.getByRole('button', { name: 'Deliveries' }).click();
  const log = page.locator('.ant-drawer').filter({ hasText: `Deliveries of Payroll ${run}` });
  await expect(log.getByText('Staff joined')).toBeVisible();
  await expect(log.getByText('Delivered · 204')).toBeVisible();
  await expectNoErrors(errors);
});
