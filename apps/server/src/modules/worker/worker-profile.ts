import { and, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/http/route.js';
import { idsOf, lookupNames } from '../../platform/names.js';
import { liveRows } from '../../platform/repository.js';
import { projectNames } from '../base/base.public.js';
import { maskRows } from '../staff/staff.rules.js';
import { accountFaces, auditHistory, newestFirst, type ProfileEvent } from '../staff/staff-profile.js';
import { transition, worker, workerTeam } from './worker.tables.js';
import { workers } from './worker.queries.js';

/**
 * A worker's profile: the record (the worker data scope in SQL, 404 outside it or another tenant; NRIC,
 * passport and bank masked without staff_sensitive, as on a staff record), the account's avatar, the team's supervisor as team
 * leader, the work permit and passport with their expiry, and the history: audited writes of the record,
 * room assignments and check-outs (housing), and project and team transfers with their names.
 */
export async function workerProfile(ctx: ServiceContext, id: string) {
  // the profile opens for every worker viewer: NRIC, passport and bank stay masked without staff_sensitive
  const [record] = maskRows(ctx.auth, [await workers.detail(ctx, id)]);
  const [leader] = record.teamId
    ? await ctx.db
        .select({ name: worker.name })
        .from(workerTeam)
        .innerJoin(worker, eq(worker.id, workerTeam.supervisorId))
        .where(and(liveRows(workerTeam, ctx.auth), eq(workerTeam.id, record.teamId as string)))
    : [];
  const [faces, moves, audited] = await Promise.all([
    accountFaces(ctx.db, ctx.auth, record.userId, null),
    ctx.db
      .select()
      .from(transition)
      .where(and(liveRows(transition, ctx.auth), eq(transition.workerId, id)))
      .orderBy(desc(transition.transitionDate)),
    auditHistory(ctx, ['worker', 'dwell_room_ref'], id, {
      projectId: projectNames,
      teamId: { table: workerTeam, id: workerTeam.id, name: workerTeam.teamName },
      ...ctx.app.modules.idNames,
    }),
  ]);
  const names = await lookupNames(ctx.db, {
    projects: { source: projectNames, ids: idsOf(moves as never, 'sourceProjectId', 'targetProjectId') },
    teams: { source: { table: workerTeam, id: workerTeam.id, name: workerTeam.teamName }, ids: idsOf(moves as never, 'sourceTeamId', 'targetTeamId') },
  });
  const placeOf = (projectId: string | null, teamId: string | null) =>
    [projectId ? names.projects.get(projectId) : null, teamId ? names.teams.get(teamId) : null].filter(Boolean).join(' / ') || null;
  const transfers: ProfileEvent[] = moves.map((m) => ({
    time: m.transitionDate,
    kind: 'transfer',
    action: String(m.transitionStatus),
    by: null,
    detail: null,
    changes: [
      {
        field: m.transitionType === 1 ? 'projectId' : 'teamId',
        from: placeOf(m.sourceProjectId, m.sourceTeamId),
        to: placeOf(m.targetProjectId, m.targetTeamId),
      },
    ],
  }));
  const documents = [
    { kind: 'workPermit', name: null, number: (record.wpNumber as string | null) ?? null, expiryDate: (record.wpExpiryDate as string | null) ?? null },
    {
      kind: 'passport',
      name: null,
      number: (record.passportNumber as string | null) ?? null,
      expiryDate: (record.passportExpiryDate as string | null) ?? null,
    },
  ].filter((d) => d.expiryDate || d.number);
  return { record, avatar: faces.avatar, managerName: leader?.name ?? null, documents, history: newestFirst([...audited, ...transfers]) };
}
