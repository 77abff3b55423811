import { SystemPermissions } from '@hr/contracts';
import { App, Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { outboxResource as resource, resendMessage } from './api';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { useSession } from '../../app/session/session';
import { runRowCommand } from './common';
import { displayDateTime } from '../../shared/fields/values';

const CHANNELS = ['email', 'sms', 'message', 'webhook'] as const;
const STATES = ['pending', 'running', 'sent', 'dev', 'dropped', 'failed'] as const;
const STATE_COLORS: Record<string, string> = { pending: 'blue', running: 'processing', sent: 'green', dev: 'gold', dropped: 'default', failed: 'red' };
// the webhook channel and its dropped state are worded in the webhooks' namespace
const channelKey = (c: string) => (c === 'webhook' ? 'feeds.webhook.channel' : `admin.outbox.channels.${c}`);
const stateKey = (s: string) => (s === 'dropped' ? 'feeds.webhook.dropped' : `admin.outbox.states.${s}`);

/** Long text on one line, cut to the column with the whole text on hover. */
const clipped = (text: string, width: number) => (
  <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
    {text}
  </Typography.Text>
);

/**
 * Outgoing mail, SMS and in-app messages of the tenant. With no provider configured the rows are kept as
 * `dev` and their text (a sign-in code, say) is read here; a failed row can be queued again.
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { permissions } = useSession();
  const canResend = hasPermission(SystemPermissions.outbox.resend, permissions);
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'channel',
      fieldLabel: t('admin.outbox.channel'),
      fieldType: 'select',
      search: 1,
      sort: 1,
      fieldOption: { width: 90, options: CHANNELS.map((c) => ({ value: c, label: t(channelKey(c)) })) },
    },
    {
      fieldName: 'state',
      fieldLabel: t('admin.outbox.state'),
      fieldType: 'select',
      search: 1,
      sort: 2,
      fieldOption: {
        width: 120,
        options: STATES.map((s) => ({ value: s, label: t(stateKey(s)) })),
        display: (row) => <Tag color={STATE_COLORS[String(row.state)]}>{t(stateKey(String(row.state)), { defaultValue: String(row.state) })}</Tag>,
      },
    },
    { fieldName: 'recipient', fieldLabel: t('admin.outbox.recipient'), fieldType: 'input', search: 1, sort: 3, fieldOption: { width: 180 } },
    { fieldName: 'subject', fieldLabel: t('admin.outbox.subject'), fieldType: 'text', sort: 4, fieldOption: { hideInTable: true } },
    // the text itself: development rows are read here (sign-in codes included)
    {
      fieldName: 'body',
      fieldLabel: t('admin.outbox.body'),
      fieldType: 'textarea',
      sort: 5,
      fieldOption: { width: 260, display: (row) => clipped([row.subject, row.body].filter(Boolean).join(': '), 260) },
    },
    {
      fieldName: 'createTime',
      fieldLabel: `${t('admin.outbox.createTime')} / ${t('admin.outbox.sentTime')}`,
      fieldType: 'text',
      sort: 6,
      fieldOption: {
        width: 170,
        display: (row) => (
          <>
            <div>{displayDateTime(row.createTime)}</div>
            {Boolean(row.sentTime) && <Typography.Text type="secondary">{displayDateTime(row.sentTime)}</Typography.Text>}
          </>
        ),
      },
    },
    { fieldName: 'sentTime', fieldLabel: t('admin.outbox.sentTime'), fieldType: 'text', sort: 7, fieldOption: { hideInTable: true } },
    { fieldName: 'attempts', fieldLabel: t('admin.outbox.attempts'), fieldType: 'text', sort: 8, fieldOption: { hideInTable: true } },
    { fieldName: 'nextAttemptTime', fieldLabel: t('admin.outbox.nextAttempt'), fieldType: 'text', sort: 9, fieldOption: { hideInTable: true } },
    {
      fieldName: 'lastError',
      fieldLabel: t('admin.outbox.lastError'),
      fieldType: 'textarea',
      sort: 10,
      fieldOption: { width: 170, display: (row) => clipped(String(row.lastError ?? ''), 170) },
    },
  ]);
  return (
    <CrudPage
      title={t('admin.outbox.title')}
      resource={resource}
      fields={fields}
      permissionPrefix={SystemPermissions.outbox.menu}
      buttons={{ add: false, edit: false, delete: false }}
      rowActions={(row, { reload }) =>
        canResend &&
        row.state === 'failed' && (
          <Button
            type="link"
            size="small"
            onClick={() =>
              modal.confirm({
                title: t('admin.outbox.resend'),
                content: t('admin.outbox.resendConfirm'),
                onOk: () => runRowCommand(resendMessage(row.id), reload),
              })
            }
          >
            {t('admin.outbox.resend')}
          </Button>
        )
      }
    />
  );
}
