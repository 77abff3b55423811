import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { formatDateTime } from '../../platform/util.js';
import { worker, workerTeam } from '../worker/worker.tables.js';
import { dwellRoom, dwellRoomRef } from '../housing/housing.tables.js';
import { assignWorkers, occupancyOf } from '../housing/housing.service.js';
import { addressDeclaration, docRenewal } from '../compliance/compliance.tables.js';
import { addDays, todayOf } from '../compliance/compliance.queries.js';

/*
 * DEMO_DATA=1, first boot, after the demo people and housing: the compliance centre has something to
 * show relative to today. Work permits expiring in 7, 30 and 60 days and one expired five days ago,
 * passports due in 21 and 75 days;
 * each team's first foreman supervises it (the reminders reach him); the first check-ins are dated two
 * months back and declared, one move of last week is overdue and one of today is still to declare;
 * one permit renewal in the history.
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

export async function seedDemoCompliance(db: Db): Promise<void> {
  const tenant = DEFAULT_TENANT;
  const today = todayOf();
  const workers = await db
    .select()
    .from(worker)
    .where(and(eq(worker.tenantId, tenant), eq(worker.isDeleted, 0)))
    .orderBy(asc(worker.employmentCode));
  if (workers.length < 8) return;
  const now = formatDateTime(new Date());
  await db.transaction(async (tx) => {
    for (const [i, days] of PERMITS)
      await tx
        .update(worker)
        .set({ wpExpiryDate: addDays(today, days) })
        .where(eq(worker.id, workers[i].id));
    for (const [i, days] of PASSPORTS)
      await tx
        .update(worker)
        .set({ passportExpiryDate: addDays(today, days) })
        .where(eq(worker.id, workers[i].id));
    for (const team of await tx
      .select({ id: workerTeam.id })
      .from(workerTeam)
      .where(and(eq(workerTeam.tenantId, tenant), isNull(workerTeam.supervisorId)))) {
      const foreman = workers.find((w) => w.teamId === team.id && w.isSupervisor === 1);
      if (foreman) await tx.update(workerTeam).set({ supervisorId: foreman.id }).where(eq(workerTeam.id, team.id));
    }
    // the demo check-ins happened two months ago and were declared in time
    const movedIn = addDays(today, -60);
    await tx
      .update(dwellRoomRef)
      .set({ checkInDate: movedIn })
      .where(and(eq(dwellRoomRef.tenantId, tenant), isNull(dwellRoomRef.checkOutDate)));
    await tx
      .update(addressDeclaration)
      .set({ moveDate: movedIn, declareBy: addDays(movedIn, 5), declaredTime: `${addDays(movedIn, 2)} 10:00:00`, declaredUser: '0' })
      .where(eq(addressDeclaration.tenantId, tenant));
    // last week's move is overdue (declare by two days ago)
    const [late] = await tx.select().from(addressDeclaration).where(eq(addressDeclaration.tenantId, tenant)).orderBy(asc(addressDeclaration.id)).limit(1);
    if (late) {
      await tx
        .update(addressDeclaration)
        .set({ moveDate: addDays(today, -7), declareBy: addDays(today, -2), declaredTime: null, declaredUser: null })
        .where(eq(addressDeclaration.id, late.id));
      await tx
        .update(dwellRoomRef)
        .set({ checkInDate: addDays(today, -7) })
        .where(eq(dwellRoomRef.id, late.stayId));
    }
    // today's move of the worker whose permit expires in 30 days: to declare within 5 days
    const mover = workers[2];
    const [stay] = await tx
      .select({ roomId: dwellRoomRef.roomId })
      .from(dwellRoomRef)
      .where(and(eq(dwellRoomRef.workerId, mover.id), isNull(dwellRoomRef.checkOutDate)));
    const rooms = await tx
      .select({ id: dwellRoom.id, capacity: dwellRoom.capacity })
      .from(dwellRoom)
      .where(eq(dwellRoom.tenantId, tenant))
      .orderBy(asc(dwellRoom.id));
    const occupied = await occupancyOf(
      tx,
      tenant,
      rooms.map((r) => r.id),
    );
    const target = rooms.find((r) => r.id !== stay?.roomId && (occupied.get(r.id) ?? 0) < r.capacity);
    if (target)
      await assignWorkers(
        tx,
        { tenantId: tenant, userId: '0', account: 'demo' },
        { roomId: target.id, workerIds: [mover.id], date: today, remark: 'Moved closer to Site B' },
      );
    // one renewal in the history: last year's permit of the worker whose permit now expires in 60 days
    const renewed = workers[5];
    const [check] = await tx
      .select({ id: docRenewal.id })
      .from(docRenewal)
      .where(inArray(docRenewal.workerId, [renewed.id]));
    if (!check) {
      await tx
        .insert(docRenewal)
        .values({
          tenantId: tenant,
          workerId: renewed.id,
          docType: 'workPermit',
          oldNumber: `0${String(30_000_000 + 5 * 104_729)}`,
          newNumber: renewed.wpNumber ?? 'WP',
          oldExpiryDate: addDays(today, -305),
          newExpiryDate: addDays(today, 60),
          remark: 'Renewed for one year',
          createTime: `${addDays(today, -320)} 09:30:00`,
          updateTime: now,
        });
    }
  });
}

export const seedDemoComplianceOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoCompliance(db);
};
