import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Field } from '../fields/definition';
import { displayDate, displayDateTime } from '../fields/values';
import { formatMoney } from '../fields/money';
import { useDictionary } from '../dictionary';
import type { Attachment } from '../widgets/upload';
import { sanitizeHtml } from '../widgets/sanitize';
import { choiceList } from './FieldInput';
import { useTreeData } from '../widgets/TreeWidgets';
import type { AntTreeNode } from '../widgets/tree';

function treeLabel(nodes: AntTreeNode[], value: string): string | undefined {
  for (const node of nodes) {
    if (node.value === value) return node.title;
    const found = node.children && treeLabel(node.children, value);
    if (found) return found;
  }
  return undefined;
}

/** A tree field's value as the names of its nodes (the tree comes from the same cached call as the picker). */
function TreeValue({ field, value }: { field: Field; value: unknown }) {
  const { treeUrl, treeParams, labelKey, valueKey } = field.option;
  const nodes = useTreeData(treeUrl, treeParams, labelKey, valueKey);
  // no id flashes while the tree loads
  if (!nodes.length) return null;
  return (
    <>
      {choiceList(value)
        .map((v) => treeLabel(nodes, String(v)) ?? String(v))
        .join(', ')}
    </>
  );
}

const WALL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** How a stored value reads in a table cell or a read-only view. */
export function FieldDisplay({ field, value }: { field: Field; value: unknown }) {
  const { t } = useTranslation();
  const dictionary = useDictionary(field.option.options ? undefined : field.dictCode, field.option.dictType);
  const choices = field.option.options ?? dictionary;
  if (value === undefined || value === null || value === '') return null;
  switch (field.fieldType) {
    case 'date':
      return <>{displayDate(value)}</>;
    case 'datetime':
      // a whole day (a full-day leave's From and To) reads as its date
      return <>{field.option.wholeDay ? displayDate(value) : displayDateTime(value)}</>;
    case 'daterange':
      return <>{(value as string[]).map(displayDate).join(' ~ ')}</>;
    case 'monthrange':
      return <>{(value as string[]).join(' ~ ')}</>;
    case 'switch':
      return <>{value === true || value === 1 || value === '1' ? t('common.yes') : t('common.no')}</>;
    case 'select':
    case 'radio':
    case 'checkbox': {
      const values = field.fieldType === 'checkbox' || field.option.multiple ? choiceList(value) : [value];
      return (
        <>
          {values.map((v) => {
            const label = choices.find((c) => String(c.value) === String(v))?.label ?? String(v);
            const color = field.option.tagColors?.[String(v)];
            if (color)
              return (
                <Tag key={String(v)} color={color}>
                  {label}
                </Tag>
              );
            return values.length > 1 ? <Tag key={String(v)}>{label}</Tag> : <span key={String(v)}>{label}</span>;
          })}
        </>
      );
    }
    case 'upload': {
      const files = (Array.isArray(value) ? value : [value]) as Attachment[];
      return (
        <>
          {files.map((file) => (
            <a key={file.attachId} href={file.link} target="_blank" rel="noreferrer" style={{ marginInlineEnd: 8 }}>
              {file.originalName}
            </a>
          ))}
        </>
      );
    }
    case 'editor':
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml (DOMPurify) cleans the rich text
      return <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(value)) }} />;
    case 'tree':
      return <TreeValue field={field} value={value} />;
    case 'password':
      return <>••••••</>;
    case 'number':
      // a two-decimal number is an amount: one display everywhere (thousands separator, two decimals)
      return <>{field.option.precision === 2 ? formatMoney(value) : String(value)}</>;
    case 'table':
      return <>{Array.isArray(value) ? value.length : 0}</>;
    default:
      // a date-time the server sends as text (a creation or deployment time) reads as every date-time does
      return <>{typeof value === 'object' ? JSON.stringify(value) : WALL_DATE_TIME.test(String(value)) ? displayDateTime(value) : String(value)}</>;
  }
}
