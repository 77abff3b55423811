import { Button, Card, Descriptions, Result, Spin, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AntdProviders } from '../../app/shell/AntdProviders';
import type { ApiData } from '../../app/http/api';
import { mailActionApi } from './api';
import { displayDateTime } from '../../shared/fields/values';

type View = ApiData<'/api/mcc-open/mail-action/detail'>;

const OUTCOME_STATUS: Record<string, 'success' | 'warning' | 'info' | 'error'> = {
  approved: 'success',
  rejected: 'info',
  used: 'warning',
  expired: 'warning',
  invalid: 'error',
  handled: 'info',
};

/** The request a link is about. */
function Summary({ view }: { view: View }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('delegation.mail.form')}>{view.formName}</Descriptions.Item>
      <Descriptions.Item label={t('delegation.mail.initiator')}>{view.initiatorName}</Descriptions.Item>
      <Descriptions.Item label={t('delegation.mail.step')}>{view.taskName}</Descriptions.Item>
      <Descriptions.Item label={t('delegation.mail.submitted')}>{displayDateTime(view.startTime)}</Descriptions.Item>
      <Descriptions.Item label={t('delegation.mail.approver')}>{view.assigneeName}</Descriptions.Item>
    </Descriptions>
  );
}

function MailAction() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  // opening the page only reads (mail scanners fetch links); the button is the one thing that acts
  const view = useQuery({ queryKey: ['mail-action', token], retry: false, enabled: token.length > 0, queryFn: () => mailActionApi.detail(token) });
  const confirm = useMutation({ mutationFn: () => mailActionApi.confirm(token) });
  if (token && view.isLoading) return <Spin />;
  const done = confirm.data;
  const current: View | undefined = done ?? view.data;
  if (!current || current.state !== 'ready') {
    const state = current?.state ?? 'invalid';
    return (
      <Result
        status={OUTCOME_STATUS[state] ?? 'error'}
        title={<span data-testid="mail-action-state">{t(`delegation.mail.${state}`)}</span>}
        subTitle={current && current.formName ? `${current.formName} · ${current.initiatorName}` : undefined}
        extra={<Button href="/">{t('delegation.mail.openApp')}</Button>}
      />
    );
  }
  const approve = current.action === 'approve';
  return (
    <>
      <Typography.Title level={4}>{approve ? t('delegation.mail.approveTitle') : t('delegation.mail.rejectTitle')}</Typography.Title>
      <Summary view={current} />
      <Typography.Paragraph type="secondary">{t('delegation.mail.scannerNote')}</Typography.Paragraph>
      <Button type="primary" danger={!approve} loading={confirm.isPending} onClick={() => confirm.mutate()} data-testid="mail-action-confirm">
        {approve ? t('delegation.mail.confirmApprove') : t('delegation.mail.confirmReject')}
      </Button>
    </>
  );
}

/** `/mail-action?token=`: the approve/reject link of an approval e-mail; no sign-in, antd brought by the page itself. */
export default function MailActionPage() {
  const { t } = useTranslation();
  return (
    <AntdProviders>
      <main style={{ maxWidth: 640, margin: '0 auto', padding: 24 }}>
        <Card title={t('delegation.mail.title')}>
          <MailAction />
        </Card>
      </main>
    </AntdProviders>
  );
}
