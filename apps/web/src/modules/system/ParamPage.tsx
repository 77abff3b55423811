import { SystemPermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { paramResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { remarkField } from './common';

export default function ParamPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'paramName', fieldLabel: t('system.paramName'), fieldType: 'input', required: 1, search: 1, sort: 1 },
    { fieldName: 'paramKey', fieldLabel: t('system.paramKey'), fieldType: 'input', required: 1, search: 1, sort: 2 },
    { fieldName: 'paramValue', fieldLabel: t('system.paramValue'), fieldType: 'textarea', required: 1, sort: 3 },
    remarkField(),
  ]);
  return <CrudPage title={t('system.param')} resource={resource} fields={fields} permissionPrefix={SystemPermissions.param.menu} />;
}
