import { DeptCategory, SystemPermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { deptResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { parentField, remarkField, sortField } from './common';
import { TreeCrudPage } from './TreeCrudPage';

export default function DeptPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'deptName', fieldLabel: t('system.deptName'), fieldType: 'input', required: 1, search: 1, sort: 1 },
    { fieldName: 'deptNameCn', fieldLabel: `${t('system.deptName')} (中文)`, fieldType: 'input', sort: 2 },
    { fieldName: 'fullName', fieldLabel: t('system.fullName'), fieldType: 'input', required: 1, search: 1, sort: 3 },
    { fieldName: 'deptCode', fieldLabel: t('system.code'), fieldType: 'input', sort: 4 },
    parentField('/api/blade-system/dept/tree'),
    {
      fieldName: 'deptCategory',
      fieldLabel: t('system.deptCategory'),
      fieldType: 'select',
      required: 1,
      sort: 6,
      defaultValue: DeptCategory.DEPARTMENT,
      fieldOption: {
        options: [
          { label: t('system.company'), value: DeptCategory.COMPANY },
          { label: t('system.department'), value: DeptCategory.DEPARTMENT },
        ],
      },
    },
    // the letterhead of the company's documents (offer letters, contracts, payslips)
    { fieldName: 'uen', fieldLabel: t('documents.company.uen'), fieldType: 'input', sort: 7, fieldOption: { maxLength: 50, hideInTable: true } },
    {
      fieldName: 'regAddress',
      fieldLabel: t('documents.company.regAddress'),
      fieldType: 'input',
      sort: 8,
      span: 24,
      fieldOption: { maxLength: 300, hideInTable: true },
    },
    { fieldName: 'contact', fieldLabel: t('documents.company.contact'), fieldType: 'input', sort: 9, fieldOption: { maxLength: 50, hideInTable: true } },
    { fieldName: 'email', fieldLabel: t('documents.company.email'), fieldType: 'input', sort: 10, fieldOption: { maxLength: 100, hideInTable: true } },
    { fieldName: 'website', fieldLabel: t('documents.company.website'), fieldType: 'input', sort: 11, fieldOption: { maxLength: 200, hideInTable: true } },
    {
      fieldName: 'logoFile',
      fieldLabel: t('documents.company.logo'),
      fieldType: 'upload',
      sort: 12,
      span: 24,
      fieldOption: { single: true, accept: 'image/png,image/jpeg', hideInTable: true },
    },
    sortField(),
    remarkField(),
  ]);
  return <TreeCrudPage title={t('system.dept')} resource={resource} fields={fields} permissionPrefix={SystemPermissions.dept.menu} />;
}
