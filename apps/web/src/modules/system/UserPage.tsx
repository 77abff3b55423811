import { SystemPermissions } from '@hr/contracts';
import { useState } from 'react';
import { Button, Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { resetPasswords, userResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { hasPermission } from '../../shared/crud/buttons';
import { TreeList, useTreeData } from '../../shared/widgets/TreeWidgets';
import { useSession } from '../../app/session/session';
import { DEFAULT_INITIAL_PASSWORD } from '../../shared/ChangePasswordForm';

export default function UserPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [deptId, setDeptId] = useState<string>();
  const depts = useTreeData('/api/blade-system/dept/tree');
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'account',
      fieldLabel: t('system.account'),
      fieldType: 'input',
      required: 1,
      search: 1,
      sort: 1,
      formEditDisabled: 1,
      fieldOption: { rules: 'regex:^[A-Za-z0-9_.@-]+$' },
    },
    {
      fieldName: 'realName',
      fieldLabel: t('system.realName'),
      fieldType: 'input',
      required: 1,
      search: 1,
      sort: 2,
      fieldOption: { rules: 'min:2|regex:^.{2,20}$' },
    },
    { fieldName: 'name', fieldLabel: t('system.name'), fieldType: 'input', sort: 3, fieldOption: { hideInTable: true } },
    { fieldName: 'password', fieldLabel: t('login.password'), fieldType: 'password', required: 1, sort: 4, fieldOption: { rules: 'password', modes: ['add'] } },
    { fieldName: 'email', fieldLabel: t('system.email'), fieldType: 'input', sort: 5, fieldOption: { rules: 'email' } },
    { fieldName: 'phone', fieldLabel: t('system.phone'), fieldType: 'input', sort: 6 },
    {
      fieldName: 'roleId',
      fieldLabel: t('system.roleIds'),
      fieldType: 'tree',
      required: 1,
      sort: 7,
      fieldOption: { treeUrl: '/api/blade-system/role/tree', multiple: true, dataType: 'string', display: (row) => String(row.roleName ?? '') },
    },
    {
      fieldName: 'deptId',
      fieldLabel: t('system.deptIds'),
      fieldType: 'tree',
      sort: 8,
      fieldOption: { treeUrl: '/api/blade-system/dept/tree', multiple: true, dataType: 'string', display: (row) => String(row.deptName ?? '') },
    },
    {
      fieldName: 'postId',
      fieldLabel: t('system.postIds'),
      fieldType: 'tree',
      sort: 9,
      fieldOption: {
        treeUrl: '/api/blade-system/post/page',
        treeParams: { size: -1 },
        labelKey: 'postName',
        multiple: true,
        dataType: 'string',
        hideInTable: true,
      },
    },
    { fieldName: 'birthday', fieldLabel: t('system.birthday'), fieldType: 'date', sort: 10, fieldOption: { hideInTable: true } },
  ]);

  const canReset = hasPermission(SystemPermissions.user.reset, permissions);

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Card size="small" title={t('system.dept')} style={{ marginBottom: 16 }}>
          <TreeList treeData={depts} selectedKey={deptId} onSelect={setDeptId} />
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <CrudPage
          title={t('system.user')}
          resource={resource}
          fields={fields}
          permissionPrefix={SystemPermissions.user.menu}
          query={deptId ? { deptId } : undefined}
          toolbar={({ selected, confirmCommand }) =>
            canReset && (
              <Button
                onClick={() =>
                  confirmCommand(selected, {
                    title: t('system.resetPassword'),
                    // the initial password is published, so the confirmation names it (seed 001 section 9)
                    content: `${t('system.resetConfirm')} (${DEFAULT_INITIAL_PASSWORD})`,
                    run: resetPasswords,
                  })
                }
              >
                {t('system.resetPassword')}
              </Button>
            )
          }
        />
      </Col>
    </Row>
  );
}
