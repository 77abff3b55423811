import { z } from 'zod';
import { RECRUIT_PERMISSIONS, SettlementPermissions } from '@hr/contracts';
import { route, zId } from '../../platform/http/route.js';
import { sendPdf } from '../../platform/pdf.js';
import { zLanguage } from '../../platform/i18n/index.js';
import { contractPdf, keyTermsPdf, offerPdf, payslipPdf, type PdfFile } from './documents.service.js';
import {
  countersignContract,
  countersignInput,
  interviewSignatures,
  offerSignatureInput,
  signatureEvidence,
  signatureInput,
  signContractWithSignature,
  signOfferWithSignature,
} from './signing.service.js';
import { evaluationPdf, processPdf } from './printing.service.js';
import { batchInput, batchOutput, batchRef, cancelPayslipBatch, payslipBatch, payslipMonth, payslipMonthOutput, startPayslipBatch } from './batch.service.js';

const signedPage = z.object({
  name: z.string(),
  jobName: z.string().nullable(),
  status: z.number(),
  closed: z.number(),
  html: z.string(),
  signName: z.string().nullable(),
  contractSignTime: z.string().nullable(),
});
const evidence = z.object({
  signerName: z.string(),
  signedTime: z.string(),
  sha256: z.string(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  signature: z.string(),
});

const byInterview = z.object({ interviewId: zId });
const offerPage = z.object({
  name: z.string(),
  jobName: z.string().nullable(),
  status: z.number(),
  closed: z.number(),
  html: z.string(),
  confirmOfferTime: z.string().nullable(),
  closeReason: z.string().nullable(),
});
const signedDocumentOut = z.object({
  kind: z.string(),
  signerName: z.string(),
  signedTime: z.string(),
  sha256: z.string(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  signature: z.string(),
  fileLink: z.string().nullable(),
});
const VIEW_INTERVIEW = RECRUIT_PERMISSIONS.interview.view;
const VIEW_SETTLEMENT = SettlementPermissions.settlements.view;
const BATCH = '/api/mcc-worker/workersalarysettlement/payslipBatch';
const answer = (reply: Parameters<typeof sendPdf>[0]) => (f: PdfFile) => sendPdf(reply, f.fileName, f.pdf);

/** PDF downloads: offer letter, letter of appointment, key employment terms, payslip (application/pdf; 404 not readable, 409 not yet). */
export const documentRoutes = [
  route({
    method: 'GET',
    url: '/api/mcc-staff/offer/pdf',
    permission: VIEW_INTERVIEW,
    summary: 'The offer letter of an interview as PDF (from the approved leader values; 409 before the leader approval is approved)',
    tags: ['documents'],
    input: byInterview,
    raw: true,
    handler: ({ interviewId }, ctx) => offerPdf(ctx, interviewId).then(answer(ctx.reply)),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-staff/recruitmentcontract/pdf',
    permission: VIEW_INTERVIEW,
    summary: 'The letter of appointment of an interview as PDF (from the contract form; 409 before the contract is created)',
    tags: ['documents'],
    input: byInterview,
    raw: true,
    handler: ({ interviewId }, ctx) => contractPdf(ctx, interviewId).then(answer(ctx.reply)),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-staff/recruitmentcontract/ketPdf',
    permission: VIEW_INTERVIEW,
    summary: 'The key employment terms of an interview as PDF (from the contract and the offer; 409 before the contract is created)',
    tags: ['documents'],
    input: byInterview,
    raw: true,
    handler: ({ interviewId }, ctx) => keyTermsPdf(ctx, interviewId).then(answer(ctx.reply)),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-worker/workersalarysettlement/payslip',
    permission: SettlementPermissions.settlements.view,
    summary:
      'The itemised payslip of a worker salary settlement as PDF (409 until the settlement is approved), in `lang` when given, else in ' +
      "the worker's own language (the one his account chose), else the caller's",
    tags: ['documents'],
    input: z.object({ id: zId, lang: zLanguage.optional() }),
    raw: true,
    handler: ({ id, lang }, ctx) => payslipPdf(ctx, id, lang).then(answer(ctx.reply)),
  }),
  route({
    method: 'POST',
    url: '/api/mcc-open/recruit/contract/signature',
    permission: 'public',
    summary:
      'Contract page: the candidate signs with a drawn or uploaded signature (PNG/JPEG data URL, at most 300 KB) and the full name (27 ' +
      '-> 28); the signed PDF is kept with its SHA-256, time, address and browser',
    tags: ['documents'],
    input: signatureInput,
    output: signedPage,
    bodyLimit: 1024 * 1024,
    handler: (v, ctx) => signContractWithSignature(ctx, v),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-staff/recruitmentcontract/signature',
    permission: VIEW_INTERVIEW,
    summary:
      'The evidence of a letter of appointment signed with a signature: signer, time, SHA-256 of the signed PDF, address, browser, the image (404 before)',
    tags: ['documents'],
    input: byInterview,
    output: evidence,
    handler: ({ interviewId }, ctx) => signatureEvidence(ctx, interviewId),
  }),
  route({
    method: 'POST',
    url: '/api/mcc-open/recruit/offer/signature',
    permission: 'public',
    summary:
      'Offer page: the candidate accepts the offer by signing it with a drawn or uploaded signature (PNG/JPEG data URL, at most 300 KB; ' +
      '24 -> 25); the signed PDF is kept with its SHA-256, time, address and browser',
    tags: ['documents'],
    input: offerSignatureInput,
    output: offerPage,
    bodyLimit: 1024 * 1024,
    handler: (v, ctx) => signOfferWithSignature(ctx, v),
  }),
  route({
    method: 'POST',
    url: '/api/mcc-staff/recruitmentcontract/countersign',
    permission: RECRUIT_PERMISSIONS.interview.edit,
    summary:
      'HR countersigns the letter of appointment the candidate signed (contract step): the final PDF carries both signatures and is kept ' +
      "as an attachment (409 before the candidate's signature or once countersigned)",
    tags: ['documents'],
    input: countersignInput,
    output: z.array(signedDocumentOut),
    bodyLimit: 1024 * 1024,
    handler: (v, ctx) => countersignContract(ctx, v),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-staff/recruitmentcontract/signatures',
    permission: VIEW_INTERVIEW,
    summary: 'The signed documents of an interview (offer, contract, countersignature) with their evidence and a link to each kept PDF',
    tags: ['documents'],
    input: byInterview,
    output: z.array(signedDocumentOut),
    handler: ({ interviewId }, ctx) => interviewSignatures(ctx, interviewId),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-staff/interview/evaluationPdf',
    permission: VIEW_INTERVIEW,
    summary: 'The interview evaluation (the /interviewPrint page) as PDF (409 before the interview is evaluated)',
    tags: ['documents'],
    input: byInterview,
    raw: true,
    handler: ({ interviewId }, ctx) => evaluationPdf(ctx, interviewId).then(answer(ctx.reply)),
  }),
  route({
    method: 'GET',
    url: '/api/mcc-staff/processfield/printPdf',
    permission: 'authenticated',
    summary: 'A request (the /processPrint page) as PDF: its form and approval history (404 unless the caller may read the request)',
    tags: ['documents'],
    input: z.object({ processId: zId }),
    raw: true,
    handler: ({ processId }, ctx) => processPdf(ctx, processId).then(answer(ctx.reply)),
  }),
  route({
    method: 'POST',
    url: BATCH,
    permission: VIEW_SETTLEMENT,
    summary:
      "A month's payslips as one background job: the approved settlements of the month the caller sees, drawn into one ZIP of PDFs (409 when there are none)",
    tags: ['documents'],
    input: batchInput,
    output: batchOutput,
    handler: (v, ctx) => startPayslipBatch(ctx, v),
  }),
  route({
    method: 'GET',
    url: `${BATCH}/month`,
    permission: VIEW_SETTLEMENT,
    summary:
      "What a month's payslips cover before they are drawn: the month's approved settlements the caller sees, and how many are still waiting for approval or in draft (one grouped query)",
    tags: ['documents'],
    input: batchInput,
    output: payslipMonthOutput,
    handler: ({ month }, ctx) => payslipMonth(ctx, month),
  }),
  route({
    method: 'GET',
    url: `${BATCH}/detail`,
    permission: VIEW_SETTLEMENT,
    summary: "The progress of one of the caller's payslip batches (done of total) and, once done, the ZIP's link",
    tags: ['documents'],
    input: batchRef,
    output: batchOutput,
    handler: ({ id }, ctx) => payslipBatch(ctx, id),
  }),
  route({
    method: 'POST',
    url: `${BATCH}/cancel`,
    permission: VIEW_SETTLEMENT,
    summary: "Stops one of the caller's payslip batches before its next payslip (409 once it has finished)",
    tags: ['documents'],
    input: batchRef,
    output: batchOutput,
    handler: ({ id }, ctx) => cancelPayslipBatch(ctx, id),
  }),
];
