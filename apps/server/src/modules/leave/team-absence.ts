import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { instantParam } from '../../platform/db/columns.js';
import { LeaveStatus, UserType } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { deptNameOf } from '../system/system.public.js';
import { workerIdsOf, workerTeamIdOf, workerTeamNameOf } from '../worker/worker.public.js';
import { findInstance, isParticipant } from '../flow/flow.queries.js';
import { leaveRecord } from './leave.tables.js';
import { leaveRecords } from './leave.queries.js';

/**
 * Who else is away while a leave request would be: the approved and pending leave of the requester's
 * department (staff) or team (workers) overlapping the requested days, other than the requester's own.
 * For the request's approvers and initiator (and whoever may see every request); one statement for
 * the list, under the caller's leave data scope.
 */
export async function teamAbsence(ctx: ServiceContext, processInstanceId: string) {
  const { db, auth } = ctx;
  const inst = await findInstance(db, auth, { processInstanceId });
  if (inst.createUser !== auth.userId && !auth.isAdmin && !(await isParticipant(db, inst.id, auth.userId))) throw notFound('Process');
  const [own] = await db
    .select({
      id: leaveRecord.id,
      userType: leaveRecord.userType,
      deptId: leaveRecord.deptId,
      workerId: leaveRecord.workerId,
      staffId: leaveRecord.staffId,
      start: leaveRecord.leaveStartTime,
      end: leaveRecord.leaveEndTime,
      teamId: workerTeamIdOf(leaveRecord.workerId),
      teamName: workerTeamNameOf(leaveRecord.workerId),
      deptName: deptNameOf(leaveRecord.deptId),
    })
    .from(leaveRecord)
    .where(and(eq(leaveRecord.tenantId, auth.tenantId), eq(leaveRecord.flowInstanceId, inst.id), eq(leaveRecord.isDeleted, 0)))
    .limit(1);
  if (!own) throw badRequest('processInstanceId: this request is not a leave request');
  const byTeam = own.userType === UserType.WORKER && own.teamId;
  const group = byTeam
    ? inArray(leaveRecord.workerId, workerIdsOf(auth, { teamId: own.teamId! }))
    : own.deptId
      ? and(eq(leaveRecord.userType, own.userType), eq(leaveRecord.deptId, own.deptId))
      : sql`false`;
  const person = own.userType === UserType.WORKER ? leaveRecord.workerId : leaveRecord.staffId;
  const personId = own.userType === UserType.WORKER ? own.workerId : own.staffId;
  const absent = await db
    .select({
      id: leaveRecord.id,
      name: leaveRecord.staffName,
      staffNo: leaveRecord.staffNo,
      vacationName: leaveRecord.vacationName,
      leaveStartTime: leaveRecord.leaveStartTime,
      leaveEndTime: leaveRecord.leaveEndTime,
      leaveDays: leaveRecord.leaveDays,
      leavePeriod: leaveRecord.leavePeriod,
      leaveStatus: leaveRecord.leaveStatus,
    })
    .from(leaveRecord)
    .where(
      and(
        leaveRecords.scope(auth),
        group,
        ne(leaveRecord.id, own.id),
        personId ? sql`${person} is distinct from ${personId}` : undefined,
        inArray(leaveRecord.leaveStatus, [LeaveStatus.APPROVED, LeaveStatus.PENDING]),
        sql`${leaveRecord.leaveStartTime} <= ${instantParam(own.end)}`,
        sql`${leaveRecord.leaveEndTime} >= ${instantParam(own.start)}`,
      ),
    )
    .orderBy(asc(leaveRecord.leaveStartTime), asc(leaveRecord.staffName))
    .limit(200);
  return {
    leaveStartTime: own.start,
    leaveEndTime: own.end,
    groupKind: byTeam ? ('team' as const) : ('department' as const),
    groupName: (byTeam ? own.teamName : own.deptName) ?? null,
    absent,
  };
}
