import type { AuthContext } from '../../platform/auth/context.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SignJWT, jwtVerify } from 'jose';
import { defineRoute } from '../../platform/http/route.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { enqueue } from '../../platform/outbox.js';
import { findActiveUser, limitAddress, requestTenant, storeNewPassword, type UserRow } from './auth.service.js';
import { newPasswordPairError } from './auth.routes.js';
import { consumeOtp, emailKey, issueOtp, phoneKey, type OtpPurpose } from './otp.js';

/*
 * Public sign-in helpers of the original client (`/api/mcc-open/openLogin/*`): one-time codes by SMS
 * (sign-in and password reset) and by e-mail (password reset), and the reset calls that spend them.
 * Sends answer success whether or not the phone or address has an account, so accounts cannot be
 * probed; codes go out (through the outbox, after commit) only to known, active accounts.
 */

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

type Target = { kind: 'sms'; phone: string } | { kind: 'email'; email: string };

/** The parameter naming the target of each kind (required by the route schema), and the target read back. */
const targetFields = { sms: { phone: zPhone }, email: { email: zEmail } };
const targetOf = (kind: Target['kind'], input: { phone?: string; email?: string }): Target =>
  kind === 'sms' ? { kind, phone: input.phone ?? '' } : { kind, email: input.email ?? '' };

const targetKey = (t: Target) => (t.kind === 'sms' ? phoneKey(t.phone) : emailKey(t.email));
const findByTarget = (app: FastifyInstance, tenantId: string, t: Target) =>
  findActiveUser(app.db, tenantId, t.kind === 'sms' ? { phone: phoneKey(t.phone) } : { email: t.email });

const MESSAGES: Record<OtpPurpose, { subject: string; text: (code: string) => string }> = {
  login: { subject: 'Your sign-in code', text: (code) => `Your sign-in code is ${code}. It expires in 5 minutes. Do not share it with anyone.` },
  reset: {
    subject: 'Your password reset code',
    text: (code) => `Your password reset code is ${code}. It expires in 5 minutes. If you did not ask to reset your password, ignore this message.`,
  },
};

/** Issues a code for the target and, only when it belongs to an active user, queues it for sending. */
async function sendCode(app: FastifyInstance, req: FastifyRequest, tenantParam: string | undefined, purpose: OtpPurpose, target: Target): Promise<null> {
  const tenantId = requestTenant(req, tenantParam);
  await limitAddress(app.db, 'send-code', req.ip);
  const u = await findByTarget(app, tenantId, target);
  await app.db.transaction(async (tx) => {
    const code = await issueOtp(app, tx, tenantId, purpose, targetKey(target));
    if (!u || u.status !== 1) return;
    const message = MESSAGES[purpose];
    await enqueue(tx, {
      tenantId,
      channel: target.kind,
      recipient: target.kind === 'sms' ? (u.phone ?? target.phone) : (u.email ?? target.email),
      subject: message.subject,
      body: message.text(code),
      payload: { purpose, userId: u.id },
    });
  });
  return null;
}

/** Spends a reset code and stores the new password; every session of the account ends. */
async function resetWithCode(
  app: FastifyInstance,
  req: FastifyRequest,
  input: { code?: string; verifyCode?: string; newPassword: string; newPassword1: string; tenantId?: string },
  target: Target,
): Promise<null> {
  const code = input.code || input.verifyCode;
  if (!code) throw badRequest('code: please enter the verification code');
  const problem = newPasswordPairError(input.newPassword, input.newPassword1);
  if (problem) throw badRequest(problem);
  const tenantId = requestTenant(req, input.tenantId);
  const wrong = await consumeOtp(app, app.db, tenantId, 'reset', targetKey(target), code);
  if (wrong) throw badRequest(`code: ${wrong}`);
  const u: UserRow | null = await findByTarget(app, tenantId, target);
  if (!u) throw badRequest('code: The verification code is invalid or has expired, please request a new one');
  if (u.status !== 1) throw badRequest('The account is disabled, please contact the administrator');
  await storeNewPassword(app.db, u, input.newPassword, { action: `reset-password-by-${target.kind}`, reason: 'password_reset', req });
  return null;
}

const OPEN_FLOW_ISSUER = 'hr-platform/open-flow';
export const OPEN_FLOW_TOKEN_SECONDS = 300;

/** A 5-minute token that opens the external project-report page as `auth` (staff only); open-flow/verify checks it. */
export async function signReportToken(app: FastifyInstance, auth: AuthContext): Promise<string> {
  if (!auth.staffId) throw forbidden('The project report is only available to staff');
  return new SignJWT({ tid: auth.tenantId, staffId: auth.staffId, acc: auth.account })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(auth.userId)
    .setIssuer(OPEN_FLOW_ISSUER)
    .setAudience('project-report')
    .setIssuedAt()
    .setExpirationTime(`${OPEN_FLOW_TOKEN_SECONDS}s`)
    .sign(app.signingKey);
}

export default async function openLoginRoutes(app: FastifyInstance): Promise<void> {
  const prefix = '/api/mcc-open/openLogin';
  const tags = ['auth'];
  const sent = 'Answers success whether or not an account has it (no probing); the code goes out only to an active account. At most one per 60 s, 10 per hour';

  const sends: { path: string; purpose: OtpPurpose; kind: Target['kind']; what: string }[] = [
    { path: 'sendLoginSms', purpose: 'login', kind: 'sms', what: 'Send a sign-in code by SMS (phone "+65 91234567"; then grant_type=sms with phone and verifyCode)' },
    { path: 'sendResetPasswordSms', purpose: 'reset', kind: 'sms', what: 'Send a password reset code by SMS' },
    { path: 'sendResetPasswordEmail', purpose: 'reset', kind: 'email', what: 'Send a password reset code by e-mail' },
  ];
  for (const s of sends) {
    defineRoute(app, {
      method: 'POST',
      url: `${prefix}/${s.path}`,
      permission: 'public',
      summary: `${s.what}. ${sent}`,
      tags,
      input: z.object({ ...targetFields[s.kind], tenantId: zTenant }),
      output: z.null(),
      handler: (input, { req }) => sendCode(app, req, input.tenantId, s.purpose, targetOf(s.kind, input)),
    });
  }

  for (const kind of ['sms', 'email'] as const) {
    const by = kind === 'sms' ? 'SMS code (phone' : 'e-mailed code (email';
    defineRoute(app, {
      method: 'POST',
      url: `${prefix}/resetPasswordBy${kind === 'sms' ? 'Sms' : 'Email'}`,
      permission: 'public',
      summary: `Reset the password with the ${by}, code, newPassword, newPassword1): password rule and check3; every session of the account ends`,
      tags,
      input: z.object({ ...targetFields[kind], ...resetFields }),
      output: z.null(),
      handler: (input, { req }) => resetWithCode(app, req, input, targetOf(kind, input)),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/mcc-open/open-flow/token',
    permission: 'authenticated',
    summary: `A signed token (valid ${OPEN_FLOW_TOKEN_SECONDS / 60} minutes) that opens the external project-report page as the signed-in user; only for users with a staff record. userId, when sent, must be the caller`,
    tags,
    input: z.object({ userId: z.string().max(20).optional() }),
    output: z.string(),
    handler: async ({ userId }, { auth }) => {
      if (userId && userId !== auth.userId) throw forbidden('A report token can only be issued for yourself');
      return signReportToken(app, auth);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/mcc-open/open-flow/verify',
    permission: 'public',
    summary: 'For the external project-report page: checks a token of open-flow/token and answers who it names',
    tags,
    input: z.object({ token: z.string().min(1).max(2000) }),
    output: z.object({ userId: z.string(), staffId: z.string(), tenantId: z.string(), account: z.string() }),
    handler: async ({ token }) => {
      try {
        const { payload } = await jwtVerify(token, app.signingKey, { issuer: OPEN_FLOW_ISSUER, audience: 'project-report', algorithms: ['HS256'] });
        return { userId: String(payload.sub), staffId: String(payload.staffId), tenantId: String(payload.tid), account: String(payload.acc) };
      } catch {
        throw badRequest('token: the report token is invalid or has expired');
      }
    },
  });
}
