import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { definePage, filters } from '../../platform/crud.js';
import { defineRoute, zId } from '../../platform/http/route.js';
import { tableRecordSchema } from '../../platform/db/zod.js';
import { notFound } from '../../platform/errors.js';
import { auditLog } from '../../platform/db/platform.tables.js';
import { registerMenuSeeds } from './menu-seeds.js';

registerMenuSeeds([
  { code: 'system', name: 'System', path: '/system', source: 'setting', sort: 99 },
  { code: 'audit_log', name: 'Audit log', parent: 'system', path: '/system/audit-log', source: 'file-search', sort: 12 },
  { code: 'audit_log_view', name: 'View audit log', alias: 'view', parent: 'audit_log', category: 2, action: 1, sort: 1 },
]);

const P = '/api/blade-system/audit-log';
const tags = ['audit_log'];
const record = tableRecordSchema(auditLog);

/** Filters of the page; `from`/`to` bound the write time (a bare `to` date includes that whole day). */
const pageFilters = {
  resource: filters.equals(auditLog.resource, z.string().max(64)),
  action: filters.equals(auditLog.action, z.string().max(64)),
  account: filters.like(auditLog.account),
  recordId: filters.like(auditLog.recordId),
  from: filters.from(auditLog.createTime),
  to: filters.to(auditLog.createTime),
};

/** Read-only audit trail of the caller's tenant, for administrators (`audit_log_view`). */
export default async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  definePage(app, {
    url: `${P}/page`,
    permission: 'audit_log_view',
    summary: 'Page of audit entries (resource, action, account, recordId, from/to date), newest first',
    tags,
    table: auditLog,
    record,
    base: (auth) => eq(auditLog.tenantId, auth.tenantId),
    filters: pageFilters,
    sortable: { createTime: auditLog.createTime, resource: auditLog.resource, account: auditLog.account },
    defaultOrder: [desc(auditLog.createTime), desc(auditLog.id)],
  });
  defineRoute(app, {
    method: 'GET',
    url: `${P}/detail`,
    permission: 'audit_log_view',
    summary: 'One audit entry with its field changes',
    tags,
    input: z.object({ id: zId }),
    output: record,
    handler: async ({ id }, ctx) => {
      const [row] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.tenantId, ctx.auth.tenantId), eq(auditLog.id, id))).limit(1);
      if (!row) throw notFound('audit entry');
      return row;
    },
  });
}
