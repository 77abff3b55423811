import { SystemPermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { postResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { remarkField, sortField } from './common';

export default function PostPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'category',
      fieldLabel: t('system.postCategory'),
      fieldType: 'select',
      dictCode: 'post_category',
      search: 1,
      sort: 1,
      fieldOption: { dictType: 'biz' },
    },
    { fieldName: 'postCode', fieldLabel: t('system.postCode'), fieldType: 'input', required: 1, search: 1, sort: 2 },
    { fieldName: 'postName', fieldLabel: t('system.postName'), fieldType: 'input', required: 1, search: 1, sort: 3 },
    sortField('postSort'),
    remarkField(),
  ]);
  return <CrudPage title={t('system.post')} resource={resource} fields={fields} permissionPrefix={SystemPermissions.post.menu} />;
}
