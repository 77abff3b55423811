import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { parseExcel, safeCell } from './excel.js';

describe('excel helper', () => {
  it('never lets user text become a formula', () => {
    for (const evil of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(safeCell(evil)).toBe(`'${evil}`);
    expect(safeCell('plain')).toBe('plain');
    expect(safeCell('+65 81234567')).toBe('+65 81234567');
    expect(safeCell('+65 8123=HYPERLINK(1)')).toBe(`'+65 8123=HYPERLINK(1)`);
    expect(safeCell(42)).toBe(42);
    expect(safeCell(null)).toBeNull();
  });

  it('validates every row, naming row and column, and reports missing header columns', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['Code', 'Count']);
    ws.addRow(['A', 1]);
    ws.addRow(['', 'many']);
    ws.addRow([]);
    ws.addRow(['C', 3]);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const cols = [
      { header: 'Code', key: 'code' },
      { header: 'count', key: 'count' },
    ];
    const schema = z.object({ code: z.string().min(1, 'is required'), count: z.coerce.number().int('must be a whole number') });
    const { rows, errors } = await parseExcel(buf, cols, schema);
    expect(rows.map((r) => [r.row, r.value.code, r.value.count])).toEqual([
      [2, 'A', 1],
      [5, 'C', 3],
    ]);
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'Code'],
      [3, 'count'],
    ]);
    const missing = await parseExcel(buf, [...cols, { header: 'Name', key: 'name' }], schema.extend({ name: z.string() }));
    expect(missing.errors).toEqual([{ row: 1, column: 'Name', reason: 'column missing from the header row' }]);
    await expect(parseExcel(Buffer.from('not a workbook'), cols, schema)).rejects.toThrow(/xlsx/);
  });
});

describe('streamed exports', () => {
  const columns = [{ header: 'Name', key: 'name' }];
  async function exportOf(rows: () => AsyncGenerator<{ name: string }>, headers: Record<string, string> = {}) {
    const { default: Fastify } = await import('fastify');
    const { streamExcel } = await import('./excel.js');
    const app = Fastify({ logger: false });
    app.setErrorHandler((err: Error & { code?: number }, _req, reply) =>
      reply.status(typeof err.code === 'number' ? err.code : 500).send({ code: err.code, success: false, msg: err.message }),
    );
    app.get('/x', (_req, reply) => streamExcel(reply, { fileName: 'x.xlsx', columns, rows: rows() }));
    const res = await app.inject({ method: 'GET', url: '/x', headers });
    await app.close();
    return res;
  }

  it('a failure of the first read is a clean error answer, before any byte of the file', async () => {
    const { badRequest } = await import('./errors.js');
    // biome-ignore lint/correctness/useYield: a source that fails before its first row
    const res = await exportOf(async function* () {
      throw badRequest("Cannot sort by 'noSuchColumn'");
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: "Cannot sort by 'noSuchColumn'" });
  });

  it('a failure after the first rows still closes the workbook, its last row saying it is incomplete', async () => {
    const { badRequest } = await import('./errors.js');
    const res = await exportOf(async function* () {
      yield { name: 'first' };
      yield { name: 'second' };
      throw badRequest('the database went away');
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = wb.worksheets[0].getColumn(1).values.filter(Boolean);
    expect(values.slice(0, 3)).toEqual(['Name', 'first', 'second']);
    expect(String(values[3])).toMatch(/^The export stopped after 2 row\(s\): the database went away\. This file is incomplete/);
  });

  it("writes the headers in the caller's language, and an import reads a template downloaded in Chinese", async () => {
    const res = await exportOf(
      async function* () {
        yield { name: 'Tan Mei Ling' };
      },
      { 'blade-language': 'zh' },
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getColumn(1).values.filter(Boolean)).toEqual(['姓名', 'Tan Mei Ling']);
    const english = await exportOf(async function* () {
      yield { name: 'x' };
    });
    const en = new ExcelJS.Workbook();
    await en.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    expect(en.worksheets[0].getRow(1).getCell(1).value).toBe('Name');
    const { rows, errors } = await parseExcel(Buffer.from(res.rawPayload), columns, z.object({ name: z.string() }));
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.value.name)).toEqual(['Tan Mei Ling']);
  });
});
