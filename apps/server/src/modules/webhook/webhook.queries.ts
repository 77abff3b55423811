import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.js';
import { defineRepository, filters } from '../../platform/repository.js';
import { tableRecordSchema } from '../../platform/db/zod.js';
import { zId } from '../../platform/http/route.js';
import { webhookDelivery, webhookEndpoint } from './webhook.tables.js';
import { shownUrl } from './webhook.address.js';

/** Webhook endpoints of the tenant; the secret never leaves (it is answered once by submit). */
export const webhookEndpoints = defineRepository({
  name: 'webhook_endpoint',
  table: webhookEndpoint,
  omitOutput: ['secret'],
  omitInput: ['secret'],
  filters: { name: filters.like(webhookEndpoint.name), url: filters.like(webhookEndpoint.url), enabled: filters.int(webhookEndpoint.enabled) },
  sortable: { createTime: webhookEndpoint.createTime, name: webhookEndpoint.name, url: webhookEndpoint.url },
  defaultOrder: [desc(webhookEndpoint.createTime), desc(webhookEndpoint.id)],
  hooks: { present: (_db, _ctx, rows) => rows.map((r) => ({ ...r, url: shownUrl(String(r.url)) })) },
});

/** The delivery log of one endpoint of the caller's tenant, newest attempt first. */
export const deliveryListing = {
  table: webhookDelivery,
  record: tableRecordSchema(webhookDelivery, { omit: ['tenantId'] }),
  base: (auth: AuthContext) => eq(webhookDelivery.tenantId, auth.tenantId),
  filters: {
    endpointId: { schema: zId.describe('Endpoint'), where: (v: string) => eq(webhookDelivery.endpointId, v) },
    event: filters.like(webhookDelivery.event),
    success: filters.int(webhookDelivery.success),
  },
  sortable: { createTime: webhookDelivery.createTime },
  defaultOrder: [sql`${webhookDelivery.createTime} desc`, sql`${webhookDelivery.id} desc`],
};

export const endpointOf = (tenantId: string, id: string) =>
  and(eq(webhookEndpoint.tenantId, tenantId), eq(webhookEndpoint.id, id), eq(webhookEndpoint.isDeleted, 0));
