import { instantOf } from '../clock-context.js';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, options);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** Seed 001 section 5: at least 8 characters with a digit, a lower and an upper case letter and one of !@#$%&*(). */
export function passwordRuleError(plain: string, field = 'password'): string | null {
  if (plain.length < 8) return `Your ${field} is too short, you want to get hacked?`;
  if (plain.length > 64) return `Your ${field} must be at most 64 characters`;
  if (!/[0-9]/.test(plain) || !/[a-z]/.test(plain) || !/[A-Z]/.test(plain) || !/[!@#$%&*()]/.test(plain)) {
    return `Your ${field} must contain at least one uppercase, one lowercase, one special character and one digit`;
  }
  return null;
}

/** A password older than this must be changed before anything else (seed 000 section 4). */
export const PASSWORD_MAX_AGE_DAYS = 90;

/** Whether a password set at `passwordTime` (`YYYY-MM-DD HH:mm:ss`, UTC) is past its age. */
export function passwordExpired(u: { passwordTime: string | null }): boolean {
  if (!u.passwordTime) return false;
  return Date.now() - instantOf(u.passwordTime).getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000;
}

/**
 * Whether a session must change its password before anything else: the initial password is in use,
 * or it is older than PASSWORD_MAX_AGE_DAYS. Only routes declaring `passwordChange` answer it then.
 */
export const passwordChangeDue = (u: { isInitialPassword: number; passwordTime: string | null }): boolean => u.isInitialPassword === 1 || passwordExpired(u);
