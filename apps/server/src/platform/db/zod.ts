import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import { z } from 'zod';

/** Columns every business table has that a client never writes directly. */
export const SYSTEM_COLUMNS = ['id', 'tenantId', 'createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'isDeleted', 'version'] as const;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_RE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

const emptyToNull = (v: unknown) => (v === '' ? null : v);

/** `numeric(..., { mode: 'number' })` columns travel as JSON numbers; other numerics as exact strings. */
const numberMode = (col: Column) => col.columnType === 'PgNumericNumber';

/** The zod type a client may send for one column (strings for ids, lengths from varchar(n), formats for dates). */
export function columnInput(col: Column): z.ZodType {
  const sqlType = col.getSQLType();
  const varchar = /^varchar\((\d+)\)$/.exec(sqlType) ?? /^character varying\((\d+)\)$/.exec(sqlType);
  if (varchar) return z.coerce.string().trim().max(Number(varchar[1]), `must be at most ${varchar[1]} characters`);
  if (sqlType === 'text') return z.coerce.string().max(100_000, 'must be at most 100000 characters');
  if (sqlType === 'bigint') {
    return z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{1,19}$/.test(v), 'must be a numeric id');
  }
  if (sqlType === 'integer') return z.coerce.number().int('must be a whole number').min(-2147483648).max(2147483647);
  if (sqlType === 'smallint') return z.coerce.number().int('must be a whole number').min(-32768).max(32767);
  if (sqlType.startsWith('numeric') || sqlType === 'double precision' || sqlType === 'real') {
    const n = z.coerce.number().refine(Number.isFinite, 'must be a number');
    return numberMode(col) ? n : n.transform(String);
  }
  if (sqlType === 'boolean') return z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
  if (sqlType === 'date') return z.string().regex(DATE_RE, 'must be a date YYYY-MM-DD');
  if (sqlType.startsWith('timestamp')) {
    return z
      .string()
      .regex(DATETIME_RE, 'must be a date-time YYYY-MM-DD HH:mm:ss')
      .transform((v) => (v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v));
  }
  if (sqlType === 'jsonb' || sqlType === 'json') return z.unknown();
  return z.unknown();
}

/** The zod type of one column in an answer. */
export function columnOutput(col: Column): z.ZodType {
  const sqlType = col.getSQLType();
  let t: z.ZodType;
  if (sqlType === 'integer' || sqlType === 'smallint' || numberMode(col)) t = z.number();
  else if (sqlType === 'boolean') t = z.boolean();
  else if (sqlType === 'jsonb' || sqlType === 'json') t = z.unknown();
  else t = z.string();
  return col.notNull ? t : t.nullable();
}

export interface InputSchemaOptions {
  omit?: readonly string[];
  /** Replace or add fields (custom rules, enums, cross-field checks go on the result). */
  extend?: Record<string, z.ZodType>;
  /** Make every field optional (update payloads). */
  partial?: boolean;
}

/**
 * Input schema of a table for save/submit: not-null columns without a default are required,
 * everything else optional; empty strings on optional fields become null.
 */
export function tableInputSchema(table: Table, options: InputSchemaOptions = {}): z.ZodObject {
  const omit = new Set<string>([...SYSTEM_COLUMNS.filter((c) => c !== 'id' && c !== 'version'), ...(options.omit ?? [])]);
  const shape: Record<string, z.ZodType> = {};
  for (const [key, col] of Object.entries(getTableColumns(table))) {
    if (omit.has(key)) continue;
    const base = columnInput(col);
    const required = col.notNull && !col.hasDefault && !options.partial && key !== 'id';
    shape[key] = required ? base : z.preprocess(emptyToNull, base.nullable().optional());
  }
  if (!omit.has('id'))
    shape.id = z.preprocess(
      emptyToNull,
      columnInput(getTableColumns(table).id as Column)
        .nullable()
        .optional(),
    );
  if (!omit.has('version')) shape.version = z.preprocess(emptyToNull, z.coerce.number().int().nullable().optional());
  return z.object({ ...shape, ...(options.extend ?? {}) });
}

/** Output schema of a table's row (all columns; pass `omit` for secrets such as password hashes). */
export function tableRecordSchema(table: Table, options: { omit?: readonly string[]; extend?: Record<string, z.ZodType> } = {}): z.ZodObject {
  const omit = new Set(options.omit ?? []);
  const shape: Record<string, z.ZodType> = {};
  for (const [key, col] of Object.entries(getTableColumns(table))) {
    if (omit.has(key) || key === 'isDeleted') continue;
    shape[key] = columnOutput(col);
  }
  return z.object({ ...shape, ...(options.extend ?? {}) });
}
