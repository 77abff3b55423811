import { DECLARE_WITHIN_DAYS, addDays } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { addressDeclaration } from './compliance.tables.js';

/*
 * What dormitory moves (housing) call inside their own transactions: the address declarations a move opens.
 * The expired-permit gate of moves and transfers is the worker module's (worker/permit-gate.ts).
 */

type Actor = Pick<AuthContext, 'tenantId' | 'userId' | 'account'>;

export { addDays };

export interface NewStay {
  id: string;
  workerId: string;
  roomId: string;
  checkInDate: string;
  /** The room's address as MOM wants it (housing writes it: dormitory, block and unit, street, postal code). */
  address: string;
}

/**
 * A dormitory check-in or move changes the worker's address: each new stay opens a declaration due
 * 5 days after the move (the MOM rule for work-permit holders), written in the move's transaction.
 */
export async function openDeclarations(tx: Db, actor: Actor, stays: NewStay[]): Promise<void> {
  if (!stays.length) return;
  await tx
    .insert(addressDeclaration)
    .values(
      stays.map((s) => ({
        tenantId: actor.tenantId,
        workerId: s.workerId,
        stayId: s.id,
        roomId: s.roomId,
        address: s.address.slice(0, 500),
        moveDate: s.checkInDate,
        declareBy: addDays(s.checkInDate, DECLARE_WITHIN_DAYS),
        createUser: actor.userId,
        updateUser: actor.userId,
      })),
    );
}
