import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { bladeResource } from '../../shared/crud/resource';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';

const resource = bladeResource('/api/blade-log/audit', { list: 'page', remove: false });

/** Who changed what: read-only. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'createTime', fieldLabel: t('system.createTime'), fieldType: 'text', sort: 1 },
    { fieldName: 'operator', fieldLabel: t('system.operator'), fieldType: 'input', search: 1, sort: 2 },
    { fieldName: 'action', fieldLabel: t('system.action'), fieldType: 'input', search: 1, sort: 3 },
    { fieldName: 'target', fieldLabel: t('system.target'), fieldType: 'input', search: 1, sort: 4 },
    { fieldName: 'ip', fieldLabel: t('system.ip'), fieldType: 'text', sort: 5 },
    { fieldName: 'detail', fieldLabel: t('system.detail'), fieldType: 'textarea', sort: 6, fieldOption: { hideInTable: true } },
  ]);
  return <CrudPage title={t('system.auditLog')} resource={resource} fields={fields} permissionPrefix="audit" buttons={{ add: false, edit: false, delete: false }} />;
}
