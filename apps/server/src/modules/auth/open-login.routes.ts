import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { OPEN_FLOW_TOKEN_SECONDS, reportTokenFor, resetWithCode, sendCode, targetOf, verifyReportToken, type Target } from './open-login.service.js';
import type { OtpPurpose } from './otp.js';

/** Other modules open the project report with it (staff). */
export { signReportToken } from './open-login.service.js';

const prefix = '/api/mcc-open/openLogin';
const tags = ['auth'];

const zPhone = z
  .string()
  .trim()
  .min(1, 'please enter the mobile number')
  .max(40)
  .regex(/^\+?[0-9][0-9 -]{4,30}$/, 'must be a mobile number such as +65 91234567');
const zEmail = z.string().trim().min(1, 'please enter the e-mail address').max(100).pipe(z.email('must be an e-mail address'));
const zTenant = z.string().max(12).optional();
const zCode = z.string().trim().max(20).optional();

const resetFields = {
  code: zCode,
  /** The original client's name for the code in other calls; accepted as an alias. */
  verifyCode: zCode,
  newPassword: z.string().min(1, 'please enter the new password').max(200),
  newPassword1: z.string().min(1, 'please enter the new password again').max(200),
  tenantId: zTenant,
};

/** The parameter naming the target of each kind (required by the route schema). */
const targetFields = { sms: { phone: zPhone }, email: { email: zEmail } };

const sent = 'Answers success whether or not an account has it (no probing); the code goes out only to an active account. At most one per 60 s, 10 per hour';
const sends: { path: string; purpose: OtpPurpose; kind: Target['kind']; what: string }[] = [
  {
    path: 'sendLoginSms',
    purpose: 'login',
    kind: 'sms',
    what: 'Send a sign-in code by SMS (phone "+65 91234567"; then grant_type=sms with phone and verifyCode)',
  },
  { path: 'sendResetPasswordSms', purpose: 'reset', kind: 'sms', what: 'Send a password reset code by SMS' },
  { path: 'sendResetPasswordEmail', purpose: 'reset', kind: 'email', what: 'Send a password reset code by e-mail' },
];

/**
 * Public sign-in helpers of the original client (`/api/mcc-open/openLogin/*`): codes by SMS and
 * e-mail and the resets that spend them; and the project-report token (`/api/mcc-open/open-flow/*`).
 */
export const openLoginRoutes = [
  ...sends.map((s) =>
    route({
      method: 'POST',
      url: `${prefix}/${s.path}`,
      permission: 'public',
      summary: `${s.what}. ${sent}`,
      tags,
      input: z.object({ ...targetFields[s.kind], tenantId: zTenant }),
      output: z.null(),
      handler: (input, ctx) => sendCode(ctx, input.tenantId, s.purpose, targetOf(s.kind, input)),
    }),
  ),
  ...(['sms', 'email'] as const).map((kind) =>
    route({
      method: 'POST',
      url: `${prefix}/resetPasswordBy${kind === 'sms' ? 'Sms' : 'Email'}`,
      permission: 'public',
      summary:
        `Reset the password with the ${kind === 'sms' ? 'SMS code (phone' : 'e-mailed code (email'}, code, newPassword, newPassword1): ` +
        `password rule and check3; every session of the account ends`,
      tags,
      input: z.object({ ...targetFields[kind], ...resetFields }),
      output: z.null(),
      handler: (input, ctx) => resetWithCode(ctx, input, targetOf(kind, input)),
    }),
  ),
  route({
    method: 'GET',
    url: '/api/mcc-open/open-flow/token',
    permission: 'authenticated',
    summary:
      `A signed token (valid ${OPEN_FLOW_TOKEN_SECONDS / 60} minutes) that opens the external project-report page as the signed-in user; ` +
      `only for users with a staff record. userId, when sent, must be the caller`,
    tags,
    input: z.object({ userId: z.string().max(20).optional() }),
    output: z.string(),
    handler: ({ userId }, { app, auth }) => reportTokenFor(app, auth, userId),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-open/open-flow/verify',
    permission: 'public',
    // called by the external project-report page, not by our client: the signed token is the credential
    clientCheck: false,
    summary: 'For the external project-report page: checks a token of open-flow/token and answers who it names',
    tags,
    input: z.object({ token: z.string().min(1).max(2000) }),
    output: z.object({ userId: z.string(), staffId: z.string(), tenantId: z.string(), account: z.string() }),
    handler: ({ token }, { app }) => verifyReportToken(app, token),
  }),
];
