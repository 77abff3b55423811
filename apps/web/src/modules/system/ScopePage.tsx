import { DataScopeType, SystemPermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { apiScopeResource as apiScopes, dataScopeResource as dataScopes } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import type { FieldDefinition } from '../../shared/fields/definition';
import { remarkField } from './common';

/** Fields both kinds of scope share: the menu they belong to, the resource they guard, their name. */
function scopeFields(t: TFunction): FieldDefinition[] {
  return [
    {
      fieldName: 'menuId',
      fieldLabel: t('system.menu'),
      fieldType: 'tree',
      required: 1,
      sort: 1,
      fieldOption: { treeUrl: '/api/blade-system/menu/tree', hideInTable: true },
    },
    { fieldName: 'scopeName', fieldLabel: t('system.scopeName'), fieldType: 'input', required: 1, search: 1, sort: 2 },
    {
      fieldName: 'resourceCode',
      fieldLabel: t('system.resourceCode'),
      fieldType: 'input',
      required: 1,
      search: 1,
      sort: 3,
      fieldOption: { rules: 'alpha_dash' },
    },
    remarkField(),
  ];
}

/** Data scopes and API scopes (`/api/blade-system/{data-scope,api-scope}`), granted to roles in the grant dialog. */
function ScopePage({ kind }: { kind: 'data' | 'api' }) {
  const { t } = useTranslation();
  const dataFields = useFieldDefinitions((t) => [
    ...scopeFields(t),
    { fieldName: 'scopeColumn', fieldLabel: t('system.scopeColumn'), fieldType: 'input', sort: 4, defaultValue: 'create_dept' },
    {
      fieldName: 'scopeType',
      fieldLabel: t('system.scopeType'),
      fieldType: 'select',
      required: 1,
      sort: 5,
      defaultValue: DataScopeType.ALL,
      fieldOption: {
        options: [
          { label: t('system.scopeAll'), value: DataScopeType.ALL },
          { label: t('system.scopeCustom'), value: DataScopeType.CUSTOM },
          { label: t('system.scopeSelf'), value: DataScopeType.SELF },
          { label: t('system.scopeOwnDept'), value: DataScopeType.OWN_DEPT },
          { label: t('system.scopeDeptTree'), value: DataScopeType.DEPT_AND_CHILDREN },
        ],
      },
    },
    {
      fieldName: 'scopeValue',
      fieldLabel: t('system.scopeValue'),
      fieldType: 'tree',
      sort: 6,
      fieldOption: { treeUrl: '/api/blade-system/dept/tree', multiple: true, dataType: 'string', hideInTable: true },
    },
  ]);
  const apiFields = useFieldDefinitions((t) => [
    ...scopeFields(t),
    {
      fieldName: 'scopePath',
      fieldLabel: t('system.scopePath'),
      fieldType: 'input',
      required: 1,
      sort: 4,
      fieldOption: { rules: 'regex:^/api/[\\w\\-/.*]*$' },
    },
  ]);
  const data = kind === 'data';
  const page = {
    title: t(data ? 'system.dataScope' : 'system.apiScope'),
    fields: data ? dataFields : apiFields,
    permissionPrefix: (data ? SystemPermissions.dataScope : SystemPermissions.apiScope).menu,
  };
  // two resources with their own row types
  return data ? <CrudPage {...page} resource={dataScopes} /> : <CrudPage {...page} resource={apiScopes} />;
}

export function DataScopePage() {
  return <ScopePage kind="data" />;
}

export function ApiScopePage() {
  return <ScopePage kind="api" />;
}
