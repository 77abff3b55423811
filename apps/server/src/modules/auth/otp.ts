import type { FastifyInstance } from 'fastify';
import { instantParam } from '../../platform/db/columns.js';
import { createHmac, randomInt } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { authOtp } from '../../platform/db/platform.tables.js';
import { AppError } from '../../platform/errors.js';
import { addSeconds, formatDateTime } from '../../platform/util.js';
import type { Tenant } from '../../platform/auth/context.js';

/*
 * One-time codes for SMS sign-in and password reset: 6 digits, stored as an HMAC-SHA256 with a
 * pepper derived from the token signing key (a leaked table does not reveal codes), single use,
 * valid 5 minutes, at most 5 verification attempts, at most one send per target per 60 s and 10 an hour.
 */

export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MIN_INTERVAL_SECONDS = 60;
export const OTP_MAX_PER_HOUR = 10;

export type OtpPurpose = 'login' | 'reset';

/** The OTP key of a phone: digits and a leading +, spaces dropped ("+65 91234567" -> "+6591234567"). */
export const phoneKey = (phone: string) => phone.replace(/[\s-]/g, '');
export const emailKey = (email: string) => email.trim().toLowerCase();

/** HMAC-SHA256 of the parts under a pepper derived from the signing key (OTPs and captcha answers). */
export function pepperedHash(app: FastifyInstance, ...parts: string[]): string {
  const pepper = createHmac('sha256', app.signingKey).update('otp-pepper').digest();
  return createHmac('sha256', pepper).update(parts.join('\n')).digest('hex');
}

const otpHash = (app: FastifyInstance, purpose: string, target: string, code: string) => pepperedHash(app, purpose, target, code);

/**
 * Issues a code for `target` and answers it (the caller sends it through the outbox only when the
 * target belongs to a user). Runs inside the caller's transaction. The rate limit is applied to every
 * target alike, so answers do not reveal which phones or addresses have accounts.
 */
export async function issueOtp(app: FastifyInstance, tx: Db, tenant: Tenant, purpose: OtpPurpose, target: string, now = new Date()): Promise<string> {
  const { tenantId } = tenant;
  const scope = and(eq(authOtp.tenantId, tenantId), eq(authOtp.purpose, purpose), eq(authOtp.target, target));
  // Serialize sends to one target, so two concurrent requests cannot both pass the rate limit.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${tenantId}:${purpose}:${target}`}))`);
  const [recent] = await tx
    .select({
      lastMinute: sql<number>`count(*) filter (where ${authOtp.createTime} > ${instantParam(addSeconds(now, -OTP_MIN_INTERVAL_SECONDS))})`,
      lastHour: count(),
    })
    .from(authOtp)
    .where(and(scope, gt(authOtp.createTime, formatDateTime(addSeconds(now, -3600)))));
  if (Number(recent.lastMinute) > 0)
    throw new AppError(429, `A code was sent less than ${OTP_MIN_INTERVAL_SECONDS} seconds ago, please wait before asking again`);
  if (Number(recent.lastHour) >= OTP_MAX_PER_HOUR) throw new AppError(429, 'Too many codes were requested in the last hour, please try again later');
  // A new code replaces the previous ones; rows older than a day are cleaned up on the way.
  await tx
    .update(authOtp)
    .set({ usedTime: formatDateTime(now) })
    .where(and(scope, isNull(authOtp.usedTime)));
  await tx.delete(authOtp).where(lt(authOtp.createTime, formatDateTime(addSeconds(now, -86_400))));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx
    .insert(authOtp)
    .values({
      tenantId,
      purpose,
      target,
      codeHash: otpHash(app, purpose, target, code),
      createTime: formatDateTime(now),
      expireTime: formatDateTime(addSeconds(now, OTP_TTL_SECONDS)),
    });
  return code;
}

/**
 * Spends one verification attempt on the current code of `target`. Answers null when the code is
 * right (and marks it used: single use), otherwise the message to show.
 */
export async function consumeOtp(
  app: FastifyInstance,
  db: Db,
  tenant: Tenant,
  purpose: OtpPurpose,
  target: string,
  code: string,
  now = new Date(),
): Promise<string | null> {
  const { tenantId } = tenant;
  const at = formatDateTime(now);
  const [current] = await db
    .select()
    .from(authOtp)
    .where(and(eq(authOtp.tenantId, tenantId), eq(authOtp.purpose, purpose), eq(authOtp.target, target), isNull(authOtp.usedTime)))
    .orderBy(sql`${authOtp.createTime} desc`, sql`${authOtp.id} desc`)
    .limit(1);
  if (!current || current.expireTime <= at) return 'The verification code is invalid or has expired, please request a new one';
  // Count the attempt first (conditional, so concurrent guesses cannot exceed the limit).
  const [counted] = await db
    .update(authOtp)
    .set({ attempts: sql`${authOtp.attempts} + 1` })
    .where(and(eq(authOtp.id, current.id), isNull(authOtp.usedTime), lt(authOtp.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: authOtp.attempts });
  if (!counted) return 'Too many wrong verification codes, please request a new one';
  if (!/^\d{6}$/.test(code) || otpHash(app, purpose, target, code) !== current.codeHash) {
    const left = OTP_MAX_ATTEMPTS - counted.attempts;
    return left > 0 ? `The verification code is incorrect (${left} attempt(s) left)` : 'Too many wrong verification codes, please request a new one';
  }
  const [used] = await db
    .update(authOtp)
    .set({ usedTime: at })
    .where(and(eq(authOtp.id, current.id), isNull(authOtp.usedTime)))
    .returning({ id: authOtp.id });
  return used ? null : 'The verification code is invalid or has expired, please request a new one';
}
