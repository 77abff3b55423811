import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime } from '../../platform/db/columns.js';
import { nextId } from '../../platform/db/ids.js';

/**
 * Expiry reminders sent: one row per document, threshold and expiry date. The sweep inserts it in the
 * transaction that enqueues the reminder's outbox rows (`on conflict do nothing`), so however many
 * processes sweep and however often they restart, each reminder goes out once. A renewal changes the
 * expiry date, so the new date's reminders are due again.
 */
export const docReminder = pgTable(
  'worker_doc_reminder',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    workerId: bigId('worker_id').notNull(),
    /** workPermit | passport (COMPLIANCE_DOCS) */
    docType: varchar('doc_type', { length: 20 }).notNull(),
    /** Days before expiry (0 = the day it expires). */
    thresholdDays: smallint('threshold_days').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** How many outbox messages went out (HR and the team supervisor). */
    recipients: smallint('recipients').notNull().default(0),
    createTime: dateTime('create_time').notNull(),
  },
  (t) => [uniqueIndex('worker_doc_reminder_uq').on(t.tenantId, t.workerId, t.docType, t.thresholdDays, t.expiryDate)],
);

/** A renewal of a worker's work permit or passport: what it was, what it is now, who recorded it and the scan. */
export const docRenewal = pgTable(
  'worker_doc_renewal',
  {
    ...businessColumns(),
    workerId: bigId('worker_id').notNull(),
    docType: varchar('doc_type', { length: 20 }).notNull(),
    oldNumber: varchar('old_number', { length: 30 }),
    newNumber: varchar('new_number', { length: 30 }).notNull(),
    oldExpiryDate: date('old_expiry_date', { mode: 'string' }),
    newExpiryDate: date('new_expiry_date', { mode: 'string' }).notNull(),
    /** The renewed document's scan (sys_attach). */
    attachId: bigId('attach_id'),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('worker_doc_renewal_worker_idx').on(t.tenantId, t.workerId)],
);

/**
 * An address change to declare to MOM: every dormitory check-in or move (a dwell_room_ref stay) must be
 * declared within 5 days (`declareBy`). Open until HR marks it declared (`declaredTime`).
 */
export const addressDeclaration = pgTable(
  'worker_address_declaration',
  {
    ...businessColumns(),
    workerId: bigId('worker_id').notNull(),
    /** The stay (dwell_room_ref) that changed the address. */
    stayId: bigId('stay_id').notNull(),
    roomId: bigId('room_id').notNull(),
    /** The new address as it read at the move: dormitory, block, room and postal address. */
    address: varchar('address', { length: 500 }).notNull(),
    moveDate: date('move_date', { mode: 'string' }).notNull(),
    declareBy: date('declare_by', { mode: 'string' }).notNull(),
    declaredTime: dateTime('declared_time'),
    declaredUser: bigId('declared_user'),
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('worker_address_declaration_stay_uq').on(t.tenantId, t.stayId).where(sql`is_deleted = 0`),
    index('worker_address_declaration_open_idx').on(t.tenantId, t.declareBy).where(sql`is_deleted = 0 and declared_time is null`),
  ],
);
