import { z } from 'zod';
import { route, zId } from '../../platform/http/route.js';
import { pageOf, pageQuery } from '../../platform/http/paging.js';
import { WORKER_SELF } from '../../platform/auth/permissions.js';
import { record as requestRecord } from '../flow/flow.schema.js';
import { fields } from '../form/form.queries.js';
import {
  ownForms,
  ownLeaveBalances,
  ownLeaveCheck,
  ownLeaveRecords,
  ownPayslip,
  ownPayslips,
  ownProfile,
  ownRequests,
  ownUpload,
} from './worker-self.service.js';
import { leaveCheckInput, leaveCheckOutput } from './desk.schema.js';
import { zLanguage } from '../../platform/i18n/index.js';
import { languageInput, languageOutput, saveLanguage } from '../../platform/i18n/account.js';

const BASE = '/api/mcc-worker/self';
const tags = ['worker self-service'];
const permission = WORKER_SELF;

const balance = z.object({
  vacationInfoId: z.string(),
  name: z.string(),
  entitled: z.number(),
  used: z.number(),
  pending: z.number(),
  remaining: z.number(),
  expireDate: z.string(),
});
const leaveRow = z.object({
  id: z.string(),
  vacationName: z.string().nullable(),
  leaveStartTime: z.string().nullable(),
  leaveEndTime: z.string().nullable(),
  leaveDays: z.union([z.string(), z.number()]).nullable(),
  leaveStatus: z.number(),
  processId: z.string().nullable(),
});
const payslipRow = z.object({ id: z.string(), periodStart: z.string(), periodEnd: z.string(), grossWages: z.string(), nettSalary: z.string() });
const smallPage = pageQuery.extend({ size: z.coerce.number().int().min(1).max(50).default(10) });

/**
 * A worker's own pages (issue 33): only his self-service session (signed in by SMS code) reaches them, and each
 * answers about the worker the session names, never an id it is given.
 */
export const workerSelfRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/profile`,
    permission,
    summary:
      'His own card: name, employment code, project, team and trade, work permit and passport expiry with the days left (negative once ' + 'expired), his room',
    tags,
    output: z.object({
      id: z.string(),
      name: z.string(),
      employmentCode: z.string(),
      projectName: z.string().nullable(),
      teamName: z.string().nullable(),
      trade: z.string().nullable(),
      wpNumber: z.string().nullable(),
      wpExpiryDate: z.string().nullable(),
      wpDaysLeft: z.number().nullable(),
      passportExpiryDate: z.string().nullable(),
      passportDaysLeft: z.number().nullable(),
      dormitory: z.string().nullable(),
      blk: z.string().nullable(),
      room: z.string().nullable(),
      roomLabel: z.string().nullable(),
      mobile: z.string().nullable(),
      today: z.string(),
    }),
    handler: (_q, ctx) => ownProfile(ctx),
  }),
  route({
    method: 'GET',
    url: `${BASE}/payslips`,
    permission,
    summary: 'A page of his payslips (his approved salary settlements), the latest period first; current, size (at most 50)',
    tags,
    input: smallPage,
    output: pageOf(payslipRow),
    handler: (q, ctx) => ownPayslips(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${BASE}/payslip`,
    permission,
    summary:
      "One of his payslips as PDF (id), in `lang` when given, else in the language of his account, else his phone's; another worker's id " +
      'or one not approved answers 404',
    tags,
    input: z.object({ id: zId, lang: zLanguage.optional() }),
    raw: true,
    download: 'file',
    handler: ({ id, lang }, ctx) => ownPayslip(ctx, id, lang),
  }),
  route({
    method: 'GET',
    url: `${BASE}/leave-balances`,
    permission,
    summary: 'His leave balances valid today, one row per type: entitled, used, pending in running requests, remaining',
    tags,
    output: z.array(balance),
    handler: (_q, ctx) => ownLeaveBalances(ctx),
  }),
  route({
    method: 'GET',
    url: `${BASE}/leave-records`,
    permission,
    summary: 'His leave records of every status (0 pending, 1 approved, 2 rejected, 3 cancelled), the latest first (at most 100)',
    tags,
    output: z.array(leaveRow),
    handler: (_q, ctx) => ownLeaveRecords(ctx),
  }),
  route({
    method: 'GET',
    url: `${BASE}/leave-check`,
    permission,
    summary: "His leave form's check before he submits: the days the server counts, the type's balance, whether it overlaps his other leave",
    tags,
    input: leaveCheckInput.omit({ userType: true, personId: true }),
    output: leaveCheckOutput,
    handler: (q, ctx) => ownLeaveCheck(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${BASE}/requests`,
    permission,
    summary: 'What he filed (drafts left out), the latest first, each with its status, the step it waits at and the approvers there',
    tags,
    input: smallPage,
    output: pageOf(requestRecord),
    handler: (q, ctx) => ownRequests(ctx, q),
  }),
  route({
    method: 'POST',
    url: `${BASE}/language`,
    permission,
    summary: 'Keeps the language he chose on his phone with his account (language: en, zh, ms, ta, bn, my...): his SMS, notices and payslips follow it',
    tags,
    input: languageInput,
    output: languageOutput,
    handler: ({ language }, ctx) => saveLanguage(ctx, language),
  }),
  route({
    method: 'GET',
    url: `${BASE}/forms`,
    permission,
    summary:
      'The forms he files himself (29 leave, 30 request, 26 dormitory transfer, 42 salary advance, 28 passport), with the fields he fills ' +
      'in (his own name is filled by the server) and their choices inline; he starts one at /api/mcc-worker/processfield/startProcess',
    tags,
    output: z.array(z.object({ formId: z.string(), formName: z.string(), processKey: z.string(), fields: z.array(fields.record) })),
    handler: (_q, ctx) => ownForms(ctx),
  }),
  route({
    method: 'POST',
    url: `${BASE}/upload`,
    permission,
    summary: 'Upload a file for his own request (multipart, field "file"; a ticket, an attachment): checked by content like every upload',
    tags,
    output: z.object({ link: z.string(), domain: z.string(), name: z.string(), originalName: z.string(), attachId: z.string() }),
    handler: (_q, ctx) => ownUpload(ctx),
  }),
];
