import { Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchTableProps<R> {
  rows: R[];
  rowKey: (row: R) => string;
  columns: ColumnsType<R>;
  loading?: boolean;
  /** The search box: a new keyword starts again at page 1 (the caller resets its page). */
  onSearch: (keyword: string) => void;
  /** Paging of the list; `false` shows every row (a short local list such as recent picks). */
  paging: false | { current: number; pageSize: number; total: number; onChange: (page: number) => void };
  /** Row choice: checkbox (several) or radio (one); rows may be disabled. */
  selection: {
    type?: 'checkbox' | 'radio';
    keys: string[];
    onChange: (keys: string[], rows: R[]) => void;
    disabled?: (row: R) => boolean;
    label?: (row: R) => string;
    preserve?: boolean;
  };
  testId?: string;
}

/**
 * The search box over a paged, selectable table of every picker dialog (the user/site/assessment
 * selector and the staff/worker selectors' left list).
 */
export function SearchTable<R extends object>({ rows, rowKey, columns, loading, onSearch, paging, selection, testId }: SearchTableProps<R>) {
  const { t } = useTranslation();
  return (
    <>
      <Input.Search placeholder={t('selector.keyword')} allowClear onSearch={onSearch} style={{ marginBottom: 8 }} />
      <Table<R>
        data-testid={testId}
        rowKey={rowKey}
        size="small"
        loading={loading}
        dataSource={rows}
        columns={columns}
        rowSelection={{
          type: selection.type ?? 'checkbox',
          selectedRowKeys: selection.keys,
          preserveSelectedRowKeys: selection.preserve,
          getCheckboxProps: (row) => ({ disabled: selection.disabled?.(row) ?? false, 'aria-label': selection.label?.(row) }),
          onChange: (keys: Key[], chosen: R[]) => selection.onChange(keys.map(String), chosen.filter(Boolean)),
        }}
        pagination={paging === false ? false : { ...paging, showSizeChanger: false, size: 'small' }}
      />
    </>
  );
}
