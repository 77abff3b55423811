import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInError } from '@hr/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { addUser } from '../../../test/users.js';
import { addSeconds } from '../../platform/util.js';
import { checkAttempts, claimAttempt, clearFailures, LOCK_AFTER_FAILURES } from './auth.service.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import { consumeOtp, issueOtp, OTP_MAX_ATTEMPTS } from './otp.js';
import { newPasswordError, resetOwnPassword, updateOwnPassword } from './password.service.js';

/*
 * Sign-in rules called as services, on a database and without HTTP: the password rules, one-time
 * codes, lockout, and own password changes (the HTTP suites beside this file hold the contract).
 */

const PASSWORD = 'Str0ng!Pass';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('new password rules (check1-check3 and the password rule)', () => {
  it('refuse the initial password, the old one, two different entries and weak passwords', () => {
    expect(newPasswordError('Old!Pass1', initialPassword(), initialPassword())).toBe('The new password cannot be the initial password');
    expect(newPasswordError('Old!Pass1', 'Old!Pass1', 'Old!Pass1')).toBe('The new password must be different from the old password');
    expect(newPasswordError('Old!Pass1', 'New!Pass1', 'New!Pass2')).toBe('Enter the password twice inconsistent');
    expect(newPasswordError('Old!Pass1', 'short', 'short')).toBe('Your password is too short, you want to get hacked?');
    expect(newPasswordError('Old!Pass1', 'New!Pass1', 'New!Pass1')).toBeNull();
  });
});

describe('one-time codes', () => {
  it('are single use, replaced by a newer code, and spent after too many wrong guesses', async () => {
    const now = new Date();
    const first = await t.db.transaction((tx) => issueOtp(t.app, tx, { tenantId: '000000' }, 'reset', '+6591230001', now));
    await expect(t.db.transaction((tx) => issueOtp(t.app, tx, { tenantId: '000000' }, 'reset', '+6591230001', addSeconds(now, 10)))).rejects.toMatchObject({
      code: 429,
    });
    const second = await t.db.transaction((tx) => issueOtp(t.app, tx, { tenantId: '000000' }, 'reset', '+6591230001', addSeconds(now, 61)));
    if (second !== first) expect(await consumeOtp(t.app, t.db, { tenantId: '000000' }, 'reset', '+6591230001', first)).toMatch(/incorrect/);
    expect(await consumeOtp(t.app, t.db, { tenantId: '000000' }, 'reset', '+6591230001', second)).toBeNull();
    expect(await consumeOtp(t.app, t.db, { tenantId: '000000' }, 'reset', '+6591230001', second)).toMatch(/invalid or has expired/);

    const code = await t.db.transaction((tx) => issueOtp(t.app, tx, { tenantId: '000000' }, 'login', '+6591230002', now));
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await consumeOtp(t.app, t.db, { tenantId: '000000' }, 'login', '+6591230002', wrong);
    expect(await consumeOtp(t.app, t.db, { tenantId: '000000' }, 'login', '+6591230002', code)).toMatch(/Too many wrong/);
  });
});

describe('sign-in lockout', () => {
  it('locks an account at the failure limit until its failures are cleared', async () => {
    for (let i = 1; i < LOCK_AFTER_FAILURES; i++) expect(await claimAttempt(t.db, { tenantId: '000000' }, 'locky')).toBe(i);
    expect(await checkAttempts(t.db, { tenantId: '000000' }, 'locky', '10.0.0.1')).toBe(LOCK_AFTER_FAILURES - 1);
    await claimAttempt(t.db, { tenantId: '000000' }, 'LOCKY');
    await expect(checkAttempts(t.db, { tenantId: '000000' }, 'locky', '10.0.0.1')).rejects.toMatchObject({ error: SignInError.ACCOUNT_LOCKED });
    await clearFailures(t.db, { tenantId: '000000' }, 'locky');
    expect(await checkAttempts(t.db, { tenantId: '000000' }, 'locky', '10.0.0.1')).toBe(0);
  });
});

describe('own password changes', () => {
  it('need the old password, end the other sessions, and refuse the forced reset when nothing forces it', async () => {
    await addUser(t, { account: 'changer', password: PASSWORD });
    const ctx = await t.serviceContext(await t.login('changer', PASSWORD));
    const other = await t.login('changer', PASSWORD);

    await expect(updateOwnPassword(ctx, { oldPassword: 'Wrong!Pass1', newPassword: 'New!Pass12', newPassword1: 'New!Pass12' })).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining('oldPassword'),
    });
    await expect(resetOwnPassword(ctx, { newPassword: 'New!Pass12', newPassword1: 'New!Pass12' })).rejects.toMatchObject({ code: 403 });

    await updateOwnPassword(ctx, { oldPassword: PASSWORD, newPassword: 'New!Pass12', newPassword1: 'New!Pass12' });
    await expect(t.serviceContext(other)).rejects.toThrow(/session has ended/);
    expect((await t.serviceContext(await t.login('changer', 'New!Pass12'))).auth.account).toBe('changer');
  });
});
