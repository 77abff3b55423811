import { useState } from 'react';
import { Button, Col, Empty, Modal, Row, Space, Tabs, Tag, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AntTreeNode } from '../widgets/tree';
import { ChosenTags, splitIds, useIdLabels } from '../widgets/EntitySelector';
import { SearchTable } from '../widgets/SearchTable';
import { moveRight, readRecent, rememberRecent, type Person } from './rules';

/** A person's name in the lists, with the warning (if any) as a red tag. */
function PersonLabel({ person }: { person: Person }) {
  return (
    <>
      {person.label}
      {person.warning && (
        <Tag color="error" style={{ marginInlineStart: 6 }}>
          {person.warning}
        </Tag>
      )}
    </>
  );
}

export interface PersonTab {
  key: string;
  label: string;
  /** Recent picks of the session, a free search, or a tree whose chosen node filters the list by `param`. */
  source: 'recent' | 'search' | { tree: AntTreeNode[]; param: string };
}

export interface PersonQuery {
  keyword: string;
  current: number;
  size: number;
  filter?: Record<string, string>;
}

export interface PersonSelectorProps {
  kind: string;
  title: string;
  tabs: PersonTab[];
  defaultTab: string;
  pageSize: number;
  find: (query: PersonQuery) => Promise<{ rows: Person[]; total: number }>;
  /** Names of ids that arrive with the form value. */
  name: (ids: string[]) => Promise<Person[]>;
  value?: string;
  onChange?: (value: string) => void;
  multiple?: boolean;
  disabled?: boolean;
}

/**
 * The two-list people picker of the staff and worker selectors: tabs narrow the left list, picked people
 * move right, confirm stores the right list as comma-separated ids.
 */
export function PersonSelector({ kind, title, tabs, defaultTab, pageSize, find, name, value, onChange, multiple = false, disabled }: PersonSelectorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState(defaultTab);
  const [node, setNode] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [checked, setChecked] = useState<Person[]>([]);
  const [right, setRight] = useState<Person[]>([]);
  const ids = splitIds(value);
  const active = tabs.find((x) => x.key === tab) ?? tabs[0];
  const source = active.source;

  const [labels, setLabels] = useIdLabels(ids, name);

  const filter = typeof source === 'object' && node ? { [source.param]: node } : undefined;
  const list = useQuery({
    queryKey: ['person-selector', kind, tab, node, keyword, current],
    queryFn: () => find({ keyword, current, size: pageSize, filter }),
    enabled: open && source !== 'recent',
  });
  const recent = readRecent(kind).filter((p) => !keyword || p.label.toLowerCase().includes(keyword.toLowerCase()));
  const rows = source === 'recent' ? recent : (list.data?.rows ?? []);

  const start = () => {
    setRight(ids.map((id) => ({ id, label: labels[id] ?? id })));
    setChecked([]);
    setOpen(true);
  };
  const confirm = () => {
    rememberRecent(kind, right);
    setLabels((known) => ({ ...known, ...Object.fromEntries(right.map((p) => [p.id, p.label])) }));
    onChange?.(right.map((p) => p.id).join(','));
    setOpen(false);
  };

  return (
    <>
      <ChosenTags ids={ids} labels={labels} multiple={multiple} disabled={disabled} onChange={onChange} onOpen={start} />
      <Modal title={title} open={open} onCancel={() => setOpen(false)} onOk={confirm} width={900} destroyOnHidden>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key);
            setNode(undefined);
            // a tab starts unfiltered: its search box is new (key below), so is the keyword
            setKeyword('');
            setCurrent(1);
            setChecked([]);
          }}
          items={tabs.map((x) => ({ key: x.key, label: x.label }))}
        />
        <Row gutter={12}>
          {typeof source === 'object' && (
            <Col xs={24} md={7} style={{ maxHeight: 400, overflow: 'auto' }}>
              {source.tree.length ? (
                <Tree
                  treeData={source.tree}
                  defaultExpandAll
                  selectedKeys={node ? [node] : []}
                  onSelect={(keys) => {
                    setNode(keys[0] === undefined ? undefined : String(keys[0]));
                    setCurrent(1);
                  }}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
              )}
            </Col>
          )}
          <Col xs={24} md={typeof source === 'object' ? 9 : 14}>
            <SearchTable<Person>
              key={tab}
              testId="selector-left"
              rowKey={(p) => p.id}
              loading={list.isFetching}
              rows={rows}
              columns={[{ key: 'label', dataIndex: 'label', title: t('people.sel.people'), render: (_: unknown, p: Person) => <PersonLabel person={p} /> }]}
              onSearch={(text) => {
                setKeyword(text);
                setCurrent(1);
              }}
              selection={{
                keys: checked.map((p) => p.id),
                onChange: (_keys, chosen) => setChecked(chosen),
                disabled: (row) => Boolean(row.disabled),
                label: (row) => row.label,
              }}
              paging={source === 'recent' ? false : { current, pageSize, total: list.data?.total ?? 0, onChange: setCurrent }}
            />
          </Col>
          <Col xs={24} md={2} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Button
              aria-label={t('people.sel.moveRight')}
              disabled={!checked.length}
              onClick={() => {
                setRight((now) => moveRight(now, checked, multiple));
                setChecked([]);
              }}
            >
              →
            </Button>
          </Col>
          <Col xs={24} md={6} data-testid="selector-right">
            <div style={{ marginBottom: 8, fontWeight: 600 }}>{t('people.sel.chosen', { count: right.length })}</div>
            <Space wrap>
              {right.map((p) => (
                <Tag
                  key={p.id}
                  closable
                  color={p.warning ? 'error' : undefined}
                  title={p.warning}
                  onClose={() => setRight((now) => now.filter((x) => x.id !== p.id))}
                >
                  {p.label}
                </Tag>
              ))}
            </Space>
          </Col>
        </Row>
      </Modal>
    </>
  );
}
