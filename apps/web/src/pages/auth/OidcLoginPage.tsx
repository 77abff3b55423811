import { GrantType, OidcSignInError } from '@hr/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthFrame } from './AuthFrame';
import { signIn } from '../../app/session/auth';
import { readOidcFragment } from './oidc';

const KNOWN = new Set<string>(Object.values(OidcSignInError));

/**
 * Where an OpenID Connect sign-in lands (`/loginByOidc#code=...&tenantId=...` or `#error=...`): the
 * one-time code is exchanged at once for the usual tokens (grant_type oidc) and dropped from the address
 * bar; a refusal is explained with a way back to the sign-in page.
 */
export default function OidcLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fragment] = useState(() => readOidcFragment(window.location.hash));
  const [error, setError] = useState<string | undefined>(fragment.error ?? (fragment.code ? undefined : 'unknown'));
  const started = useRef(false);

  useEffect(() => {
    // the code is single use: keep it out of the history either way
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!fragment.code || started.current) return;
    started.current = true;
    signIn({ grant_type: GrantType.OIDC, oidcCode: fragment.code, tenantId: fragment.tenantId }).then(
      () => navigate('/homePage', { replace: true }),
      () => setError('expired'),
    );
  }, [fragment, navigate]);

  return (
    <AuthFrame title={t('login.title')}>
      {error ? (
        <>
          <p className="auth-error" role="alert">
            {t(`oidc.errors.${KNOWN.has(error) ? error : 'unknown'}`)}
          </p>
          <nav className="auth-links">
            <Link to="/login">{t('oidc.backToLogin')}</Link>
          </nav>
        </>
      ) : (
        <p className="auth-muted">{t('oidc.finishing')}</p>
      )}
    </AuthFrame>
  );
}
