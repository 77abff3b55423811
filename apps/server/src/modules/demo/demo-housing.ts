import { and, asc, eq } from 'drizzle-orm';
import type { SeedRun } from '../module.js';
import { worker } from '../worker/worker.tables.js';
import { dwellBuilding, dwellPlot, dwellRoom } from '../housing/housing.tables.js';
import { assignWorkers } from '../housing/housing.service.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { nextId } from '../../platform/db/ids.js';
import type { Db } from '../../platform/db/client.js';

/** Two dormitories with blocks and rooms of 4 to 12 beds; the demo workers live in them (DEMO_DATA=1, first boot). */
const PLOTS = [
  { name: 'Tuas View Dormitory', address: '70 Tuas South Avenue 1, Singapore 637287', blocks: ['10', '11'], rooms: ['03-01', '03-02', '04-01'], capacity: 12 },
  { name: 'Kranji Lodge 1', address: '1 Kranji Way, Singapore 739421', blocks: ['1'], rooms: ['01-01', '01-02'], capacity: 4 },
];

export async function seedDemoHousing(db: Db): Promise<void> {
  const [already] = await db.select({ id: dwellPlot.id }).from(dwellPlot).where(eq(dwellPlot.tenantId, DEFAULT_TENANT)).limit(1);
  if (already) return;
  const workers = await db
    .select({ id: worker.id })
    .from(worker)
    .where(and(eq(worker.tenantId, DEFAULT_TENANT), eq(worker.isDeleted, 0)))
    .orderBy(asc(worker.employmentCode));
  await db.transaction(async (tx) => {
    const rooms: string[] = [];
    for (const p of PLOTS) {
      const plotId = nextId();
      await tx.insert(dwellPlot).values({ id: plotId, tenantId: DEFAULT_TENANT, plotName: p.name, address: p.address });
      for (const blk of p.blocks) {
        const buildingId = nextId();
        await tx.insert(dwellBuilding).values({ id: buildingId, tenantId: DEFAULT_TENANT, plotId, blkNo: blk, floors: 5 });
        for (const roomNo of p.rooms) {
          const id = nextId();
          rooms.push(id);
          await tx.insert(dwellRoom).values({ id, tenantId: DEFAULT_TENANT, buildingId, plotId, roomNo, floor: roomNo.slice(0, 2), capacity: p.capacity });
        }
      }
    }
    // two workers a room, the last two without one (they show under "Workers without a room")
    const actor = { tenantId: DEFAULT_TENANT, userId: '0', account: 'demo' };
    const housed = workers.slice(0, Math.max(0, workers.length - 2));
    for (let i = 0; i < housed.length; i += 2) {
      await assignWorkers(tx, actor, { roomId: rooms[(i / 2) % rooms.length], workerIds: housed.slice(i, i + 2).map((w) => w.id) });
    }
  });
}

export const seedDemoHousingOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoHousing(db);
};
