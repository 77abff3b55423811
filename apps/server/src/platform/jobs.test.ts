import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { cancelJobs, drainJobs, schedule } from './jobs.js';
import { defineModule } from '../modules/module.js';
import { outbox, sysJob } from './db/platform.tables.js';
import { enqueue } from './outbox.js';
import { addSeconds } from './util.js';

const ran: { name: string; payload: unknown; attempt: number }[] = [];
let failuresLeft = 0;
/** The job kinds of these tests, contributed as a module like any other. */
const testJobs = defineModule({
  name: 'jobs-test',
  jobs: {
    'test.remind': {
      run: async (_app, payload, job) => {
        ran.push({ name: job.name, payload, attempt: job.attempts });
      },
    },
    'test.flaky': {
      maxAttempts: 3,
      run: async (_app, payload, job) => {
        ran.push({ name: job.name, payload, attempt: job.attempts });
        if (failuresLeft-- > 0) throw new Error('downstream unavailable');
      },
    },
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { modules: [testJobs] });
});
afterAll(async () => t?.close());

const jobRow = async (id: string) => (await t.db.select().from(sysJob).where(eq(sysJob.id, id)))[0];
const inOneHour = () => addSeconds(new Date(), 3600);

describe('jobs', () => {
  it('runs a scheduled job at its time, not before, with its payload', async () => {
    const id = await t.db.transaction((tx) => schedule(tx, 'test.remind', inOneHour(), { taskId: '7' }));
    expect(await drainJobs(t.app)).toMatchObject({ done: 0 });
    expect(ran).toHaveLength(0);
    expect(await drainJobs(t.app, { now: addSeconds(new Date(), 3601) })).toMatchObject({ done: 1 });
    expect(ran).toEqual([{ name: 'test.remind', payload: { taskId: '7' }, attempt: 1 }]);
    expect((await jobRow(id)).state).toBe('done');
    expect(await drainJobs(t.app, { now: addSeconds(new Date(), 7200) })).toMatchObject({ done: 0 });
  });

  it('does not keep a job scheduled by a transaction that rolls back', async () => {
    await t.db
      .transaction(async (tx) => {
        await schedule(tx, 'test.remind', new Date(), { rolledBack: true }, { key: 'rb' });
        throw new Error('refused');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(sysJob).where(eq(sysJob.key, 'rb'))).toEqual([]);
  });

  it('retries a failing job with backoff, records the error, and succeeds later', async () => {
    ran.length = 0;
    failuresLeft = 1;
    const id = await t.db.transaction((tx) => schedule(tx, 'test.flaky', new Date(), 'p'));
    expect(await drainJobs(t.app)).toMatchObject({ retried: 1 });
    const failed = await jobRow(id);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastError: 'downstream unavailable' });
    expect(await drainJobs(t.app, { now: addSeconds(new Date(), 31) })).toMatchObject({ done: 1 });
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2, lastError: null });
    expect(ran.map((r) => r.attempt)).toEqual([1, 2]);
  });

  it('marks a job failed after its last attempt, and a job with no handler at once', async () => {
    failuresLeft = 99;
    const id = await t.db.transaction((tx) => schedule(tx, 'test.flaky', new Date(), null));
    let clock = new Date();
    for (let i = 0; i < 3; i++) {
      await drainJobs(t.app, { now: clock });
      clock = addSeconds(clock, 3601);
    }
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'downstream unavailable' });
    const orphan = await t.db.transaction((tx) => schedule(tx, 'test.nobody', new Date(), null));
    expect(await drainJobs(t.app, { now: clock })).toMatchObject({ failed: 1 });
    expect((await jobRow(orphan)).lastError).toMatch(/no handler registered/);
  });

  it('cancels pending jobs by name and key', async () => {
    ran.length = 0;
    const id = await t.db.transaction((tx) => schedule(tx, 'test.remind', new Date(), null, { key: 'task:9' }));
    expect(await t.db.transaction((tx) => cancelJobs(tx, 'test.remind', 'task:9'))).toBe(1);
    expect(await drainJobs(t.app)).toMatchObject({ done: 0 });
    expect(ran).toHaveLength(0);
    expect((await jobRow(id)).state).toBe('cancelled');
  });
});

describe('background worker', () => {
  it('runs due jobs and outbox rows on its own when background jobs are on, and stops on close', async () => {
    const w = await createTestApp({ backgroundJobs: true }, { modules: [testJobs] });
    try {
      ran.length = 0;
      const [jobId, messageId] = await w.db.transaction(async (tx) => [
        await schedule(tx, 'test.remind', new Date(), { by: 'worker' }),
        await enqueue(tx, { channel: 'message', recipient: 'user:1', body: 'hello' }),
      ]);
      const deadline = Date.now() + 20_000;
      let states: string[] = [];
      while (Date.now() < deadline) {
        const [job] = await w.db.select().from(sysJob).where(eq(sysJob.id, jobId));
        const [msg] = await w.db.select().from(outbox).where(eq(outbox.id, messageId));
        states = [job.state, msg.state];
        if (states[0] === 'done' && states[1] === 'dev') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(states).toEqual(['done', 'dev']);
      expect(ran).toContainEqual({ name: 'test.remind', payload: { by: 'worker' }, attempt: 1 });
    } finally {
      await w.close();
    }
  });
});
