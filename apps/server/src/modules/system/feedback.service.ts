import { FeedbackStatus, SystemPermissions } from '@hr/contracts';
import { permits } from '../../platform/auth/permissions.js';
import { notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/http/route.js';
import type { PageQuery } from '../../platform/http/paging.js';
import { formatDateTime } from '../../platform/util.js';
import { feedbacks } from './feedback.queries.js';

/*
 * User feedback: any signed-in user saves feedback and sees their own; holders of feedback_view see
 * all; feedback_process replies and closes; the author may close their own.
 */

const { view, process } = SystemPermissions.feedback;

/** A page of feedback: the caller's own unless they may view all. */
export const searchFeedback = (ctx: ServiceContext, q: PageQuery & { title?: string; type?: string; status?: number }) =>
  feedbacks.page(ctx.db, ctx, { ...q, createUser: permits(ctx.auth, view) ? undefined : ctx.auth.userId });

/** A reply: the feedback becomes processed (closed feedback refuses it). */
export const replyToFeedback = (ctx: ServiceContext, { id, reply, version }: { id: string; reply: string; version?: number }) =>
  feedbacks.save(ctx, { id, version, reply, status: FeedbackStatus.PROCESSED, processUser: ctx.auth.userId, processTime: formatDateTime(new Date()) });

/** Closes feedback: its author or a holder of feedback_process (to anyone else it does not exist). */
export async function closeFeedback(ctx: ServiceContext, id: string) {
  const row = await feedbacks.getById(ctx.db, ctx.auth, id);
  if (row.createUser !== ctx.auth.userId && !permits(ctx.auth, process)) throw notFound('feedback');
  return feedbacks.save(ctx, { id, status: FeedbackStatus.CLOSED });
}
