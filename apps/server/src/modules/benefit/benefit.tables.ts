import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns } from '../../platform/db/columns.js';

const notDeleted = sql`is_deleted = 0`;

/** A benefit type (medical, dental, training...): a yearly amount per staff benefit level. `status` 1 active, 0 disabled. */
export const benefitType = pgTable(
  'base_info_benefit',
  {
    ...businessColumns(),
    benefitName: varchar('benefit_name', { length: 100 }).notNull(),
    benefitCode: varchar('benefit_code', { length: 50 }).notNull(),
    description: varchar('description', { length: 500 }),
  },
  (t) => [uniqueIndex('base_info_benefit_code_uq').on(t.tenantId, t.benefitCode).where(notDeleted)],
);

/** The yearly amount of one benefit for one staff level (`level` is a code such as L1). */
export const benefitLevelAmount = pgTable(
  'base_info_benefit_level',
  {
    ...businessColumns(),
    benefitId: bigId('benefit_id').notNull(),
    level: varchar('level', { length: 20 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('base_info_benefit_level_uq').on(t.tenantId, t.benefitId, t.level).where(notDeleted)],
);

/** A staff member's benefit level. */
export const staffBenefitLevel = pgTable(
  'staff_benefit_level',
  { ...businessColumns(), staffId: bigId('staff_id').notNull(), level: varchar('level', { length: 20 }).notNull() },
  (t) => [uniqueIndex('staff_benefit_level_staff_uq').on(t.tenantId, t.staffId).where(notDeleted)],
);

/**
 * What a claim (a reimbursement request naming a benefit) takes from a staff's yearly benefit.
 * claimStatus: pending while the request runs, approved, released (rejected, recalled or cancelled).
 */
export const benefitClaim = pgTable(
  'staff_benefit_claim',
  {
    ...businessColumns(),
    staffId: bigId('staff_id').notNull(),
    benefitId: bigId('benefit_id').notNull(),
    year: integer('year').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    processId: bigId('process_id').notNull(),
    claimStatus: varchar('claim_status', { length: 20 }).notNull().default('pending'),
  },
  (t) => [index('staff_benefit_claim_staff_idx').on(t.tenantId, t.staffId, t.benefitId, t.year), uniqueIndex('staff_benefit_claim_process_uq').on(t.processId)],
);
