import { and, desc, eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { SettlementStatus } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import { limitOffset, toPage, type PageQuery } from '../../platform/http/paging.js';
import { salarySettlement } from './settlement.tables.js';
import { presentSettlement, settlements } from './settlement.queries.js';

/*
 * What other modules read of a worker's own settlements (the worker's payslips on his phone, issue 33): only his
 * approved ones, by his worker id from the session, never another worker's.
 */

const approvedOf = (tenant: Tenant, workerId: string) =>
  and(liveRows(salarySettlement, tenant), eq(salarySettlement.workerId, workerId), eq(salarySettlement.settlementStatus, SettlementStatus.APPROVED));

/** A page of the worker's approved settlements (his payslips), the latest period first. */
export async function approvedSettlementsOf(db: Db, tenant: Tenant, workerId: string, q: PageQuery) {
  const where = approvedOf(tenant, workerId);
  const { limit, offset } = limitOffset(q);
  const rows = await db
    .select({
      id: salarySettlement.id,
      periodStart: salarySettlement.periodStart,
      periodEnd: salarySettlement.resignDate,
      grossWages: salarySettlement.grossWages,
      nettSalary: salarySettlement.nettSalary,
    })
    .from(salarySettlement)
    .where(where)
    .orderBy(desc(salarySettlement.periodStart), desc(salarySettlement.id))
    .limit(limit ?? 1000)
    .offset(offset);
  const total = q.size === -1 ? rows.length : await db.$count(salarySettlement, where);
  return toPage(rows, total, q);
}

/** One approved settlement of the worker as the payslip draws it; null when it is not his or not approved. */
export async function ownApprovedSettlement(db: Db, tenant: Tenant, workerId: string, id: string) {
  const [row] = await db
    .select()
    .from(salarySettlement)
    .where(and(approvedOf(tenant, workerId), eq(salarySettlement.id, id)))
    .limit(1);
  return row ? presentSettlement(db, tenant, row) : null;
}

/**
 * The settlements the caller's data scope shows (its own and its worker's: `settlements.scope`), as a read-only
 * subquery a statistic joins and groups itself (the directors' settlements to review); PostgreSQL flattens it into
 * the caller's statement.
 */
export const settlementsInScope = (auth: AuthContext) =>
  new QueryBuilder()
    .select({
      workerId: salarySettlement.workerId,
      settlementStatus: salarySettlement.settlementStatus,
      grossWages: salarySettlement.grossWages,
      nettSalary: salarySettlement.nettSalary,
      processInstanceId: salarySettlement.processInstanceId,
    })
    .from(salarySettlement)
    .where(settlements.scope(auth))
    .as('scoped_settlements');
