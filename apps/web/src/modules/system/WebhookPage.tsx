import { useMemo, useState } from 'react';
import { WEBHOOK_EVENTS, WEBHOOK_PERMISSIONS } from '@hr/contracts';
import { App, Button, Drawer, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { rowsOf, type CrudResource, type RowOf } from '../../shared/crud/resource';
import { type Delivery, webhookApi, webhookResource } from './api';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { useSession } from '../../app/session/session';

type Row = Record<string, unknown>;

const eventName = (t: TFunction, e: string) => t(`feeds.webhook.eventNames.${e}`, { defaultValue: e });

/** Shows a secret the server answers once (a new endpoint, a rotation), with a copy button. */
function useSecretNotice() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (answer: unknown) => {
    const secret = (answer as { secret?: string } | undefined)?.secret;
    if (!secret) return;
    modal.info({
      title: t('feeds.webhook.secretTitle'),
      width: 560,
      content: (
        <>
          <Typography.Paragraph>{t('feeds.webhook.secretOnce')}</Typography.Paragraph>
          <Typography.Paragraph code copyable={{ text: secret }} data-testid="webhook-secret">
            {secret}
          </Typography.Paragraph>
        </>
      ),
    });
  };
}

/** The delivery log of one endpoint: each attempt with its HTTP status, duration and error, newest first. */
function DeliveriesDrawer({ endpoint, onClose }: { endpoint?: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const id = endpoint?.id as string | undefined;
  const list = useQuery({ queryKey: ['webhook-deliveries', id, paging], queryFn: () => webhookApi.deliveries(id, paging), enabled: Boolean(id) });
  const { rows, total } = rowsOf(list.data);
  return (
    <Drawer
      open={Boolean(endpoint)}
      onClose={onClose}
      size={960}
      title={t('feeds.webhook.deliveriesOf', { name: String(endpoint?.name || endpoint?.url || '') })}
    >
      <Table<Delivery>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={rows}
        scroll={{ x: 880 }}
        pagination={{ current: paging.current, pageSize: paging.size, total, onChange: (current, size) => setPaging({ current, size }) }}
        columns={[
          { title: t('feeds.webhook.time'), dataIndex: 'createTime', width: 160 },
          { title: t('feeds.webhook.event'), dataIndex: 'event', width: 150, render: (e: string) => eventName(t, e) },
          { title: t('feeds.webhook.attempt'), dataIndex: 'attempt', width: 70, align: 'right' },
          {
            title: t('feeds.webhook.result'),
            dataIndex: 'success',
            width: 150,
            render: (_: unknown, d) => (
              <Tag color={d.success ? 'green' : 'red'}>
                {d.success ? t('feeds.webhook.success') : t('feeds.webhook.failed')} · {d.statusCode ?? t('feeds.webhook.noAnswer')}
              </Tag>
            ),
          },
          {
            title: t('feeds.webhook.duration'),
            dataIndex: 'durationMs',
            width: 90,
            align: 'right',
            render: (ms: number) => t('feeds.webhook.durationMs', { ms }),
          },
          {
            title: t('feeds.webhook.error'),
            dataIndex: 'error',
            width: 240,
            render: (e: string | null) =>
              e ? (
                <Typography.Text ellipsis={{ tooltip: e }} style={{ maxWidth: 220 }}>
                  {e}
                </Typography.Text>
              ) : (
                ''
              ),
          },
        ]}
      />
    </Drawer>
  );
}

/**
 * System > Webhooks: endpoints and the events they receive. The signing secret is shown once, when an
 * endpoint is created or its secret rotated; the deliveries drawer lists every attempt.
 */
export default function WebhookPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { permissions } = useSession();
  const showSecret = useSecretNotice();
  const [deliveriesOf, setDeliveriesOf] = useState<Row>();
  const canEdit = hasPermission(WEBHOOK_PERMISSIONS.edit, permissions);
  const canReadLog = hasPermission(WEBHOOK_PERMISSIONS.deliveries, permissions);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the resource is made once; showSecret opens a notice
  const resource = useMemo<CrudResource<RowOf<typeof webhookResource>>>(
    () => ({
      ...webhookResource,
      save: async (row) => {
        const answer = await webhookApi.submit(row);
        showSecret(answer);
        return answer;
      },
      update: webhookApi.submit,
    }),
    [],
  );
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'name', fieldLabel: t('feeds.webhook.name'), fieldType: 'input', search: 1, sort: 1, fieldOption: { width: 160, maxLength: 100 } },
    {
      fieldName: 'url',
      fieldLabel: t('feeds.webhook.url'),
      fieldType: 'input',
      required: 1,
      search: 1,
      sort: 2,
      placeholder: t('feeds.webhook.urlHint'),
      fieldOption: { width: 230, maxLength: 1000 },
    },
    {
      fieldName: 'events',
      fieldLabel: t('feeds.webhook.events'),
      fieldType: 'checkbox',
      required: 1,
      sort: 3,
      span: 24,
      fieldOption: {
        dataType: 'string',
        width: 270,
        options: WEBHOOK_EVENTS.map((e) => ({ value: e, label: eventName(t, e) })),
        display: (row) => (
          <>
            {String(row.events ?? '')
              .split(',')
              .filter(Boolean)
              .map((e) => (
                <Tag key={e} style={{ marginBottom: 4 }}>
                  {eventName(t, e)}
                </Tag>
              ))}
          </>
        ),
      },
    },
    {
      fieldName: 'enabled',
      fieldLabel: t('feeds.webhook.enabled'),
      fieldType: 'switch',
      sort: 4,
      defaultValue: 1,
      fieldOption: { width: 80, display: (row) => (row.enabled ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>) },
    },
    {
      fieldName: 'createTime',
      fieldLabel: t('feeds.webhook.createTime'),
      fieldType: 'text',
      sort: 5,
      fieldOption: { width: 160, hideInForm: true, hideInTable: true },
    },
  ]);
  return (
    <>
      <CrudPage
        title={t('feeds.webhook.title')}
        resource={resource}
        fields={fields}
        permissionPrefix={WEBHOOK_PERMISSIONS.menu}
        newRowDefaults={{ enabled: 1 }}
        rowActions={(row, { reload }) => (
          <>
            {canReadLog && (
              <Button type="link" size="small" onClick={() => setDeliveriesOf(row)}>
                {t('feeds.webhook.deliveries')}
              </Button>
            )}
            {canEdit && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  modal.confirm({
                    title: t('feeds.webhook.rotateSecret'),
                    content: t('feeds.webhook.rotateConfirm'),
                    onOk: async () => {
                      showSecret(await webhookApi.rotateSecret(row.id));
                      reload();
                    },
                  })
                }
              >
                {t('feeds.webhook.rotateSecret')}
              </Button>
            )}
          </>
        )}
      />
      <DeliveriesDrawer endpoint={deliveriesOf} onClose={() => setDeliveriesOf(undefined)} />
    </>
  );
}
