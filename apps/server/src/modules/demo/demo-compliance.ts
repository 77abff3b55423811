import type { FastifyInstance } from 'fastify';
import { addDays } from '@hr/contracts';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import { instantOf, runAt, today as todayOf } from '../../platform/util.js';
import { liveWorkersIn, renewWorkerDocument, workerIdsByCode } from '../worker/worker.public.js';
import { teams } from '../worker/team.queries.js';
import { assignWorkers } from '../housing/housing.service.js';
import { currentStaysOf } from '../housing/housing.store.js';
import { freeRoomOptions } from '../housing/housing.queries.js';
import { declarations, renewalHistory } from '../compliance/compliance.queries.js';
import { markDeclared, recordRenewal } from '../compliance/compliance.service.js';
import { demoContext } from './demo-context.js';
import { DEMO_WORKER_CODES } from './demo-people.js';

/*
 * DEMO_DATA=1, first boot, after the demo people and housing: the compliance centre has something to
 * show relative to today. Work permits expiring in 7, 30 and 60 days and one expired five days ago,
 * passports due in 21 and 75 days;
 * each team's first foreman supervises it (the reminders reach him); the check-ins of two months back
 * (demo-housing.ts dates them) were declared by HR two days after, the move of last week is overdue and one
 * of today is still to declare; one permit renewal in the history, recorded a year ago. History dated in the
 * past is written by the owners' services run at that moment (runAt, platform/clock-context.ts).
 */

const PERMITS: [index: number, days: number][] = [
  [1, 7],
  [2, 30],
  [5, 60],
  [6, -5],
];

/** Passports due for renewal (the compliance centre's passport panel): one within 30 days, one within 90. */
const PASSPORTS: [index: number, days: number][] = [
  [3, 21],
  [4, 75],
];

/** HR sets the documents' dates and the teams' supervisors, declares the moves of two months ago, moves a worker today. */
export async function seedDemoCompliance(db: Db, app: FastifyInstance): Promise<void> {
  const admin = await demoContext(db, app, 'admin');
  const hr = await demoContext(db, app, 'hr.tan');
  const today = todayOf();
  const byCode = await workerIdsByCode(db, admin.auth, DEMO_WORKER_CODES);
  const workers = (await liveWorkersIn(db, admin.auth, [...byCode.values()])).sort((a, b) => a.employmentCode.localeCompare(b.employmentCode));
  if (workers.length < 8) return;
  await db.transaction(async (tx) => {
    const ctx = { ...admin, db: tx };
    for (const [i, days] of PERMITS) await renewWorkerDocument(tx, admin.auth, workers[i].id, { wpExpiryDate: addDays(today, days) });
    for (const [i, days] of PASSPORTS) await renewWorkerDocument(tx, admin.auth, workers[i].id, { passportExpiryDate: addDays(today, days) });
    for (const team of (await teams.page(tx, ctx, { current: 1, size: -1 })).records.filter((t) => !t.supervisorId)) {
      const foreman = workers.find((w) => w.teamId === team.id && w.isSupervisor === 1);
      if (foreman) await teams.save(ctx, { id: team.id, supervisorId: foreman.id });
    }
    // the demo check-ins happened two months ago and were declared in time, two days after
    const movedIn = addDays(today, -60);
    const open = (await declarations.page(tx, hr, { current: 1, size: -1, state: 0 })).records.filter((d) => d.moveDate === movedIn);
    await runAt(instantOf(`${addDays(movedIn, 2)} 10:00:00`), () =>
      markDeclared(
        { ...hr, db: tx },
        open.map((d) => d.id),
      ),
    );
    // today's move of the worker whose permit expires in 30 days: to declare within 5 days
    const mover = workers[2];
    const [stay] = await currentStaysOf(tx, admin.auth, [mover.id]);
    const [target] = (await freeRoomOptions(ctx, undefined)).filter((r) => r.id !== stay?.roomId).sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    if (target) await assignWorkers(tx, admin.auth, { roomId: target.id, workerIds: [mover.id], date: today, remark: 'Moved closer to Site B' });
    // one renewal in the history: last year's permit of the worker whose permit now expires in 60 days, renewed
    // 320 days ago from the permit he held then (expired 305 days ago) to the one he holds
    const renewed = workers[5];
    if ((await renewalHistory(ctx, renewed.id)).length === 0) {
      await renewWorkerDocument(tx, admin.auth, renewed.id, { wpNumber: `0${String(30_000_000 + 5 * 104_729)}`, wpExpiryDate: addDays(today, -305) });
      await runAt(instantOf(`${addDays(today, -320)} 09:30:00`), () =>
        recordRenewal(ctx, {
          workerId: renewed.id,
          docType: 'workPermit',
          newNumber: renewed.wpNumber ?? 'WP',
          newExpiryDate: addDays(today, 60),
          remark: 'Renewed for one year',
        }),
      );
    }
  });
}

export const seedDemoComplianceOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoCompliance(db, app);
};
