import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { definePage, filters } from '../../platform/crud.js';
import { tableRecordSchema } from '../../platform/db/zod.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { registerMenuSeeds } from './menu-seeds.js';

registerMenuSeeds([
  { code: 'system', name: 'System', path: '/system', source: 'setting', sort: 99 },
  { code: 'outbox', name: 'Outbox', parent: 'system', path: '/system/outbox', source: 'mail', sort: 90 },
  { code: 'outbox_view', name: 'View outbox', alias: 'view', parent: 'outbox', category: 2, action: 1, sort: 1 },
]);


/**
 * The outbox as administrators read it: every mail, SMS and in-app message of the tenant with its
 * state (`dev` rows were kept because no provider is configured: their text, e.g. a sign-in code, is here).
 */
export default async function outboxRoutes(app: FastifyInstance): Promise<void> {
  definePage(app, {
    url: '/api/blade-system/outbox/page',
    permission: 'outbox_view',
    summary: 'Page of outgoing mail, SMS and messages, newest first (filters channel, recipient, state)',
    tags: ['outbox'],
    table: outbox,
    record: tableRecordSchema(outbox, { omit: ['tenantId'] }),
    base: (auth) => eq(outbox.tenantId, auth.tenantId),
    filters: {
      channel: filters.equals(outbox.channel, z.enum(['email', 'sms', 'message'])),
      recipient: filters.like(outbox.recipient),
      state: filters.equals(outbox.state, z.enum(['pending', 'running', 'sent', 'dev', 'failed'])),
    },
    sortable: { createTime: outbox.createTime, state: outbox.state },
    defaultOrder: [sql`${outbox.createTime} desc`, sql`${outbox.id} desc`],
  });
}
