import { Alert, Button, Descriptions, Popconfirm, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WORKER_PERMISSIONS } from '@hr/contracts';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { hasPermission } from '../../shared/crud/buttons';
import { displayDateTime } from '../../shared/fields/values';
import { selfAccessOf, setSelfAccess } from './api';

/** HR turns a worker's phone access (issue 33) on and off from his profile. */
export function SelfAccessPanel({ workerId }: { workerId: string }) {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const access = useQuery({ queryKey: ['worker-self-access', workerId], queryFn: () => selfAccessOf(workerId) });
  const enabled = access.data?.enabled === true;
  const change = async (on: boolean) => {
    await setSelfAccess(workerId, on);
    notify.success(t(on ? 'people.selfAccess.turnedOn' : 'people.selfAccess.turnedOff'));
    void access.refetch();
  };
  return (
    <div style={{ maxWidth: 720 }}>
      <Alert type="info" showIcon title={t('people.selfAccess.help')} style={{ marginBottom: 16 }} />
      <Descriptions bordered column={1} size="small" title={t('people.selfAccess.title')}>
        <Descriptions.Item label={t('people.selfAccess.tab')}>
          <Tag color={enabled ? 'green' : 'default'}>{t(enabled ? 'people.selfAccess.enabled' : 'people.selfAccess.disabled')}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('people.selfAccess.phone')}>{access.data?.phone ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('people.selfAccess.lastLogin')}>
          {access.data?.lastLoginTime ? displayDateTime(access.data.lastLoginTime) : t('people.selfAccess.never')}
        </Descriptions.Item>
      </Descriptions>
      {hasPermission(WORKER_PERMISSIONS.edit, permissions) && (
        <div style={{ marginTop: 16 }}>
          {enabled ? (
            <Popconfirm title={t('people.selfAccess.turnOff')} onConfirm={() => change(false)}>
              <Button danger>{t('people.selfAccess.turnOff')}</Button>
            </Popconfirm>
          ) : (
            <Button type="primary" onClick={() => void change(true).catch(() => undefined)}>
              {t('people.selfAccess.turnOn')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
