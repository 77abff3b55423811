import { SystemPermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { clientResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';

const GRANT_TYPES = ['password', 'refresh_token', 'sms', 'sso', 'authorization_code', 'client_credentials'];

export default function ClientPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'clientId', fieldLabel: t('system.clientId'), fieldType: 'input', required: 1, search: 1, sort: 1, formEditDisabled: 1 },
    { fieldName: 'clientSecret', fieldLabel: t('system.clientSecret'), fieldType: 'password', required: 1, sort: 2, fieldOption: { modes: ['add', 'edit'] } },
    {
      fieldName: 'authorizedGrantTypes',
      fieldLabel: t('system.grantTypes'),
      fieldType: 'checkbox',
      required: 1,
      sort: 3,
      fieldOption: { dataType: 'string', options: GRANT_TYPES.map((g) => ({ label: g, value: g })) },
    },
    { fieldName: 'scope', fieldLabel: t('system.scope'), fieldType: 'input', required: 1, sort: 4, defaultValue: 'all' },
    {
      fieldName: 'accessTokenValidity',
      fieldLabel: t('system.accessTokenValidity'),
      fieldType: 'number',
      required: 1,
      sort: 5,
      defaultValue: 3600,
      fieldOption: { numberMin: 60 },
    },
    {
      fieldName: 'refreshTokenValidity',
      fieldLabel: t('system.refreshTokenValidity'),
      fieldType: 'number',
      required: 1,
      sort: 6,
      defaultValue: 604800,
      fieldOption: { numberMin: 60 },
    },
    { fieldName: 'webServerRedirectUri', fieldLabel: t('system.redirectUri'), fieldType: 'input', sort: 7, fieldOption: { rules: 'url', hideInTable: true } },
  ]);
  return <CrudPage title={t('system.client')} resource={resource} fields={fields} permissionPrefix={SystemPermissions.client.menu} />;
}
