import { z } from 'zod';
import { SystemPermissions } from '@hr/contracts';
import { pageRoute } from '../../platform/crud-routes.js';
import { route, zId } from '../../platform/http/route.js';
import { auditEntry, auditEntryRecord, auditLogListing } from './audit-log.queries.js';

const P = '/api/blade-system/audit-log';
const tags = ['audit_log'];
const { view } = SystemPermissions.auditLog;

/** Read-only audit trail of the caller's tenant, for administrators (`audit_log_view`). */
export const auditLogRoutes = [
  pageRoute({
    url: `${P}/page`,
    permission: view,
    summary: 'Page of audit entries (resource, action, account, recordId, from/to date), newest first',
    tags,
    ...auditLogListing,
  }),
  route({
    method: 'GET',
    url: `${P}/detail`,
    permission: view,
    summary: 'One audit entry with its field changes',
    tags,
    input: z.object({ id: zId }),
    output: auditEntryRecord,
    handler: ({ id }, ctx) => auditEntry(ctx, id),
  }),
];
