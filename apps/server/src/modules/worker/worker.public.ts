import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import { worker } from './worker.tables.js';
import { withWorkerNames } from './worker.queries.js';

/*
 * What other modules read of one worker by the id his own session carries (the self-service pages of issue 33):
 * what he may know of himself, never wages, bank or another worker.
 */

/** The worker's own card: name, employment code, project and team, permit and passport expiry, room; null when gone. */
export async function ownWorkerCard(db: Db, tenant: Pick<AuthContext, 'tenantId'>, workerId: string) {
  const [row] = await db
    .select({
      id: worker.id,
      name: worker.name,
      employmentCode: worker.employmentCode,
      projectId: worker.projectId,
      teamId: worker.teamId,
      specialistId: worker.specialistId,
      tradeId: worker.tradeId,
      wpNumber: worker.wpNumber,
      wpExpiryDate: worker.wpExpiryDate,
      passportExpiryDate: worker.passportExpiryDate,
      dormitory: worker.dormitory,
      blk: worker.blk,
      room: worker.room,
      mobileCode: worker.mobileCode,
      mobile: worker.mobile,
      status: worker.status,
    })
    .from(worker)
    .where(and(liveRows(worker, tenant), eq(worker.id, workerId)))
    .limit(1);
  if (!row) return null;
  const [named] = await withWorkerNames(db, [row]);
  return named as typeof row & { projectName?: string | null; teamName?: string | null; specialistName?: string | null; tradeName?: string | null };
}
