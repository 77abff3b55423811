import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { checkAttempts, claimAttempt, clearFailures, GrantError, recordAddressFailure, LOCK_AFTER_FAILURES } from './auth.service.js';
import { findActiveUser } from './auth.queries.js';
import type { GrantHandler } from './grants.js';
import { captchaGate } from './captcha.js';
import { USER_TYPE_WORKER } from '../../platform/auth/context.js';

const INVALID = 'The account or password is incorrect';

export const passwordGrant: GrantHandler = async ({ app, req, params, tenantId }) => {
  const account = (params.username ?? params.account ?? '').trim();
  const password = params.password ?? '';
  if (!account) throw new GrantError('username: please enter the account');
  if (!password) throw new GrantError('password: please enter the password');
  if (account.length > 64 || password.length > 200) throw new GrantError(INVALID);
  const failures = await checkAttempts(app.db, { tenantId: tenantId }, account, req.ip);
  await captchaGate(app, req, failures);
  // the attempt is counted before the password is checked: no burst checks more than the limit
  const n = await claimAttempt(app.db, { tenantId: tenantId }, account);
  const u = await findActiveUser(app.db, { tenantId: tenantId }, { account });
  // Hash even for unknown accounts so timing does not reveal which accounts exist.
  const ok = await verifyPassword(u?.password ?? (await dummy()), password);
  // a worker's self-service account signs in by SMS code only
  if (!u || !ok || u.userType === USER_TYPE_WORKER) {
    await recordAddressFailure(app.db, req.ip);
    const left = LOCK_AFTER_FAILURES - n;
    throw new GrantError(left > 0 ? `${INVALID} (${left} attempt(s) left before the account is locked)` : `${INVALID}; the account is locked for 15 minutes`);
  }
  if (u.status !== 1) throw new GrantError('The account is disabled, please contact the administrator');
  await clearFailures(app.db, { tenantId: tenantId }, account);
  return u;
};

// Hash of a random string: checking an unknown account against it costs the same as a real check.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
