import type { SeedRun } from '../module.js';
import { buildings, plots, rooms } from '../housing/housing.queries.js';
import { assignWorkers } from '../housing/housing.service.js';
import { workerIdsByCode } from '../worker/worker.public.js';
import type { Db } from '../../platform/db/client.js';
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
          roomIds.push(room.id as string);
        }
      }
    }
    // two workers a room, the last two without one (they show under "Workers without a room")
    const housed = workers.slice(0, Math.max(0, workers.length - 2));
    for (let i = 0; i < housed.length; i += 2) {
      await assignWorkers(tx, admin.auth, { roomId: roomIds[(i / 2) % roomIds.length]!, workerIds: housed.slice(i, i + 2) });
    }
  });
}

export const seedDemoHousingOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoHousing(db, app);
};
