import { GrantType } from '@hr/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from './AuthFrame';
import { signIn } from '../../app/session/auth';

/** Single sign-on from the company portal: the portal passes its token in the query string. */
export default function PortalLoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ssoToken = search.get('token') ?? search.get('ssoToken') ?? '';
  const [failed, setFailed] = useState(!ssoToken);
  const started = useRef(false);

  useEffect(() => {
    if (!ssoToken || started.current) return;
    started.current = true;
    signIn({ grant_type: GrantType.SSO, ssoToken, tenantId: search.get('tenantId') ?? undefined }).then(
      () => navigate('/homePage', { replace: true }),
      () => setFailed(true),
    );
  }, [ssoToken, search, navigate]);

  return (
    <AuthFrame title={t('login.title')}>
      {failed ? (
        <p className="auth-error" role="alert">
          {t('login.ssoMissing')} <Link to="/login">{t('login.byPassword')}</Link>
        </p>
      ) : (
        <p className="auth-muted">{t('login.sso')}</p>
      )}
    </AuthFrame>
  );
}
