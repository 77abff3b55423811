import { SystemPermissions } from '@hr/contracts';
import { useCallback, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { hasPermission } from '../../shared/crud/buttons';
import { useSession } from '../../app/session/session';
import { notify } from '../../app/notify';
import { parentField, sortField } from './common';
import { TreeCrudPage } from './TreeCrudPage';
import { RoleGrantDialog } from './RoleGrantDialog';

export default function RolePage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [granting, setGranting] = useState<string[]>();
  const closeGrant = useCallback(() => setGranting(undefined), []);
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'roleName', fieldLabel: t('system.roleName'), fieldType: 'input', required: 1, search: 1, sort: 1 },
    { fieldName: 'roleAlias', fieldLabel: t('system.roleAlias'), fieldType: 'input', required: 1, search: 1, sort: 2 },
    parentField('/api/blade-system/role/tree'),
    sortField(),
  ]);
  const canGrant = hasPermission(SystemPermissions.role.grant, permissions);
  return (
    <>
      <TreeCrudPage
        title={t('system.role')}
        resource={resource}
        fields={fields}
        permissionPrefix={SystemPermissions.role.menu}
        toolbar={({ selected }) =>
          canGrant && (
            <Button onClick={() => (selected.length ? setGranting(selected.map((row) => String(row.id))) : notify.danger(t('prompt.selectOne')))}>
              {t('system.grant')}
            </Button>
          )
        }
        rowActions={(row) =>
          canGrant && (
            <Button type="link" size="small" onClick={() => setGranting([String(row.id)])}>
              {t('system.grant')}
            </Button>
          )
        }
      />
      {granting && <RoleGrantDialog roleIds={granting} onClose={closeGrant} />}
    </>
  );
}
