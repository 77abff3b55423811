import { z } from 'zod';
import { SystemPermissions } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { route, zId, zOptionalInt } from '../../platform/http/route.js';
import { pageOf, pageQuery } from '../../platform/http/paging.js';
import { feedbacks } from './feedback.queries.js';
import { closeFeedback, replyToFeedback, searchFeedback } from './feedback.service.js';

const P = '/api/blade-user/userFeedback';
const tags = ['feedback'];
const { view, process, delete: remove } = SystemPermissions.feedback;

/** User feedback `/api/blade-user/userFeedback/{save,search,process,close,remove}`. */
export const feedbackRoutes = [
  ...crudRoutes(feedbacks, {
    prefix: P,
    permissions: { view, add: 'authenticated', edit: process, delete: remove },
    routes: { page: false, list: false, detail: false, submit: false, save: 'save', remove: 'remove' },
  }),
  route({
    method: 'GET',
    url: `${P}/search`,
    permission: 'authenticated',
    summary: 'Page of feedback (own feedback unless the caller holds feedback_view)',
    tags,
    input: pageQuery.extend({ title: z.string().max(200).optional(), type: z.string().max(50).optional(), status: zOptionalInt }),
    output: pageOf(feedbacks.record),
    handler: (q, ctx) => searchFeedback(ctx, q),
  }),
  route({
    method: 'POST',
    url: `${P}/process`,
    permission: process,
    summary: 'Reply to feedback (status becomes 2, processed)',
    tags,
    input: z.object({ id: zId, reply: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'), version: zOptionalInt }),
    output: feedbacks.record,
    handler: (q, ctx) => replyToFeedback(ctx, q),
  }),
  route({
    method: 'POST',
    url: `${P}/close`,
    permission: 'authenticated',
    summary: 'Close feedback (its author or a holder of feedback_process)',
    tags,
    input: z.object({ id: zId }),
    output: feedbacks.record,
    handler: ({ id }, ctx) => closeFeedback(ctx, id),
  }),
];
