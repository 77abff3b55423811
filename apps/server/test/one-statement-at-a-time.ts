/**
 * Set-up of every test file: a transaction is one connection, which runs one statement at a time. pg queues a
 * statement sent while another runs on the same client, warns once per process that pg 9 will refuse it, and
 * carries on; this turns that warning into the failure of the file it was first heard in (docs/platform.md, "Data rules": "Inside a
 * transaction").
 */
import { afterAll } from 'vitest';

const QUEUED = /already executing a query/;
const heard = Symbol.for('hr.test.queuedStatements');
const state = globalThis as { [heard]?: string[] };
if (!state[heard]) {
  const messages: string[] = [];
  state[heard] = messages;
  process.on('warning', (w) => {
    if (QUEUED.test(w.message)) messages.push(w.message);
  });
}

afterAll(async () => {
  // the warning is emitted on the next tick after the statement that caused it
  await new Promise((r) => setImmediate(r));
  const messages = state[heard]!.splice(0);
  if (messages.length) throw new Error(`statements ran side by side on one connection (a Promise.all over a transaction?): ${messages[0]}`);
});
