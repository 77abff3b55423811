import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage, type CrudContext, type CrudPageProps } from '../../shared/crud/CrudPage';
import { treeParentCheck } from './common';

/**
 * A CRUD page over one of the system trees (departments, menus, roles): unpaged rows with children, a
 * parent check on save, and "add child" on the rows that may have children.
 */
export function TreeCrudPage<T extends { id: string }>({
  canHaveChildren = () => true,
  rowActions,
  ...props
}: Omit<CrudPageProps<T>, 'tree' | 'beforeSave'> & { canHaveChildren?: (row: T) => boolean }) {
  const { t } = useTranslation();
  const actions = (row: T, context: CrudContext<T>): ReactNode => (
    <>
      {canHaveChildren(row) && (
        <Button type="link" size="small" onClick={() => context.openDrawer('add', { parentId: row.id })}>
          {t('system.children')}
        </Button>
      )}
      {rowActions?.(row, context)}
    </>
  );
  return <CrudPage<T> {...props} tree beforeSave={treeParentCheck(props.resource.key)} rowActions={actions} />;
}
