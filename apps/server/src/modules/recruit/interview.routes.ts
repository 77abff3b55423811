import { z } from 'zod';
import { RECRUIT_PERMISSIONS as R } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { route, zId } from '../../platform/http/route.js';
import { pageOf } from '../../platform/http/paging.js';
import { streamExcel, type ExcelColumn } from '../../platform/excel.js';
import { label } from './status.js';
import {
  attachmentList,
  createdBetween,
  interviewExportRows,
  interviews,
  interviewStatistics,
  judgedInterviews,
  onboardingInterviews,
  type InterviewRow,
} from './recruit.queries.js';
import * as interview from './interview.service.js';
import * as contract from './contract.service.js';
import { againInput, arrangeInput, closeInput, evaluationInput, hodDecisionInput, leaderApprovalInput } from './recruit.schema.js';

const P = '/api/mcc-staff';
const TAGS = ['interview'];
const I = R.interview;

const record = interviews.record;
const byId = z.object({ id: zId });
const byInterview = z.object({ interviewId: zId });
const loose = z.record(z.string(), z.unknown());
const processSummary = z
  .object({
    processId: z.string(),
    processInstanceId: z.string().nullable(),
    formId: z.string(),
    flowStatus: z.string(),
    map: z.record(z.string(), z.unknown()),
  })
  .nullable();
const contractAnswer = z.object({
  contract: loose.nullable(),
  draft: loose,
  html: z.string().nullable(),
  url: z.string().nullable(),
  status: z.number(),
  contractSendTime: z.string().nullable(),
  contractSignTime: z.string().nullable(),
});
const stageCounts = z.object({
  total: z.number(),
  invited: z.number(),
  interviewing: z.number(),
  passed: z.number(),
  offered: z.number(),
  contracted: z.number(),
  onboarding: z.number(),
  closed: z.number(),
});

const EXPORT_COLUMNS: ExcelColumn<InterviewRow>[] = [
  { header: 'Name', key: 'name' },
  { header: 'Job', key: 'jobName' },
  { header: 'Mobile', key: 'mobile' },
  { header: 'Email', key: 'email' },
  { header: 'Interview date', key: 'interviewDate' },
  { header: 'Status', key: 'status', value: (r) => (r.closed ? `${label(r.status)} (closed)` : label(r.status)) },
  { header: 'Offer confirmed', key: 'confirmOfferTime' },
  { header: 'Contract signed', key: 'contractSignTime' },
];

/** Reading interviews: detail, the caller's own, processes, offer data, confirmation info, evaluation, statistics, export. */
const readingRoutes = [
  ...crudRoutes(interviews, {
    prefix: `${P}/interview`,
    permissions: I,
    routes: { page: 'page', list: false, detail: false, save: 'save', update: 'update', submit: false, remove: 'remove' },
  }),
  route({
    method: 'GET',
    url: `${P}/interview/detail`,
    permission: 'authenticated',
    summary: 'One interview with its resume, contract, processes and the candidate page links (HR, its interviewer or head of department)',
    tags: TAGS,
    input: byId,
    output: record.extend({
      resume: loose.nullable(),
      contract: loose.nullable(),
      confirmFileFiles: attachmentList,
      invitationUrl: z.string().nullable(),
      offerUrl: z.string().nullable(),
      contractUrl: z.string().nullable(),
      passProcess: processSummary,
      leaderProcess: processSummary,
      entryProcess: processSummary,
    }),
    handler: ({ id }, ctx) => interview.interviewDetail(ctx, id),
  }),
  route({
    method: 'GET',
    url: `${P}/interview/headInterviewPage`,
    permission: 'authenticated',
    summary: 'Interviews the caller judges as interviewer or head of department',
    tags: TAGS,
    input: interviews.listInput,
    output: pageOf(record),
    handler: (q, ctx) => judgedInterviews(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${P}/interview/interviewProcess`,
    permission: I.view,
    summary: 'The interview-pass request (form 16) of an interview, or null',
    tags: TAGS,
    input: byId,
    output: processSummary,
    handler: ({ id }, ctx) => interview.interviewProcess(ctx, id, 'passProcessId'),
  }),
  route({
    method: 'GET',
    url: `${P}/interview/leaderInterviewProcess`,
    permission: I.view,
    summary: 'The leader-approval request (form 32) of an interview, or null',
    tags: TAGS,
    input: byId,
    output: processSummary,
    handler: ({ id }, ctx) => interview.interviewProcess(ctx, id, 'leaderProcessId'),
  }),
  route({
    method: 'GET',
    url: `${P}/interview/leaderInterviewDetail`,
    permission: I.view,
    summary: 'Leader process (offer) data: the approved values, else those of the running request',
    tags: TAGS,
    input: byId,
    output: z.object({
      interviewId: z.string(),
      name: z.string(),
      jobName: z.string().nullable(),
      status: z.number(),
      approved: z.boolean(),
      offer: loose.nullable(),
    }),
    handler: ({ id }, ctx) => interview.leaderDetail(ctx, id),
  }),
  route({
    method: 'GET',
    url: `${P}/interviewinfo/detail`,
    permission: I.view,
    summary: 'Confirmation info of a passed interview: English name and confirmation files',
    tags: TAGS,
    input: byInterview,
    output: z.object({ enName: z.string().nullable(), confirmFile: z.string().nullable(), confirmFileFiles: attachmentList }),
    handler: ({ interviewId }, ctx) => interview.confirmationInfo(ctx, interviewId),
  }),
  route({
    method: 'GET',
    url: `${P}/interviewresult/map`,
    permission: I.view,
    summary: 'The evaluation of an interview and the head of department decision (null before the evaluation)',
    tags: TAGS,
    input: byInterview,
    output: z
      .object({
        result: z.number().nullable(),
        evaluation: z.string().nullable(),
        evaluatorId: z.string().nullable(),
        evaluatorName: z.string().nullable(),
        evaluationTime: z.string().nullable(),
        hodResult: z.number().nullable(),
        hodComment: z.string().nullable(),
        hodName: z.string().nullable(),
        hodTime: z.string().nullable(),
      })
      .nullable(),
    handler: ({ interviewId }, ctx) => interview.evaluationOf(ctx, interviewId),
  }),
  route({
    method: 'GET',
    url: `${P}/interview/statisticsOnboarding`,
    permission: I.view,
    summary: 'Counts of interviews by stage (created between createTimeStart and createTimeEnd when given)',
    tags: TAGS,
    input: z.object({ createTimeStart: createdBetween.start.schema, createTimeEnd: createdBetween.end.schema }),
    output: stageCounts,
    handler: (q, ctx) => interviewStatistics(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${P}/interview/getOnboarding`,
    permission: I.view,
    summary: 'Candidates with a signed contract and their onboarding (employment) request',
    tags: TAGS,
    input: interviews.listInput,
    output: pageOf(record),
    handler: (q, ctx) => onboardingInterviews(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${P}/interview/excel`,
    permission: [I.export, I.view],
    summary: 'Interviews as an Excel file (the page filters apply)',
    tags: TAGS,
    input: interviews.listInput.omit({ current: true, size: true }),
    download: 'xlsx',
    handler: (q, ctx) => streamExcel(ctx.reply, { fileName: 'interviews.xlsx', columns: EXPORT_COLUMNS, rows: interviewExportRows(ctx, q) }),
  }),
];

/** The moves of an interview by HR, its interviewer and head of department (each one transaction on the locked interview). */
const moveRoutes = [
  route({
    method: 'POST',
    url: `${P}/interview/updateStatus`,
    permission: I.edit,
    summary: 'Manual status move (resume received offline 0/1->2, arrange 0/1/2->4, again 6->4); any other move is a 409',
    tags: TAGS,
    input: z.object({ id: zId, status: z.coerce.number().int() }),
    output: record,
    handler: (v, ctx) => interview.updateStatus(ctx, v),
  }),
  route({
    method: 'POST',
    url: `${P}/interview/approval`,
    permission: I.edit,
    summary: 'Accepts the candidate for an interview (-> 4): date, interviewer and head of department',
    tags: TAGS,
    input: arrangeInput,
    output: record,
    handler: (v, ctx) => interview.arrange(ctx, v),
  }),
  route({
    method: 'POST',
    url: `${P}/interview/again`,
    permission: I.edit,
    summary: 'Another interview round after an evaluation (6 -> 4)',
    tags: TAGS,
    input: againInput,
    output: record,
    handler: (v, ctx) => interview.again(ctx, v),
  }),
  route({
    method: 'POST',
    url: `${P}/interview/over`,
    permission: I.edit,
    summary: 'Closes the interview without a hire (not while an approval runs, not after signing)',
    tags: TAGS,
    input: closeInput,
    output: record,
    handler: (v, ctx) => interview.closeInterview(ctx, v),
  }),
  route({
    method: 'POST',
    url: `${P}/interview/submitResult`,
    permission: 'authenticated',
    summary: 'Records the evaluation (4/6 -> 6): result 1 pass, 0 fail, 2 on hold',
    tags: TAGS,
    input: evaluationInput,
    output: record,
    handler: (v, ctx) => interview.submitEvaluation(ctx, v),
  }),
  route({
    method: 'POST',
    url: `${P}/interview/submitResultHOD`,
    permission: 'authenticated',
    summary: 'Head of department decision on an evaluated interview: pass starts the interview-pass approval (form 16, -> 8); fail keeps it evaluated',
    tags: TAGS,
    input: hodDecisionInput,
    output: record,
    handler: (v, ctx) => interview.submitHodDecision(ctx, v),
  }),
  route({
    method: 'POST',
    url: `${P}/interview/resultEmail`,
    permission: I.edit,
    summary: 'E-mails the candidate the result: a regret letter after a failed evaluation, or the pass letter once passed',
    tags: TAGS,
    input: byId,
    output: record,
    handler: ({ id }, ctx) => interview.emailResult(ctx, id),
  }),
  route({
    method: 'POST',
    url: `${P}/interview/leaderApproval2`,
    permission: I.edit,
    summary: 'Starts the leader approval (form 32) with the offer data (10/22 -> 21)',
    tags: TAGS,
    input: leaderApprovalInput,
    output: record,
    handler: (v, ctx) => interview.requestLeaderApproval(ctx, v),
  }),
];

/** Offer, contract and onboarding. */
const hiringRoutes = [
  route({
    method: 'GET',
    url: `${P}/offer/generate`,
    permission: I.view,
    summary: 'The offer letter rendered from the approved leader values (once approved)',
    tags: TAGS,
    input: byInterview,
    output: z.object({ html: z.string() }),
    handler: ({ interviewId }, ctx) => contract.offerLetter(ctx, interviewId),
  }),
  route({
    method: 'GET',
    url: `${P}/offer/detail`,
    permission: I.view,
    summary: 'The offer of an interview: values, letter, sent and confirmed times, candidate link',
    tags: TAGS,
    input: byInterview,
    output: z.object({
      offer: loose.nullable(),
      html: z.string().nullable(),
      offerSendTime: z.string().nullable(),
      confirmOfferTime: z.string().nullable(),
      url: z.string().nullable(),
      status: z.number(),
    }),
    handler: ({ interviewId }, ctx) => contract.offerDetail(ctx, interviewId),
  }),
  route({
    method: 'POST',
    url: `${P}/offer/send`,
    permission: I.edit,
    summary: 'E-mails the offer link to the candidate (23/24 -> 24)',
    tags: TAGS,
    input: byInterview,
    output: record,
    handler: ({ interviewId }, ctx) => contract.sendOffer(ctx, interviewId),
  }),
  route({
    method: 'GET',
    url: `${P}/recruitmentcontract/contractDetail`,
    permission: I.view,
    summary: 'The contract (letter of appointment) of an interview, or a draft from the interview and offer',
    tags: TAGS,
    input: byInterview,
    output: contractAnswer,
    handler: ({ interviewId }, ctx) => contract.contractDetail(ctx, interviewId),
  }),
  route({
    method: 'POST',
    url: `${P}/recruitmentcontract/generate`,
    permission: I.edit,
    summary: 'Saves the contract form (template-dependent rules) and renders the letter (25/27 -> 27); a signed contract cannot change',
    tags: TAGS,
    input: byInterview.loose(),
    output: contractAnswer,
    handler: (v, ctx) => contract.generateContract(ctx, v),
  }),
  route({
    method: 'POST',
    url: `${P}/recruitmentcontract/send`,
    permission: I.edit,
    summary: 'E-mails the contract link to the candidate for signing (27)',
    tags: TAGS,
    input: byInterview,
    output: record,
    handler: ({ interviewId }, ctx) => contract.sendContract(ctx, interviewId),
  }),
  route({
    method: 'POST',
    url: `${P}/interview/onboard`,
    permission: I.edit,
    summary: 'Starts onboarding after signing: the employment request (form 1) from the contract; records entryProcessId (28 -> 30)',
    tags: TAGS,
    input: byId,
    output: record,
    handler: ({ id }, ctx) => contract.onboard(ctx, id),
  }),
];

/** Interviews: `/api/mcc-staff/interview/*`, `offer/*`, `recruitmentcontract/*`, `interviewinfo/detail`, `interviewresult/map`. */
export const interviewRoutes = [...readingRoutes, ...moveRoutes, ...hiringRoutes];
