import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns } from '../../platform/db/columns.js';

const notDeleted = sql`is_deleted = 0`;

/** A dormitory (plot): the site where buildings stand. Its name is what a worker's `dormitory` shows. */
export const dwellPlot = pgTable(
  'dwell_plot',
  {
    ...businessColumns(),
    plotName: varchar('plot_name', { length: 100 }).notNull(),
    address: varchar('address', { length: 300 }),
    postalCode: varchar('postal_code', { length: 20 }),
    contactPerson: varchar('contact_person', { length: 100 }),
    contactNumber: varchar('contact_number', { length: 50 }),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('dwell_plot_name_uq').on(t.tenantId, t.plotName).where(notDeleted)],
);

/** A building (block) of a plot; `blkNo` is what a worker's `blk` shows. */
export const dwellBuilding = pgTable(
  'dwell_building',
  {
    ...businessColumns(),
    plotId: bigId('plot_id').notNull(),
    blkNo: varchar('blk_no', { length: 50 }).notNull(),
    buildingName: varchar('building_name', { length: 100 }),
    floors: smallint('floors'),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('dwell_building_blk_uq').on(t.tenantId, t.plotId, t.blkNo).where(notDeleted)],
);

/**
 * A room (unit) of a building with a number of beds (`capacity`). `status` 1 open, 2 closed (no new
 * occupants; those living there stay until checked out). Occupancy is counted from the current
 * occupants (dwell_room_ref rows without a check-out date).
 */
export const dwellRoom = pgTable(
  'dwell_room',
  {
    ...businessColumns(),
    buildingId: bigId('building_id').notNull(),
    plotId: bigId('plot_id').notNull(),
    roomNo: varchar('room_no', { length: 50 }).notNull(),
    floor: varchar('floor', { length: 20 }),
    capacity: smallint('capacity').notNull(),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('dwell_room_no_uq').on(t.tenantId, t.buildingId, t.roomNo).where(notDeleted), index('dwell_room_plot_idx').on(t.tenantId, t.plotId)],
);

/**
 * Who lives (and lived) in a room: one row per stay. A stay without `checkOutDate` is current; a worker
 * has at most one current stay (partial unique index). `processId` names the dormitory-transfer request
 * (form 26) that moved the worker, when one did.
 */
export const dwellRoomRef = pgTable(
  'dwell_room_ref',
  {
    ...businessColumns(),
    roomId: bigId('room_id').notNull(),
    workerId: bigId('worker_id').notNull(),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }),
    processId: bigId('process_id'),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('dwell_room_ref_current_uq').on(t.tenantId, t.workerId).where(sql`is_deleted = 0 and check_out_date is null`),
    index('dwell_room_ref_room_idx').on(t.tenantId, t.roomId),
  ],
);
