import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar, type PgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, dateTime, nowSql } from './columns.js';
import { nextId } from './ids.js';

/** Key-value store for generated secrets (the token signing key when JWT_SECRET is unset). */
export const sysSecret = pgTable('sys_secret', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createTime: dateTime('create_time').notNull().default(nowSql),
});

/** A sign-in session: refresh tokens rotate inside one family; revoking the family ends the session. */
export const authSession = pgTable(
  'auth_session',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    userId: bigId('user_id').notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    refreshHash: varchar('refresh_hash', { length: 64 }).notNull(),
    previousRefreshHash: varchar('previous_refresh_hash', { length: 64 }),
    grantType: varchar('grant_type', { length: 32 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createTime: dateTime('create_time').notNull().default(nowSql),
    lastRefreshTime: dateTime('last_refresh_time'),
    expireTime: dateTime('expire_time').notNull(),
    revokedTime: dateTime('revoked_time'),
    revokedReason: varchar('revoked_reason', { length: 64 }),
  },
  (t) => [uniqueIndex('auth_session_refresh_uq').on(t.refreshHash), index('auth_session_user_idx').on(t.userId)],
);

/** One-time codes (login SMS, password reset by SMS or e-mail), stored hashed. */
export const authOtp = pgTable(
  'auth_otp',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    target: varchar('target', { length: 200 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createTime: dateTime('create_time').notNull().default(nowSql),
    expireTime: dateTime('expire_time').notNull(),
    usedTime: dateTime('used_time'),
  },
  (t) => [index('auth_otp_target_idx').on(t.tenantId, t.purpose, t.target)],
);

/** Tokens that may be used once (portal SSO tokens): the primary key makes a second use lose the race. */
export const authUsedToken = pgTable('auth_used_token', { key: varchar('key', { length: 64 }).primaryKey(), expireTime: dateTime('expire_time').notNull() });

/** Captcha answers, hashed, single use. */
export const authCaptcha = pgTable('auth_captcha', {
  key: varchar('key', { length: 64 }).primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  expireTime: dateTime('expire_time').notNull(),
});

/** Failed sign-in counters per account and per address (lockout and rate limits before hashing). */
export const authAttempt = pgTable('auth_attempt', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: dateTime('window_start').notNull().default(nowSql),
  lockedUntil: dateTime('locked_until'),
});

/** The columns of a work queue claimed with SKIP LOCKED (outbox, jobs; platform/jobs.ts). */
const queueColumns = () => ({
  state: varchar('state', { length: 16 }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createTime: dateTime('create_time').notNull().default(nowSql),
  nextAttemptTime: dateTime('next_attempt_time').notNull().default(nowSql),
});

/** The states of a row a worker may claim (queue.ts `claimDue`): waiting, or claimed by a worker whose lease may have ended. */
export const CLAIMABLE_STATES = ['pending', 'running'] as const;
/** `state in ('pending', 'running')` written out: the claim's condition, which must imply the due index's predicate. */
export const claimableState = sql.raw(`state in (${CLAIMABLE_STATES.map((s) => `'${s}'`).join(', ')})`);

/**
 * A queue's claimable rows in the order they are claimed: the claim reads its batch off the front of this index
 * instead of sorting every waiting row (a backlog of 10,000 messages cost 28 ms a claim, sorted on disk).
 */
const dueIndex = (name: string, t: { nextAttemptTime: PgColumn; id: PgColumn }) => index(name).on(t.nextAttemptTime, t.id).where(claimableState);

/**
 * Transactional outbox: mail, SMS and in-app notifications are written in the transaction of the
 * business change and sent after commit by a worker that claims rows with FOR UPDATE SKIP LOCKED.
 */
export const outbox = pgTable(
  'sys_outbox',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    recipient: varchar('recipient', { length: 300 }).notNull(),
    subject: varchar('subject', { length: 300 }),
    body: text('body').notNull(),
    payload: jsonb('payload'),
    ...queueColumns(),
    sentTime: dateTime('sent_time'),
  },
  (t) => [index('sys_outbox_pending_idx').on(t.state, t.nextAttemptTime), dueIndex('sys_outbox_due_idx', t)],
);

/**
 * Deferred work (timers of later modules): a job runs its registered handler at `next_attempt_time`,
 * claimed with FOR UPDATE SKIP LOCKED like the outbox, retried with backoff (platform/jobs.ts).
 */
export const sysJob = pgTable(
  'sys_job',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Optional business key, so a module can cancel its pending jobs (e.g. a task's escalation timer). */
    key: varchar('key', { length: 200 }),
    payload: jsonb('payload'),
    ...queueColumns(),
    finishTime: dateTime('finish_time'),
  },
  (t) => [dueIndex('sys_job_due_order_idx', t), index('sys_job_key_idx').on(t.name, t.key)],
);

/** Audit trail of every write: who, when, which route, which record, what changed. */
export const auditLog = pgTable(
  'sys_audit_log',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    userId: bigId('user_id'),
    account: varchar('account', { length: 64 }),
    action: varchar('action', { length: 64 }).notNull(),
    resource: varchar('resource', { length: 64 }).notNull(),
    recordId: varchar('record_id', { length: 400 }),
    method: varchar('method', { length: 8 }),
    url: varchar('url', { length: 500 }),
    ip: varchar('ip', { length: 64 }),
    changes: jsonb('changes'),
    createTime: dateTime('create_time').notNull().default(nowSql),
  },
  (t) => [
    index('sys_audit_log_tenant_time_idx').on(t.tenantId, t.createTime),
    // a record's history (profiles): entries whose record id, or comma list of ids (bulk writes), holds it
    index('sys_audit_log_record_ids_idx').using('gin', sql`string_to_array(${t.recordId}, ',')`),
  ],
);

/** Process node numbers claimed at boot (see ids.ts). */
export const sysNode = pgTable('sys_node', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  startTime: dateTime('start_time').notNull().default(nowSql),
});
