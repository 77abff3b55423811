import { SystemPermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { appVersionResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { remarkField } from './common';

// administrators publish versions here; every shell polls the public checkV2

export default function AppVersionPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'deviceMode',
      fieldLabel: t('system.deviceMode'),
      fieldType: 'select',
      required: 1,
      search: 1,
      sort: 1,
      fieldOption: { options: ['pc', 'android', 'ios'].map((d) => ({ label: d, value: d })) },
    },
    {
      fieldName: 'appVersion',
      fieldLabel: t('system.appVersionNo'),
      fieldType: 'input',
      required: 1,
      search: 1,
      sort: 2,
      fieldOption: { rules: 'regex:^[0-9.]+$' },
    },
    { fieldName: 'url', fieldLabel: t('system.url'), fieldType: 'input', sort: 3, fieldOption: { rules: 'url' } },
    { fieldName: 'forceUpdate', fieldLabel: t('system.forceUpdate'), fieldType: 'switch', sort: 4, defaultValue: 0 },
    remarkField(),
  ]);
  return <CrudPage title={t('system.appVersion')} resource={resource} fields={fields} permissionPrefix={SystemPermissions.appVersion.menu} />;
}
