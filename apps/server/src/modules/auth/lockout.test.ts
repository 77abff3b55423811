import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { BASIC, createTestApp, onPostgres, type TestApp } from '../../../test/helpers.js';
import { addUser } from '../../../test/users.js';
import { authAttempt } from '../../platform/db/platform.tables.js';
import { addSeconds, formatDateTime } from '../../platform/util.js';
import { LOCK_AFTER_FAILURES, pruneAttempts } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signIn = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    remoteAddress: ip,
    headers: { authorization: BASIC, 'tenant-id': '000000' },
    payload: { grant_type: 'password', username, password, tenantId: '000000' },
  });

describe('failed sign-ins are counted atomically', () => {
  it.skipIf(!onPostgres)('50 parallel wrong passwords check at most 5 and lock the account (PostgreSQL)', async () => {
    await addUser(t, { account: 'burst', password: 'Burst@12345' });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn('burst', `Wrong@${i}xyz`, `10.1.${i}.1`)));
    const descriptions = answers.map((a) => String(a.json().error_description));
    // an answer names a checked password ("incorrect"), or a refusal before any check: the lock, or the
    // captcha that attempts after the third failure need
    const checked = descriptions.filter((d) => d.startsWith('The account or password is incorrect'));
    const refused = descriptions.filter(
      (d) => d.startsWith('The account is locked after 5 failed sign-ins') || d === 'Please enter the verification code (captcha)',
    );
    expect(answers.filter((a) => a.statusCode === 200)).toEqual([]);
    expect(checked.length).toBeLessThanOrEqual(LOCK_AFTER_FAILURES);
    expect([...new Set(descriptions.filter((d) => !checked.includes(d) && !refused.includes(d)))]).toEqual([]);
    expect(refused.length).toBeGreaterThanOrEqual(50 - LOCK_AFTER_FAILURES);
    // every checked password was counted (no lost update), and at the limit the account is locked: even
    // the right password is refused then without a check (below the limit, the captcha refuses it)
    const [row] = await t.db.select().from(authAttempt).where(eq(authAttempt.key, 'acct:000000:burst'));
    expect(row.failures).toBe(checked.length);
    const right = await signIn('burst', 'Burst@12345', '10.2.0.1');
    expect(right.statusCode).toBe(400);
    if (checked.length === LOCK_AFTER_FAILURES) {
      expect(row.lockedUntil).not.toBeNull();
      expect(right.json().error).toBe('account_locked');
    } else expect(right.json().error).toBe('captcha_required');
  });

  it('the right password among parallel attempts of an unlocked account signs in, and clears the count', async () => {
    await addUser(t, { account: 'mixed', password: 'Mixed@12345' });
    const answers = await Promise.all([signIn('mixed', 'Wrong@1abc', '10.3.0.1'), signIn('mixed', 'Mixed@12345', '10.3.0.2')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await signIn('mixed', 'Mixed@12345', '10.3.0.3')).statusCode).toBe(200);
  });

  it('attempt rows of unknown names expire; locked and recent ones stay', async () => {
    for (const name of ['ghost.one', 'ghost.two']) expect((await signIn(name, 'Whatever@1x', '10.4.0.1')).statusCode).toBe(400);
    const ghosts = () => t.db.select().from(authAttempt).where(like(authAttempt.key, 'acct:000000:ghost.%'));
    expect(await ghosts()).toHaveLength(2);
    // a day and more later nobody tried these names again
    await t.db
      .update(authAttempt)
      .set({ windowStart: formatDateTime(addSeconds(new Date(), -25 * 3600)) })
      .where(eq(authAttempt.key, 'acct:000000:ghost.one'));
    await t.db
      .insert(authAttempt)
      .values({
        key: 'acct:000000:ghost.locked',
        failures: 5,
        windowStart: formatDateTime(addSeconds(new Date(), -25 * 3600)),
        lockedUntil: formatDateTime(addSeconds(new Date(), 600)),
      });
    await pruneAttempts(t.db);
    expect((await ghosts()).map((r) => r.key).sort()).toEqual(['acct:000000:ghost.locked', 'acct:000000:ghost.two']);
  });
});
