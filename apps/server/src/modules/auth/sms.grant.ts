import { GrantError } from './auth.service.js';
import { findActiveUser } from './auth.queries.js';
import type { GrantHandler } from './grants.js';
import { consumeOtp, phoneKey } from './otp.js';

/** grant_type=sms: `phone` ("+65 91234567") and `verifyCode` from POST /api/mcc-open/openLogin/sendLoginSms. */
export const smsGrant: GrantHandler = async ({ app, params, tenantId }) => {
  const phone = (params.phone ?? '').trim();
  const code = (params.verifyCode ?? '').trim();
  if (!phone) throw new GrantError('phone: please enter the mobile number');
  if (!code) throw new GrantError('verifyCode: please enter the verification code');
  const problem = await consumeOtp(app, app.db, { tenantId }, 'login', phoneKey(phone), code);
  if (problem) throw new GrantError(problem);
  const u = await findActiveUser(app.db, { tenantId: tenantId }, { phone: phoneKey(phone) });
  // A code is only ever sent to a known phone; the account may have gone since.
  if (!u) throw new GrantError('The verification code is invalid or has expired, please request a new one');
  if (u.status !== 1) throw new GrantError('The account is disabled, please contact the administrator');
  return u;
};
