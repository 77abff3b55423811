import { useMemo, useState, type ReactNode } from 'react';
import { App, Button, Card, Checkbox, Drawer, Grid, Popover, Skeleton, Space, Table, Tooltip, Typography, Upload, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toFields, type FieldDefinition, type FormMode } from '../fields/definition';
import { FormRenderer } from '../form/FormRenderer';
import { FieldDisplay } from '../form/FieldDisplay';
import { RecordView } from '../form/RecordView';
import { RowActions } from './RowActions';
import { EllipsisCell, KEY_COLUMN_MAX_WIDTH, columnMaxWidth, keyFieldNames, titleFieldNames } from './columns';
import { SearchPanel } from './SearchPanel';
import { rowsOf, type CrudResource } from './resource';
import { DEFAULT_PAGE_SIZE, DRAWER_WIDTH, DRAWER_Z_INDEX, VIEW_DRAWER_WIDTH, PAGE_SIZES, isButtonVisible, rankOf, type CrudButton } from './buttons';
import { TABLE_UPLOAD_LIMIT } from '../widgets/upload';
import { allIds, type TreeNode } from '../widgets/tree';
import { http } from '../../app/http/client';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { getStore, setStore } from '../../app/storage';

type Row = Record<string, unknown>;

export interface BatchCommand {
  title: string;
  content: string;
  danger?: boolean;
  run: (ids: string[]) => Promise<unknown>;
}

/** What a page's own buttons get: the ticked rows and the page's actions, in the resource's row type. */
export interface CrudContext<T extends object = Row> {
  selected: T[];
  reload: () => void;
  /** Opens the drawer on a row, or on a new row's starting values (`{ parentId }`). */
  openDrawer: (mode: FormMode, row?: Row) => void;
  /** Runs a command on rows after a confirmation; refuses when no row is given. */
  confirmCommand: (rows: T[], command: BatchCommand) => void;
}

/** The page's settings; `T` is the resource's row as the OpenAPI document declares it (bladeResource infers it). */
export interface CrudPageProps<T extends object = Row> {
  title?: ReactNode;
  resource: CrudResource<T>;
  fields: FieldDefinition[];
  rowKey?: string;
  /** Permission code prefix of the page's buttons (e.g. `user` for user_add ... user_delete). */
  permissionPrefix?: string;
  buttons?: Partial<Record<CrudButton, boolean>>;
  /** Rows come as a tree (children) and are shown unpaged. */
  tree?: boolean;
  /** Import: multipart upload of a file to this URL. */
  uploadUrl?: string;
  /** Export: blob download of the current search from this URL. */
  downloadUrl?: string;
  /** Fixed filters added to every list call (e.g. the department picked beside the table). */
  query?: Record<string, unknown>;
  /** Extra buttons in each row and in the toolbar. */
  rowActions?: (row: T, context: CrudContext<T>) => ReactNode;
  toolbar?: (context: CrudContext<T>) => ReactNode;
  /** A check before saving; answers a message to refuse with. */
  beforeSave?: (values: Row, mode: FormMode) => string | undefined;
  /** Values a new row starts with (e.g. parentId for "add child"). */
  newRowDefaults?: Row;
  /** Rows can be ticked for the toolbar's batch actions even without batch delete (`context.selected`). */
  selectable?: boolean;
  /** Shown in the drawer above the form (a record's related lists, warnings). */
  drawerExtra?: (mode: FormMode, row: T | undefined, context: CrudContext<T>) => ReactNode;
  /** Filters a link may set in the address besides the search fields (`?name=value`, e.g. a dashboard tile's). */
  urlFilters?: string[];
}

/**
 * The filters of the page's address: `?field=value` of the search fields and `urlFilters` start the list
 * filtered (a dashboard tile links to the rows it counts); numbers of number fields are read as numbers.
 */
export function filtersFromAddress(
  search: string,
  fields: { fieldName: string; fieldType?: string; option?: { options?: { value: unknown }[] } }[],
  extra: string[] = [],
): Row {
  const params = new URLSearchParams(search);
  const out: Row = {};
  for (const f of fields) {
    const v = params.get(f.fieldName);
    if (v === null || v === '') continue;
    // numbers stay numbers for number fields and for choices whose values are numbers (statuses)
    const numeric = f.fieldType === 'number' || typeof f.option?.options?.[0]?.value === 'number';
    out[f.fieldName] = numeric && Number.isFinite(Number(v)) ? Number(v) : v;
  }
  for (const name of extra) {
    const v = params.get(name);
    if (v !== null && v !== '') out[name] = v;
  }
  return out;
}

interface DrawerState {
  mode: FormMode;
  row?: Row;
  opened: number;
  /** The detail call is under way: the drawer shows a skeleton. */
  loading?: boolean;
}

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The generic CRUD page (seed 001 section 2): search panel, table with column chooser, refresh, upload,
 * download, pagination, ranked rows, add/edit/view drawers, delete and batch delete.
 */
export function CrudPage<T extends object = Row>(props: CrudPageProps<T>) {
  // the table and the drawer read rows by field name; the page's own callbacks get them in their declared type
  return <CrudTable {...(props as unknown as CrudPageProps)} />;
}

function CrudTable({
  title,
  resource,
  fields: definitions,
  rowKey = 'id',
  permissionPrefix,
  buttons,
  tree,
  uploadUrl,
  downloadUrl,
  query,
  rowActions,
  toolbar,
  beforeSave,
  newRowDefaults,
  selectable,
  drawerExtra,
  urlFilters,
}: CrudPageProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const { permissions, userInfo } = useSession();
  const fields = useMemo(() => toFields(definitions), [definitions]);
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState<Row>(() =>
    filtersFromAddress(
      window.location.search,
      fields.filter((f) => f.search),
      urlFilters,
    ),
  );
  const [selected, setSelected] = useState<Row[]>([]);
  // the columns a user chose to see are kept per user and list (this browser), so a list opens as he left it
  const columnsKey = `columns.${userInfo?.user_id ?? 'anonymous'}.${resource.key}`;
  const [hidden, setHiddenState] = useState<string[]>(
    () =>
      (Array.isArray(getStore(columnsKey)) ? getStore<string[]>(columnsKey)! : undefined) ??
      fields.filter((f) => f.option.columnHidden).map((f) => f.fieldName),
  );
  const setHidden = (names: string[]) => {
    setHiddenState(names);
    setStore(columnsKey, names);
  };
  // tree rows open fully when they arrive; the user may fold branches
  const [folded, setFolded] = useState<string[]>([]);
  const [drawer, setDrawer] = useState<DrawerState>();

  const listQuery = { ...query, ...search, ...(tree ? {} : paging) };
  const list = useQuery({ queryKey: ['crud', resource.key, listQuery], queryFn: () => resource.list(listQuery) });
  const { rows, total } = rowsOf(list.data);
  const reload = () => void list.refetch();
  const visible = (button: CrudButton) => isButtonVisible(button, { options: buttons, permissionPrefix, permissions });

  const openDrawer = async (mode: FormMode, row?: Row) => {
    // each opening gets a new form (a shared form instance kept the previous row's values)
    const opened = Date.now();
    if (mode === 'add' || !row || !resource.detail) {
      setDrawer({ mode, row: mode === 'add' ? { ...newRowDefaults, ...row } : row, opened });
      return;
    }
    // the drawer opens at once with a skeleton; a view keeps the list row's presented names where the detail
    // lacks them (an edit submits the detail's fields only)
    setDrawer({ mode, row, opened, loading: true });
    const full = await resource.detail(row).catch(() => row);
    setDrawer((shown) => (shown?.opened === opened ? { mode, row: mode === 'view' ? { ...row, ...full } : full, opened: Date.now() } : shown));
  };
  const idsOf = (list: Row[]) => list.map((row) => String(row[rowKey]));
  const confirmCommand = (targets: Row[], command: BatchCommand) => {
    if (!targets.length) {
      notify.danger(t('prompt.selectOne'));
      return;
    }
    modal.confirm({
      title: command.title,
      content: command.content,
      okButtonProps: { danger: command.danger },
      onOk: async () => {
        await command.run(idsOf(targets));
        notify.success(t('prompt.success'));
        setSelected([]);
        reload();
      },
    });
  };
  const context: CrudContext = {
    selected,
    reload: () => {
      setSelected([]);
      reload();
    },
    openDrawer: (mode, row) => void openDrawer(mode, row),
    confirmCommand,
  };
  const confirmRemove = (targets: Row[]) =>
    confirmCommand(targets, { title: t('common.delete'), content: t('prompt.deleteConfirm'), danger: true, run: (ids) => resource.remove!(ids) });

  const submit = async (values: Row) => {
    if (!drawer) return;
    const problem = beforeSave?.(values, drawer.mode);
    if (problem) {
      notify.danger(problem);
      return;
    }
    await (drawer.mode === 'add' ? resource.save : resource.update)?.(values);
    notify.success(t('prompt.success'));
    setDrawer(undefined);
    reload();
  };

  const tableFields = fields.filter((f) => !f.option.hideInTable && f.fieldType !== 'title' && f.fieldType !== 'info' && f.fieldType !== 'password');
  const keys = keyFieldNames(tableFields);
  const titleFields = titleFieldNames(tableFields);
  // fixed columns only where the screen is wide enough to keep the rest readable
  const fixLeft = screens.md ? ('left' as const) : undefined;
  const cell = (field: (typeof fields)[number], value: unknown, row: Row): ReactNode =>
    field.option.display ? field.option.display(row) : <FieldDisplay field={field} value={value} />;
  const recordTitle = (row: Row | undefined): ReactNode => {
    const byField = (name?: string) => {
      const field = name ? tableFields.find((f) => f.fieldName === name) : undefined;
      return field && row && row[field.fieldName] !== undefined && row[field.fieldName] !== '' ? cell(field, row[field.fieldName], row) : undefined;
    };
    const name = byField(titleFields.name);
    const number = byField(titleFields.number);
    if (!name) return undefined;
    return (
      <Space size={8} data-testid="record-title">
        <span>{name}</span>
        {number && <Typography.Text type="secondary">{number}</Typography.Text>}
      </Space>
    );
  };
  const drawerTitle = (state: DrawerState): ReactNode => {
    if (state.mode === 'add') return t('common.add');
    const named = recordTitle(state.row);
    if (!named) return t(`common.${state.mode}`);
    return state.mode === 'view' ? (
      named
    ) : (
      <Space size={8}>
        <span>{t('common.edit')}:</span>
        {named}
      </Space>
    );
  };
  const rowActionsOf = (row: Row): ReactNode => (
    <>
      {visible('view') && (
        <Button type="link" size="small" onClick={() => void openDrawer('view', row)}>
          {t('common.view')}
        </Button>
      )}
      {visible('edit') && resource.update && (
        <Button type="link" size="small" onClick={() => void openDrawer('edit', row)}>
          {t('common.edit')}
        </Button>
      )}
      {rowActions?.(row, context)}
      {visible('delete') && resource.remove && (
        <Button type="link" size="small" danger onClick={() => confirmRemove([row])}>
          {t('common.delete')}
        </Button>
      )}
    </>
  );
  const columns: ColumnsType<Row> = [
    ...(tree
      ? []
      : [
          {
            key: '__index',
            title: t('common.index'),
            width: 56,
            fixed: fixLeft,
            align: 'center' as const,
            render: (_: unknown, __: Row, index: number) => {
              const rank = rankOf(index, paging.current, paging.size);
              return rank <= 3 ? (
                <span
                  data-rank={rank}
                  style={{ display: 'inline-block', minWidth: 22, borderRadius: 11, background: token.colorPrimary, color: '#fff', fontWeight: 600 }}
                >
                  {rank}
                </span>
              ) : (
                rank
              );
            },
          },
        ]),
    ...tableFields
      .filter((f) => !hidden.includes(f.fieldName))
      .map((field) => {
        const key = keys.includes(field.fieldName);
        const maxWidth = key ? KEY_COLUMN_MAX_WIDTH : columnMaxWidth(field);
        return {
          key: field.fieldName,
          dataIndex: field.fieldName,
          title: field.fieldLabel,
          fixed: key ? fixLeft : undefined,
          render: (value: unknown, row: Row) => {
            const shown = cell(field, value, row);
            const text = typeof shown === 'string' ? shown : typeof value === 'string' && field.fieldType !== 'editor' ? value : undefined;
            return (
              <EllipsisCell maxWidth={maxWidth} text={text}>
                {shown}
              </EllipsisCell>
            );
          },
        };
      }),
    {
      key: '__actions',
      title: t('common.actions'),
      fixed: screens.md ? ('right' as const) : undefined,
      render: (_: unknown, row: Row) => <RowActions actions={rowActionsOf(row)} />,
    },
  ];

  const columnChooser = (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      value={tableFields.map((f) => f.fieldName).filter((name) => !hidden.includes(name))}
      options={tableFields.map((f) => ({ label: f.fieldLabel, value: f.fieldName }))}
      onChange={(shown) => setHidden(tableFields.map((f) => f.fieldName).filter((name) => !shown.includes(name)))}
    />
  );

  return (
    <Card title={title} size="small">
      <SearchPanel
        fields={fields.filter((f) => f.search)}
        initialValues={search}
        onSearch={(values) => {
          // the address's extra filters stay until the search is reset
          const kept = Object.keys(values).length ? Object.fromEntries(Object.entries(search).filter(([k]) => urlFilters?.includes(k))) : {};
          setSearch({ ...kept, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '' && v !== null)) });
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      />
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          {visible('add') && resource.save && (
            <Button type="primary" onClick={() => void openDrawer('add')}>
              {t('common.add')}
            </Button>
          )}
          {visible('delete') && resource.remove && (
            <Button danger onClick={() => confirmRemove(selected)}>
              {t('common.batchDelete')}
            </Button>
          )}
          {toolbar?.(context)}
        </Space>
        <Space wrap>
          {uploadUrl && (
            <Upload
              showUploadList={false}
              customRequest={({ file }) => {
                const body = new FormData();
                body.append('file', file as File);
                http.post(uploadUrl, body).then(
                  () => {
                    notify.success(t('prompt.success'));
                    reload();
                  },
                  () => undefined,
                );
              }}
            >
              <Button>{t('common.upload')}</Button>
            </Upload>
          )}
          {downloadUrl && (
            <Button
              onClick={() =>
                void http.blob(downloadUrl, { ...query, ...search, current: 1, size: -1 }).then(
                  (blob) => saveBlob(blob, `${resource.key.split('/').pop()}.xlsx`),
                  () => undefined,
                )
              }
            >
              {t('common.download')}
            </Button>
          )}
          <Tooltip title={t('common.refresh')}>
            <Button aria-label={t('common.refresh')} onClick={reload}>
              ↻
            </Button>
          </Tooltip>
          <Popover content={columnChooser} trigger="click" title={t('common.columns')}>
            <Button>{t('common.columns')}</Button>
          </Popover>
        </Space>
      </Space>
      <Table<Row>
        rowKey={(row) => String(row[rowKey])}
        size="small"
        // the first load shows skeleton rows, never "No data"; later loads keep the rows under a spinner
        loading={list.isFetching && !list.isPending}
        locale={list.isPending ? { emptyText: <Skeleton active title={false} paragraph={{ rows: 6 }} /> } : undefined}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        expandable={
          tree
            ? {
                expandedRowKeys: allIds(rows as TreeNode[]).filter((id) => !folded.includes(id)),
                onExpand: (open, row) => setFolded((keys) => (open ? keys.filter((k) => k !== String(row[rowKey])) : [...keys, String(row[rowKey])])),
              }
            : undefined
        }
        rowSelection={
          selectable || (visible('delete') && resource.remove)
            ? { selectedRowKeys: idsOf(selected), onChange: (_, chosen) => setSelected(chosen), checkStrictly: true, fixed: Boolean(fixLeft) }
            : undefined
        }
        pagination={
          tree
            ? false
            : {
                current: paging.current,
                pageSize: paging.size,
                total,
                pageSizeOptions: PAGE_SIZES,
                showSizeChanger: true,
                showTotal: (count) => t('common.total', { total: count }),
                onChange: (current, size) => setPaging({ current, size }),
              }
        }
      />
      <Drawer
        open={Boolean(drawer)}
        title={drawer ? drawerTitle(drawer) : ''}
        size={screens.sm ? (drawer?.mode === 'view' ? VIEW_DRAWER_WIDTH : DRAWER_WIDTH) : '100%'}
        zIndex={DRAWER_Z_INDEX}
        onClose={() => setDrawer(undefined)}
        destroyOnHidden
      >
        {drawer?.loading && <Skeleton active paragraph={{ rows: 8 }} />}
        {drawer && !drawer.loading && drawer.mode !== 'view' && drawerExtra?.(drawer.mode, drawer.row, context)}
        {drawer && !drawer.loading && drawer.mode === 'view' && drawer.row && (
          // the record first, its related lists (drawerExtra) under it
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            <RecordView key={drawer.opened} fields={fields} record={drawer.row} />
            {drawerExtra?.(drawer.mode, drawer.row, context)}
          </div>
        )}
        {drawer && !drawer.loading && (drawer.mode !== 'view' || !drawer.row) && (
          <FormRenderer
            key={drawer.opened}
            fields={fields}
            mode={drawer.mode}
            initialValues={drawer.row}
            uploadLimit={TABLE_UPLOAD_LIMIT}
            onSubmit={submit}
            onCancel={() => setDrawer(undefined)}
          />
        )}
      </Drawer>
    </Card>
  );
}
