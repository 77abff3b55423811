import { badRequest, forbidden } from '../../platform/errors.js';
import { passwordRuleError, verifyPassword } from '../../platform/auth/passwords.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { passwordExpired, storeNewPassword } from './auth.service.js';
import { findActiveUser, sessionOpenedWithin, type UserRow } from './auth.queries.js';
import { initialPassword } from '../../platform/auth/initial-password.js';

/** check3 (the two entries match) and the password rule of seed 001 section 5. */
export function newPasswordPairError(newPassword: string, newPassword1: string): string | null {
  if (newPassword !== newPassword1) return 'Enter the password twice inconsistent';
  return passwordRuleError(newPassword, 'password');
}

/** Messages of seed 001 section 5 (check1..check3) and the password rule. */
export function newPasswordError(oldPassword: string, newPassword: string, newPassword1: string): string | null {
  if (newPassword === initialPassword()) return 'The new password cannot be the initial password';
  if (newPassword === oldPassword) return 'The new password must be different from the old password';
  return newPasswordPairError(newPassword, newPassword1);
}

/** resetPassword1 is allowed from a session opened this recently (the sign-in proved the current password). */
export const RESET_PASSWORD1_SESSION_MINUTES = 15;

export interface NewPassword {
  newPassword: string;
  newPassword1: string;
}

/**
 * A change of the caller's own password: the call's own gate (which answers the old password to
 * compare for check2), rules check1-check3 and the password rule, then the new password is stored
 * and the caller's other sessions end.
 */
async function changeOwnPassword(
  ctx: ServiceContext,
  action: string,
  { newPassword, newPassword1 }: NewPassword,
  gate: (u: UserRow) => Promise<string>,
): Promise<null> {
  const u = await findActiveUser(ctx.db, ctx.auth, { id: ctx.auth.userId });
  if (!u) throw badRequest('The account no longer exists');
  const problem = newPasswordError(await gate(u), newPassword, newPassword1);
  if (problem) throw badRequest(problem);
  await storeNewPassword(ctx.db, u, newPassword, { action, reason: 'password_changed', keepSessionId: ctx.auth.sessionId, auth: ctx.auth, req: ctx.req });
  return null;
}

/** update-password: the old password proves the caller. */
export const updateOwnPassword = (ctx: ServiceContext, input: NewPassword & { oldPassword: string }) =>
  changeOwnPassword(ctx, 'update-password', input, async (u) => {
    if (!(await verifyPassword(u.password, input.oldPassword))) throw badRequest('oldPassword: the old password is incorrect');
    return input.oldPassword;
  });

/**
 * resetPassword1, the forced change after sign-in: only while the password is the initial one or
 * expired, and only from a session signed in within RESET_PASSWORD1_SESSION_MINUTES.
 */
export const resetOwnPassword = (ctx: ServiceContext, input: NewPassword) =>
  changeOwnPassword(ctx, 'reset-password1', input, async (u) => {
    if (u.isInitialPassword !== 1 && !passwordExpired(u))
      throw forbidden('Your password does not need to be reset; change it with the old password (update-password)');
    if (!(await sessionOpenedWithin(ctx.db, ctx.auth.sessionId, RESET_PASSWORD1_SESSION_MINUTES)))
      throw forbidden('Please sign in again before setting a new password');
    // check2 without the old text: compare the new password with the stored hash
    return (await verifyPassword(u.password, input.newPassword)) ? input.newPassword : '';
  });
