import { TEAM_MEMBER_STATUS, TRANSITION_STATUS, TRANSITION_TYPE } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { parseExcel, rejectImport, type RowError } from '../../platform/excel.js';
import { today as todayDate } from '../../platform/util.js';
import { workerImportColumns, workerImportRow } from './worker.schema.js';
import { insertTransitions, placeWorkers, projectIdsByCode, scopedWorkerRows, takenEmploymentCodes, teamRow, workers } from './worker.queries.js';
import { assertPermitsAllowMove } from './permit-gate.js';
import { publishEvent } from '../webhook/webhook.publish.js';

// housing presents its occupants with it
export { withWorkerNames } from './worker.queries.js';

type Row = Record<string, unknown>;

/**
 * Moves workers to a team and its project in one transaction. A project change is recorded as a
 * completed transfer (transitionType 1, otherwise 2). Workers with a pending transfer are refused.
 */
export async function moveToTeam(ctx: ServiceContext, ids: string[], teamId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const team = await teamRow(tx, ctx.auth, teamId);
    if (!team) throw notFound('team');
    const rows = await scopedWorkerRows(tx, ctx.auth, ids);
    if (rows.length !== new Set(ids).size) throw notFound('worker');
    const busy = rows.filter((w) => w.teamMemberStatus === TEAM_MEMBER_STATUS.IN_TRANSFER);
    if (busy.length) throw conflict(`ids: ${busy.map((w) => w.employmentCode).join(', ')} in transfer, finish the transfer first`);
    const changingProject = rows.filter((w) => w.projectId !== team.projectId).map((w) => w.id);
    await assertPermitsAllowMove(tx, ctx.auth, changingProject, 'ids', 'project transfer');
    const today = todayDate();
    await placeWorkers(tx, ctx.auth, ids, teamId, team.projectId);
    const moved = rows.filter((w) => w.teamId !== teamId || w.projectId !== team.projectId);
    await insertTransitions(
      tx,
      moved.map((w) => ({
        tenantId: ctx.auth.tenantId,
        workerId: w.id,
        transitionType: w.projectId !== team.projectId ? TRANSITION_TYPE.PROJECT : TRANSITION_TYPE.TEAM,
        sourceProjectId: w.projectId,
        sourceTeamId: w.teamId,
        targetProjectId: team.projectId,
        targetTeamId: teamId,
        transitionDate: today,
        transitionStatus: TRANSITION_STATUS.DONE,
        createUser: ctx.auth.userId,
      })),
    );
    await audit(tx, ctx.auth, ctx.req, {
      action: 'update',
      resource: 'worker',
      recordId: ids,
      changes: { teamId: { to: teamId }, projectId: { to: team.projectId } },
    });
    for (const w of rows.filter((r) => r.projectId !== team.projectId)) {
      await publishEvent(tx, ctx.auth, 'worker.projectMoved', {
        workerId: w.id,
        employmentCode: w.employmentCode,
        fromProjectId: w.projectId,
        fromTeamId: w.teamId,
        toProjectId: team.projectId,
        toTeamId: teamId,
        date: today,
        transitionId: null,
      });
    }
    return rows.length;
  });
}

/**
 * Imports workers from the template: every row is checked first (fields, employment codes within the
 * file and against live workers, projects by code); any problem rejects the whole file, naming row and column.
 */
export async function importWorkers(ctx: ServiceContext, file: Buffer): Promise<{ imported: number }> {
  const { rows, errors } = await parseExcel(file, workerImportColumns, workerImportRow, 10_000);
  const problems: RowError[] = [...errors];
  const projectId = await projectIdsByCode(ctx);
  const taken = await takenEmploymentCodes(
    ctx,
    rows.map((r) => String((r.value as Row).employmentCode)),
  );
  const seen = new Map<string, number>();
  const values: Row[] = [];
  for (const { row, value } of rows) {
    const { projectCode, ...v } = value as Row;
    const code = String(v.employmentCode);
    if (seen.has(code)) problems.push({ row, column: 'Employment Code', reason: `duplicates row ${seen.get(code)}` });
    else if (taken.has(code)) problems.push({ row, column: 'Employment Code', reason: 'a worker with this employment code already exists' });
    seen.set(code, row);
    const pid = projectCode ? projectId.get(String(projectCode).toLowerCase()) : null;
    if (projectCode && !pid) problems.push({ row, column: 'Project Code', reason: `no project with code ${String(projectCode)}` });
    values.push({ ...v, projectId: pid ?? null });
  }
  if (problems.length) rejectImport(problems.sort((a, b) => a.row - b.row));
  await ctx.db.transaction(async (tx) => {
    for (const v of values) await workers.save({ ...ctx, db: tx }, v);
  });
  return { imported: values.length };
}
