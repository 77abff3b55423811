import { useEffect, useState } from 'react';
import { Button, Modal, Space, Tag } from 'antd';
import { SearchTable } from './SearchTable';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http, type Page } from '../../app/http/client';
import type { SelectorType } from '../fields/definition';

type Row = Record<string, unknown> & { id: string };

interface SelectorConfig {
  titleKey: string;
  url: string;
  keywordParam: string;
  pageSize: number;
  label: (row: Row) => string;
  columns: Array<{ key: string; titleKey: string }>;
  isDisabled?: (row: Row) => boolean;
}

const text = (...values: unknown[]) => String(values.find((v) => v !== undefined && v !== null && v !== '') ?? '');

/**
 * The paged search dialog of the user, site and assessment field types; staff, worker and team have
 * their own tabbed selectors (shared/selectors).
 */
export type EntityKind = Extract<SelectorType, 'user' | 'site' | 'assessment'>;
export const SELECTORS: Record<EntityKind, SelectorConfig> = {
  user: {
    titleKey: 'selector.user',
    url: '/api/blade-user/page',
    keywordParam: 'realName',
    pageSize: 100,
    label: (r) => text(r.realName, r.name, r.account, r.id),
    columns: [
      { key: 'account', titleKey: 'system.account' },
      { key: 'realName', titleKey: 'system.realName' },
    ],
  },
  site: {
    titleKey: 'selector.site',
    url: '/api/mcc-base/project/base/info/page',
    keywordParam: 'projectName',
    pageSize: 20,
    label: (r) => text(r.projectName, r.name, r.id),
    columns: [{ key: 'projectName', titleKey: 'system.name' }],
  },
  assessment: {
    titleKey: 'selector.assessment',
    url: '/api/mcc-staff/positiverecord/page',
    keywordParam: 'nameOrNo',
    pageSize: 20,
    label: (r) => text(r.staffName, r.enName, r.id),
    columns: [
      { key: 'staffNo', titleKey: 'system.code' },
      { key: 'staffName', titleKey: 'system.name' },
    ],
  },
};

/** Selected ids travel as one comma-separated text, the way the forms store them. */
export function splitIds(value: string | undefined | null): string[] {
  return value ? String(value).split(',').filter(Boolean) : [];
}

/**
 * Names of the ids a selector field holds: ids that arrive with the form value are named once through
 * `lookup` (an id the lookup does not know shows as itself).
 */
export function useIdLabels(ids: string[], lookup: (unknown: string[]) => Promise<Array<{ id: string; label: string }>>) {
  const [labels, setLabels] = useState<Record<string, string>>({});
  const unknown = ids.filter((id) => !(id in labels));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the set of unnamed ids changes
  useEffect(() => {
    if (!unknown.length) return;
    const fallback = (known: Record<string, string>, found: Array<{ id: string; label: string }>) => ({
      ...known,
      ...Object.fromEntries(unknown.map((id) => [id, found.find((p) => p.id === id)?.label ?? id])),
    });
    lookup(unknown).then(
      (found) => setLabels((known) => fallback(known, found)),
      () => setLabels((known) => fallback(known, [])),
    );
  }, [unknown.join(',')]);
  return [labels, setLabels] as const;
}

/** What a selector field shows in the form: the chosen names as tags, a Select button and a Clear link. */
export function ChosenTags({
  ids,
  labels,
  multiple,
  disabled,
  onChange,
  onOpen,
}: {
  ids: string[];
  labels: Record<string, string>;
  multiple?: boolean;
  disabled?: boolean;
  onChange?: (value: string) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      {ids.map((id) => (
        <Tag key={id} closable={!disabled && multiple} onClose={() => onChange?.(ids.filter((x) => x !== id).join(','))}>
          {labels[id] ?? id}
        </Tag>
      ))}
      {!disabled && (
        <Button size="small" onClick={onOpen}>
          {t('common.select')}
        </Button>
      )}
      {!disabled && ids.length > 0 && (
        <Button size="small" type="link" onClick={() => onChange?.('')}>
          {t('common.clear')}
        </Button>
      )}
    </Space>
  );
}

export interface EntitySelectorProps {
  kind: EntityKind;
  value?: string;
  onChange?: (value: string) => void;
  multiple?: boolean;
  disabled?: boolean;
}

export function EntitySelector({ kind, value, onChange, multiple, disabled }: EntitySelectorProps) {
  const { t } = useTranslation();
  const config = SELECTORS[kind];
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [picked, setPicked] = useState<string[]>([]);
  const ids = splitIds(value);
  const [labels, setLabels] = useIdLabels(ids, async (unknown) => {
    const answer = await http.get<Page<Row> | Row[]>(config.url, { ids: unknown.join(','), current: 1, size: -1 }, { quiet: true });
    const rows = Array.isArray(answer) ? answer : (answer?.records ?? []);
    return unknown.map((id) => ({ id, label: config.label(rows.find((r) => String(r.id) === id) ?? ({ id } as Row)) }));
  });

  const list = useQuery({
    queryKey: ['selector', kind, keyword, current],
    queryFn: () => http.get<Page<Row>>(config.url, { current, size: config.pageSize, [config.keywordParam]: keyword }),
    enabled: open,
  });

  const remember = (rows: Row[]) => setLabels((known) => ({ ...known, ...Object.fromEntries(rows.map((r) => [String(r.id), config.label(r)])) }));

  const confirm = () => {
    onChange?.(picked.join(','));
    setOpen(false);
  };

  return (
    <>
      <ChosenTags
        ids={ids}
        labels={labels}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
        onOpen={() => {
          setPicked(ids);
          setOpen(true);
        }}
      />
      <Modal title={t(config.titleKey)} open={open} onCancel={() => setOpen(false)} onOk={confirm} width={720} destroyOnHidden>
        <SearchTable<Row>
          rowKey={(row) => String(row.id)}
          loading={list.isFetching}
          rows={list.data?.records ?? []}
          columns={config.columns.map((c) => ({ key: c.key, dataIndex: c.key, title: t(c.titleKey) }))}
          onSearch={(text) => {
            setKeyword(text);
            setCurrent(1);
          }}
          selection={{
            type: multiple ? 'checkbox' : 'radio',
            keys: picked,
            preserve: true,
            disabled: config.isDisabled,
            label: config.label,
            onChange: (keys, rows) => {
              remember(rows);
              setPicked(multiple ? keys : keys.slice(-1));
            },
          }}
          paging={{ current, pageSize: config.pageSize, total: list.data?.total ?? 0, onChange: setCurrent }}
        />
      </Modal>
    </>
  );
}
