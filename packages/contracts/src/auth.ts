/** `grant_type` of the token call (`POST /api/blade-auth/oauth/token`). */
export const GrantType = { PASSWORD: 'password', REFRESH_TOKEN: 'refresh_token', SMS: 'sms', SSO: 'sso', OIDC: 'oidc' } as const;

/** `error` of a refused token call (`{error, error_description}`); the captcha ones ask the screen for a captcha. */
export const SignInError = {
  INVALID_GRANT: 'invalid_grant',
  INVALID_CLIENT: 'invalid_client',
  UNSUPPORTED_GRANT_TYPE: 'unsupported_grant_type',
  RATE_LIMITED: 'rate_limited',
  ACCOUNT_LOCKED: 'account_locked',
  CAPTCHA_REQUIRED: 'captcha_required',
  CAPTCHA_INVALID: 'captcha_invalid',
} as const;

/**
 * Why an OpenID Connect sign-in came back without a session: the callback sends the browser to
 * `/loginByOidc#error=<code>` and the sign-in screen explains it in the user's language.
 */
export const OidcSignInError = {
  NOT_CONFIGURED: 'not_configured',
  EXPIRED: 'expired',
  OTHER_BROWSER: 'other_browser',
  REFUSED: 'refused',
  FAILED: 'failed',
  NO_CLAIM: 'no_claim',
  UNKNOWN_ACCOUNT: 'unknown_account',
  ACCOUNT_DISABLED: 'account_disabled',
  ACCOUNT_LOCKED: 'account_locked',
} as const;
export type OidcSignInErrorCode = (typeof OidcSignInError)[keyof typeof OidcSignInError];

/** Which user field the provider's claim is matched against. */
export const OidcMatchField = { ACCOUNT: 'account', EMAIL: 'email' } as const;
