import { z } from 'zod';
import { ROOM_STATUS } from '@hr/contracts';
import { zDate, zOptionalId } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import type { ImportColumn } from '../../platform/excel.js';

/** Field rules of dormitories, buildings and rooms (forms and imports alike), the import templates and the occupant calls. */

export const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max, `must be at most ${max} characters`).nullable().optional());
export const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
export const capacity = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be 1 to 100 beds')
  .max(100, 'must be 1 to 100 beds');
export const floors = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce.number().int('must be a whole number').min(1, 'must be 1 to 200').max(200, 'must be 1 to 200').nullable().optional(),
);
export const roomStatus = z.coerce
  .number()
  .int()
  .min(ROOM_STATUS.OPEN, 'must be 1 (open) or 2 (closed)')
  .max(ROOM_STATUS.CLOSED, 'must be 1 (open) or 2 (closed)')
  .default(ROOM_STATUS.OPEN);

export const buildingImportColumns: ImportColumn[] = [
  { header: 'Dormitory', key: 'plotName' },
  { header: 'Blk No', key: 'blkNo' },
  { header: 'Building Name', key: 'buildingName' },
  { header: 'Floors', key: 'floors' },
  { header: 'Remark', key: 'remark' },
];
export const buildingImportRow = z.object({
  plotName: requiredText(100),
  blkNo: requiredText(50),
  buildingName: optionalText(100),
  floors,
  remark: optionalText(500),
});

export const roomImportColumns: ImportColumn[] = [
  { header: 'Dormitory', key: 'plotName' },
  { header: 'Blk No', key: 'blkNo' },
  { header: 'Room No', key: 'roomNo' },
  { header: 'Floor', key: 'floor' },
  { header: 'Capacity', key: 'capacity' },
  { header: 'Remark', key: 'remark' },
];
export const roomImportRow = z.object({
  plotName: requiredText(100),
  blkNo: requiredText(50),
  roomNo: requiredText(50),
  floor: optionalText(20),
  capacity,
  remark: optionalText(500),
});

/** Assign or move workers into a room, or check them out. */
export const saveOccupantsInput = z
  .object({
    action: z.enum(['assign', 'checkOut'], { message: "must be 'assign' or 'checkOut'" }).default('assign'),
    roomId: zOptionalId,
    workerIds: idList,
    date: z.preprocess((v) => (v === '' || v === null ? undefined : v), zDate.optional()),
    remark: optionalText(500),
  })
  .refine((v) => v.action !== 'assign' || v.roomId, { message: 'is required to assign or move workers', path: ['roomId'] });
/** A check-out names no room: callers may leave roomId out. */
export type SaveOccupantsInput = Omit<z.output<typeof saveOccupantsInput>, 'roomId'> & { roomId?: string };
