import type { FastifyInstance } from 'fastify';
import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows } from '../../platform/crud.js';
import { defineRoute, zId, zOptionalInt } from '../../platform/http/route.js';
import { pageOf, pageQuery } from '../../platform/http/paging.js';
import { permits } from '../../platform/auth/permissions.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { registerMenuSeeds } from './menu-seeds.js';
import { user, userFeedback } from './system.tables.js';

registerMenuSeeds([
  { code: 'system', name: 'System', path: '/system', source: 'setting', sort: 99 },
  { code: 'feedback', name: 'Feedback', parent: 'system', path: '/system/feedback', source: 'message', sort: 10 },
  { code: 'feedback_view', name: 'View all feedback', alias: 'view', parent: 'feedback', category: 2, action: 1, sort: 1 },
  { code: 'feedback_process', name: 'Reply to or close feedback', alias: 'process', parent: 'feedback', category: 2, action: 1, sort: 2 },
  { code: 'feedback_delete', name: 'Delete feedback', alias: 'delete', parent: 'feedback', category: 2, action: 2, sort: 3 },
]);

/** Feedback status (dictionary feedback_status): 1 pending, 2 processed (replied), 3 closed. */
export const FeedbackStatus = { PENDING: 1, PROCESSED: 2, CLOSED: 3 } as const;
const P = '/api/blade-user/userFeedback';
const tags = ['feedback'];

/**
 * User feedback: any signed-in user saves feedback and sees their own; holders of `feedback_view`
 * see all; `feedback_process` replies and closes; the author may close their own.
 */
export default async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const resource = defineResource(app, {
    name: 'feedback',
    prefix: P,
    table: userFeedback,
    permissions: { view: 'feedback_view', add: 'authenticated', edit: 'feedback_process', delete: 'feedback_delete' },
    routes: { page: false, list: false, detail: false, submit: false, save: 'save', remove: 'remove' },
    filters: {
      title: filters.like(userFeedback.title),
      type: filters.equals(userFeedback.type, z.string().max(50)),
      status: filters.int(userFeedback.status),
      createUser: filters.id(userFeedback.createUser),
    },
    sortable: { createTime: userFeedback.createTime, status: userFeedback.status, processTime: userFeedback.processTime },
    omitInput: ['reply', 'processUser', 'processTime', 'status'],
    inputExtend: {
      title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
      content: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
    },
    outputExtend: { createUserName: z.string().nullable().optional(), processUserName: z.string().nullable().optional() },
    hooks: {
      beforeWrite: (_tx, _ctx, values, existing) => {
        if (existing?.status === FeedbackStatus.CLOSED && values.status === FeedbackStatus.PROCESSED) throw badRequest('The feedback is closed');
      },
      present: async (db, ctx, rows) => {
        const ids = [...new Set(rows.flatMap((r) => [r.createUser, r.processUser]).filter((v): v is string => typeof v === 'string'))];
        const people = ids.length
          ? await db.select({ id: user.id, name: user.realName, account: user.account }).from(user).where(and(liveRows(user, ctx.auth), inArray(user.id, ids)))
          : [];
        const names = new Map(people.map((p) => [p.id, p.name ?? p.account]));
        return rows.map((r) => ({ ...r, createUserName: names.get(r.createUser as string) ?? null, processUserName: names.get(r.processUser as string) ?? null }));
      },
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${P}/search`,
    permission: 'authenticated',
    summary: 'Page of feedback (own feedback unless the caller holds feedback_view)',
    tags,
    input: pageQuery.extend({ title: z.string().max(200).optional(), type: z.string().max(50).optional(), status: zOptionalInt }),
    output: pageOf(resource.record),
    handler: (q, ctx) => resource.page(ctx.db, ctx, { ...q, createUser: permits(ctx.auth, 'feedback_view') ? undefined : ctx.auth.userId }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${P}/process`,
    permission: 'feedback_process',
    summary: 'Reply to feedback (status becomes 2, processed)',
    tags,
    input: z.object({ id: zId, reply: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'), version: zOptionalInt }),
    output: resource.record,
    handler: ({ id, reply, version }, ctx) =>
      resource.save(ctx, { id, version, reply, status: FeedbackStatus.PROCESSED, processUser: ctx.auth.userId, processTime: formatDateTime(new Date()) }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${P}/close`,
    permission: 'authenticated',
    summary: 'Close feedback (its author or a holder of feedback_process)',
    tags,
    input: z.object({ id: zId }),
    output: resource.record,
    handler: async ({ id }, ctx) => {
      const row = await resource.getById(ctx.db, ctx.auth, id);
      if (row.createUser !== ctx.auth.userId && !permits(ctx.auth, 'feedback_process')) throw notFound('feedback');
      return resource.save(ctx, { id, status: FeedbackStatus.CLOSED });
    },
  });
}
