import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { parseExcel, safeCell } from './excel.js';

describe('excel helper', () => {
  it('never lets user text become a formula', () => {
    for (const evil of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(safeCell(evil)).toBe(`'${evil}`);
    expect(safeCell('plain')).toBe('plain');
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
