import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route.js';
import { orderBy, pageOf, pageQuery, toPage } from '../../platform/http/paging.js';
import { filters, selectPage } from '../../platform/crud.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { registerMenuSeeds } from './menu-seeds.js';

registerMenuSeeds([
  { code: 'system', name: 'System', path: '/system', source: 'setting', sort: 99 },
  { code: 'outbox', name: 'Outbox', parent: 'system', path: '/system/outbox', source: 'mail', sort: 90 },
  { code: 'outbox_view', name: 'View outbox', alias: 'view', parent: 'outbox', category: 2, action: 1, sort: 1 },
]);

const channelFilter = filters.equals(outbox.channel, z.enum(['email', 'sms', 'message']));
const recipientFilter = filters.like(outbox.recipient);
const stateFilter = filters.equals(outbox.state, z.enum(['pending', 'running', 'sent', 'dev', 'failed']));

/**
 * The outbox as administrators read it: every mail, SMS and in-app message of the tenant with its
 * state (`dev` rows were kept because no provider is configured: their text, e.g. a sign-in code, is here).
 */
export default async function outboxRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-system/outbox/page',
    permission: 'outbox_view',
    summary: 'Page of outgoing mail, SMS and messages, newest first (filters channel, recipient, state)',
    tags: ['outbox'],
    input: pageQuery.extend({ channel: channelFilter.schema, recipient: recipientFilter.schema, state: stateFilter.schema }),
    output: pageOf(
      z.object({
        id: z.string(),
        channel: z.string(),
        recipient: z.string(),
        subject: z.string().nullable(),
        body: z.string(),
        payload: z.unknown(),
        state: z.string(),
        attempts: z.number(),
        lastError: z.string().nullable(),
        createTime: z.string(),
        nextAttemptTime: z.string(),
        sentTime: z.string().nullable(),
      }),
    ),
    handler: async (q, { db, auth }) => {
      const where = and(eq(outbox.tenantId, auth.tenantId), channelFilter.where(q.channel as never), recipientFilter.where(q.recipient as never), stateFilter.where(q.state as never));
      const order = orderBy(q, { createTime: outbox.createTime, state: outbox.state }, [sql`${outbox.createTime} desc`, sql`${outbox.id} desc`]);
      const { records, total } = await selectPage(db, outbox, where, q, order);
      return toPage(records as never[], total, q);
    },
  });
}
