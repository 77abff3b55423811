import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../test/helpers.js';
import { drainOutbox, enqueue, setOutboxProvider } from './outbox.js';
import { authAttempt, authSession, outbox, sysJob } from './db/platform.tables.js';
import { claimDue, settle } from './queue.js';
import { purgeExpired } from './retention.js';
import { jobBatch } from './jobs.js';
import { loadConfig } from './config.js';
import { addSeconds, formatDateTime } from './util.js';

/** Issue 34 section 4: background work an operator controls (retention, claims, the failed rows in /metrics). */

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  // as a process started with RUN_WORKER=0 (which the last test checks)
  t = await createTestApp({ metricsToken: 'ops-token', backgroundJobs: loadConfig({ RUN_WORKER: '0' }).backgroundJobs });
  admin = await t.login();
});
afterAll(async () => t?.close());

const daysAgo = (days: number) => formatDateTime(addSeconds(new Date(), -days * 24 * 3600));

describe('retention', () => {
  it('deletes sent outbox rows, finished jobs and batches, expired sessions and sign-in counters after RETENTION_DAYS; keeps the rest', async () => {
    const old = daysAgo(100);
    const recent = daysAgo(10);
    const rows = await t.db
      .insert(outbox)
      .values([
        { tenantId: '000000', channel: 'email', recipient: 'old@x', body: 'reset link', state: 'sent', sentTime: old, nextAttemptTime: old },
        { tenantId: '000000', channel: 'email', recipient: 'new@x', body: 'b', state: 'sent', sentTime: recent, nextAttemptTime: recent },
        { tenantId: '000000', channel: 'email', recipient: 'wait@x', body: 'b', state: 'pending', nextAttemptTime: old },
      ])
      .returning({ id: outbox.id, recipient: outbox.recipient });
    const jobs = await t.db
      .insert(sysJob)
      .values([
        { tenantId: '000000', name: 'x.old', state: 'done', finishTime: old, nextAttemptTime: old },
        { tenantId: '000000', name: 'x.due', state: 'pending', nextAttemptTime: old },
      ])
      .returning({ id: sysJob.id, name: sysJob.name });
    const [batch] = await t.db
      .insert(jobBatch)
      .values({ tenantId: '000000', kind: 'payslips', period: '2020-01', itemIds: [], total: 0, state: 'done', finishTime: old })
      .returning({ id: jobBatch.id });
    const session = (expireTime: string) => ({
      tenantId: '000000',
      userId: '1',
      clientId: 'hr-web',
      refreshHash: `h-${Math.random()}`,
      grantType: 'password',
      expireTime,
    });
    const sessions = await t.db
      .insert(authSession)
      .values([session(old), session(formatDateTime(addSeconds(new Date(), 3600)))])
      .returning({ id: authSession.id });
    await t.db.insert(authAttempt).values([
      { key: 'ops:old', failures: 3, windowStart: old },
      { key: 'ops:new', failures: 3, windowStart: recent },
    ]);

    const gone = await purgeExpired(t.db, 90);
    expect(gone.outbox).toBeGreaterThanOrEqual(1);
    const leftMail = await t.db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(leftMail.map((r) => r.recipient).sort()).toEqual(['new@x', 'wait@x']);
    const leftJobs = await t.db
      .select({ name: sysJob.name })
      .from(sysJob)
      .where(
        inArray(
          sysJob.id,
          jobs.map((j) => j.id),
        ),
      );
    expect(leftJobs.map((j) => j.name)).toEqual(['x.due']);
    expect(await t.db.select().from(jobBatch).where(eq(jobBatch.id, batch!.id))).toHaveLength(0);
    const leftSessions = await t.db
      .select({ id: authSession.id })
      .from(authSession)
      .where(
        inArray(
          authSession.id,
          sessions.map((s) => s.id),
        ),
      );
    expect(leftSessions.map((s) => s.id)).toEqual([sessions[1]!.id]);
    const leftAttempts = await t.db
      .select({ key: authAttempt.key })
      .from(authAttempt)
      .where(inArray(authAttempt.key, ['ops:old', 'ops:new']));
    expect(leftAttempts.map((a) => a.key)).toEqual(['ops:new']);
    // the audit log is kept: the sign-in above wrote rows, nothing of it went
    expect(Object.keys(gone)).not.toContain('audit');
  });

  it('works in small batches', async () => {
    const old = daysAgo(100);
    await t.db
      .insert(outbox)
      .values(
        Array.from({ length: 1200 }, (_, i) => ({
          tenantId: '000000',
          channel: 'sms',
          recipient: `+65${i}`,
          body: 'code',
          state: 'dev',
          nextAttemptTime: old,
        })),
      );
    expect((await purgeExpired(t.db, 90, new Date(), 1)).outbox).toBe(500);
    expect((await purgeExpired(t.db, 90)).outbox).toBe(700);
  });
});

describe('claims', () => {
  it('a row is settled only by the claim that sent it: a claim whose lease ended and was reclaimed changes nothing', async () => {
    const id = await t.db.transaction((tx) => enqueue(tx, { channel: 'message', recipient: 'user:lease', body: 'x', sendAt: new Date(Date.now() - 1000) }));
    const [first] = (await claimDue(t.db, outbox, new Date(), 50)).filter((r) => r.id === id);
    expect(first?.attempts).toBe(1);
    // the first claim's lease ends; a second worker claims the row again
    const [second] = (await claimDue(t.db, outbox, addSeconds(new Date(), 301), 50)).filter((r) => r.id === id);
    expect(second?.attempts).toBe(2);
    expect(await settle(t.db, outbox, first!, { done: { state: 'sent' } })).toBe('lost');
    expect(await settle(t.db, outbox, first!, { error: new Error('late'), maxAttempts: 8, now: new Date() })).toBe('lost');
    expect((await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]).toMatchObject({ state: 'running', attempts: 2 });
    expect(await settle(t.db, outbox, second!, { done: { state: 'sent' } })).toBe('done');
    expect((await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!.state).toBe('sent');
  });
});

describe('/metrics', () => {
  it('counts failed and dead outbox rows by channel, and passes promtool check metrics', async () => {
    const calls: string[] = [];
    setOutboxProvider(t.app, 'sms', {
      async send(m) {
        calls.push(m.recipient);
        throw new Error('gateway down');
      },
    });
    try {
      const [retrying, dead] = await t.db.transaction(async (tx) => [
        await enqueue(tx, { channel: 'sms', recipient: '+6590000001', body: 'a' }),
        await enqueue(tx, { channel: 'sms', recipient: '+6590000002', body: 'b' }),
      ]);
      await t.db.update(outbox).set({ attempts: 7 }).where(eq(outbox.id, dead));
      await drainOutbox(t.app);
      expect(calls).toEqual(expect.arrayContaining(['+6590000001', '+6590000002']));
      const states = await t.db
        .select({ id: outbox.id, state: outbox.state })
        .from(outbox)
        .where(inArray(outbox.id, [retrying, dead]));
      expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({ [retrying]: 'pending', [dead]: 'failed' });
    } finally {
      setOutboxProvider(t.app, 'sms', null);
    }
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ops-token' } });
    expect(res.statusCode).toBe(200);
    expect(Number(/outbox_failed_messages\{channel="sms"\} (\d+)/.exec(res.body)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/outbox_dead_messages\{channel="sms"\} (\d+)/.exec(res.body)?.[1])).toBeGreaterThanOrEqual(1);
    expect(res.body).toMatch(/outbox_dead_messages\{channel="email"\} \d+/);
    // the Prometheus project's own linter (Debian package `prometheus`), where the machine has it
    const promtool = spawnSync('promtool', ['check', 'metrics'], { input: res.body, encoding: 'utf8' });
    if (promtool.error) console.warn('promtool is not installed: the exposition format was checked by the parser of prom-client only');
    else expect(`${promtool.stdout}${promtool.stderr}`.trim(), 'promtool check metrics').toBe('');
    expect(admin).toBeTruthy();
  });
});

describe('RUN_WORKER=0', () => {
  it('an HTTP-only process claims no job and no outbox row', async () => {
    // the process's configuration with RUN_WORKER=0 (the worker is off whatever NODE_ENV says)
    const { backgroundJobs } = loadConfig({ RUN_WORKER: '0', NODE_ENV: 'production' });
    expect(backgroundJobs).toBe(false);
    // buildApp starts the worker only when backgroundJobs is on: this file's app is built with the value above
    expect(t.app.config.backgroundJobs).toBe(false);
    const id = await t.db.transaction((tx) => enqueue(tx, { channel: 'message', recipient: 'user:http-only', body: 'x' }));
    await new Promise((r) => setTimeout(r, 2500));
    expect((await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]).toMatchObject({ state: 'pending', attempts: 0 });
  });
});
