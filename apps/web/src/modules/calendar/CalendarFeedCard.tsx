import { useState } from 'react';
import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calendarFeedApi } from './api';
import { notify } from '../../app/notify';

const KEY = ['calendar-feed'];

/**
 * The account's calendar feed: create (the address is shown this once, to copy into a calendar
 * application), replace, or revoke the secret address; with what the feed holds and why it is secret.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [fresh, setFresh] = useState<string>();
  const detail = useQuery({ queryKey: KEY, queryFn: calendarFeedApi.detail });
  const create = useMutation({
    mutationFn: calendarFeedApi.create,
    onSuccess: (answer) => {
      setFresh(answer.url);
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  const revoke = useMutation({
    mutationFn: calendarFeedApi.revoke,
    onSuccess: () => {
      setFresh(undefined);
      notify.success(t('feeds.calendar.revoked'));
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  const info = detail.data;
  const onCreate = () =>
    info?.active
      ? modal.confirm({ title: t('feeds.calendar.replace'), content: t('feeds.calendar.replaceConfirm'), onOk: () => create.mutateAsync() })
      : create.mutate();
  return (
    <Card title={t('feeds.calendar.title')} loading={detail.isLoading} data-testid="calendar-feed">
      <Typography.Paragraph>{t('feeds.calendar.intro')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('feeds.calendar.secretNote')}</Typography.Paragraph>
      {fresh && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('feeds.calendar.created')}
          description={
            <>
              <Typography.Paragraph
                code
                copyable={{ text: fresh, tooltips: [t('feeds.calendar.copy'), t('feeds.calendar.copied')] }}
                data-testid="calendar-feed-url"
                style={{ wordBreak: 'break-all' }}
              >
                {fresh}
              </Typography.Paragraph>
              <Typography.Text type="warning">{t('feeds.calendar.shownOnce')}</Typography.Text>
            </>
          }
        />
      )}
      {info?.active ? (
        <Typography.Paragraph>
          {t('feeds.calendar.active', { hint: info.tokenHint, created: info.createTime })}
          <br />
          <Typography.Text type="secondary">
            {info.lastUsedTime ? t('feeds.calendar.lastUsed', { time: info.lastUsedTime }) : t('feeds.calendar.neverUsed')}
          </Typography.Text>
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">{t('feeds.calendar.none')}</Typography.Paragraph>
      )}
      <Space>
        <Button type="primary" loading={create.isPending} onClick={onCreate}>
          {info?.active ? t('feeds.calendar.replace') : t('feeds.calendar.create')}
        </Button>
        {info?.active && (
          <Button
            danger
            loading={revoke.isPending}
            onClick={() => modal.confirm({ title: t('feeds.calendar.revoke'), content: t('feeds.calendar.revokeConfirm'), onOk: () => revoke.mutateAsync() })}
          >
            {t('feeds.calendar.revoke')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
