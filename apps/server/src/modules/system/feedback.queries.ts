import { z } from 'zod';
import { FeedbackStatus } from '@hr/contracts';
import { defineRepository, filters } from '../../platform/repository.js';
import { badRequest } from '../../platform/errors.js';
import { userFeedback } from './system.tables.js';
import { userDisplayNames } from './user.queries.js';

/** User feedback, with the names of its author and of who processed it. */
export const feedbacks = defineRepository({
  name: 'feedback',
  table: userFeedback,
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
    // checked on the row read inside the write's transaction: a reply never reopens closed feedback
    beforeWrite: (_tx, _ctx, values, existing) => {
      if (existing?.status === FeedbackStatus.CLOSED && values.status === FeedbackStatus.PROCESSED) throw badRequest('The feedback is closed');
    },
    present: async (db, ctx, rows) => {
      const names = await userDisplayNames(
        db,
        ctx.auth,
        rows.flatMap((r) => [r.createUser, r.processUser]),
      );
      return rows.map((r) => ({
        ...r,
        createUserName: names.get(r.createUser as string) ?? null,
        processUserName: names.get(r.processUser as string) ?? null,
      }));
    },
  },
});
