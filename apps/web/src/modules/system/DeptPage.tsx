import { useTranslation } from 'react-i18next';
import { bladeResource } from '../../shared/crud/resource';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { parentField, remarkField, sortField } from './common';
import { TreeCrudPage } from './TreeCrudPage';

const resource = bladeResource('/api/blade-system/dept', { list: 'list' });

export default function DeptPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'deptName', fieldLabel: t('system.deptName'), fieldType: 'input', required: 1, search: 1, sort: 1 },
    { fieldName: 'deptNameCn', fieldLabel: `${t('system.deptName')} (中文)`, fieldType: 'input', sort: 2 },
    { fieldName: 'fullName', fieldLabel: t('system.fullName'), fieldType: 'input', required: 1, search: 1, sort: 3 },
    { fieldName: 'deptCode', fieldLabel: t('system.code'), fieldType: 'input', sort: 4 },
    parentField('/api/blade-system/dept/tree'),
    {
      fieldName: 'deptCategory', fieldLabel: t('system.deptCategory'), fieldType: 'select', required: 1, sort: 6, defaultValue: 2,
      fieldOption: { options: [{ label: t('system.company'), value: 1 }, { label: t('system.department'), value: 2 }] },
    },
    sortField(),
    remarkField(),
  ]);
  return <TreeCrudPage title={t('system.dept')} resource={resource} fields={fields} permissionPrefix="dept" />;
}
