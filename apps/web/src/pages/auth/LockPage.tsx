import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AuthField, AuthFrame, AuthSubmit, useAuthForm } from './AuthFrame';
import { logout, unlock } from '../../app/session/auth';
import { updateSession, useSession } from '../../app/session/session';

/** The screen lock: visiting /lock locks the session; only the account's password leaves it. */
export default function LockPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const form = useAuthForm({ password: '' }, { password: t('login.passwordRequired') });

  useEffect(() => {
    if (session.token && !session.locked) updateSession({ locked: true });
  }, [session.token, session.locked]);

  if (!session.token) return <Navigate to="/login" replace />;

  const onSubmit = form.submit(async ({ password }) => {
    await unlock(password);
    navigate('/homePage', { replace: true });
  });

  return (
    <AuthFrame title={t('lock.title')}>
      <p>{session.userInfo?.real_name ?? session.userInfo?.account}</p>
      <form onSubmit={onSubmit} noValidate>
        <AuthField label={t('lock.text')} htmlFor="auth-password" error={form.errors.password}>
          {/* biome-ignore lint/a11y/noAutofocus: the lock page's only field */}
          <input {...form.bind('password')} type="password" autoComplete="current-password" autoFocus />
        </AuthField>
        <AuthSubmit busy={form.busy} label={t('lock.unlock')} />
      </form>
      <nav className="auth-links">
        <a
          href="/login"
          onClick={(event) => {
            event.preventDefault();
            void logout().then(() => navigate('/login', { replace: true }));
          }}
        >
          {t('shell.logout')}
        </a>
      </nav>
    </AuthFrame>
  );
}
