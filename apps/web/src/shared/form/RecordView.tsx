import type { ReactNode } from 'react';
import { Descriptions, Typography } from 'antd';
import { SELECTOR_TYPES } from '@hr/contracts';
import { isDecoration, type Field } from '../fields/definition';
import { FieldDisplay } from './FieldDisplay';
import { FieldInput } from './FieldInput';
import { showsInForm } from './FormRenderer';

type Row = Record<string, unknown>;

/** Types whose read-only widget already reads as text: selectors show the chosen names, tables their rows. */
const WIDGET_TYPES: readonly string[] = [...SELECTOR_TYPES, 'table'];
/** Types that take a whole line of the description list. */
const WIDE_TYPES: readonly string[] = ['textarea', 'editor', 'upload', 'table'];

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** What a view shows: the fields of the view form, and the table's own columns (computed ones included). */
export function viewFields(fields: Field[]): Field[] {
  return fields.filter((f) => !isDecoration(f) && f.fieldType !== 'password' && (showsInForm(f, 'view') || !f.option.hideInTable));
}

/** One value as the table shows it: the column's own display, else the field type's reading of the value. */
export function ViewValue({ field, record }: { field: Field; record: Row }): ReactNode {
  const value = record[field.fieldName];
  if (field.option.display) return field.option.display(record);
  if (isEmpty(value)) return <Typography.Text type="secondary">-</Typography.Text>;
  if (WIDGET_TYPES.includes(field.fieldType)) return <FieldInput field={field} value={value} disabled />;
  return <FieldDisplay field={field} value={value} />;
}

/**
 * The read-only view of a record (ant-design-pro's description view): one bordered description list
 * from the same field definitions as the form and the table, two to a line where the form puts two.
 */
export function RecordView({ fields, record }: { fields: Field[]; record: Row }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      styles={{ label: { width: 140 } }}
      items={viewFields(fields).map((field) => ({
        key: field.fieldName,
        label: field.fieldLabel,
        span: WIDE_TYPES.includes(field.fieldType) || (field.span ?? 24) >= 24 ? 'filled' : 1,
        children: <ViewValue field={field} record={record} />,
      }))}
    />
  );
}
