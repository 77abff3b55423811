import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { Tenant } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import type { Letterhead } from '../../platform/pdf.js';
import { LOGO_IMAGE, safeImage, type SafeImage } from '../../platform/images.js';
import type { AppConfig } from '../../platform/config.js';
import { companyOf, type DeptRecord } from '../system/system.public.js';
import { attachmentBytes } from '../resource/attach.service.js';
import { projectCompanyId } from '../base/base.public.js';
import { liveWorker } from '../worker/worker.public.js';
import { docSignature } from './signing.tables.js';

/** Where documents read stored files from (the company logo): the database and the file-store settings. */
export interface DocSource {
  db: Db;
  config: AppConfig;
}

const MAX_LOGO_BYTES = 2 * 1024 * 1024;
const IMAGE = ['image/png', 'image/jpeg'];

/** The bytes of a tenant's stored PNG or JPEG attachment (the company logo), or null when missing or not an image. */
export const imageBytes = (src: DocSource, tenant: Tenant, attachId: string | null): Promise<Buffer | null> =>
  attachId ? attachmentBytes(src.db, src.config, tenant, attachId, IMAGE, MAX_LOGO_BYTES).then((c) => c.bytes ?? null) : Promise.resolve(null);

const letterheadOf = async (src: DocSource, d: DeptRecord): Promise<Letterhead> => ({
  name: d.fullName || d.deptName,
  uen: d.uen,
  address: d.regAddress || d.officeLocation,
  contact: d.contact,
  email: d.email,
  website: d.website,
  logo: await drawableLogo(src, d, d.logo),
});

/**
 * The logo as documents draw it: the stored image through the image gate, re-encoded small. A logo that
 * no longer decodes (stored before the gate, or damaged) is left out rather than failing the document.
 */
async function drawableLogo(src: DocSource, tenant: Tenant, attachId: string | null): Promise<SafeImage | null> {
  const bytes = await imageBytes(src, tenant, attachId);
  return bytes ? safeImage(bytes, LOGO_IMAGE).catch(() => null) : null;
}

/**
 * The company whose letterhead a document carries: the named company, else the company above (or at)
 * the named department, else the tenant's first company. A tenant without any company record gets its
 * documents headed with `fallbackName` (the contract's company, else "Company").
 */
export async function companyLetterhead(
  src: DocSource,
  tenant: Tenant,
  hint: { companyId?: string | null; deptId?: string | null; fallbackName?: string | null },
): Promise<Letterhead> {
  const company = await companyOf(src.db, tenant, hint);
  return company ? letterheadOf(src, company) : { name: hint.fallbackName || 'Company' };
}

/** The company of a worker's project (the payslip's letterhead), or null. */
export async function workerCompanyId(db: Db, tenant: Tenant, workerId: string): Promise<string | null> {
  const w = await liveWorker(db, tenant, workerId);
  return w?.projectId ? projectCompanyId(db, tenant, w.projectId) : null;
}

export { requestEndTime } from '../flow/flow.public.js';

/** The signed document of an interview (kind 'contract'), or null. */
export async function signedDocument(db: Db, tenant: Tenant, interviewId: string, kind: string) {
  const [r] = await db
    .select()
    .from(docSignature)
    .where(and(liveRows(docSignature, tenant), eq(docSignature.interviewId, interviewId), eq(docSignature.kind, kind)))
    .limit(1);
  return r ?? null;
}

/** Every signed document of an interview, in the order they were signed. */
export function signedDocuments(db: Db, tenant: Tenant, interviewId: string) {
  return db
    .select()
    .from(docSignature)
    .where(and(liveRows(docSignature, tenant), eq(docSignature.interviewId, interviewId)))
    .orderBy(asc(docSignature.signedTime), asc(docSignature.id));
}

/** Stores a signed document. */
export async function insertSignature(db: Db, values: typeof docSignature.$inferInsert): Promise<void> {
  await db.insert(docSignature).values(values);
}
