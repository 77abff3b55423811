import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session/session';

export default function HomePage() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  return (
    <Card>
      <Typography.Title level={4}>{t('shell.welcome', { name: userInfo?.real_name ?? userInfo?.account ?? '' })}</Typography.Title>
    </Card>
  );
}
