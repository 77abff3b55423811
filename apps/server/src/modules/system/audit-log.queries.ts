import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/context.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { filters } from '../../platform/repository.js';
import { tableRecordSchema } from '../../platform/db/zod.js';
import { notFound } from '../../platform/errors.js';
import { auditLog } from '../../platform/db/platform.tables.js';

export const auditEntryRecord = tableRecordSchema(auditLog);

/** The audit trail of the caller's tenant as a filtered page; `from`/`to` bound the write time (a bare `to` date includes that whole day). */
export const auditLogListing = {
  table: auditLog,
  record: auditEntryRecord,
  base: (auth: AuthContext) => eq(auditLog.tenantId, auth.tenantId),
  filters: {
    resource: filters.equals(auditLog.resource, z.string().max(64)),
    action: filters.equals(auditLog.action, z.string().max(64)),
    account: filters.like(auditLog.account),
    recordId: filters.like(auditLog.recordId),
    from: filters.from(auditLog.createTime),
    to: filters.to(auditLog.createTime),
  },
  sortable: { createTime: auditLog.createTime, resource: auditLog.resource, account: auditLog.account },
  defaultOrder: [desc(auditLog.createTime), desc(auditLog.id)],
};

/** One audit entry of the caller's tenant, or 404. */
export async function auditEntry({ db, auth }: ServiceContext, id: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, auth.tenantId), eq(auditLog.id, id)))
    .limit(1);
  if (!row) throw notFound('audit entry');
  return row;
}
