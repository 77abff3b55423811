import type { z } from 'zod';
import { ROOM_STATUS } from '@hr/contracts';
import type { RouteContext, ServiceContext } from '../../platform/http/route.js';
import { parseExcel, rejectImport, uploadedFile, type ImportColumn, type RowError } from '../../platform/excel.js';
import { buildingImportColumns, buildingImportRow, roomImportColumns, roomImportRow } from './housing.schema.js';
import { buildings, buildingsByKey, dormitoriesByName, importKey, rooms, roomKeys } from './housing.queries.js';

type Row = Record<string, unknown>;

/**
 * An all-or-nothing import: the rows are parsed with `schema`, then `resolve` checks each against the
 * database and the rest of the file (answers the values to save or pushes errors); any error answers
 * 400 with every row's problem, otherwise everything is saved in one transaction.
 */
async function importRows<S extends z.ZodType>(
  ctx: RouteContext,
  columns: ImportColumn[],
  schema: S,
  resolve: (rows: { row: number; value: z.output<S> }[], problems: RowError[]) => Promise<Row[]>,
  save: (ctx: ServiceContext, values: Row) => Promise<unknown>,
): Promise<{ imported: number }> {
  const { buffer } = await uploadedFile(ctx.req);
  const { rows, errors } = await parseExcel(buffer, columns, schema, 5_000);
  const problems: RowError[] = [...errors];
  const values = await resolve(rows, problems);
  if (problems.length) rejectImport(problems.sort((a, b) => a.row - b.row));
  await ctx.db.transaction(async (tx) => {
    for (const v of values) await save({ ...ctx, db: tx }, v);
  });
  return { imported: values.length };
}

/** A check that refuses a row whose key repeats an earlier row of the file or an existing record. */
function uniqueKeys(existing: Set<string>, column: string, existsReason: string, problems: RowError[]) {
  const seen = new Map<string, number>();
  return (row: number, key: string) => {
    if (seen.has(key)) problems.push({ row, column, reason: `duplicates row ${seen.get(key)}` });
    else if (existing.has(key)) problems.push({ row, column, reason: existsReason });
    seen.set(key, row);
  };
}

/** Buildings from the template: each names its dormitory by name; Blk No is unique per dormitory. */
export const importBuildings = (ctx: RouteContext) =>
  importRows(
    ctx,
    buildingImportColumns,
    buildingImportRow,
    async (rows, problems) => {
      const plotIds = await dormitoriesByName(ctx);
      const checkUnique = uniqueKeys(new Set((await buildingsByKey(ctx)).keys()), 'Blk No', 'this dormitory already has a building with this Blk No', problems);
      const out: Row[] = [];
      for (const { row, value } of rows) {
        const { plotName, ...v } = value;
        const plotId = plotIds.get(importKey(plotName));
        if (!plotId) {
          problems.push({ row, column: 'Dormitory', reason: `no dormitory named ${plotName}` });
          continue;
        }
        checkUnique(row, importKey(plotId, v.blkNo));
        out.push({ ...v, plotId });
      }
      return out;
    },
    (c, v) => buildings.save(c, v),
  );

/** Rooms from the template: each names its dormitory and Blk No; the room number is unique per building. */
export const importRooms = (ctx: RouteContext) =>
  importRows(
    ctx,
    roomImportColumns,
    roomImportRow,
    async (rows, problems) => {
      const plotIds = await dormitoriesByName(ctx);
      const buildingIds = await buildingsByKey(ctx);
      const checkUnique = uniqueKeys(await roomKeys(ctx), 'Room No', 'this building already has a room with this number', problems);
      const out: Row[] = [];
      for (const { row, value } of rows) {
        const { plotName, blkNo, ...v } = value;
        const plotId = plotIds.get(importKey(plotName));
        const buildingId = plotId ? buildingIds.get(importKey(plotId, blkNo)) : undefined;
        if (!plotId) problems.push({ row, column: 'Dormitory', reason: `no dormitory named ${plotName}` });
        else if (!buildingId) problems.push({ row, column: 'Blk No', reason: `dormitory ${plotName} has no Blk ${blkNo}` });
        if (!buildingId) continue;
        checkUnique(row, importKey(buildingId, v.roomNo));
        out.push({ ...v, buildingId, status: ROOM_STATUS.OPEN });
      }
      return out;
    },
    (c, v) => rooms.save(c, v),
  );
