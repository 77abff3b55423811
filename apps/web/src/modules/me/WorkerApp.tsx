import { NavLink, Navigate, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../app/i18n/i18n';
import { setLanguage, usePreferences } from '../../app/preferences';
import { useSession } from '../../app/session/session';
import { logout } from '../../app/session/auth';
import { AppLogo } from '../../app/shell/AppLogo';
import { isWorkerSession } from './me-session';
import { useOnline } from './me-data';
import './me.css';

/**
 * The worker's phone app (issue 33, /me): a header with his language and sign-out, the page, and a tab bar at
 * the bottom within thumb's reach. No antd: the sign-in and home must stay within 250 KB of script on the wire.
 */
export default function WorkerApp() {
  const { t } = useTranslation();
  const session = useSession();
  const online = useOnline();
  const navigate = useNavigate();
  const { language } = usePreferences();
  if (!session.token) return <Navigate to="/loginBySms" replace />;
  if (!isWorkerSession(session)) return <Navigate to="/homePage" replace />;
  const tabs = [
    { to: '/me', end: true, label: t('me.nav.home'), icon: '⌂' },
    { to: '/me/payslips', label: t('me.nav.payslips'), icon: '＄' },
    { to: '/me/leave', label: t('me.nav.leave'), icon: '☀' },
    { to: '/me/requests', label: t('me.nav.requests'), icon: '✎' },
  ];
  return (
    <div className="me-app">
      <header className="me-header">
        <AppLogo size={28} />
        <span className="me-title">{t('me.title')}</span>
        <label className="me-visually-hidden" htmlFor="me-language">
          {t('shell.language')}
        </label>
        <select id="me-language" className="me-language" value={language} onChange={(e) => void setLanguage(e.target.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
        <button type="button" className="me-signout" onClick={() => void logout().then(() => navigate('/loginBySms', { replace: true }))}>
          {t('me.signOut')}
        </button>
      </header>
      {!online && (
        <p className="me-offline" role="status">
          {t('me.offline')}
        </p>
      )}
      <main className="me-main">
        <Outlet />
      </main>
      <nav className="me-tabs" aria-label={t('me.title')}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="me-tab">
            <span aria-hidden="true" className="me-tab-icon">
              {tab.icon}
            </span>
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
