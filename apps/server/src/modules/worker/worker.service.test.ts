import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { TEAM_MEMBER_STATUS, TRANSITION_STATUS, TRANSITION_TYPE } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { nextId } from '../../platform/db/ids.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { projects } from '../base/base.queries.js';
import { transition } from './worker.tables.js';
import { workers } from './worker.queries.js';
import { teams } from './team.queries.js';
import { moveToTeam } from './worker.service.js';
import { deleteTeams } from './team.service.js';
import { finishTransfer, openTransfer } from './transfer.service.js';
import { workerFlow } from './worker.flow.js';

/* Teams and project transfers called directly on a database (worker.test.ts keeps the HTTP contract). */

let t: TestApp;
let hr: ServiceContext;
let siteA: string;
let siteB: string;
let teamB: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.serviceContext(await t.login());
  siteA = (await projects.save(hr, { projectCode: 'SA', projectName: 'Site A' })).id as string;
  siteB = (await projects.save(hr, { projectCode: 'SB', projectName: 'Site B' })).id as string;
  teamB = (await teams.save(hr, { teamName: 'Rebar B', projectId: siteB })).id as string;
});
afterAll(async () => t?.close());

let n = 0;
const addWorker = async () => {
  n += 1;
  return (await workers.save(hr, { employmentCode: `SW${n}`, name: `Service worker ${n}`, projectId: siteA })).id as string;
};
const workerRow = (id: string) => workers.getById(t.db, hr.auth, id);
const inTx = <T>(work: (tx: ServiceContext['db']) => Promise<T>) => t.db.transaction(work);

describe('project transfers', () => {
  it('a pending transfer holds the worker "in transfer": no second transfer, no team move, until it is finished', async () => {
    const id = await addWorker();
    const pending = await inTx((tx) => openTransfer(tx, hr.auth, { workerId: id, targetProjectId: siteB, targetTeamId: teamB, transitionDate: '2026-08-01' }));
    expect(pending).toMatchObject({ transitionStatus: TRANSITION_STATUS.PENDING, sourceProjectId: siteA, targetTeamId: teamB });
    expect((await workerRow(id)).teamMemberStatus).toBe(TEAM_MEMBER_STATUS.IN_TRANSFER);
    await expect(inTx((tx) => openTransfer(tx, hr.auth, { workerId: id, targetProjectId: siteB, transitionDate: '2026-08-02' }))).rejects.toMatchObject({
      code: 409,
    });
    await expect(moveToTeam(hr, [id], teamB)).rejects.toMatchObject({ code: 409, message: expect.stringContaining('in transfer') });

    const done = await inTx((tx) => finishTransfer(tx, hr.auth, pending, true));
    expect(done.transitionStatus).toBe(TRANSITION_STATUS.DONE);
    expect(await workerRow(id)).toMatchObject({ teamMemberStatus: TEAM_MEMBER_STATUS.NORMAL, projectId: siteB, teamId: teamB });
    await expect(inTx((tx) => finishTransfer(tx, hr.auth, done, false))).rejects.toMatchObject({ code: 409 });
  });

  it('refuses a target team of another project and an unknown worker', async () => {
    const id = await addWorker();
    await expect(
      inTx((tx) => openTransfer(tx, hr.auth, { workerId: id, targetProjectId: siteA, targetTeamId: teamB, transitionDate: '2026-08-01' })),
    ).rejects.toMatchObject({ code: 400, message: 'targetTeamId: the team belongs to another project' });
    await expect(inTx((tx) => openTransfer(tx, hr.auth, { workerId: '42', targetProjectId: siteB, transitionDate: '2026-08-01' }))).rejects.toMatchObject({
      code: 400,
    });
    expect((await workerRow(id)).teamMemberStatus).toBe(TEAM_MEMBER_STATUS.NORMAL);
  });

  it("form 17's reaction opens the transfer when the request starts and cancels it when it is rejected", async () => {
    const id = await addWorker();
    const instance = {
      id: nextId(),
      tenantId: hr.auth.tenantId,
      processInstanceId: 'p',
      formId: '17',
      processKey: 'turnSiteApply',
      initiator: hr.auth.userId,
      values: { workerId: id, targetProjectId: siteB },
    };
    await inTx((tx) => Promise.resolve(workerFlow.turnSiteApply(tx, instance, 'started')));
    const [opened] = await t.db.select().from(transition).where(eq(transition.processId, instance.id));
    expect(opened).toMatchObject({ workerId: id, transitionStatus: TRANSITION_STATUS.PENDING, targetProjectId: siteB });
    await inTx((tx) => Promise.resolve(workerFlow.turnSiteApply(tx, instance, 'rejected')));
    const [cancelled] = await t.db.select().from(transition).where(eq(transition.processId, instance.id));
    expect(cancelled.transitionStatus).toBe(TRANSITION_STATUS.CANCELLED);
    expect(await workerRow(id)).toMatchObject({ teamMemberStatus: TEAM_MEMBER_STATUS.NORMAL, projectId: siteA });
    // a later end of the same request finds nothing pending and changes nothing
    await inTx((tx) => Promise.resolve(workerFlow.turnSiteApply(tx, instance, 'approved')));
    expect((await workerRow(id)).projectId).toBe(siteA);
  });
});

describe('team moves', () => {
  it('records a project change as a completed project transfer and a move within the project as a team transfer', async () => {
    const [a, b] = [await addWorker(), await addWorker()];
    const teamA = (await teams.save(hr, { teamName: 'Formwork A', projectId: siteA })).id as string;
    expect(await moveToTeam(hr, [a], teamA)).toBe(1);
    expect(await moveToTeam(hr, [a, b], teamB)).toBe(2);
    const moves = await t.db.select().from(transition).where(eq(transition.workerId, a)).orderBy(asc(transition.id));
    expect(moves.map((m) => [m.transitionType, m.transitionStatus, m.targetTeamId])).toEqual([
      [TRANSITION_TYPE.TEAM, TRANSITION_STATUS.DONE, teamA],
      [TRANSITION_TYPE.PROJECT, TRANSITION_STATUS.DONE, teamB],
    ]);
    await expect(deleteTeams(hr, [teamB])).rejects.toMatchObject({ code: 409 });
    await deleteTeams(hr, [teamA]);
    expect(await teams.findById(t.db, hr.auth, teamA)).toBeNull();
  });
});
