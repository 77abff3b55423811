import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { answerOffer, contractPage, invitationPage, offerPage, submitInvitation, uploadResumeFile } from './candidate.service.js';
import { candidateToken, invitationInput, offerAnswerInput } from './recruit.schema.js';

/**
 * The candidate's pages under /api/mcc-open/recruit (public, no sign-in): each call is authorised
 * only by the signed, expiring token of its own page and acts on that one interview.
 */
const O = '/api/mcc-open/recruit';
const TAGS = ['candidate'];
const byToken = z.object({ token: candidateToken });
const pageState = { name: z.string(), jobName: z.string().nullable(), status: z.number(), closed: z.number() };
const offerState = z.object({ ...pageState, html: z.string(), confirmOfferTime: z.string().nullable(), closeReason: z.string().nullable() });
const contractState = z.object({ ...pageState, html: z.string(), signName: z.string().nullable(), contractSignTime: z.string().nullable() });

export const candidateRoutes = [
  route({
    method: 'GET',
    url: `${O}/invitation`,
    permission: 'public',
    summary: 'Invitation page: the resume the candidate filled so far and the feedback',
    tags: TAGS,
    input: byToken,
    output: z.object({
      ...pageState,
      interviewDate: z.string().nullable(),
      editable: z.boolean(),
      feedbackScore: z.string(),
      feedbackContent: z.string().nullable(),
      resume: z.record(z.string(), z.unknown()).nullable(),
    }),
    handler: ({ token }, ctx) => invitationPage(ctx, token),
  }),
  route({
    method: 'POST',
    url: `${O}/invitation/upload`,
    permission: 'public',
    summary: 'Invitation page: uploads one document (multipart field file) for the resume',
    tags: TAGS,
    input: byToken,
    output: z.object({ attachId: z.string(), originalName: z.string(), link: z.string() }),
    handler: ({ token }, ctx) => uploadResumeFile(ctx, token),
  }),
  route({
    method: 'POST',
    url: `${O}/invitation/submit`,
    permission: 'public',
    summary: 'Invitation page: saves the resume with its documents and the feedback (1/2 -> 2)',
    tags: TAGS,
    input: invitationInput,
    output: z.object({ status: z.number() }),
    handler: (v, ctx) => submitInvitation(ctx, v),
  }),
  route({
    method: 'GET',
    url: `${O}/offer`,
    permission: 'public',
    summary: 'Offer page: the offer letter and whether it is confirmed',
    tags: TAGS,
    input: byToken,
    output: offerState,
    handler: ({ token }, ctx) => offerPage(ctx, token),
  }),
  route({
    method: 'POST',
    url: `${O}/offer/confirm`,
    permission: 'public',
    summary: 'Offer page: the candidate declines the offer (closes the interview); accepting is signing it (offer/signature), so accept=true answers 400',
    tags: TAGS,
    input: offerAnswerInput,
    output: offerState,
    handler: (v, ctx) => answerOffer(ctx, v),
  }),
  route({
    method: 'GET',
    url: `${O}/contract`,
    permission: 'public',
    summary: 'Contract page: the letter of appointment and whether it is signed',
    tags: TAGS,
    input: byToken,
    output: contractState,
    handler: ({ token }, ctx) => contractPage(ctx, token),
  }),
];
