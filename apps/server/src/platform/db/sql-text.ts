import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { runRendered } from './render.js';

/*
 * SQL text built by concatenation, for the few statements of the hot path whose shape varies per call (an
 * approval's writes: its inserts depend on the step). drizzle builds a statement by walking a tree of chunks and
 * testing each one's kind, which cost an approval more CPU than its database work; here a table's column list is
 * read once and a statement is a string and a parameter array. Everything else stays drizzle.
 */

/** A statement being written: its text and its parameters ($1, $2 ... in the order added). */
export class SqlText {
  sql = '';

  /** `params`: shared with other texts whose parts end up in one statement. */
  constructor(readonly params: unknown[] = []) {}

  /** Adds text as is (identifiers and keywords only: values go through `param`). */
  add(text: string): this {
    this.sql += text;
    return this;
  }

  /** The placeholder of a new parameter. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** A value written as SQL (built on the same `SqlText`, e.g. a subquery), not as a parameter. */
export class Expr {
  constructor(readonly sql: string) {}
}

export const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

interface Shape {
  name: string;
  /** Property key, column name (quoted) and column. */
  columns: { key: string; name: string; column: PgColumn }[];
}
const shapes = new WeakMap<PgTable, Shape>();

/** A table's name and columns, read once. */
export function shapeOf(table: PgTable): Shape {
  let shape = shapes.get(table);
  if (!shape) {
    const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([key, column]) => ({ key, name: quoted(column.name), column }));
    shapes.set(table, (shape = { name: quoted(getTableName(table)), columns }));
  }
  return shape;
}

/** A column's value as drizzle sends it (its driver mapping: jsonb as text ...), or an `Expr`. */
function value(out: SqlText, column: PgColumn, v: unknown): string {
  if (v instanceof Expr) return v.sql;
  if (v === null) return out.param(null);
  return out.param(column.mapToDriverValue(v));
}

/**
 * `insert into <table> (<columns>) values (...), (...)` of `rows` (property keys, as drizzle's insert takes
 * them), with drizzle's rule for a value left out: the column's `$defaultFn`, else its `$onUpdateFn` when the
 * database has no default, else the database default. Columns no row sets and without either are left to the
 * database.
 */
export function insertText(out: SqlText, table: PgTable, rows: Record<string, unknown>[]): SqlText {
  const shape = shapeOf(table);
  // drizzle's rule: a value left out takes $defaultFn, else (no database default) $onUpdateFn, else the database default
  const fill = (c: Shape['columns'][number]) => c.column.defaultFn ?? (c.column.default === undefined ? c.column.onUpdateFn : undefined);
  const used = shape.columns.filter((c) => fill(c) !== undefined || rows.some((r) => r[c.key] !== undefined));
  out.add(`insert into ${shape.name} (${used.map((c) => c.name).join(', ')}) values `);
  rows.forEach((row, i) => {
    const values = used.map((c) => {
      const v = row[c.key];
      if (v !== undefined) return value(out, c.column, v);
      const f = fill(c);
      if (f) {
        const d = f();
        if (is(d, SQL)) throw new Error(`insertText: the SQL default of ${shape.name}.${c.name} needs drizzle's insert`);
        return value(out, c.column, d);
      }
      return 'default';
    });
    out.add(`${i ? ', ' : ''}(${values.join(', ')})`);
  });
  return out;
}

/** `<column> = <value>, ...` of an UPDATE, from property keys (`Expr` values as written). */
export function setText(out: SqlText, table: PgTable, set: Record<string, unknown>): string {
  const byKey = new Map(shapeOf(table).columns.map((c) => [c.key, c]));
  return Object.entries(set)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => {
      const c = byKey.get(k);
      if (!c) throw new Error(`setText: ${k} is not a column of ${shapeOf(table).name}`);
      return `${c.name} = ${value(out, c.column, v)}`;
    })
    .join(', ');
}

/** The quoted name of a table's column by property key. */
export function columnName(table: PgTable, key: string): string {
  const c = shapeOf(table).columns.find((x) => x.key === key);
  if (!c) throw new Error(`columnName: ${key} is not a column of ${shapeOf(table).name}`);
  return c.name;
}

/**
 * The texts run often, kept parsed and planned on each connection under a name: a request's writes (flow.run.ts) are
 * one statement of a few inserts and updates whose text repeats for every start or approval of the same shape, and
 * PostgreSQL spent as long planning it as running it (0.27-0.31 ms of 0.5-0.6, pg_stat_statements). A text is named
 * at its third run, at most NAMED_TEXTS of them (each is a plan kept by every connection of the pool); the rest stay
 * unnamed, planned at each run. PGlite ignores the name.
 */
const NAMED_TEXTS = 32;
const NAME_AT = 3;
const textRuns = new Map<string, number>();
const textNames = new Map<string, string>();
export function statementNameOf(text: string): string | undefined {
  const name = textNames.get(text);
  if (name || textNames.size >= NAMED_TEXTS) return name;
  const runs = (textRuns.get(text) ?? 0) + 1;
  if (runs < NAME_AT) {
    // texts seen once or twice: a bounded list, forgotten when full
    if (textRuns.size >= 1000) textRuns.clear();
    textRuns.set(text, runs);
    return undefined;
  }
  textRuns.delete(text);
  const named = `hr_text_${textNames.size + 1}`;
  textNames.set(text, named);
  return named;
}

/** Runs a statement of `SqlText` on the handle (the database or a transaction), parsed as drizzle parses its own. */
export async function executeText(db: Db, text: SqlText): Promise<Record<string, unknown>[]> {
  return runRendered(db, { sql: text.sql, params: text.params }, statementNameOf(text.sql));
}
