import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CellValue } from 'exceljs';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/client.js';
import type { z } from 'zod';
import { AppError, badRequest } from './errors.js';
import { readMultipartFile } from './http/upload.js';
import { excelHeader, excelHeaderWordings, requestLanguage } from './i18n/index.js';

/**
 * THE Excel helper of every module: streaming exports straight to the reply, import templates, and
 * imports that validate every row with a zod schema and import nothing when any row is wrong.
 */

import { XLSX_TYPE as XLSX } from './http/route.js';

export interface ExcelColumn<R> {
  header: string;
  key: string;
  width?: number;
  /** Cell value of a row; default `row[key]`. */
  value?: (row: R) => unknown;
  /** The row fields `value` reads (default: `key`), so an export reads only the columns its file shows. */
  reads?: readonly string[];
}

/** The row fields a file's columns read (a repository's `exportRows({ fields })`). */
export const excelFields = (columns: readonly ExcelColumn<never>[]): string[] => [...new Set(columns.flatMap((c) => c.reads ?? [c.key]))];

const PHONE = /^\+\d{1,4} [\d -]+$/;

/**
 * A cell value that a spreadsheet never runs: text starting with = + - @ tab or CR is prefixed with a
 * quote (CSV/formula injection); numbers and dates stay typed.
 */
export function safeCell(v: unknown): string | number | boolean | Date | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  // a telephone number with its dial code ("+65 81234567") is no formula: it stays as the user typed it
  return /^[=+\-@\t\r]/.test(s) && !PHONE.test(s) ? `'${s}` : s;
}

/** Reads rows page by page (keeps memory flat on large exports). */
export async function* pagedRows<R>(fetchPage: (offset: number, limit: number) => Promise<R[]>, batch = 1000): AsyncGenerator<R> {
  for (let offset = 0; ; offset += batch) {
    const rows = await fetchPage(offset, batch);
    for (const r of rows) yield r;
    if (rows.length < batch) return;
  }
}

/** Resolves when the stream takes writes again, or closes. */
const drained = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });

const disposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Streams one worksheet as an .xlsx download (exceljs streaming writer, rows committed as they come).
 * The first read of `rows` (the query, with its parameter checks: sort columns, dates) runs before the
 * first byte goes out, so a bad value is the same 400 envelope as the list's. A failure after that
 * cannot change the status any more: the workbook still closes, its last row saying where the export
 * stopped and why, never a silently cut file.
 */
export async function streamExcel<R>(
  reply: FastifyReply,
  o: { fileName: string; sheetName?: string; columns: ExcelColumn<R>[]; rows: AsyncIterable<R> | Iterable<R> },
): Promise<FastifyReply> {
  const source = o.rows;
  const rows: AsyncIterator<R> | Iterator<R> = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  let next = await rows.next();
  const out = new PassThrough();
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(o.sheetName ?? 'Sheet1');
  // headers in the caller's language (platform/i18n `headers`); an import reads a template in any of them
  const lang = requestLanguage(reply.request);
  ws.columns = o.columns.map((c) => {
    const header = excelHeader(lang, c.header);
    return { header, key: c.key, width: c.width ?? Math.max(12, header.length * (header === c.header ? 1 : 2) + 4) };
  });
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.commit();
  const write = async () => {
    let written = 0;
    try {
      for (; !next.done; next = await rows.next()) {
        const r = next.value;
        ws.addRow(o.columns.map((c) => safeCell(c.value ? c.value(r) : (r as Record<string, unknown>)[c.key]))).commit();
        written++;
        // backpressure: while the client has not taken what was sent, no more rows are read or written
        if (out.writableNeedDrain) await drained(out);
        if (out.destroyed) return; // the client went away: stop reading
      }
    } catch (err) {
      reply.log.error({ err }, 'excel export failed after the first rows');
      const reason = err instanceof AppError ? err.message : `a server error (request ${reply.request.id})`;
      const row = ws.addRow([`The export stopped after ${written} row(s): ${reason}. This file is incomplete, please export again.`]);
      row.font = { bold: true, color: { argb: 'FFC00000' } };
      row.commit();
    }
    ws.commit();
    await wb.commit();
  };
  reply.header('content-type', XLSX).header('content-disposition', disposition(o.fileName));
  write().catch((err: unknown) => {
    reply.log.error({ err }, 'excel export failed');
    out.destroy(err as Error);
  });
  return reply.send(out);
}

/** Streams every row of a query (page by page, in `order`) as an .xlsx download: the export of a filtered list. */
export function streamQuery<R>(
  reply: FastifyReply,
  db: Db,
  o: { table: PgTable; where: SQL | undefined; order: SQL[]; fileName: string; columns: ExcelColumn<R>[] },
): Promise<FastifyReply> {
  const rows = pagedRows(
    async (offset, limit) =>
      (await db
        .select()
        .from(o.table)
        .where(o.where)
        .orderBy(...o.order)
        .offset(offset)
        .limit(limit)) as R[],
  );
  return streamExcel<R>(reply, { fileName: o.fileName, columns: o.columns, rows });
}

export interface ImportColumn {
  header: string;
  key: string;
}

export interface RowError {
  /** Worksheet row number (1 is the header). */
  row: number;
  column: string;
  reason: string;
}

/** The uploaded file of a multipart request as a buffer; 400 when absent. */
export async function uploadedFile(req: FastifyRequest, field = 'file'): Promise<{ fileName: string; buffer: Buffer }> {
  const { file, content } = await readMultipartFile(req, { maxBytes: req.server.config.uploadMaxBytes, field });
  return { fileName: file.filename, buffer: content };
}

function cellText(v: CellValue): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((p) => p.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as CellValue);
    if ('error' in v) return undefined;
  }
  const s = String(v).trim();
  return s === '' ? undefined : s;
}

/**
 * Parses the first worksheet: row 1 holds the headers (matched case-insensitively), each later
 * non-empty row is validated with `rowSchema`. Answers the valid rows and every error with its row,
 * column header and reason; `extraCheck` adds cross-row errors (duplicates in the file or the database).
 */
export async function parseExcel<S extends z.ZodType>(
  buffer: Buffer,
  columns: ImportColumn[],
  rowSchema: S,
  maxRows = 10_000,
): Promise<{ rows: { row: number; value: z.output<S> }[]; errors: RowError[] }> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('file: not a readable .xlsx workbook');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw badRequest('file: the workbook has no worksheet');
  const colOf = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => {
    const h = cellText(cell.value);
    if (h) colOf.set(h.toLowerCase(), col);
  });
  const errors: RowError[] = [];
  const columnOf = (c: ImportColumn) =>
    excelHeaderWordings(c.header)
      .map((h) => colOf.get(h.toLowerCase()))
      .find((col) => col !== undefined);
  const missing = columns.filter((c) => columnOf(c) === undefined);
  if (missing.length) {
    return { rows: [], errors: missing.map((c) => ({ row: 1, column: c.header, reason: 'column missing from the header row' })) };
  }
  const headerOf = new Map(columns.map((c) => [c.key, c.header]));
  const rows: { row: number; value: z.output<S> }[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const raw: Record<string, string | undefined> = {};
    for (const c of columns) raw[c.key] = cellText(row.getCell(columnOf(c)!).value);
    if (Object.values(raw).every((v) => v === undefined)) continue;
    if (rows.length + 1 > maxRows) throw badRequest(`file: at most ${maxRows} rows can be imported at once`);
    const parsed = rowSchema.safeParse(raw);
    if (parsed.success) rows.push({ row: r, value: parsed.data });
    else {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        errors.push({ row: r, column: headerOf.get(key) ?? key, reason: issue.message });
      }
    }
  }
  if (rows.length === 0 && errors.length === 0) errors.push({ row: 2, column: '', reason: 'the file has no data rows' });
  return { rows, errors };
}

/** Refuses an import with per-row errors: 400, `msg` names the first few, `data.errors` lists them all. */
export function rejectImport(errors: RowError[]): never {
  const first = errors
    .slice(0, 3)
    .map((e) => `row ${e.row}${e.column ? `, column ${e.column}` : ''}: ${e.reason}`)
    .join('; ');
  throw new AppError(400, `Nothing was imported: ${errors.length} error(s). ${first}`, { errors });
}
