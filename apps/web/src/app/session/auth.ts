import { http, request, requestToken, type Captcha, type TokenParams } from '../http/client';
import { loadCompanyClock } from '../clock';
import { clearSession, getSession, saveTokens, updateSession, type AllInfo, type MenuItem, type SessionState } from './session';
import { languageAfterSignIn } from '../preferences';

/** Sign-in, the loads that follow it, and sign-out (seed 000 section 4 "Login"). */

export const PASSWORD_AGE_LIMIT_DAYS = 90;

/** Signing in stores the tokens; the shell then loads what follows (loadAfterSignIn). */
export async function signIn(params: TokenParams, captcha?: Captcha): Promise<void> {
  const tokens = await requestToken(params, captcha);
  // the previous user's info and menus must not decide anything for this one
  updateSession({ allInfo: undefined, menus: [] });
  saveTokens(tokens);
  // his language goes with his account (issue 33): taken up here, or the sign-in page's kept with it
  await languageAfterSignIn().catch(() => undefined);
}

/**
 * User info first: it decides the forced password change, until which the server answers nothing but
 * the password calls; then the rest without blocking the user.
 */
export async function loadAfterSignIn(): Promise<void> {
  // the menu tree decides whether a menu page may open at all: the shell waits for it (loadWorkspace)
  const allInfo = await http.get<AllInfo>('/api/blade-user/all-info');
  updateSession({ allInfo, permissions: allInfo?.permissions ?? [] });
  if (!mustChangePassword(allInfo)) loadWorkspace();
}

/** After a language change: the server-named menus and forms again, in the new language. */
export function reloadWorkspace(): void {
  const session = getSession();
  if (session.token && session.allInfo && !mustChangePassword(session.allInfo)) loadWorkspace();
}

/** Menus and form templates: what the signed-in frame reads once the password is in order. */
function loadWorkspace(): void {
  void loadMenus();
  void loadCompanyClock();
  void http.get<unknown>('/api/mcc-base/base/templateForm/list', { size: -1 }, { quiet: true }).then(
    (templateForms) => updateSession({ templateForms }),
    () => undefined,
  );
}

export async function loadMenus(): Promise<MenuItem[]> {
  const menus = (await http.get<MenuItem[]>('/api/blade-system/menu/routes', undefined, { quiet: true }).catch(() => [])) ?? [];
  updateSession({ menus, menusLoaded: true });
  return menus;
}

/** The forced change applies when the initial password is in use or the password is older than 90 days. */
export function mustChangePassword(allInfo: AllInfo | undefined): 'initial' | 'expired' | undefined {
  if (allInfo?.passwordInitial) return 'initial';
  if (allInfo?.passwordExpired) return 'expired';
  return undefined;
}

/** The forced change of the session: from the user info, or before it loads from the token answer's flags. */
export function sessionMustChangePassword(session: Pick<SessionState, 'allInfo' | 'userInfo'>): 'initial' | 'expired' | undefined {
  return mustChangePassword(
    session.allInfo ?? { passwordInitial: session.userInfo?.password_initial === true, passwordExpired: session.userInfo?.password_expired === true },
  );
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
  const session = getSession();
  const wasForced = sessionMustChangePassword(session);
  updateSession({ allInfo: { ...session.allInfo, passwordInitial: false, passwordExpired: false } });
  if (wasForced) loadWorkspace();
}

/** Leaving the lock screen signs in again with the account's password, so only its owner can unlock. */
export async function unlock(password: string): Promise<void> {
  const session = getSession();
  const result = await requestToken({ grant_type: 'password', tenantId: session.tenantId, username: session.userInfo?.account, password });
  saveTokens(result);
  updateSession({ locked: false });
}
