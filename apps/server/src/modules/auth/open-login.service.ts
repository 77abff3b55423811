import type { FastifyInstance } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { USER_TYPE_WORKER, type AuthContext } from '../../platform/auth/context.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { enqueue } from '../../platform/outbox.js';
import { knownLanguage, message as localMessage, requestLanguage, type Language } from '../../platform/i18n/index.js';
import { limitAddress, requestTenant, storeNewPassword, type RequestContext } from './auth.service.js';
import { findActiveUser } from './auth.queries.js';
import { consumeOtp, emailKey, issueOtp, phoneKey, type OtpPurpose } from './otp.js';
import { newPasswordPairError, type NewPassword } from './password.service.js';

/*
 * Public sign-in helpers of the original client: one-time codes by SMS (sign-in and password reset)
 * and by e-mail (password reset), and the reset calls that spend them. Sends answer success whether
 * or not the phone or address has an account, so accounts cannot be probed; codes go out (through
 * the outbox, after commit) only to known, active accounts.
 */

export type Target = { kind: 'sms'; phone: string } | { kind: 'email'; email: string };

/** The target of a call of `kind`, from its (schema-checked) parameters. */
export const targetOf = (kind: Target['kind'], input: { phone?: string; email?: string }): Target =>
  kind === 'sms' ? { kind, phone: input.phone ?? '' } : { kind, email: input.email ?? '' };

const targetKey = (t: Target) => (t.kind === 'sms' ? phoneKey(t.phone) : emailKey(t.email));
const findByTarget = (ctx: RequestContext, tenantId: string, t: Target) =>
  findActiveUser(ctx.db, { tenantId: tenantId }, t.kind === 'sms' ? { phone: phoneKey(t.phone) } : { email: t.email });

/** The texts are English; each goes out in the account's language (the catalogues' templates word them). */
const MESSAGES: Record<OtpPurpose, { subject: string; text: (code: string) => string }> = {
  login: { subject: 'Your sign-in code', text: (code) => `Your sign-in code is ${code}. It expires in 5 minutes. Do not share it with anyone.` },
  reset: {
    subject: 'Your password reset code',
    text: (code) => `Your password reset code is ${code}. It expires in 5 minutes. If you did not ask to reset your password, ignore this message.`,
  },
};

/** Issues a code for the target and, only when it belongs to an active user, queues it for sending. */
export async function sendCode(ctx: RequestContext, tenantParam: string | undefined, purpose: OtpPurpose, target: Target): Promise<null> {
  const { app, db, req } = ctx;
  const tenantId = requestTenant(req, tenantParam);
  await limitAddress(db, 'send-code', req.ip);
  const u = await findByTarget(ctx, tenantId, target);
  await db.transaction(async (tx) => {
    const code = await issueOtp(app, tx, { tenantId }, purpose, targetKey(target));
    // a worker's self-service account has no password to reset (it signs in by SMS code)
    if (!u || u.status !== 1 || (purpose === 'reset' && u.userType === USER_TYPE_WORKER)) return;
    const message = MESSAGES[purpose];
    // the language he chose for his account, else the one of the page that asked (a first sign-in)
    const lang: Language = knownLanguage(u.language) ?? requestLanguage(req);
    await enqueue(tx, {
      tenantId,
      channel: target.kind,
      recipient: target.kind === 'sms' ? (u.phone ?? target.phone) : (u.email ?? target.email),
      subject: localMessage(lang, message.subject),
      body: localMessage(lang, message.text(code)),
      payload: { purpose, userId: u.id, lang },
    });
  });
  return null;
}

export interface ResetWithCode extends NewPassword {
  code?: string;
  verifyCode?: string;
  tenantId?: string;
}

/** Spends a reset code and stores the new password; every session of the account ends. */
export async function resetWithCode(ctx: RequestContext, input: ResetWithCode, target: Target): Promise<null> {
  const code = input.code || input.verifyCode;
  if (!code) throw badRequest('code: please enter the verification code');
  const problem = newPasswordPairError(input.newPassword, input.newPassword1);
  if (problem) throw badRequest(problem);
  const tenantId = requestTenant(ctx.req, input.tenantId);
  const wrong = await consumeOtp(ctx.app, ctx.db, { tenantId }, 'reset', targetKey(target), code);
  if (wrong) throw badRequest(`code: ${wrong}`);
  const u = await findByTarget(ctx, tenantId, target);
  if (!u) throw badRequest('code: The verification code is invalid or has expired, please request a new one');
  if (u.status !== 1) throw badRequest('The account is disabled, please contact the administrator');
  await storeNewPassword(ctx.db, u, input.newPassword, { action: `reset-password-by-${target.kind}`, reason: 'password_reset', req: ctx.req });
  return null;
}

const OPEN_FLOW_ISSUER = 'hr-platform/open-flow';
const OPEN_FLOW_AUDIENCE = 'project-report';
export const OPEN_FLOW_TOKEN_SECONDS = 300;

/** A 5-minute token that opens the external project-report page as `auth` (staff only); open-flow/verify checks it. */
export async function signReportToken(app: FastifyInstance, auth: AuthContext): Promise<string> {
  if (!auth.staffId) throw forbidden('The project report is only available to staff');
  return new SignJWT({ tid: auth.tenantId, staffId: auth.staffId, acc: auth.account })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(auth.userId)
    .setIssuer(OPEN_FLOW_ISSUER)
    .setAudience(OPEN_FLOW_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${OPEN_FLOW_TOKEN_SECONDS}s`)
    .sign(app.signingKey);
}

/** open-flow/token: only for the caller themself (`userId`, when sent, must be the caller). */
export async function reportTokenFor(app: FastifyInstance, auth: AuthContext, userId: string | undefined): Promise<string> {
  if (userId && userId !== auth.userId) throw forbidden('A report token can only be issued for yourself');
  return signReportToken(app, auth);
}

/** Who a report token names, for the external page; a 400 when it is not one of ours or has expired. */
export async function verifyReportToken(app: FastifyInstance, token: string) {
  try {
    const { payload } = await jwtVerify(token, app.signingKey, { issuer: OPEN_FLOW_ISSUER, audience: OPEN_FLOW_AUDIENCE, algorithms: ['HS256'] });
    return { userId: String(payload.sub), staffId: String(payload.staffId), tenantId: String(payload.tid), account: String(payload.acc) };
  } catch {
    throw badRequest('token: the report token is invalid or has expired');
  }
}
