import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../shared/ChangePasswordForm';

export default function AccountSettingPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('password.title')}>
      <ChangePasswordForm />
    </Card>
  );
}
