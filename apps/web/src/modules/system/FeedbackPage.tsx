import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { bladeResource } from '../../shared/crud/resource';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { runRowCommand } from './common';

const BASE = '/api/blade-user/userFeedback';
const resource = bladeResource(BASE, { list: 'search', save: 'save', detail: false });

export default function FeedbackPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'title', fieldLabel: t('system.title'), fieldType: 'input', required: 1, search: 1, sort: 1 },
    { fieldName: 'type', fieldLabel: t('system.type'), fieldType: 'select', dictCode: 'feedback_type', search: 1, sort: 2 },
    { fieldName: 'content', fieldLabel: t('system.content'), fieldType: 'textarea', required: 1, sort: 3 },
    { fieldName: 'status', fieldLabel: t('system.status'), fieldType: 'select', dictCode: 'feedback_status', search: 1, sort: 4, fieldOption: { modes: ['view'] } },
    { fieldName: 'createTime', fieldLabel: t('system.createTime'), fieldType: 'text', sort: 5, fieldOption: { modes: ['view'] } },
  ]);
  // feedback is written by users elsewhere; administrators process, close or remove it
  const act = (action: 'process' | 'close', id: unknown, reload: () => void) => runRowCommand(`${BASE}/${action}`, { id }, reload);
  return (
    <CrudPage
      title={t('system.feedback')}
      resource={resource}
      fields={fields}
      permissionPrefix="feedback"
      buttons={{ add: false, edit: false }}
      rowActions={(row, { reload }) => (
        <>
          <Button type="link" size="small" onClick={() => act('process', row.id, reload)}>
            {t('system.process')}
          </Button>
          <Button type="link" size="small" onClick={() => act('close', row.id, reload)}>
            {t('system.closeFeedback')}
          </Button>
        </>
      )}
    />
  );
}
