import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
  (t) => [uniqueIndex('doc_signature_uq').on(t.tenantId, t.interviewId, t.kind).where(sql`${t.isDeleted} = 0`), index('doc_signature_interview_idx').on(t.interviewId)],
);

/**
 * A month's payslips as one background job (sys_job 'documents.payslips'): the settlements chosen when it
 * was asked for (the caller's data scope), how many are drawn so far, and the ZIP of PDFs at the end.
 */
export const docBatch = pgTable(
  'doc_batch',
  {
    ...businessColumns(),
    /** 'payslips'. */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The month (YYYY-MM). */
    period: varchar('period', { length: 7 }).notNull(),
    /** The settlement ids, in order. */
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    /** 'pending', 'running', 'done', 'failed', 'cancelled'. */
    state: varchar('state', { length: 20 }).notNull().default('pending'),
    /** The ZIP (sys_attach id) once done. */
    attachId: bigId('attach_id'),
    error: varchar('error', { length: 500 }),
    finishTime: dateTime('finish_time'),
  },
  (t) => [index('doc_batch_user_idx').on(t.tenantId, t.createUser)],
);
