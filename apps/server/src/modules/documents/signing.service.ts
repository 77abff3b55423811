import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ServiceContext } from '../../platform/http/route.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { audit } from '../../platform/audit.js';
import { zId } from '../../platform/http/route.js';
import { formatDateTime } from '../../platform/util.js';
import { dataUrlOf, safeImageOfDataUrl, SIGNATURE_IMAGE, type SafeImage } from '../../platform/images.js';
import { candidateToken } from '../recruit/recruit.schema.js';
import { confirmOfferIn, signContractIn, withToken } from '../recruit/candidate.service.js';
import { readInterview } from '../recruit/interview.service.js';
import type { InterviewRow } from '../recruit/recruit.queries.js';
import { S } from '../recruit/status.js';
import { linkFor, storeFile, type FileOwner } from '../resource/attach.service.js';
import { insertSignature, signedDocument, signedDocuments } from './documents.queries.js';
import { contractOfInterview, drawContract, drawOffer, type SignatureMark } from './documents.service.js';
import { documentWords, pdfLanguage, requestWords, type DocWords } from '../../platform/pdf.js';

/*
 * Signing with a drawn (the spec's 300x180 px, blue) or uploaded signature. The candidate signs the
 * offer (24 -> 25) and the letter of appointment (27 -> 28) on the pages of their links; HR countersigns
 * the signed letter in the interview's contract step. Each signature draws the document with the image
 * and the date, keeps the file (base64 and as an attachment) with its SHA-256, the time, the address and
 * the browser. A kept file never changes: signing again is a 409 (the interview has moved on, or the
 * row exists), and a signed contract cannot be edited (recruit's createContract only from 25/27).
 */

const MAX_IMAGE_BYTES = 300 * 1024;

const signatureField = z.string().max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100, 'must be an image of at most 300 KB');
export const signatureInput = z.object({ token: candidateToken, signName: z.string().trim().min(1, 'is required').max(100), signature: signatureField });
export const offerSignatureInput = z.object({ token: candidateToken, signature: signatureField });
export const countersignInput = z.object({ interviewId: zId, signature: signatureField });

/**
 * The signature as it is kept and drawn: a PNG or JPEG data URL of at most 300 KB and 1200x600 pixels that
 * decodes whole, re-encoded as the pad's 300x180 PNG (400 naming the field otherwise). The bytes that came
 * in are never stored or drawn.
 */
export async function signatureImage(dataUrl: string): Promise<{ image: SafeImage; dataUrl: string }> {
  const bytes = /^data:image\/(?:png|jpeg);base64,/.test(dataUrl) ? Buffer.byteLength(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64') : 0;
  if (bytes > MAX_IMAGE_BYTES) throw badRequest('signature: must be an image of at most 300 KB');
  const image = await safeImageOfDataUrl(dataUrl, SIGNATURE_IMAGE);
  return { image, dataUrl: dataUrlOf(image) };
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

type Kind = 'offer' | 'contract' | 'countersign';
/** The kept file's name, in the document's language. */
const keptName = ({ t }: DocWords, kind: Kind, name: string) =>
  kind === 'offer'
    ? t('Offer letter - {name} (signed)', { name })
    : kind === 'contract'
      ? t('Letter of appointment - {name} (signed)', { name })
      : t('Letter of appointment - {name} (countersigned)', { name });

/**
 * Keeps a signed document inside the caller's transaction: the PDF as an attachment of the interview's
 * tenant (shown in the interview's steps), and the evidence row with its hash, time, address and browser.
 */
async function keepSigned(
  tx: Db,
  ctx: ServiceContext,
  row: InterviewRow,
  owner: FileOwner,
  kind: Kind,
  mark: SignatureMark & { dataUrl: string },
  pdf: Buffer,
  words: DocWords,
) {
  const hash = sha256(pdf);
  const stored = await storeFile(
    { db: tx, app: ctx.app, req: ctx.req, auth: owner },
    { content: pdf, originalName: `${keptName(words, kind, row.name)}.pdf`.replace(/[\\/:*?"<>|]/g, '_'), mimetype: 'application/pdf' },
  );
  const userAgent = ctx.req?.headers['user-agent'];
  await insertSignature(tx, {
    tenantId: row.tenantId,
    interviewId: row.id,
    kind,
    signerName: mark.name,
    signature: mark.dataUrl,
    pdf: pdf.toString('base64'),
    sha256: hash,
    signedTime: mark.time,
    address: ctx.req?.ip?.slice(0, 100) ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
    attachId: stored.attachId,
    createUser: owner.userId,
  });
  await audit(tx, owner, ctx.req, {
    action: 'sign',
    resource: kind === 'offer' ? 'offer' : 'recruitmentContract',
    recordId: row.id,
    changes: { kind, sha256: hash },
  });
}

const candidateOwner = (row: InterviewRow): FileOwner => ({ tenantId: row.tenantId, userId: '0', account: 'candidate', deptIds: [] });

/** The candidate accepts the offer by signing it (24 -> 25); the signed offer letter is kept with its evidence. */
export async function signOfferWithSignature(ctx: ServiceContext, v: z.output<typeof offerSignatureInput>) {
  const { image, dataUrl } = await signatureImage(v.signature);
  return withToken(ctx, v.token, 'offer', async (tx, row) => {
    if (row.status !== S.OFFER_SENT || row.closed === 1) throw conflict('The offer can no longer be signed');
    const { saved, answer } = await confirmOfferIn(tx, ctx, row);
    const mark = { image, name: row.name, time: saved.confirmOfferTime ?? formatDateTime(new Date()), dataUrl };
    const words = requestWords(ctx.req);
    const pdf = await drawOffer({ db: tx, config: ctx.app.config }, { tenantId: row.tenantId }, saved, words, mark);
    await keepSigned(tx, ctx, saved, candidateOwner(row), 'offer', mark, pdf, words);
    return answer;
  });
}

/** The candidate signs the letter of appointment with a signature image (27 -> 28); the signed PDF is kept with its evidence. */
export async function signContractWithSignature(ctx: ServiceContext, v: z.output<typeof signatureInput>) {
  const { image, dataUrl } = await signatureImage(v.signature);
  return withToken(ctx, v.token, 'contract', async (tx, row) => {
    const { saved, c, answer } = await signContractIn(tx, ctx, row, v.signName);
    const mark = { image, name: v.signName, time: saved.contractSignTime ?? formatDateTime(new Date()), dataUrl };
    const words = requestWords(ctx.req);
    const pdf = await drawContract({ db: tx, config: ctx.app.config }, { tenantId: row.tenantId }, saved, c, words, mark);
    await keepSigned(tx, ctx, saved, candidateOwner(row), 'contract', mark, pdf, words);
    return answer;
  });
}

/**
 * HR countersigns the letter the candidate signed (interview contract step): the final letter carries
 * both signatures and is kept as the interview's document. 409 before the candidate's signature and
 * once countersigned.
 */
export async function countersignContract(ctx: ServiceContext, v: z.output<typeof countersignInput>) {
  const { image, dataUrl } = await signatureImage(v.signature);
  const { row, c } = await contractOfInterview(ctx, v.interviewId);
  return ctx.db.transaction(async (tx) => {
    const signed = await signedDocument(tx, ctx.auth, row.id, 'contract');
    if (!signed || row.status < S.CONTRACT_SIGNED) throw conflict('The letter of appointment is countersigned once the candidate has signed it');
    if (await signedDocument(tx, ctx.auth, row.id, 'countersign')) throw conflict('The letter of appointment is already countersigned');
    // the kept signature passes the gate again: rows signed before it kept the bytes as they came
    const candidate = { image: await safeImageOfDataUrl(signed.signature, SIGNATURE_IMAGE), name: signed.signerName, time: signed.signedTime };
    const mark = { image, name: ctx.auth.realName || ctx.auth.account, time: formatDateTime(new Date()), dataUrl };
    // the final letter keeps the language the candidate signed it in (the signed file says it), not HR's
    const words = documentWords(pdfLanguage(Buffer.from(signed.pdf, 'base64')) ?? requestWords(ctx.req).language);
    const pdf = await drawContract({ db: tx, config: ctx.app.config }, ctx.auth, row, c, words, candidate, mark);
    await keepSigned(tx, ctx, row, ctx.auth, 'countersign', mark, pdf, words);
    return signatureList({ ...ctx, db: tx }, row.id);
  });
}

/** The signed documents of an interview with their evidence and a link to each kept PDF. */
async function signatureList(ctx: ServiceContext, interviewId: string) {
  const rows = await signedDocuments(ctx.db, ctx.auth, interviewId);
  return rows.map((s) => ({
    kind: s.kind,
    signerName: s.signerName,
    signedTime: s.signedTime,
    sha256: s.sha256,
    address: s.address,
    userAgent: s.userAgent,
    signature: s.signature,
    fileLink: s.attachId ? linkFor(ctx.app, s.attachId) : null,
  }));
}

/** Every signed document of an interview the caller may read (empty before any signature). */
export async function interviewSignatures(ctx: ServiceContext, interviewId: string) {
  const row = await readInterview(ctx, interviewId);
  return signatureList(ctx, row.id);
}

/** The evidence of a letter of appointment signed with a signature, for HR (404 before it is signed with a signature). */
export async function signatureEvidence(ctx: ServiceContext, interviewId: string) {
  const row = await readInterview(ctx, interviewId);
  const s = await signedDocument(ctx.db, ctx.auth, row.id, 'contract');
  if (!s) throw notFound('Signature');
  return { signerName: s.signerName, signedTime: s.signedTime, sha256: s.sha256, address: s.address, userAgent: s.userAgent, signature: s.signature };
}
