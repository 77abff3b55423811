import { Column, Name, Param, Placeholder, SQL, StringChunk, Table, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { wallTimesOfRows } from '../clock-context.js';

/**
 * drizzle's SQL of a list page, rendered without drizzle's renderer. drizzle asks of every piece of a statement
 * what it is with a check that walks the piece's class chain when the answer is no (`is`), and builds an object
 * per piece: rendering a list's conditions cost a search about 9% of its CPU (27 us a render, bench/README.md).
 * Here the common pieces are told apart with `instanceof` and written into one list: text, nested SQL, columns
 * and tables (their text rendered once by drizzle and kept), identifiers, parameters with their column's encoding, value lists
 * and plain values, numbered as drizzle numbers them. A statement with anything else (placeholders, inlined
 * parameters, subquery or alias objects, enums, views) answers undefined, and its caller lets drizzle render it.
 */
/** drizzle's PostgreSQL renderer, for what only drizzle renders (the shared instance: repository.ts renders selections with it). */
export const dialect = new PgDialect();
const named = new WeakMap<object, string>();

/** A column's or table's text, exactly as drizzle writes it (rendered by drizzle once per object). */
function nameOf(piece: Column | Table): string {
  let text = named.get(piece);
  if (text === undefined) named.set(piece, (text = dialect.sqlToQuery(sql`${piece}`).sql));
  return text;
}

/** Thrown inside the walk when a piece is not one this renderer writes. */
const UNSUPPORTED = Symbol('unsupported');

function write(chunks: readonly unknown[], text: string[], params: unknown[]): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      for (const part of chunk.value) text.push(part);
    } else if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw UNSUPPORTED;
      write(chunk.queryChunks, text, params);
    } else if (chunk instanceof Column || chunk instanceof Table) {
      text.push(nameOf(chunk));
    } else if (chunk instanceof Name) {
      text.push(dialect.escapeName(chunk.value));
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) throw UNSUPPORTED;
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) throw UNSUPPORTED;
      params.push(value);
      text.push(`$${params.length}`);
    } else if (Array.isArray(chunk)) {
      // a value list: (a, b, c)
      text.push('(');
      chunk.forEach((item, i) => {
        if (i > 0) text.push(', ');
        write([item], text, params);
      });
      text.push(')');
    } else if (chunk === undefined) {
      // biome-ignore lint/complexity/noUselessContinue: the branch names the chunk that writes nothing
      continue;
    } else if (chunk === null || typeof chunk !== 'object') {
      // a plain value in a template (a number, a string): a parameter as it is
      params.push(chunk);
      text.push(`$${params.length}`);
    } else {
      throw UNSUPPORTED;
    }
  }
}

/** The statement's text and parameters, as drizzle would render them; undefined when it holds a piece not handled here. */
export function renderQuery(statement: SQL): { sql: string; params: unknown[] } | undefined {
  const text: string[] = [];
  const params: unknown[] = [];
  try {
    write([statement], text, params);
  } catch (e) {
    if (e === UNSUPPORTED) return undefined;
    throw e;
  }
  return { sql: text.join(''), params };
}

type Session = {
  prepareQuery(
    q: { sql: string; params: unknown[] },
    fields: undefined,
    name: string | undefined,
    arrayMode: boolean,
  ): { execute(): Promise<{ rows: Record<string, unknown>[] }> };
};

/** Runs rendered text on the handle (the database or a transaction) through drizzle's session, as drizzle runs its own: the rows as the driver reads them. */
export async function runRendered(db: Db, query: { sql: string; params: unknown[] }, name?: string): Promise<Record<string, unknown>[]> {
  const session = (db as unknown as { session: Session }).session;
  // no column reads these rows: a stored instant's text becomes the company's wall time here (clock-context.ts)
  return wallTimesOfRows((await session.prepareQuery(query, undefined, name, false).execute()).rows);
}

/** Runs a statement (rendered here, or by drizzle when it must) on the handle. */
export async function runQuery(db: Db, statement: SQL): Promise<Record<string, unknown>[]> {
  const query = renderQuery(statement);
  return query ? runRendered(db, query) : wallTimesOfRows(((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows);
}
