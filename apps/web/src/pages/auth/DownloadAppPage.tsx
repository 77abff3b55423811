import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from './AuthFrame';

export default function DownloadAppPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('login.downloadApp')}>
      <p>{t('login.downloadAppText')}</p>
      <Link to="/login">{t('login.byPassword')}</Link>
    </AuthFrame>
  );
}
