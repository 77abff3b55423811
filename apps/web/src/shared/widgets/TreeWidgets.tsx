import { Tree, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { http, type Page } from '../../app/http/client';
import { rowsOf } from '../crud/resource';
import { toAntTree, type AntTreeNode } from './tree';

/** Dropdown height cap of every tree select (seed 001 section 2). */
export const TREE_SELECT_HEIGHT = 400;

export function useTreeData(url: string | undefined, params?: Record<string, unknown>, labelKey?: string, valueKey?: string): AntTreeNode[] {
  const { data } = useQuery({
    queryKey: ['tree', url, params],
    queryFn: () => http.get<Page<Record<string, unknown>> | Array<Record<string, unknown>>>(url!, params, { quiet: true }),
    enabled: Boolean(url),
  });
  return toAntTree(rowsOf(data).rows, labelKey, valueKey);
}

export interface TreeSelectFieldProps {
  id?: string;
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  treeData: AntTreeNode[];
  multiple?: boolean;
  checkable?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

export function TreeSelectField({ id, value, onChange, treeData, multiple, checkable, disabled, placeholder }: TreeSelectFieldProps) {
  return (
    <TreeSelect
      id={id}
      value={value === '' ? undefined : value}
      onChange={(next) => onChange?.(next ?? '')}
      treeData={treeData}
      multiple={multiple}
      treeCheckable={checkable}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      listHeight={TREE_SELECT_HEIGHT}
      styles={{ popup: { root: { maxHeight: TREE_SELECT_HEIGHT, overflow: 'auto' } } }}
      treeDefaultExpandAll
      style={{ width: '100%' }}
    />
  );
}

/** A tree of expandable folders with optional check boxes; disabled nodes cannot be chosen. */
export function TreeList({
  treeData,
  checkedKeys,
  onCheck,
  selectedKey,
  onSelect,
}: {
  treeData: AntTreeNode[];
  checkedKeys?: string[];
  onCheck?: (keys: string[]) => void;
  selectedKey?: string;
  onSelect?: (key: string | undefined) => void;
}) {
  return (
    <Tree
      treeData={treeData}
      checkable={Boolean(onCheck)}
      checkedKeys={checkedKeys}
      onCheck={(keys) => onCheck?.((Array.isArray(keys) ? keys : keys.checked).map(String))}
      selectedKeys={selectedKey ? [selectedKey] : []}
      onSelect={(keys) => onSelect?.(keys[0] === undefined ? undefined : String(keys[0]))}
      defaultExpandAll
      blockNode
    />
  );
}
