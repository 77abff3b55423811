import { useEffect, useState } from 'react';
import type { ApiData } from '../../app/http/api';
import { grantApi } from './api';
import { Modal, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import { TreeList } from '../../shared/widgets/TreeWidgets';
import { toAntTree } from '../../shared/widgets/tree';

type GrantTrees = ApiData<'/api/blade-system/menu/grant-tree'>;
type GrantKeys = ApiData<'/api/blade-system/menu/role-tree-keys'>;
const KINDS = ['menu', 'dataScope', 'apiScope'] as const;
const TITLES = { menu: 'system.menuGrant', dataScope: 'system.dataScope', apiScope: 'system.apiScope' } as const;

/** Grants of one or more roles: menus (with buttons), data scopes and API scopes, saved together. */
export function RoleGrantDialog({ roleIds, onClose }: { roleIds: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [trees, setTrees] = useState<GrantTrees>();
  const [keys, setKeys] = useState<GrantKeys>({ menu: [], dataScope: [], apiScope: [] });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void Promise.all([grantApi.trees(), grantApi.keysOf(roleIds)]).then(([grantTrees, granted]) => {
      setTrees(grantTrees);
      setKeys({ menu: (granted?.menu ?? []).map(String), dataScope: (granted?.dataScope ?? []).map(String), apiScope: (granted?.apiScope ?? []).map(String) });
    }, onClose);
  }, [roleIds, onClose]);

  const save = async () => {
    setSaving(true);
    try {
      await grantApi.save(roleIds, keys);
      notify.success(t('prompt.success'));
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t('system.grant')} onCancel={onClose} onOk={() => void save().catch(() => undefined)} confirmLoading={saving} width={560}>
      {!trees ? (
        <Spin />
      ) : (
        <Tabs
          items={KINDS.map((kind) => ({
            key: kind,
            label: t(TITLES[kind]),
            children: (
              <div style={{ maxHeight: 400, overflow: 'auto' }}>
                <TreeList treeData={toAntTree(trees[kind])} checkedKeys={keys[kind]} onCheck={(checked) => setKeys((k) => ({ ...k, [kind]: checked }))} />
              </div>
            ),
          }))}
        />
      )}
    </Modal>
  );
}
