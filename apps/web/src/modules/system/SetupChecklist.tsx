import { Button, Card, List, Progress, Space, Tag, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SystemPermissions } from '@hr/contracts';
import { setupChecklist } from './api';
import { useSession } from '../../app/session/session';
import { hasPermission } from '../../shared/crud/buttons';

/**
 * A fresh install's setup checklist on the administrator's home page: company, time zone, departments, holidays,
 * people, his own staff record, the first HR user; each opens the page that does it and shows when done. It
 * leaves the home page once every step is done.
 */
export function SetupChecklist() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const allowed = hasPermission(SystemPermissions.param.view, permissions);
  const list = useQuery({ queryKey: ['setup', 'checklist'], enabled: allowed, queryFn: setupChecklist });
  const items = list.data ?? [];
  const done = items.filter((i) => i.done).length;
  if (!allowed || items.length === 0 || done === items.length) return null;
  return (
    <Card
      size="small"
      data-testid="setup-checklist"
      title={t('admin.setup.title')}
      extra={
        <Progress
          type="circle"
          size={36}
          aria-label={t('admin.setup.progress', { done, total: items.length })}
          percent={Math.round((done / items.length) * 100)}
          format={() => `${done}/${items.length}`}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('admin.setup.intro')}</Typography.Paragraph>
      <List
        size="small"
        dataSource={items}
        renderItem={(item) => (
          <List.Item
            data-testid={`setup-${item.key}`}
            actions={[
              <Link key="open" to={item.path}>
                <Button size="small" type={item.done ? 'default' : 'primary'}>
                  {item.done ? t('admin.setup.review') : t('admin.setup.open')}
                </Button>
              </Link>,
            ]}
          >
            <List.Item.Meta
              avatar={item.done ? <CheckCircleFilled style={{ color: '#52c41a', fontSize: 18 }} /> : <ClockCircleOutlined style={{ fontSize: 18 }} />}
              title={
                <Space wrap size={6}>
                  <span>{t(`admin.setup.steps.${item.key}.title`, { defaultValue: item.key })}</span>
                  {item.done && <Tag color="success">{t('admin.setup.done')}</Tag>}
                </Space>
              }
              description={t(`admin.setup.steps.${item.key}.hint`, { defaultValue: '' })}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
