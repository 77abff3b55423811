import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForNewVersion, VERSION_POLL_MS } from '../version';

/** Polls the version check every 10 s; shows the spec's banner while the server has a newer build. */
export function VersionBanner() {
  const { t } = useTranslation();
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    let alive = true;
    const check = () => void checkForNewVersion().then((answer) => alive && setNewer(answer));
    check();
    const timer = setInterval(check, VERSION_POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  if (!newer) return null;
  return (
    <div className="version-banner" role="alert" data-testid="version-banner">
      <span>{t('shell.versionBanner')}</span>
      <button type="button" onClick={() => window.location.reload()}>
        {t('shell.refreshNow')}
      </button>
    </div>
  );
}
