import { z } from 'zod';
import { DELEGATION_PERMISSIONS, MAIL_ACTION_STATES } from '@hr/contracts';
import { route, zDateTime, zId, zOptionalId } from '../../platform/http/route.js';
import { idList, optionalIdList, pageOf, pageQuery } from '../../platform/http/paging.js';
import * as delegation from './delegation.service.js';
import { confirmMailAction, viewMailAction } from './mail-action.service.js';

const tags = ['process (out of office)'];

const delegationRow = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  delegateUserId: z.string(),
  delegateName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  formIds: z.string(),
  formNames: z.array(z.string()),
  state: z.enum(['planned', 'active', 'ended']),
  createTime: z.string(),
});

const delegationInput = z.object({
  id: zOptionalId,
  userId: zOptionalId.describe('Person'),
  delegateUserId: zId.describe('Delegate'),
  startTime: zDateTime.describe('Start'),
  endTime: zDateTime.describe('End'),
  formIds: optionalIdList.describe('Forms'),
});

const moveResult = z.object({ moved: z.number(), failed: z.array(z.object({ taskId: z.string(), formName: z.string(), msg: z.string() })) });

const mailToken = z.object({ token: z.string().trim().min(20, 'is not a valid link').max(100, 'is not a valid link').describe('Link') });
const mailActionView = z.object({
  state: z.enum(MAIL_ACTION_STATES),
  action: z.enum(['approve', 'reject']).nullable(),
  formName: z.string(),
  initiatorName: z.string(),
  taskName: z.string(),
  startTime: z.string(),
  assigneeName: z.string(),
});

/** Out of office (delegations, hand-over, reassignment) and the approval e-mails' action links. */
export const delegationRoutes = [
  route({
    method: 'POST',
    url: '/api/blade-flow/delegation/submit',
    permission: 'authenticated',
    summary:
      'Set (or with id change) an out-of-office delegate for a period, for all forms or the formIds given; userId (someone else) needs flow_delegation_others',
    tags,
    input: delegationInput,
    output: delegationRow,
    handler: (v, ctx) => delegation.submitDelegation(ctx, { ...v, formIds: v.formIds.length ? v.formIds : undefined }),
  }),
  route({
    method: 'GET',
    url: '/api/blade-flow/delegation/list',
    permission: 'authenticated',
    summary: "My delegations, newest first; with flow_delegation_others everyone's in my data scope (userId narrows to one person)",
    tags,
    input: pageQuery.extend({ userId: zOptionalId }),
    output: pageOf(delegationRow),
    handler: (q, ctx) => delegation.pageDelegations(ctx, q),
  }),
  route({
    method: 'POST',
    url: '/api/blade-flow/delegation/remove',
    permission: 'authenticated',
    summary: 'Remove delegations (ids, comma-separated): mine, or with flow_delegation_others those of people in my scope',
    tags,
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: (v, ctx) => delegation.removeDelegations(ctx, v.ids),
  }),
  route({
    method: 'POST',
    url: '/api/blade-flow/delegation/handover',
    permission: 'authenticated',
    summary: "Hand my open tasks (or, with flow_delegation_others, userId's) to the delegate in force now for each form; each task in its own transaction",
    tags,
    input: z.object({ userId: zOptionalId }),
    output: moveResult,
    handler: (v, ctx) => delegation.handover(ctx, v),
  }),
  route({
    method: 'POST',
    url: '/api/blade-flow/work/reassign',
    permission: DELEGATION_PERMISSIONS.reassign,
    summary: 'Move every open task of fromUserId (e.g. a leaver) to toUserId; each task in its own transaction, failures listed',
    tags,
    input: z.object({ fromUserId: zId.describe('Current approver'), toUserId: zId.describe('New approver') }),
    output: moveResult,
    handler: (v, ctx) => delegation.reassign(ctx, v),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-open/mail-action/detail',
    permission: 'public',
    summary: "What an approval e-mail's link would do (request summary and state); never acts, mail scanners fetch links",
    tags,
    input: mailToken,
    output: mailActionView,
    handler: ({ token }, ctx) => viewMailAction(ctx.app, token),
  }),
  route({
    method: 'POST',
    url: '/api/mcc-open/mail-action/confirm',
    permission: 'public',
    summary: "Confirm an approval e-mail's link: approves or rejects its task exactly once; a used, expired or foreign link or a handled task changes nothing",
    tags,
    input: mailToken,
    output: mailActionView,
    handler: ({ token }, ctx) => confirmMailAction(ctx.app, token, new Date(), ctx.req),
  }),
];
