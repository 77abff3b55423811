import { MenuCategory, SystemPermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { menuResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { parentField, sortField } from './common';
import { TreeCrudPage } from './TreeCrudPage';

/** Menus and their buttons as one tree (category 1 menu, 2 button). */
export default function MenuPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'name', fieldLabel: t('system.name'), fieldType: 'input', required: 1, search: 1, sort: 1 },
    { fieldName: 'code', fieldLabel: t('system.code'), fieldType: 'input', required: 1, search: 1, sort: 2 },
    { fieldName: 'path', fieldLabel: t('system.path'), fieldType: 'input', sort: 3 },
    { fieldName: 'source', fieldLabel: t('system.icon'), fieldType: 'input', sort: 4, fieldOption: { hideInTable: true } },
    parentField('/api/blade-system/menu/tree'),
    {
      fieldName: 'category',
      fieldLabel: t('system.category'),
      fieldType: 'radio',
      required: 1,
      sort: 6,
      defaultValue: MenuCategory.MENU,
      fieldOption: {
        options: [
          { label: t('system.menuType'), value: MenuCategory.MENU },
          { label: t('system.buttonType'), value: MenuCategory.BUTTON },
        ],
      },
    },
    { fieldName: 'alias', fieldLabel: t('system.alias'), fieldType: 'input', sort: 7 },
    { fieldName: 'isOpen', fieldLabel: t('system.isOpen'), fieldType: 'switch', sort: 8, defaultValue: 0, fieldOption: { hideInTable: true } },
    sortField(),
  ]);
  // buttons are leaves: only menus take children
  return (
    <TreeCrudPage
      title={t('system.menu')}
      resource={resource}
      fields={fields}
      permissionPrefix={SystemPermissions.menu.menu}
      canHaveChildren={(row) => Number(row.category) !== MenuCategory.BUTTON}
    />
  );
}
