import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from '../auth/AuthFrame';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame title="404">
      <p>{t('shell.notFound')}</p>
      <Link to="/">{t('shell.backHome')}</Link>
    </AuthFrame>
  );
}
