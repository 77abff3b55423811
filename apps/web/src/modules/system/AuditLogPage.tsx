import { SystemPermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { auditLogResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';

/** Who changed what: read-only. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'createTime', fieldLabel: t('system.createTime'), fieldType: 'text', sort: 1 },
    { fieldName: 'account', fieldLabel: t('system.operator'), fieldType: 'input', search: 1, sort: 2 },
    { fieldName: 'action', fieldLabel: t('system.action'), fieldType: 'input', search: 1, sort: 3 },
    { fieldName: 'resource', fieldLabel: t('system.target'), fieldType: 'input', search: 1, sort: 4 },
    { fieldName: 'recordId', fieldLabel: t('system.code'), fieldType: 'input', search: 1, sort: 5 },
    { fieldName: 'from', fieldLabel: t('system.from'), fieldType: 'date', search: 1, sort: 6, fieldOption: { hideInTable: true, hideInForm: true } },
    { fieldName: 'to', fieldLabel: t('system.to'), fieldType: 'date', search: 1, sort: 7, fieldOption: { hideInTable: true, hideInForm: true } },
    { fieldName: 'method', fieldLabel: t('system.method'), fieldType: 'text', sort: 8, fieldOption: { hideInTable: true } },
    { fieldName: 'url', fieldLabel: t('system.path'), fieldType: 'text', sort: 9, fieldOption: { hideInTable: true } },
    { fieldName: 'ip', fieldLabel: t('system.ip'), fieldType: 'text', sort: 10 },
    { fieldName: 'changes', fieldLabel: t('system.detail'), fieldType: 'text', sort: 11, fieldOption: { hideInTable: true } },
  ]);
  return (
    <CrudPage
      title={t('system.auditLog')}
      resource={resource}
      fields={fields}
      permissionPrefix={SystemPermissions.auditLog.menu}
      buttons={{ add: false, edit: false, delete: false }}
    />
  );
}
