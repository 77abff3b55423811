import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import type { Field } from '../fields/definition';

/**
 * How a CrudPage table fits 1440 px: the key columns (a record's number and name) stay at the left while
 * the rest scrolls, every other column is capped at a width by its type and cut with an ellipsis (the
 * whole text in a tooltip), and the actions stay at the right.
 */

/** Names of number and name columns: staffNo, employmentCode, requestNo, enName, formName, title... */
const KEY_NAME = /^(no|code|name|title)$|[a-z](No|Number|Code|Name)$/;
const NAME_LIKE = /^(name|title)$|[a-z]Name$/;
/** At most this many key columns are fixed at the left (with the index and the tick box). */
export const MAX_KEY_COLUMNS = 2;
/** A key column (fixed at the left) grows to this width at most: a long title must leave the rest of the row room. */
export const KEY_COLUMN_MAX_WIDTH = 280;

/**
 * The key columns of a table: the fields that say `fixed`, else the leading run of number and name
 * columns (at most two), so every page gets them without declaring anything.
 */
export function keyFieldNames(columns: Field[]): string[] {
  const declared = columns.filter((f) => f.option.fixed === true).map((f) => f.fieldName);
  if (declared.length) return declared;
  const keys: string[] = [];
  for (const field of columns) {
    if (keys.length >= MAX_KEY_COLUMNS || field.option.fixed === false || !KEY_NAME.test(field.fieldName)) break;
    keys.push(field.fieldName);
  }
  return keys;
}

/** The field that names a record in a view's title: a name-like key column, else the first key column. */
export function titleFieldNames(columns: Field[]): { name?: string; number?: string } {
  const keys = keyFieldNames(columns);
  const name = keys.find((k) => NAME_LIKE.test(k)) ?? columns.find((f) => NAME_LIKE.test(f.fieldName))?.fieldName;
  const number = keys.find((k) => k !== name);
  return { name: name ?? number, number: name ? number : undefined };
}

/** The widest a column of this type grows before its text is cut (its own `width` wins). */
export function columnMaxWidth(field: Field): number | undefined {
  if (field.option.width) return field.option.width;
  switch (field.fieldType) {
    case 'textarea':
    case 'editor':
      return 220;
    case 'input':
    case 'text':
    case 'tree':
    case 'staff':
    case 'worker':
    case 'user':
    case 'site':
    case 'team':
      return 180;
    case 'select':
    case 'radio':
    case 'checkbox':
      return 160;
    default:
      return undefined;
  }
}

/** About how many characters fit in a width (small table font). */
const fits = (text: string, width: number) => text.length * 7.5 <= width;

/**
 * One cell: kept on one line, cut at `maxWidth` with an ellipsis; when its text is longer than fits, the
 * whole text shows in a tooltip.
 */
export function EllipsisCell({ maxWidth, text, children }: { maxWidth?: number; text?: string; children: ReactNode }) {
  const cell = <div style={{ maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{children}</div>;
  if (!maxWidth || !text || fits(text, maxWidth)) return cell;
  return (
    <Tooltip title={text} placement="topLeft">
      {cell}
    </Tooltip>
  );
}
