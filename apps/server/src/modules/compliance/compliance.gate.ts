import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DECLARE_WITHIN_DAYS, addDays } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { conflict } from '../../platform/errors.js';
import { today } from '../../platform/util.js';
import { paramText } from '../system/param.queries.js';
import { worker } from '../worker/worker.tables.js';
import { dwellBuilding, dwellPlot, dwellRoom } from '../housing/housing.tables.js';
import { addressDeclaration } from './compliance.tables.js';

/*
 * What dormitory moves (housing) and project transfers (worker) call inside their own transactions:
 * the expired-permit gate, and the address declarations a move opens.
 */

type Actor = Pick<AuthContext, 'tenantId' | 'userId' | 'account'>;

export const REFUSE_EXPIRED_PARAM = { key: 'compliance.expiredPermit.refuse', fallback: '0' } as const;

export { addDays };

/** Workers among `ids` whose work permit expired before `today` (code, name and expiry date). */
export async function expiredPermits(db: Db, tenantId: string, ids: string[], today: string) {
  if (!ids.length) return [];
  return db
    .select({ id: worker.id, employmentCode: worker.employmentCode, name: worker.name, wpExpiryDate: worker.wpExpiryDate })
    .from(worker)
    .where(and(eq(worker.tenantId, tenantId), eq(worker.isDeleted, 0), inArray(worker.id, ids), sql`${worker.wpExpiryDate} < ${today}`))
    .orderBy(asc(worker.employmentCode));
}

/**
 * The expired-permit gate of a dormitory move or project transfer: when parameter
 * compliance.expiredPermit.refuse is 1, a worker whose work permit has expired is refused (409 naming
 * the field, the worker and the date); otherwise the move goes through and the screens warn (the worker
 * carries `permitExpired`).
 */
export async function assertPermitsAllowMove(tx: Db, tenantId: string, workerIds: string[], field: string, what: string): Promise<void> {
  const expired = await expiredPermits(tx, tenantId, workerIds, today());
  if (!expired.length || (await paramText(tx, tenantId, REFUSE_EXPIRED_PARAM.key)) !== '1') return;
  const who = expired.map((w) => `${w.name} (${w.employmentCode}, expired ${w.wpExpiryDate})`).join(', ');
  throw conflict(`${field}: the work permit of ${who} has expired; renew it before the ${what}`);
}

/** A room's address as MOM wants it: dormitory, block and unit, street address and postal code. */
async function roomAddress(tx: Db, roomId: string): Promise<string> {
  const [r] = await tx
    .select({ roomNo: dwellRoom.roomNo, blk: dwellBuilding.blkNo, plot: dwellPlot.plotName, street: dwellPlot.address, postalCode: dwellPlot.postalCode })
    .from(dwellRoom)
    .innerJoin(dwellBuilding, eq(dwellBuilding.id, dwellRoom.buildingId))
    .innerJoin(dwellPlot, eq(dwellPlot.id, dwellRoom.plotId))
    .where(eq(dwellRoom.id, roomId));
  if (!r) return '';
  return [`${r.plot}, Blk ${r.blk} #${r.roomNo}`, r.street, r.postalCode ? `Singapore ${r.postalCode}` : null].filter(Boolean).join(', ');
}

export interface NewStay {
  id: string;
  workerId: string;
  roomId: string;
  checkInDate: string;
}

/**
 * A dormitory check-in or move changes the worker's address: each new stay opens a declaration due
 * 5 days after the move (the MOM rule for work-permit holders), written in the move's transaction.
 */
export async function openDeclarations(tx: Db, actor: Actor, stays: NewStay[]): Promise<void> {
  if (!stays.length) return;
  const addresses = new Map<string, string>();
  for (const roomId of new Set(stays.map((s) => s.roomId))) addresses.set(roomId, await roomAddress(tx, roomId));
  await tx.insert(addressDeclaration).values(
    stays.map((s) => ({
      tenantId: actor.tenantId,
      workerId: s.workerId,
      stayId: s.id,
      roomId: s.roomId,
      address: addresses.get(s.roomId)!.slice(0, 500),
      moveDate: s.checkInDate,
      declareBy: addDays(s.checkInDate, DECLARE_WITHIN_DAYS),
      createUser: actor.userId,
      updateUser: actor.userId,
    })),
  );
}

