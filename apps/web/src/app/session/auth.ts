import { http, request, requestToken, type Captcha, type TokenParams } from '../http/client';
import { clearSession, getSession, saveTokens, updateSession, type AllInfo, type MenuItem } from './session';

/** Sign-in, the loads that follow it, and sign-out (seed 000 section 4 "Login"). */

export const PASSWORD_AGE_LIMIT_DAYS = 90;

/** Signing in stores the tokens; the shell then loads what follows (loadAfterSignIn). */
export async function signIn(params: TokenParams, captcha?: Captcha): Promise<void> {
  saveTokens(await requestToken(params, captcha));
}

/** User info first (it decides the forced password change), then the rest without blocking the user. */
export async function loadAfterSignIn(): Promise<void> {
  const allInfo = await http.get<AllInfo>('/api/blade-user/all-info');
  updateSession({ allInfo, permissions: allInfo?.permissions ?? [] });
  void loadMenus();
  void http
    .get<unknown>('/api/mcc-base/base/templateForm/list', { size: -1 }, { quiet: true })
    .then((templateForms) => updateSession({ templateForms }), () => undefined);
}

export async function loadMenus(): Promise<MenuItem[]> {
  const menus = (await http.get<MenuItem[]>('/api/blade-system/menu/routes', undefined, { quiet: true }).catch(() => [])) ?? [];
  updateSession({ menus });
  return menus;
}

/** The forced change applies when the initial password is in use or the password is older than 90 days. */
export function mustChangePassword(allInfo: AllInfo | undefined): 'initial' | 'expired' | undefined {
  if (allInfo?.passwordInitial) return 'initial';
  if (allInfo?.passwordExpired) return 'expired';
  return undefined;
}

export async function logout(): Promise<void> {
  if (getSession().token) await http.get('/api/blade-auth/oauth/logout', undefined, { quiet: true }).catch(() => undefined);
  clearSession();
}

export function sendLoginSms(tenantId: string, phone: string): Promise<unknown> {
  return http.post('/api/mcc-open/openLogin/sendLoginSms', new URLSearchParams({ tenantId, phone }));
}

export interface CaptchaImage {
  key: string;
  image: string;
}

export function fetchCaptcha(): Promise<CaptchaImage> {
  return request<CaptchaImage>({ url: '/api/blade-auth/oauth/captcha' });
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

export async function changePassword(change: PasswordChange): Promise<void> {
  await http.post('/api/blade-user/update-password', new URLSearchParams({ ...change }));
  const allInfo = getSession().allInfo;
  updateSession({ allInfo: { ...allInfo, passwordInitial: false, passwordExpired: false } });
}

/** Leaving the lock screen signs in again with the account's password, so only its owner can unlock. */
export async function unlock(password: string): Promise<void> {
  const session = getSession();
  const result = await requestToken({
    grant_type: 'password',
    tenantId: session.tenantId,
    username: session.userInfo?.account,
    password,
  });
  saveTokens(result);
  updateSession({ locked: false });
}
