import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../test/helpers.js';
import { drainOutbox, enqueue, OUTBOX_MAX_ATTEMPTS, setOutboxProvider } from './outbox.js';
import { outbox } from './db/platform.tables.js';
import { addSeconds, formatDateTime } from './util.js';
import { hashPassword } from './auth/passwords.js';
import { user } from '../modules/system/system.tables.js';

// A real SMTP server and a real HTTP "SMS gateway", both on free local ports.
const mails: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    let data = '';
    stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      done();
    });
  },
});
const smsRequests: { to: string; text: string }[] = [];
/** Statuses the gateway answers next (then 200); a recipient in `alwaysFail` always gets 503. */
const smsStatuses: number[] = [];
const alwaysFail = new Set<string>();
const gateway: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c));
  req.on('end', () => {
    const msg = JSON.parse(body) as { to: string; text: string };
    smsRequests.push(msg);
    const status = alwaysFail.has(msg.to) ? 503 : (smsStatuses.shift() ?? 200);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
  });
});
const listen = (s: { listen: (port: number, host: string, cb: () => void) => unknown }) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r));

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  await listen(smtp);
  await listen(gateway);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const smsPort = (gateway.address() as AddressInfo).port;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, smsProviderUrl: `http://127.0.0.1:${smsPort}/send`, mailFrom: 'HR <hr@example.test>' });
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => smtp.close(() => r()));
  await new Promise<void>((r) => gateway.close(() => r()));
});

const rowOf = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('outbox', () => {
  it('sends nothing written by a transaction that rolls back', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx, { channel: 'email', recipient: 'ghost@example.test', subject: 'never', body: 'never' });
        throw new Error('business rule refused');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, 'ghost@example.test'))).toEqual([]);
  });

  it('delivers mail through SMTP after commit, to the right recipient with the text', async () => {
    const id = await t.db.transaction((tx) =>
      enqueue(tx, { channel: 'email', recipient: 'ana@example.test', subject: 'Your code', body: 'Your code is 424242.' }),
    );
    expect((await rowOf(id)).state).toBe('pending');
    const counts = await drainOutbox(t.app);
    expect(counts.sent).toBeGreaterThanOrEqual(1);
    const mail = mails.find((m) => m.to.includes('ana@example.test'));
    expect(mail).toBeDefined();
    expect(mail!.data).toContain('Subject: Your code');
    expect(mail!.data).toContain('Your code is 424242.');
    expect(mail!.data).toContain('hr@example.test');
    const row = await rowOf(id);
    expect(row.state).toBe('sent');
    expect(row.sentTime).not.toBeNull();
  });

  it('retries a failed SMS with backoff and records the error, then sends it', async () => {
    smsStatuses.push(500);
    const id = await t.db.transaction((tx) => enqueue(tx, { channel: 'sms', recipient: '+65 91110000', body: 'Code 111111' }));
    const first = await drainOutbox(t.app);
    expect(first.retried).toBe(1);
    let row = await rowOf(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/HTTP 500/);
    // not due yet: a drain right away leaves it alone
    expect(await drainOutbox(t.app)).toMatchObject({ sent: 0, retried: 0 });
    expect(smsRequests.filter((r) => r.to === '+65 91110000')).toHaveLength(1);
    // after the 30 s backoff it goes out
    const later = await drainOutbox(t.app, { now: addSeconds(new Date(), 31) });
    expect(later.sent).toBe(1);
    row = await rowOf(id);
    expect(row).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(smsRequests.filter((r) => r.to === '+65 91110000')).toEqual([
      { to: '+65 91110000', text: 'Code 111111' },
      { to: '+65 91110000', text: 'Code 111111' },
    ]);
  });

  it('gives up after the last attempt and keeps the row as failed with its error', async () => {
    alwaysFail.add('+65 90000000');
    const id = await t.db.transaction((tx) => enqueue(tx, { channel: 'sms', recipient: '+65 90000000', body: 'never arrives' }));
    let clock = new Date();
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS; i++) {
      await drainOutbox(t.app, { now: clock });
      clock = addSeconds(clock, 3601);
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    expect(row.lastError).toMatch(/HTTP 503/);
    expect(await drainOutbox(t.app, { now: addSeconds(clock, 7200) })).toMatchObject({ sent: 0, retried: 0, failed: 0 });

    // an administrator resends it once the gateway is back: queued with fresh attempts, then sent
    alwaysFail.delete('+65 90000000');
    const resent = await t.post(admin, `/api/blade-system/outbox/resend?ids=${id}`);
    expect(resent.code).toBe(200);
    expect(resent.data).toEqual({ queued: 1 });
    expect(await rowOf(id)).toMatchObject({ state: 'pending', attempts: 0 });
    expect((await drainOutbox(t.app)).sent).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    // a sent row is not sent twice; an unknown one is a 404
    const again = await t.post(admin, `/api/blade-system/outbox/resend?ids=${id}`);
    expect(again.status).toBe(409);
    expect(again.msg).toMatch(/Only failed messages/);
    expect((await t.post(admin, '/api/blade-system/outbox/resend?ids=123')).status).toBe(404);
  });

  it('keeps messages of a channel with no provider as dev rows an administrator can read, filtered', async () => {
    const id = await t.db.transaction((tx) => enqueue(tx, { channel: 'message', recipient: 'user:42', subject: 'Task', body: 'You have a task to approve' }));
    const counts = await drainOutbox(t.app);
    expect(counts.dev).toBe(1);
    expect((await rowOf(id)).state).toBe('dev');
    const page = await t.get(admin, '/api/blade-system/outbox/page', { channel: 'message', recipient: 'user:4' });
    expect(page.code).toBe(200);
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ id, channel: 'message', recipient: 'user:42', body: 'You have a task to approve', state: 'dev' });
    const sms = await t.get(admin, '/api/blade-system/outbox/page', { channel: 'sms', size: -1 });
    expect(sms.data.records.every((r: { channel: string }) => r.channel === 'sms')).toBe(true);
    expect(sms.data.total).toBeGreaterThanOrEqual(2);
    expect((await t.get(admin, '/api/blade-system/outbox/page', { channel: 'fax' })).status).toBe(400);
  });

  it('is readable only with the outbox permission', async () => {
    await t.db
      .insert(user)
      .values({ tenantId: '000000', account: 'plain', password: await hashPassword('Plain@12345'), realName: 'Plain', isInitialPassword: 0 });
    const plain = await t.login('plain', 'Plain@12345');
    expect((await t.get(plain, '/api/blade-system/outbox/page')).status).toBe(403);
    expect((await t.post(plain, '/api/blade-system/outbox/resend?ids=123')).status).toBe(403);
    expect((await t.get(null, '/api/blade-system/outbox/page')).status).toBe(401);
  });

  it('sends the longest-waiting messages first, one whose sender stopped mid-way among them, and none before its time', async () => {
    const sent: string[] = [];
    setOutboxProvider(t.app, 'sms', { send: async (m) => void sent.push(m.id) });
    const now = new Date();
    const at = (minutes: number) => formatDateTime(addSeconds(now, minutes * 60));
    const ids = await t.db.transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 4; i++) out.push(await enqueue(tx, { channel: 'sms', recipient: `+65 8100000${i}`, body: `order ${i}` }));
      return out;
    });
    // 0: due now; 1: a worker claimed it and stopped, its lease ended 10 minutes ago; 2: due 5 minutes ago; 3: due tomorrow
    await t.db
      .update(outbox)
      .set({ nextAttemptTime: at(0) })
      .where(eq(outbox.id, ids[0]));
    await t.db
      .update(outbox)
      .set({ state: 'running', attempts: 1, nextAttemptTime: at(-10) })
      .where(eq(outbox.id, ids[1]));
    await t.db
      .update(outbox)
      .set({ nextAttemptTime: at(-5) })
      .where(eq(outbox.id, ids[2]));
    await t.db
      .update(outbox)
      .set({ nextAttemptTime: at(24 * 60) })
      .where(eq(outbox.id, ids[3]));
    await drainOutbox(t.app, { now, batch: 2, maxBatches: 1 });
    expect(sent.filter((id) => ids.includes(id))).toEqual([ids[1], ids[2]]);
    await drainOutbox(t.app, { now, batch: 2, maxBatches: 5 });
    expect(sent.filter((id) => ids.includes(id))).toEqual([ids[1], ids[2], ids[0]]);
    expect((await rowOf(ids[3])).state).toBe('pending');
    expect((await rowOf(ids[1])).attempts).toBe(2);
  });

  it('never sends one row twice when drains run concurrently (SKIP LOCKED claims)', async () => {
    const sent: string[] = [];
    setOutboxProvider(t.app, 'sms', {
      async send(m) {
        sent.push(m.id);
        await new Promise((r) => setTimeout(r, 2));
      },
    });
    const ids = await t.db.transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 60; i++) out.push(await enqueue(tx, { channel: 'sms', recipient: `+65 8000${String(i).padStart(4, '0')}`, body: `bulk ${i}` }));
      return out;
    });
    const results = await Promise.all([1, 2, 3].map(() => drainOutbox(t.app, { batch: 4, maxBatches: 50 })));
    const ours = sent.filter((id) => ids.includes(id));
    expect(ours).toHaveLength(60);
    expect(new Set(ours).size).toBe(60);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(sent.length);
    const rows = await t.db.select({ state: outbox.state, attempts: outbox.attempts }).from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  });
});
