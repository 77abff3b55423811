import type { SeedRun } from '../module.js';
import { buildings, plots, rooms } from '../housing/housing.queries.js';
import { assignWorkers } from '../housing/housing.service.js';
import { workerIdsByCode } from '../worker/worker.public.js';
import type { Db } from '../../platform/db/client.js';
import { today } from '../../platform/util.js';
import { addDays } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import { demoContext } from './demo-context.js';
import { DEMO_WORKER_CODES } from './demo-people.js';

/** Two dormitories with blocks and rooms of 4 to 12 beds; the demo workers live in them (DEMO_DATA=1, first boot). */
const PLOTS = [
  { name: 'Tuas View Dormitory', address: '70 Tuas South Avenue 1, Singapore 637287', blocks: ['10', '11'], rooms: ['03-01', '03-02', '04-01'], capacity: 12 },
  { name: 'Kranji Lodge 1', address: '1 Kranji Way, Singapore 739421', blocks: ['1'], rooms: ['01-01', '01-02'], capacity: 4 },
];

/** HR's housing officer sets the dormitories up in the housing pages and assigns the workers their rooms. */
export async function seedDemoHousing(db: Db, app: FastifyInstance): Promise<void> {
  const admin = await demoContext(db, app, 'admin');
  if ((await plots.page(db, admin, { current: 1, size: 1 })).total > 0) return;
  const byCode = await workerIdsByCode(db, admin.auth, DEMO_WORKER_CODES);
  const workers = DEMO_WORKER_CODES.map((code) => byCode.get(code)).filter((id): id is string => Boolean(id));
  await db.transaction(async (tx) => {
    const ctx = { ...admin, db: tx };
    const roomIds: string[] = [];
    for (const p of PLOTS) {
      const plot = await plots.save(ctx, { plotName: p.name, address: p.address });
      for (const blkNo of p.blocks) {
        const building = await buildings.save(ctx, { plotId: plot.id, blkNo, floors: 5 });
        for (const roomNo of p.rooms) {
          const room = await rooms.save(ctx, { buildingId: building.id, roomNo, floor: roomNo.slice(0, 2), capacity: p.capacity });
          roomIds.push(room.id);
        }
      }
    }
    // two workers a room, the last two without one (they show under "Workers without a room"); they moved in two
    // months ago, the first of them only last week (his address declaration is overdue: demo-compliance.ts)
    const housed = workers.slice(0, Math.max(0, workers.length - 2));
    const movedIn = addDays(today(), -60);
    for (let i = 0; i < housed.length; i += 2) {
      const roomId = roomIds[(i / 2) % roomIds.length]!;
      const pair = housed.slice(i, i + 2);
      if (i > 0) await assignWorkers(tx, admin.auth, { roomId, workerIds: pair, date: movedIn });
      else {
        await assignWorkers(tx, admin.auth, { roomId, workerIds: pair.slice(1), date: movedIn });
        await assignWorkers(tx, admin.auth, { roomId, workerIds: pair.slice(0, 1), date: addDays(today(), -7) });
      }
    }
  });
}

export const seedDemoHousingOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoHousing(db, app);
};
