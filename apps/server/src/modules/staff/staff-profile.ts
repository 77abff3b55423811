import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { auditLog } from '../../platform/db/platform.tables.js';
import { liveRows } from '../../platform/repository.js';
import { lookupNames, type NameSource } from '../../platform/names.js';
import { user } from '../../platform/auth/identity.tables.js';
import { deptNames } from '../system/system.public.js';
import { projectNames } from '../base/base.public.js';
import { staffCert, staffUpdateLog } from './staff.tables.js';
import { staffs } from './staff.queries.js';
import { maskRows, SENSITIVE_FIELDS, WAGE_FIELDS } from './staff.rules.js';
import { isChangeSet } from './staff.schema.js';
import type { Tenant } from '../../platform/auth/context.js';

/*
 * The profile reads of a staff member (here) and a worker (worker/worker-profile.ts): the record as its
 * detail call answers it (same data scope, same masking), plus what the profile header and its
 * documents and history tabs need in one answer. Leave balances and requests come from their own lists.
 */

type Row = Record<string, unknown>;

/** A document that expires: its kind (workPermit, passport, contract, certificate), name, number and expiry date. */
export const profileDocument = z.object({ kind: z.string(), name: z.string().nullable(), number: z.string().nullable(), expiryDate: z.string().nullable() });

/** One entry of the change history: kind `record` (an audited write), `update` (a change the person proposed), `transfer`, `room`. */
export const profileEvent = z.object({
  time: z.string(),
  kind: z.string(),
  action: z.string(),
  by: z.string().nullable(),
  detail: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type ProfileEvent = z.infer<typeof profileEvent>;

/** What both profiles add to the record. */
export const profileParts = {
  avatar: z.string().nullable(),
  managerName: z.string().nullable(),
  documents: z.array(profileDocument),
  history: z.array(profileEvent),
};

// bookkeeping columns every write changes: not part of what a person reads as a change
const BOOKKEEPING = new Set(['updateUser', 'updateTime', 'version', 'createUser', 'createDept', 'createTime', 'tenantId', 'isDeleted', 'id']);
const HIDDEN_VALUES: readonly string[] = [...SENSITIVE_FIELDS, ...WAGE_FIELDS];
const HISTORY_LIMIT = 100;

/** An audit entry's changes as field, from, to; values of sensitive fields masked as the record is. */
function changesOf(ctx: ServiceContext, action: string, changes: unknown): ProfileEvent['changes'] {
  // a record's creation lists every column: the entry itself says enough
  if (action === 'create' || !changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  // lists (a room move's previous rooms) are bookkeeping of the write, not a field of the record
  const entries = Object.entries(changes as Row).filter(([field, v]) => !BOOKKEEPING.has(field) && !Array.isArray(v));
  const pair = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && ('from' in v || 'to' in v) ? (v as { from?: unknown; to?: unknown }) : { to: v };
  const from: Row = {};
  const to: Row = {};
  for (const [field, v] of entries) {
    from[field] = pair(v).from ?? null;
    to[field] = pair(v).to ?? null;
  }
  const [maskedFrom, maskedTo] = maskRows(ctx.auth, [from, to], HIDDEN_VALUES);
  return entries.map(([field]) => ({ field, from: maskedFrom[field], to: maskedTo[field] }));
}

/** The name a person's account shows (real name, else name, else account). */
const userName = sql<string | null>`coalesce(nullif(${user.realName}, ''), nullif(${user.name}, ''), ${user.account})`;

/**
 * The audit trail of one record: entries of the resources whose record id is the record's id or a comma
 * list holding it (bulk writes such as a team move), newest first.
 */
export async function auditHistory(ctx: ServiceContext, resources: string[], id: string, idNames: Record<string, NameSource> = {}): Promise<ProfileEvent[]> {
  const rows = await ctx.db
    .select({
      time: auditLog.createTime,
      action: auditLog.action,
      resource: auditLog.resource,
      account: auditLog.account,
      by: userName,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.tenantId, ctx.auth.tenantId),
        inArray(auditLog.resource, resources),
        // the GIN index sys_audit_log_record_ids_idx answers this
        sql`string_to_array(${auditLog.recordId}, ',') @> array[${id}]::text[]`,
      ),
    )
    .orderBy(desc(auditLog.createTime), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  const events = rows.map((r) => ({
    time: r.time,
    kind: r.resource === 'dwell_room_ref' ? 'room' : 'record',
    action: r.action,
    by: r.by ?? r.account,
    detail: null,
    changes: changesOf(ctx, r.action, r.changes),
  }));
  return namedIds(ctx.db, events, idNames);
}

/** Ids of org units in changes (deptId, teamId, projectId) read as their names, in one statement. */
async function namedIds(db: Db, events: ProfileEvent[], idNames: Record<string, NameSource>): Promise<ProfileEvent[]> {
  const fields = Object.keys(idNames);
  if (fields.length === 0) return events;
  const wanted = Object.fromEntries(
    fields.map((f) => [
      f,
      {
        source: idNames[f],
        ids: events.flatMap((e) =>
          e.changes
            .filter((c) => c.field === f)
            .flatMap((c) => [c.from, c.to])
            .filter((v): v is string => typeof v === 'string'),
        ),
      },
    ]),
  );
  const names = await lookupNames(db, wanted);
  const nameOf = (field: string, v: unknown) => (typeof v === 'string' && names[field]?.get(v)) || v;
  return events.map((e) => ({
    ...e,
    changes: e.changes.map((c) => (c.field in idNames ? { ...c, from: nameOf(c.field, c.from), to: nameOf(c.field, c.to) } : c)),
  }));
}

/** The avatar of an account and the display name of another (the manager), in one read. */
export async function accountFaces(
  db: Db,
  forTenant: Tenant,
  ownId: unknown,
  managerId: unknown,
): Promise<{ avatar: string | null; managerName: string | null }> {
  const ids = [ownId, managerId].filter((v): v is string => typeof v === 'string' && v !== '');
  if (ids.length === 0) return { avatar: null, managerName: null };
  const rows = await db
    .select({ id: user.id, avatar: user.avatar, name: userName })
    .from(user)
    .where(and(eq(user.tenantId, forTenant.tenantId), inArray(user.id, ids)));
  const by = new Map(rows.map((r) => [r.id, r]));
  return {
    avatar: (typeof ownId === 'string' && by.get(ownId)?.avatar) || null,
    managerName: (typeof managerId === 'string' && by.get(managerId)?.name) || null,
  };
}

/** Newest first, as the history tab lists it. */
export const newestFirst = (events: ProfileEvent[]) => [...events].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0)).slice(0, HISTORY_LIMIT);

/** The org-unit ids of a staff record, named in its history. */
const STAFF_ID_NAMES: Record<string, NameSource> = { deptId: deptNames, teamId: deptNames, businessSectionId: deptNames, projectId: projectNames };

/**
 * A staff member's profile: the record (the staff data scope in SQL, 404 outside it or another tenant;
 * NRIC, passport, bank and salary masked without staff_sensitive), the account's avatar, the first
 * approver as manager, the documents that expire (passport, contract end, certificates) and the history
 * (audited writes and status moves of the record, and the changes the staff proposed).
 */
export async function staffProfile(ctx: ServiceContext, id: string) {
  const record = await staffs.detail(ctx, id);
  const [faces, contracts, certs, proposals, audited] = await Promise.all([
    accountFaces(ctx.db, ctx.auth, record.userId, record.firstApprover),
    Promise.all(ctx.app.modules.staffDocuments.map((read) => read(ctx.db, ctx.auth, id))).then((lists) => lists.flat()),
    ctx.db
      .select()
      .from(staffCert)
      .where(and(liveRows(staffCert, ctx.auth), eq(staffCert.staffId, id)))
      .orderBy(asc(staffCert.expiryDate)),
    ctx.db
      .select()
      .from(staffUpdateLog)
      .where(and(liveRows(staffUpdateLog, ctx.auth), eq(staffUpdateLog.staffId, id)))
      .orderBy(desc(staffUpdateLog.createTime))
      .limit(HISTORY_LIMIT),
    auditHistory(ctx, ['staff'], id, STAFF_ID_NAMES),
  ]);
  const documents = [
    { kind: 'passport', name: null, number: record.passportNumber ?? null, expiryDate: record.passportExpiryDate ?? null },
    ...contracts,
    ...certs.map((c) => ({ kind: 'certificate', name: c.certName, number: c.certNo ?? null, expiryDate: c.expiryDate ?? null })),
  ].filter((d) => d.expiryDate || d.number);
  const proposed: ProfileEvent[] = proposals.map((p) => ({
    time: p.createTime,
    kind: 'update',
    action: String(p.auditStatus),
    by: null,
    detail: null,
    changes: changesOf(ctx, 'update', isChangeSet(p.changes) ? JSON.parse(p.changes) : null),
  }));
  return { record, ...faces, documents, history: newestFirst([...audited, ...proposed]) };
}
