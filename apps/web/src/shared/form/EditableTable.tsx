import { useMemo, useRef, useState } from 'react';
import { Button, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toFields, type Field, type FieldDefinition } from '../fields/definition';
import { FieldInput } from './FieldInput';
import { FieldDisplay } from './FieldDisplay';
import { validateValue } from '../rules';
import i18n from '../../app/i18n/i18n';

type Row = Record<string, unknown>;

export const EDIT_TABLE_PAGE_SIZES = [3, 5, 10];

/** Per-cell rules: a required cell says "this is required"; other rules use the shared rule set. */
export function cellErrors(fields: Field[], row: Row): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = row[field.fieldName];
    const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
    if (field.required && empty) errors[field.fieldName] = i18n.t('rules.cellRequired');
    else {
      const message = validateValue(field.option.rules, value, field.fieldLabel, row);
      if (message) errors[field.fieldName] = message;
    }
  }
  return errors;
}

interface Editing {
  index: number;
  draft: Row;
  isNew: boolean;
}

/**
 * Rows are in view mode until edited; an edited row saves or cancels; a new row is unsaved until saved,
 * and only one new row can exist at a time.
 */
export function EditableTable({
  columns,
  value,
  onChange,
  disabled,
}: {
  columns: FieldDefinition[];
  value: Row[];
  onChange?: (rows: Row[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const fields = useMemo(() => toFields(columns), [columns]);
  const [editing, setEditing] = useState<Editing>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [page, setPage] = useState({ current: 1, pageSize: EDIT_TABLE_PAGE_SIZES[1] });
  // stable row keys for rows that carry no id
  const keys = useRef(new WeakMap<Row, string>());
  const nextKey = useRef(0);
  const keyOf = (row: Row) => {
    if (!keys.current.has(row)) keys.current.set(row, String(row.id ?? `row-${nextKey.current++}`));
    return keys.current.get(row)!;
  };

  const rows = editing?.isNew ? [editing.draft, ...value] : value;

  const startAdd = () => {
    const draft = Object.fromEntries(fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.fieldName, f.defaultValue]));
    setEditing({ index: 0, draft, isNew: true });
    setErrors({});
    setPage((p) => ({ ...p, current: 1 }));
  };

  const save = () => {
    if (!editing) return;
    const found = cellErrors(fields, editing.draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    const next = editing.isNew ? [editing.draft, ...value] : value.map((row, i) => (i === editing.index ? editing.draft : row));
    onChange?.(next);
    setEditing(undefined);
  };

  const tableColumns = [
    ...fields.map((field) => ({
      key: field.fieldName,
      title: field.required ? (
        <span>
          <span style={{ color: '#ff4d4f' }}>* </span>
          {field.fieldLabel}
        </span>
      ) : (
        field.fieldLabel
      ),
      render: (_: unknown, row: Row, indexOnPage: number) => {
        const index = (page.current - 1) * page.pageSize + indexOnPage;
        if (editing && editing.index === index && (editing.isNew ? row === editing.draft : true)) {
          return (
            <div>
              <FieldInput
                field={field}
                value={editing.draft[field.fieldName]}
                onChange={(v) => setEditing({ ...editing, draft: { ...editing.draft, [field.fieldName]: v } })}
              />
              {errors[field.fieldName] && <Typography.Text type="danger">{errors[field.fieldName]}</Typography.Text>}
            </div>
          );
        }
        return <FieldDisplay field={field} value={row[field.fieldName]} />;
      },
    })),
    ...(disabled
      ? []
      : [
          {
            key: '__actions',
            title: t('common.actions'),
            render: (_: unknown, row: Row, indexOnPage: number) => {
              const index = (page.current - 1) * page.pageSize + indexOnPage;
              if (editing && editing.index === index) {
                return (
                  <Space>
                    <Button size="small" type="link" onClick={save}>
                      {t('common.save')}
                    </Button>
                    <Button size="small" type="link" onClick={() => setEditing(undefined)}>
                      {t('common.cancel')}
                    </Button>
                  </Space>
                );
              }
              return (
                <Space>
                  <Button
                    size="small"
                    type="link"
                    disabled={Boolean(editing)}
                    onClick={() => {
                      setEditing({ index, draft: { ...row }, isNew: false });
                      setErrors({});
                    }}
                  >
                    {t('common.edit')}
                  </Button>
                  <Button size="small" type="link" danger disabled={Boolean(editing)} onClick={() => onChange?.(value.filter((r) => r !== row))}>
                    {t('common.delete')}
                  </Button>
                </Space>
              );
            },
          },
        ]),
  ];

  return (
    <div>
      {!disabled && (
        <Button size="small" onClick={startAdd} disabled={Boolean(editing)} style={{ marginBottom: 8 }}>
          {t('common.add')}
        </Button>
      )}
      <Table<Row>
        size="small"
        rowKey={keyOf}
        dataSource={rows}
        columns={tableColumns}
        scroll={{ x: 'max-content' }}
        pagination={{ ...page, pageSizeOptions: EDIT_TABLE_PAGE_SIZES, showSizeChanger: true, onChange: (current, pageSize) => setPage({ current, pageSize }) }}
      />
    </div>
  );
}
