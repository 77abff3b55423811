import { useMemo, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../session/session';
import { menuLeaves, searchPages } from './menus';

/**
 * Finds a page of the user's menu by name (as the tree names it, in the current language): type, pick with
 * the arrow keys and Enter, or click. Each hit shows the groups above it, so two pages of one name differ.
 */
export function MenuSearch({ menus, onOpen }: { menus: MenuItem[]; onOpen: (target: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const leaves = useMemo(() => menuLeaves(menus), [menus]);
  const hits = useMemo(() => searchPages(leaves, text), [leaves, text]);

  const open = (target: string) => {
    setText('');
    onOpen(target);
  };

  return (
    <AutoComplete
      value={text}
      onChange={setText}
      onSelect={(target: string) => open(target)}
      defaultActiveFirstOption
      options={hits.map((leaf) => ({
        value: leaf.target,
        label: (
          <div style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
            <span>{leaf.name}</span>
            {leaf.groups.length > 0 && <span style={{ fontSize: 12, opacity: 0.65 }}>{leaf.groups.join(' / ')}</span>}
          </div>
        ),
      }))}
      notFoundContent={text.trim() ? t('shell.menuSearchNone') : undefined}
      style={{ width: '100%' }}
      popupMatchSelectWidth={260}
    >
      <Input
        size="middle"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('shell.menuSearch')}
        aria-label={t('shell.menuSearch')}
        data-testid="menu-search"
      />
    </AutoComplete>
  );
}
