import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { audit } from '../../platform/audit.js';
import { readMultipartFile } from '../../platform/http/upload.js';
import { hmacOf, purposeKey, signatureMatches } from '../../platform/auth/signed.js';
import type { RouteContext } from '../../platform/http/route.js';
import type { Db } from '../../platform/db/client.js';
import { attach } from '../system/system.tables.js';
import { nextId } from '../../platform/db/ids.js';
import { checkContent, cleanFileName, extensionOf, FILE_KINDS, type FileKind } from './content-check.js';
import { currentStore, storeNamed } from './oss.service.js';

type AttachRow = typeof attach.$inferSelect;

export const FILE_ROUTE = '/api/blade-resource/file';

// ---- signed links -------------------------------------------------------------------------------

const FILE_LINKS = 'hr-platform file links v1';
const linkText = (attachId: string, expires: number) => `${attachId}.${expires}`;

/** `/api/blade-resource/file/<id>?expires=<unix>&sig=<hmac>`: opens the file without a token until it expires. */
export function signedLink(signingKey: Uint8Array, attachId: string, seconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + seconds;
  return `${FILE_ROUTE}/${attachId}?expires=${expires}&sig=${hmacOf(purposeKey(signingKey, FILE_LINKS), linkText(attachId, expires))}`;
}

const linkSignatureMatches = (signingKey: Uint8Array, attachId: string, expires: number, sig: string) =>
  signatureMatches(purposeKey(signingKey, FILE_LINKS), linkText(attachId, expires), sig);

export function verifyLink(signingKey: Uint8Array, attachId: string, expires: number, sig: string, now = Date.now()): boolean {
  if (!Number.isSafeInteger(expires) || expires < Math.floor(now / 1000)) return false;
  return linkSignatureMatches(signingKey, attachId, expires, sig);
}

const LINK_IN_TEXT = /\/api\/blade-resource\/file\/(\d{1,19})\?expires=(\d{1,12})(&amp;|&)sig=([\w-]{1,100})/g;

/**
 * Rich text keeps the signed links of its images; links expire, so text is given fresh ones when it
 * is shown. Only links this server signed are renewed (an id typed into the text is left as it is).
 */
export function refreshFileLinks(text: string, signingKey: Uint8Array, seconds: number, now = Date.now()): string {
  return text.replace(LINK_IN_TEXT, (link, id: string, expires: string, amp: string, sig: string) => {
    if (!linkSignatureMatches(signingKey, id, Number(expires), sig)) return link;
    return signedLink(signingKey, id, seconds, now).replace('&', amp);
  });
}

/** A fresh signed link for an attachment, for any module that shows stored files. */
export const linkFor = (req: FastifyRequest, attachId: string) => signedLink(req.server.signingKey, attachId, req.server.config.fileLinkSeconds);

// ---- upload -------------------------------------------------------------------------------------

export interface UploadAnswer {
  link: string;
  domain: string;
  name: string;
  originalName: string;
  attachId: string;
}

/** A store that cannot be reached is a 503 with a plain message (the cause goes to the log). */
async function storageCall<T>(req: FastifyRequest, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof AppError) throw e;
    req.log.error({ err: e }, `file storage ${what} failed`);
    throw new AppError(503, 'The file storage is not available, please try again later');
  }
}

async function readUpload(req: FastifyRequest, maxBytes: number): Promise<{ file: MultipartFile; content: Buffer; originalName: string }> {
  const { file, content } = await readMultipartFile(req, { maxBytes });
  return { file, content, originalName: cleanFileName(file.filename) };
}

const day = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

/** Generated object key: date folder and random name; only our own extension from the allow-list. */
const objectKey = (kind: FileKind, ext: string) => `upload/${day(new Date())}/${randomBytes(16).toString('hex')}.${kind.extensions.includes(ext) ? ext : kind.extensions[0]}`;

/** Checks, stores and records one uploaded file; answers the BladeX attachment shape. */
export async function upload(ctx: RouteContext): Promise<UploadAnswer> {
  const { req, auth, db } = ctx;
  const config = req.server.config;
  const { file, content, originalName } = await readUpload(req, config.uploadMaxBytes);
  const kind = checkContent(originalName, file.mimetype, content);
  const key = objectKey(kind, extensionOf(originalName));
  const id = nextId();
  const { store, storage } = await currentStore(db, config, auth.tenantId);
  await storageCall(req, 'write', () => store.put(key, content, kind.mime));
  try {
    const row = await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(attach)
        .values({
          id,
          tenantId: auth.tenantId,
          createUser: auth.userId,
          createDept: auth.deptIds[0] ?? null,
          updateUser: auth.userId,
          link: `${FILE_ROUTE}/${id}`,
          domain: '',
          name: key,
          originalName,
          extension: key.slice(key.lastIndexOf('.') + 1),
          contentType: kind.mime,
          attachSize: content.length,
          storage,
        })
        .returning();
      await audit(tx, auth, req, { action: 'upload', resource: 'attach', recordId: saved.id, changes: { name: key, originalName, size: content.length, storage } });
      return saved;
    });
    return { link: linkFor(req, row.id), domain: '', name: key, originalName, attachId: row.id };
  } catch (e) {
    await store.remove(key).catch(() => undefined);
    throw e;
  }
}

// ---- download -----------------------------------------------------------------------------------

/** A live attachment of the caller's tenant, or 404. */
export async function attachmentOfTenant(db: Db, tenantId: string, id: string): Promise<AttachRow> {
  const [row] = await db.select().from(attach).where(and(eq(attach.id, id), eq(attach.tenantId, tenantId), eq(attach.isDeleted, 0))).limit(1);
  if (!row) throw notFound('Attachment');
  return row;
}

export async function attachmentById(db: Db, id: string): Promise<AttachRow> {
  const [row] = await db.select().from(attach).where(and(eq(attach.id, id), eq(attach.isDeleted, 0))).limit(1);
  if (!row) throw notFound('Attachment');
  return row;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Streams a stored file with safe headers: our own content type, nosniff, sandboxed, never cached publicly. */
export async function sendAttachment(req: FastifyRequest, reply: FastifyReply, row: AttachRow, disposition: 'inline' | 'attachment', maxAge: number): Promise<void> {
  const store = await storeNamed(req.server.db, req.server.config, row.tenantId, row.storage);
  const body: Readable | null = store ? await storageCall(req, 'read', () => store.get(row.name)) : null;
  if (!body) throw notFound('File');
  const kind = FILE_KINDS.find((k) => k.mime === row.contentType);
  reply
    .header('content-type', kind?.mime ?? 'application/octet-stream')
    .header('content-disposition', contentDisposition(kind?.inline ? disposition : 'attachment', row.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', `private, max-age=${Math.max(0, maxAge)}`);
  if (row.attachSize > 0) reply.header('content-length', row.attachSize);
  await reply.send(body);
}

// ---- attachment fields of other modules ---------------------------------------------------------

export interface AttachmentRef {
  attachId: string;
  originalName: string;
  link: string;
}

/** Live attachments of a tenant by id, in the given order, each with a fresh signed link (unknown ids are skipped). */
export async function attachmentRefs(db: Db, req: FastifyRequest, tenantId: string, ids: string[]): Promise<AttachmentRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: attach.id, originalName: attach.originalName })
    .from(attach)
    .where(and(eq(attach.tenantId, tenantId), eq(attach.isDeleted, 0), inArray(attach.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ attachId: r.id, originalName: r.originalName ?? '', link: linkFor(req, r.id) }] : [];
  });
}

/** A 400 naming `field` unless every id is a live attachment of the tenant (no borrowing another tenant's files). */
export async function assertAttachments(db: Db, tenantId: string, ids: string[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.select({ id: attach.id }).from(attach).where(and(eq(attach.tenantId, tenantId), eq(attach.isDeleted, 0), inArray(attach.id, ids)));
  if (rows.length !== new Set(ids).size) throw badRequest(`${field}: unknown attachment`);
}
