import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Shown inside the shell instead of a page whose menu the user does not hold (an unknown path is the 404 page). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('admin.forbidden.title')}
      subTitle={
        <>
          <div data-testid="forbidden-page">{t('admin.forbidden.text')}</div>
          <div>{t('admin.forbidden.hint')}</div>
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate('/homePage')}>
          {t('shell.backHome')}
        </Button>
      }
    />
  );
}
