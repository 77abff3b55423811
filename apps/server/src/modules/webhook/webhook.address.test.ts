import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { drainOutbox } from '../../platform/outbox.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { webhookEndpoint } from './webhook.tables.js';
import { newWebhookSecret } from './webhook.send.js';
import { message } from '../../platform/i18n/index.js';

// Where webhooks may go: internal addresses refused in every spelling when saved and again when the
// socket connects; WEBHOOK_ALLOWED_HOSTS lets an internal receiver through on purpose. No network: the
// host names resolve through the lookup the config injects, the receiver listens on loopback.
const W = '/api/blade-system/webhook';
const PUBLIC = '93.184.216.34';

/** What each test host name resolves to (changed by the tests: a DNS answer that moves). */
const dns = new Map<string, string[]>([
  ['hooks.example.com', [PUBLIC]],
  ['inside.example.com', ['127.0.0.1']],
  ['mixed.example.com', [PUBLIC, '10.0.0.7']],
  ['mapped.example.com', ['::ffff:169.254.169.254']],
  ['rebind.example.com', [PUBLIC]],
  ['hooks.corp.internal', ['127.0.0.1']],
  ['localhost', ['127.0.0.1', '::1']],
]);
const webhookLookup = async (host: string) => {
  const addresses = dns.get(host);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

/** A receiver on loopback that would hand out an internal secret to whoever reaches it. */
let receiver: Server;
let port = 0;
let hits = 0;
let guarded: TestApp;
let admin: Session;
let allowing: TestApp;
let allowingAdmin: Session;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    hits++;
    req.resume();
    res.writeHead(req.url === '/fail' ? 500 : 200, { 'content-type': 'text/plain' }).end('internal secret: db password hunter2');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  guarded = await createTestApp({ webhookLookup });
  admin = await guarded.login();
  allowing = await createTestApp({ webhookLookup, webhookAllowedHosts: ['127.0.0.0/8', 'hooks.corp.internal'] });
  allowingAdmin = await allowing.login();
}, 120_000);
afterAll(async () => {
  await guarded?.close();
  await allowing?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const submit = (t: TestApp, s: Session, body: Record<string, unknown>) => t.post(s, `${W}/submit`, { events: ['staff.joined'], ...body });
let staffNo = 0;
/** A staff member joins: every endpoint subscribed to staff.joined gets an event. */
const staffJoins = async (t: TestApp, s: Session) => {
  staffNo++;
  const r = await t.post(s, '/api/mcc-staff/staff/addStaff', {
    staffNo: `WA${staffNo}`,
    enName: `Address Staff ${staffNo}`,
    email: `addr${staffNo}@example.com`,
    mobileCode: '+65',
    mobile: `9300${String(staffNo).padStart(4, '0')}`,
  });
  expect(r.status, r.msg).toBe(200);
};
const deliveries = async (t: TestApp, s: Session, endpointId: string) =>
  (await t.get(s, `${W}/deliveries`, { endpointId })).data.records as { attempt: number; statusCode: number | null; success: number; error: string | null }[];
/** An endpoint written as it might have been saved before the address rule (or by hand). */
const legacyEndpoint = async (t: TestApp, url: string) => {
  const [row] = await t.db
    .insert(webhookEndpoint)
    .values({ tenantId: '000000', name: 'Legacy', url, events: 'staff.joined', enabled: 1, secret: newWebhookSecret() })
    .returning({ id: webhookEndpoint.id });
  return row!.id;
};

describe('webhook addresses', () => {
  it('refuses internal addresses in every spelling when an endpoint is saved, naming the field and the way out', async () => {
    const before = (await guarded.get(admin, `${W}/list`)).data.length;
    const spellings = [
      '127.0.0.1',
      '[::1]',
      '2130706433',
      '0x7f.1',
      '0x7f000001',
      '017700000001',
      '127.1',
      '169.254.169.254',
      '[::ffff:127.0.0.1]',
      '[::ffff:a9fe:a9fe]',
      '[::127.0.0.1]',
      '[64:ff9b::7f00:1]',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '[::]',
      '[fc00::1]',
      '[fe80::1]',
      '224.0.0.1',
      '[ff02::1]',
      'localhost',
    ];
    for (const host of spellings) {
      const r = await submit(guarded, admin, { url: `http://${host}:${port}/hook` });
      expect(r.status, host).toBe(400);
      expect(r.msg, host).toMatch(/^url: .*internal address; ask the operator to allow it with WEBHOOK_ALLOWED_HOSTS$/);
    }
    expect((await submit(guarded, admin, { url: 'http://127.0.0.1/hook' })).msg).toBe(
      'url: Address 127.0.0.1 is an internal address; ask the operator to allow it with WEBHOOK_ALLOWED_HOSTS',
    );
    expect((await submit(guarded, admin, { url: 'http://2130706433/hook' })).msg).toContain('Address 127.0.0.1 ');
    expect(hits).toBe(0);
    expect((await guarded.get(admin, `${W}/list`)).data).toHaveLength(before);
    // in the caller's language
    expect(message('zh', 'url: Address 127.0.0.1 is an internal address; ask the operator to allow it with WEBHOOK_ALLOWED_HOSTS')).toBe(
      'url: 地址 127.0.0.1 是内部地址; 如需使用，请让运维人员在 WEBHOOK_ALLOWED_HOSTS 中允许',
    );
    expect(message('zh', 'url: inside.example.com resolves to 127.0.0.1, an internal address')).toBe('url: inside.example.com 解析到内部地址 127.0.0.1');
  });

  it('refuses host names that resolve inside, even one address of several, and hosts that do not resolve', async () => {
    const inside = await submit(guarded, admin, { url: 'https://inside.example.com/hook' });
    expect(inside.status).toBe(400);
    expect(inside.msg).toBe('url: inside.example.com resolves to 127.0.0.1, an internal address; ask the operator to allow it with WEBHOOK_ALLOWED_HOSTS');
    expect((await submit(guarded, admin, { url: 'https://mixed.example.com/hook' })).msg).toContain('resolves to 10.0.0.7');
    expect((await submit(guarded, admin, { url: 'https://mapped.example.com/hook' })).msg).toContain('resolves to ::ffff:169.254.169.254');
    const unknown = await submit(guarded, admin, { url: 'https://nowhere.example.com/hook' });
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toBe('url: Host nowhere.example.com could not be found');
  });

  it('refuses a user name or password in the URL: receivers check the signature', async () => {
    for (const url of ['https://user:pass@hooks.example.com/hook', 'https://user@hooks.example.com/hook', 'https://:pass@hooks.example.com/hook']) {
      const r = await submit(guarded, admin, { url });
      expect(r.status, url).toBe(400);
      expect(r.msg).toBe('url: URL must not carry a user name or password; receivers check the X-HR-Signature header instead');
      expect(r.msg).not.toMatch(/user:|:pass@/);
    }
  });

  it('accepts a public receiver, and refuses changing it to an internal one', async () => {
    const ok = await submit(guarded, admin, { url: 'https://hooks.example.com/hr' });
    expect(ok.status, ok.msg).toBe(200);
    const moved = await guarded.post(admin, `${W}/submit`, { id: ok.data.id, url: 'http://[::ffff:127.0.0.1]/hr' });
    expect(moved.status).toBe(400);
    expect(moved.msg).toMatch(/^url: Address .* is an internal address/);
    expect((await guarded.get(admin, `${W}/detail`, { id: ok.data.id })).data.url).toBe('https://hooks.example.com/hr');
    await guarded.post(admin, `${W}/remove`, { ids: ok.data.id });
  });

  it('refuses at connection time a host that resolved public when saved and resolves to loopback now: no request, a short reason, no answer', async () => {
    const ep = await submit(guarded, admin, { url: `http://rebind.example.com:${port}/hook` });
    expect(ep.status, ep.msg).toBe(200);
    dns.set('rebind.example.com', ['127.0.0.1']);
    await staffJoins(guarded, admin);
    const counts = await drainOutbox(guarded.app);
    expect(counts.retried).toBeGreaterThanOrEqual(1);
    expect(hits).toBe(0);
    const log = await deliveries(guarded, admin, ep.data.id);
    expect(log).toEqual([expect.objectContaining({ attempt: 1, statusCode: null, success: 0, error: 'address not allowed' })]);
    expect(JSON.stringify(log)).not.toContain('hunter2');
    await guarded.post(admin, `${W}/remove`, { ids: ep.data.id });
  });

  it('refuses at send time endpoints saved before the rule: an address literal and a host name resolving inside; retried a bounded number of times', async () => {
    const literal = await legacyEndpoint(guarded, `http://127.0.0.1:${port}/hook`);
    const named = await legacyEndpoint(guarded, `http://inside.example.com:${port}/hook`);
    const credentials = await legacyEndpoint(guarded, `https://user:pass@hooks.example.com/hook`);
    await staffJoins(guarded, admin);
    await drainOutbox(guarded.app);
    for (let m = 1; m <= 6; m++) await drainOutbox(guarded.app, { now: new Date(Date.now() + m * 20 * 60_000) });
    expect(hits).toBe(0);
    for (const id of [literal, named]) {
      const log = await deliveries(guarded, admin, id);
      // WEBHOOK_MAX_ATTEMPTS, then the outbox row is failed with the same short reason
      expect(log.map((r) => r.attempt)).toEqual([6, 5, 4, 3, 2, 1]);
      expect(new Set(log.map((r) => `${r.statusCode} ${r.success} ${r.error}`))).toEqual(new Set(['null 0 address not allowed']));
    }
    expect((await deliveries(guarded, admin, credentials))[0]).toMatchObject({ statusCode: null, success: 0, error: 'credentials in the URL' });
    // its password is never shown: not in the endpoint's reads, not in the outbox
    expect((await guarded.get(admin, `${W}/detail`, { id: credentials })).data.url).toBe('https://***@hooks.example.com/hook');
    expect(JSON.stringify((await guarded.get(admin, `${W}/list`)).data)).not.toContain('user:pass');
    expect(JSON.stringify(await guarded.db.select().from(outbox))).not.toContain('user:pass');
    const rows = await guarded.db
      .select({ state: outbox.state, lastError: outbox.lastError, recipient: outbox.recipient })
      .from(outbox)
      .where(eq(outbox.channel, 'webhook'));
    expect(rows.filter((r) => r.recipient.includes(String(port)))).toEqual(
      expect.arrayContaining([expect.objectContaining({ state: 'failed', lastError: 'address not allowed' })]),
    );
  });

  it('WEBHOOK_ALLOWED_HOSTS lets a CIDR and a host name through: delivered, and a failure keeps the answer', async () => {
    const byRange = await submit(allowing, allowingAdmin, { url: `http://127.0.0.1:${port}/ok` });
    expect(byRange.status, byRange.msg).toBe(200);
    const byName = await submit(allowing, allowingAdmin, { url: `http://hooks.corp.internal:${port}/fail` });
    expect(byName.status, byName.msg).toBe(200);
    // outside the allowed range: still refused
    expect((await submit(allowing, allowingAdmin, { url: 'http://10.0.0.1/hook' })).msg).toMatch(/^url: Address 10\.0\.0\.1 is an internal address/);
    // a host name resolving into the allowed range
    const inside = await submit(allowing, allowingAdmin, { url: 'http://inside.example.com/hook', enabled: 0 });
    expect(inside.status, inside.msg).toBe(200);
    const before = hits;
    await staffJoins(allowing, allowingAdmin);
    await drainOutbox(allowing.app);
    expect(hits - before).toBe(2);
    expect((await deliveries(allowing, allowingAdmin, byRange.data.id))[0]).toMatchObject({ statusCode: 200, success: 1, error: null });
    expect((await deliveries(allowing, allowingAdmin, byName.data.id))[0]).toMatchObject({
      statusCode: 500,
      success: 0,
      error: 'HTTP 500: internal secret: db password hunter2',
    });
    await allowing.post(allowingAdmin, `${W}/remove`, { ids: `${byRange.data.id},${byName.data.id}` });
  });

  it('an allowed address where nothing listens is a generic "connection failed", not the socket error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const ep = await submit(allowing, allowingAdmin, { url: `http://127.0.0.1:${closedPort}/hook` });
    expect(ep.status, ep.msg).toBe(200);
    await staffJoins(allowing, allowingAdmin);
    await drainOutbox(allowing.app);
    const [attempt] = await deliveries(allowing, allowingAdmin, ep.data.id);
    expect(attempt).toMatchObject({ statusCode: null, success: 0, error: 'connection failed' });
  });
});
