import { SystemPermissions } from '@hr/contracts';
import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { closeFeedback, feedbackResource as resource, replyToFeedback } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { hasPermission } from '../../shared/crud/buttons';
import { useSession } from '../../app/session/session';
import { notify } from '../../app/notify';
import { runRowCommand } from './common';

interface Replying {
  id: unknown;
  reload: () => void;
}

/** Feedback is written by users elsewhere; administrators reply to it, close it or remove it. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [replying, setReplying] = useState<Replying>();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'title', fieldLabel: t('system.title'), fieldType: 'input', required: 1, search: 1, sort: 1 },
    { fieldName: 'type', fieldLabel: t('system.type'), fieldType: 'select', dictCode: 'feedback_type', search: 1, sort: 2, fieldOption: { dictType: 'biz' } },
    { fieldName: 'content', fieldLabel: t('system.content'), fieldType: 'textarea', required: 1, sort: 3 },
    {
      fieldName: 'status',
      fieldLabel: t('system.status'),
      fieldType: 'select',
      dictCode: 'feedback_status',
      search: 1,
      sort: 4,
      fieldOption: { modes: ['view'], dictType: 'biz' },
    },
    { fieldName: 'reply', fieldLabel: t('system.reply'), fieldType: 'textarea', sort: 5, fieldOption: { modes: ['view'], hideInTable: true } },
    { fieldName: 'createTime', fieldLabel: t('system.createTime'), fieldType: 'datetime', sort: 6, fieldOption: { modes: ['view'] } },
  ]);
  const replyFields = useFieldDefinitions((t) => [
    { fieldName: 'reply', fieldLabel: t('system.reply'), fieldType: 'textarea', required: 1, fieldOption: { maxLength: 5000 } },
  ]);
  const canProcess = hasPermission(SystemPermissions.feedback.process, permissions);

  const sendReply = async ({ reply }: Record<string, unknown>) => {
    if (!replying) return;
    // the id in the query, the (long) reply as a form body
    await replyToFeedback(replying.id, String(reply));
    notify.success(t('prompt.success'));
    replying.reload();
    setReplying(undefined);
  };

  return (
    <>
      <CrudPage
        title={t('system.feedback')}
        resource={resource}
        fields={fields}
        permissionPrefix={SystemPermissions.feedback.menu}
        buttons={{ add: false, edit: false }}
        rowActions={(row, { reload }) =>
          canProcess && (
            <>
              <Button type="link" size="small" onClick={() => setReplying({ id: row.id, reload })}>
                {t('system.process')}
              </Button>
              <Button type="link" size="small" onClick={() => runRowCommand(closeFeedback(row.id), reload)}>
                {t('system.closeFeedback')}
              </Button>
            </>
          )
        }
      />
      <Modal open={Boolean(replying)} title={t('system.process')} footer={null} onCancel={() => setReplying(undefined)} destroyOnHidden>
        <FormRenderer mode="add" fields={replyFields} onSubmit={(values) => sendReply(values).catch(() => undefined)} onCancel={() => setReplying(undefined)} />
      </Modal>
    </>
  );
}
