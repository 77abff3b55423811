import { GrantType, SignInError } from '@hr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthField, AuthFrame, AuthSubmit, afterSignInPath, useAuthForm } from './AuthFrame';
import { fetchCaptcha, signIn, type CaptchaImage } from '../../app/session/auth';
import { ApiError } from '../../app/http/client';
import { oidcStartUrl, useOidcButton } from './oidc';

/** The server asks for a captcha through the error code of its answer (captcha missing or wrong). */
export function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const code = (error.body as { error?: string } | undefined)?.error;
  return code === SignInError.CAPTCHA_REQUIRED || code === SignInError.CAPTCHA_INVALID;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [captcha, setCaptcha] = useState<CaptchaImage>();
  const form = useAuthForm(
    { tenantId: '000000', username: '', password: '', captchaCode: '' },
    {
      tenantId: t('login.tenantId'),
      username: t('login.accountRequired'),
      password: t('login.passwordRequired'),
      ...(captcha ? { captchaCode: t('login.captchaRequired') } : {}),
    },
  );

  const oidcButton = useOidcButton(form.values.tenantId);

  const refreshCaptcha = () => fetchCaptcha().then(setCaptcha, () => undefined);

  const onSubmit = form.submit(async (values) => {
    try {
      await signIn(
        { grant_type: GrantType.PASSWORD, tenantId: values.tenantId, username: values.username, password: values.password },
        captcha ? { key: captcha.key, code: values.captchaCode } : undefined,
      );
      navigate(afterSignInPath(location.state), { replace: true });
    } catch (error) {
      if (asksForCaptcha(error) || captcha) void refreshCaptcha();
      throw error;
    }
  });

  return (
    <AuthFrame title={t('login.title')}>
      <form onSubmit={onSubmit} noValidate>
        <AuthField label={t('login.tenantId')} htmlFor="auth-tenantId" error={form.errors.tenantId}>
          <input {...form.bind('tenantId')} autoComplete="organization" />
        </AuthField>
        <AuthField label={t('login.account')} htmlFor="auth-username" error={form.errors.username}>
          {/* biome-ignore lint/a11y/noAutofocus: the sign-in page starts at its first field */}
          <input {...form.bind('username')} autoComplete="username" autoFocus />
        </AuthField>
        <AuthField label={t('login.password')} htmlFor="auth-password" error={form.errors.password}>
          <input {...form.bind('password')} type="password" autoComplete="current-password" />
        </AuthField>
        {captcha && (
          <AuthField label={t('login.captcha')} htmlFor="auth-captchaCode" error={form.errors.captchaCode}>
            <div className="auth-row">
              <input {...form.bind('captchaCode')} autoComplete="off" />
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut: each refused sign-in shows a new image anyway */}
              <img
                className="auth-captcha"
                src={captcha.image}
                alt={t('login.captcha')}
                title={t('login.refreshCaptcha')}
                onClick={() => void refreshCaptcha()}
              />
            </div>
          </AuthField>
        )}
        <AuthSubmit busy={form.busy} label={t('login.submit')} />
      </form>
      {oidcButton && (
        <div className="auth-sso">
          <span className="auth-muted">{t('oidc.or')}</span>
          {/* a navigation, not a call: the server sends the browser on to the tenant's identity provider */}
          <a className="auth-sso-button" href={oidcStartUrl(form.values.tenantId.trim())}>
            {t('oidc.signInWith', { label: oidcButton.label })}
          </a>
        </div>
      )}
      <nav className="auth-links">
        <Link to="/loginBySms">{t('login.bySms')}</Link>
        <Link to="/downloadPortalApp">{t('login.downloadApp')}</Link>
      </nav>
    </AuthFrame>
  );
}
