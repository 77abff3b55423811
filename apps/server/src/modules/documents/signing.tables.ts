import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, businessColumns, dateTime } from '../../platform/db/columns.js';

/**
 * A signed document and its evidence (issue 12, section 2): the drawn or uploaded signature, the signed
 * PDF as it was handed out (base64), its SHA-256, when, from which address and browser. One per
 * interview and kind; never updated (a signed document cannot change).
 */
export const docSignature = pgTable(
  'doc_signature',
  {
    ...businessColumns(),
    interviewId: bigId('interview_id').notNull(),
    /** 'offer' (the offer letter), 'contract' (the letter of appointment, the candidate), 'countersign' (HR's signature and the final letter). */
    kind: varchar('kind', { length: 20 }).notNull(),
    signerName: varchar('signer_name', { length: 100 }).notNull(),
    /** The signature image as a data URL (PNG or JPEG). */
    signature: text('signature').notNull(),
    /** The signed PDF, base64. */
    pdf: text('pdf').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    signedTime: dateTime('signed_time').notNull(),
    address: varchar('address', { length: 100 }),
    userAgent: varchar('user_agent', { length: 500 }),
    /** The signed PDF kept as an attachment (sys_attach id): the final, countersigned letter of appointment. */
    attachId: bigId('attach_id'),
  },
  (t) => [
    uniqueIndex('doc_signature_uq').on(t.tenantId, t.interviewId, t.kind).where(sql`${t.isDeleted} = 0`),
    index('doc_signature_interview_idx').on(t.interviewId),
  ],
);

/** Batch jobs (payslips, settlements) share one table and mechanism: platform/jobs.ts. */
export { jobBatch as docBatch } from '../../platform/jobs.js';
