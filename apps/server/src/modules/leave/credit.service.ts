import { LeavePermissions, UserType } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { defineRepository } from '../../platform/repository.js';
import { permits } from '../../platform/auth/permissions.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { today } from '../../platform/util.js';
import { entitledDays, ineligibility, remainingOf, type Person, type VacationType } from './leave.rules.js';
import {
  addCreditDays,
  creditKeysBetween,
  creditOn,
  creditOptions,
  creditOverlaps,
  creditsInUse,
  employedPeople,
  getPerson,
  insertCredit,
  insertCredits,
  lockCreditIn,
  updateCredit,
} from './leave.queries.js';
import { findType, ruleTiers, tracksBalance, typesOfSide } from './vacation.queries.js';
import type { Tenant } from '../../platform/auth/context.js';

type Row = Record<string, unknown>;

/** Balances; one with days taken or requested cannot be removed. */
export const credits = defineRepository({
  ...creditOptions,
  hooks: {
    ...creditOptions.hooks,
    beforeRemove: async (tx, ctx, ids) => {
      if (await creditsInUse(tx, ctx.auth, ids)) throw conflict('ids: a balance with leave taken or requested cannot be removed; set its days instead');
    },
  },
});

/** Moves days of a balance between requested (pending) and taken (used); no balance, no move. */
export async function moveDays(tx: Db, creditId: string | null, change: { pending?: number; used?: number }) {
  if (!creditId) return;
  await addCreditDays(tx, creditId, change.pending ?? 0, change.used ?? 0);
}

/** The entitlement of a person for a type on a date (the type's rule tiers, else its days). */
export async function entitlement(db: Db, auth: Tenant, t: VacationType, p: Person, on: string): Promise<number> {
  const { rule, values } = await ruleTiers(db, auth, t.id);
  return entitledDays(t, rule, values, p, on);
}

/**
 * Creates the balances of a year (1 January to 31 December) for every employed person of one side and
 * every type that keeps balances, from the type's days or its rule; balances already there are kept.
 */
export async function generateCredits(tx: Db, auth: Tenant & { userId: string | null }, year: number, userType: number): Promise<number> {
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const tracked = [];
  for (const t of await typesOfSide(tx, auth, userType)) if (await tracksBalance(tx, auth, t)) tracked.push(t);
  const have = await creditKeysBetween(tx, auth, userType, start, end);
  const rows = [];
  for (const id of await employedPeople(tx, auth, userType)) {
    const person = await getPerson(tx, auth, userType, id);
    for (const t of tracked) {
      if (have.has(`${id}:${t.id}`)) continue;
      // eligibility is judged at the year's end, so people who reach the service or age during the year get the type
      if (ineligibility({ ...t, leaveType: 1 }, person, end)) continue;
      const days = await entitlement(tx, auth, t, person, start);
      rows.push({
        tenantId: auth.tenantId,
        userType,
        personId: id,
        deptId: person.deptId,
        vacationInfoId: t.id,
        startDate: start,
        expireDate: end,
        days,
        createUser: auth.userId,
        updateUser: auth.userId,
      });
    }
  }
  await insertCredits(tx, rows);
  return rows.length;
}

/** generateCredits for the caller's tenant, audited; answers how many balances were created. */
export function generateYear(ctx: ServiceContext, year: number, userType: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const n = await generateCredits(tx, ctx.auth, year, userType);
    await audit(tx, ctx.auth, ctx.req, { action: 'create', resource: credits.name, recordId: `generate-${year}`, changes: { created: n, userType } });
    return n;
  });
}

export interface CreditInput {
  id?: string;
  userType: number;
  personId: string;
  vacationInfoId: string;
  startDate: string;
  expireDate: string;
  days: number;
  remark?: string;
  version?: number;
}

/** Changes a balance's days and dates: never below what is taken or requested, and only for types HR adjusts by hand. */
async function changeCredit(tx: Db, ctx: ServiceContext, type: VacationType, q: CreditInput & { id: string }) {
  const old = await lockCreditIn(tx, credits.scope(ctx.auth), q.id);
  if (!old) throw notFound(credits.name);
  if (q.version && old.version !== q.version) throw conflict();
  if (type.adjust !== 1 && q.days !== old.days) throw badRequest(`days: ${type.name} is not adjusted by hand`);
  const taken = old.usedDays + old.pendingDays;
  if (q.days < taken) throw badRequest(`days: cannot be less than the ${taken} days already taken or requested`);
  const row = await updateCredit(tx, ctx.auth, old.id, { days: q.days, startDate: q.startDate, expireDate: q.expireDate, remark: q.remark ?? old.remark });
  await audit(tx, ctx.auth, ctx.req, {
    action: 'update',
    resource: credits.name,
    recordId: old.id,
    changes: { days: [old.days, q.days], expireDate: [old.expireDate, q.expireDate] },
  });
  return row;
}

/** Gives a person a balance of a type for dates no other balance of theirs of that type covers. */
async function createCredit(tx: Db, ctx: ServiceContext, type: VacationType, person: Person, q: CreditInput) {
  if (await creditOverlaps(tx, ctx.auth, person, type.id, q.startDate, q.expireDate))
    throw conflict('startDate: this person already has a balance of this type for these dates');
  const row = await insertCredit(tx, {
    tenantId: ctx.auth.tenantId,
    userType: person.userType,
    personId: person.id,
    deptId: person.deptId,
    vacationInfoId: type.id,
    startDate: q.startDate,
    expireDate: q.expireDate,
    days: q.days,
    remark: q.remark ?? null,
    createUser: ctx.auth.userId,
    createDept: ctx.auth.deptIds[0] ?? null,
    updateUser: ctx.auth.userId,
  });
  await audit(tx, ctx.auth, ctx.req, { action: 'create', resource: credits.name, recordId: row.id, changes: { days: q.days } });
  return row;
}

/** Gives (no id) or adjusts (id) a balance; answers it presented. */
export async function saveCredit(ctx: ServiceContext, q: CreditInput): Promise<Row> {
  if (!permits(ctx.auth, q.id ? LeavePermissions.balances.edit : LeavePermissions.balances.add)) throw forbidden();
  if (q.expireDate < q.startDate) throw badRequest('expireDate: must not be before the start date');
  const saved = await ctx.db.transaction(async (tx) => {
    const type = await findType(tx, ctx.auth, q.vacationInfoId);
    if (!type) throw badRequest('vacationInfoId: no such vacation type');
    const person = await getPerson(tx, ctx.auth, q.userType, q.personId);
    if (type.userType !== person.userType) throw badRequest(`vacationInfoId: ${ineligibility(type, person, q.startDate)}`);
    return q.id ? changeCredit(tx, ctx, type, { ...q, id: q.id }) : createCredit(tx, ctx, type, person, q);
  });
  return (
    await credits.page(ctx.db, ctx, { current: 1, size: 1, personId: saved.personId, vacationInfoId: saved.vacationInfoId, validOn: saved.startDate } as never)
  ).records[0];
}

/** The caller's own balances valid today (staff or worker). */
export async function myCredits(ctx: ServiceContext): Promise<Row[]> {
  const [userType, personId] = ctx.auth.staffId ? [UserType.STAFF, ctx.auth.staffId] : ctx.auth.workerId ? [UserType.WORKER, ctx.auth.workerId] : [0, null];
  if (!personId) return [];
  return (await credits.page(ctx.db, ctx, { current: 1, size: -1, personId, userType, validOn: today() } as never)).records;
}

/** One person's balance of a type on a date (zeros when none covers it). */
async function balanceOf(ctx: ServiceContext, userType: number, personId: string, vacationInfoId: string, on: string) {
  const type = await findType(ctx.db, ctx.auth, vacationInfoId);
  if (!type) throw badRequest('vacationInfoId: no such vacation type');
  const tracked = await tracksBalance(ctx.db, ctx.auth, type);
  const c = await creditOn(ctx.db, ctx.auth, userType, personId, vacationInfoId, on);
  return {
    vacationInfoId,
    vacationName: type.name,
    tracked,
    days: c?.days ?? 0,
    usedDays: c?.usedDays ?? 0,
    pendingDays: c?.pendingDays ?? 0,
    remainingDays: c ? remainingOf(c) : 0,
    startDate: c?.startDate ?? null,
    expireDate: c?.expireDate ?? null,
  };
}

// a worker's balances: the worker, or whoever views or records worker leave
const assertMaySeeWorker = (ctx: ServiceContext, workerId: string) => {
  if (ctx.auth.workerId !== workerId && !permits(ctx.auth, [LeavePermissions.workerRecords.view, LeavePermissions.workerRecords.add])) throw notFound('worker');
};

/** A worker's balance of one type on a date (default today). */
export function workerBalance(ctx: ServiceContext, q: { workerId: string; vacationInfoId: string; date?: string }) {
  assertMaySeeWorker(ctx, q.workerId);
  return balanceOf(ctx, UserType.WORKER, q.workerId, q.vacationInfoId, q.date ?? today());
}

/** A worker's balances of every worker type on a date (default today). */
export async function workerBalances(ctx: ServiceContext, q: { workerId: string; date?: string }) {
  assertMaySeeWorker(ctx, q.workerId);
  await getPerson(ctx.db, ctx.auth, UserType.WORKER, q.workerId);
  const out = [];
  for (const t of await typesOfSide(ctx.db, ctx.auth, UserType.WORKER)) out.push(await balanceOf(ctx, UserType.WORKER, q.workerId, t.id, q.date ?? today()));
  return out;
}
