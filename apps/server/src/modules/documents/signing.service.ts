import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ServiceContext } from '../../platform/http/route.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { audit } from '../../platform/audit.js';
import { zId } from '../../platform/http/route.js';
import { formatDateTime } from '../../platform/util.js';
import { candidateToken } from '../recruit/recruit.schema.js';
import { confirmOfferIn, signContractIn, withToken } from '../recruit/candidate.service.js';
import { readInterview } from '../recruit/interview.service.js';
import type { InterviewRow } from '../recruit/recruit.queries.js';
import { S } from '../recruit/status.js';
import { linkFor, storeFile, type FileOwner } from '../resource/attach.service.js';
import { docSignature } from './signing.tables.js';
import { signedDocument, signedDocuments } from './documents.queries.js';
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
const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/;
const MAGIC: Record<string, number[]> = { png: [0x89, 0x50, 0x4e, 0x47], jpeg: [0xff, 0xd8, 0xff] };

const signatureField = z.string().max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100, 'must be an image of at most 300 KB');
export const signatureInput = z.object({
  token: candidateToken,
  signName: z.string().trim().min(1, 'is required').max(100),
  signature: signatureField,
});
export const offerSignatureInput = z.object({ token: candidateToken, signature: signatureField });
export const countersignInput = z.object({ interviewId: zId, signature: signatureField });

/** The signature's bytes: a PNG or JPEG data URL whose content is what it says (400 otherwise). */
export function signatureImage(dataUrl: string): Buffer {
  const m = DATA_URL.exec(dataUrl);
  if (!m) throw badRequest('signature: must be a PNG or JPEG image (data URL)');
  const bytes = Buffer.from(m[2]!, 'base64');
  if (!bytes.length || bytes.length > MAX_IMAGE_BYTES) throw badRequest('signature: must be an image of at most 300 KB');
  if (!MAGIC[m[1]!]!.every((b, i) => bytes[i] === b)) throw badRequest(`signature: the file is not a ${m[1]!.toUpperCase()} image`);
  return bytes;
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

type Kind = 'offer' | 'contract' | 'countersign';
/** The kept file's name, in the document's language. */
const keptName = ({ t }: DocWords, kind: Kind, name: string) =>
  kind === 'offer' ? t('Offer letter - {name} (signed)', { name }) : kind === 'contract' ? t('Letter of appointment - {name} (signed)', { name }) : t('Letter of appointment - {name} (countersigned)', { name });

/** Draws with the signature; an image pdfkit cannot decode is the signer's 400, not a server error. */
async function drawSigned(draw: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await draw();
  } catch {
    throw badRequest('signature: the image cannot be read');
  }
}

/**
 * Keeps a signed document inside the caller's transaction: the PDF as an attachment of the interview's
 * tenant (shown in the interview's steps), and the evidence row with its hash, time, address and browser.
 */
async function keepSigned(tx: Db, ctx: ServiceContext, row: InterviewRow, owner: FileOwner, kind: Kind, mark: SignatureMark & { dataUrl: string }, pdf: Buffer, words: DocWords) {
  const hash = sha256(pdf);
  const stored = await storeFile({ db: tx, app: ctx.app, req: ctx.req, auth: owner }, { content: pdf, originalName: `${keptName(words, kind, row.name)}.pdf`.replace(/[\\/:*?"<>|]/g, '_'), mimetype: 'application/pdf' });
  const userAgent = ctx.req?.headers['user-agent'];
  await tx.insert(docSignature).values({
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
  await audit(tx, owner, ctx.req, { action: 'sign', resource: kind === 'offer' ? 'offer' : 'recruitmentContract', recordId: row.id, changes: { kind, sha256: hash } });
}

const candidateOwner = (row: InterviewRow): FileOwner => ({ tenantId: row.tenantId, userId: '0', account: 'candidate', deptIds: [] });

/** The candidate accepts the offer by signing it (24 -> 25); the signed offer letter is kept with its evidence. */
export function signOfferWithSignature(ctx: ServiceContext, v: z.output<typeof offerSignatureInput>) {
  const image = signatureImage(v.signature);
  return withToken(ctx, v.token, 'offer', async (tx, row) => {
    if (row.status !== S.OFFER_SENT || row.closed === 1) throw conflict('The offer can no longer be signed');
    const { saved, answer } = await confirmOfferIn(tx, ctx, row);
    const mark = { image, name: row.name, time: saved.confirmOfferTime ?? formatDateTime(new Date()), dataUrl: v.signature };
    const words = requestWords(ctx.req);
    const pdf = await drawSigned(() => drawOffer({ db: tx, config: ctx.app.config }, { tenantId: row.tenantId }, saved, words, mark));
    await keepSigned(tx, ctx, saved, candidateOwner(row), 'offer', mark, pdf, words);
    return answer;
  });
}

/** The candidate signs the letter of appointment with a signature image (27 -> 28); the signed PDF is kept with its evidence. */
export function signContractWithSignature(ctx: ServiceContext, v: z.output<typeof signatureInput>) {
  const image = signatureImage(v.signature);
  return withToken(ctx, v.token, 'contract', async (tx, row) => {
    const { saved, c, answer } = await signContractIn(tx, ctx, row, v.signName);
    const mark = { image, name: v.signName, time: saved.contractSignTime ?? formatDateTime(new Date()), dataUrl: v.signature };
    const words = requestWords(ctx.req);
    const pdf = await drawSigned(() => drawContract({ db: tx, config: ctx.app.config }, { tenantId: row.tenantId }, saved, c, words, mark));
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
  const image = signatureImage(v.signature);
  const { row, c } = await contractOfInterview(ctx, v.interviewId);
  return ctx.db.transaction(async (tx) => {
    const signed = await signedDocument(tx, ctx.auth, row.id, 'contract');
    if (!signed || row.status < S.CONTRACT_SIGNED) throw conflict('The letter of appointment is countersigned once the candidate has signed it');
    if (await signedDocument(tx, ctx.auth, row.id, 'countersign')) throw conflict('The letter of appointment is already countersigned');
    const candidate = { image: Buffer.from(signed.signature.slice(signed.signature.indexOf(',') + 1), 'base64'), name: signed.signerName, time: signed.signedTime };
    const mark = { image, name: ctx.auth.realName || ctx.auth.account, time: formatDateTime(new Date()), dataUrl: v.signature };
    // the final letter keeps the language the candidate signed it in (the signed file says it), not HR's
    const words = documentWords(pdfLanguage(Buffer.from(signed.pdf, 'base64')) ?? requestWords(ctx.req).language);
    const pdf = await drawSigned(() => drawContract({ db: tx, config: ctx.app.config }, ctx.auth, row, c, words, candidate, mark));
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
