import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { audit } from '../../platform/audit.js';
import { readMultipartFile } from '../../platform/http/upload.js';
import { contentDisposition } from '../../platform/http/disposition.js';
import { hmacOf, purposeKey, signatureMatches } from '../../platform/auth/signed.js';
import type { RouteContext, ServiceContext } from '../../platform/http/route.js';
import type { Db } from '../../platform/db/client.js';
import { attachmentNames, attachmentRow, insertAttachment, uploadedBy, type AttachRow } from './resource.store.js';
import { ResourcePermissions } from '@hr/contracts';
import { permits } from '../../platform/auth/permissions.js';
import { isId, nextId } from '../../platform/db/ids.js';
import { checkContent, checkWhole, cleanFileName, extensionOf, FILE_KINDS, type FileKind } from './content-check.js';
import { currentStore, storeNamed } from './oss.service.js';
import type { Tenant } from '../../platform/auth/context.js';

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
export const linkFor = (app: FastifyInstance, attachId: string) => signedLink(app.signingKey, attachId, app.config.fileLinkSeconds);

// ---- upload -------------------------------------------------------------------------------------

export interface UploadAnswer {
  link: string;
  domain: string;
  name: string;
  originalName: string;
  attachId: string;
}

/** A store that cannot be reached is a 503 with a plain message (the cause goes to the log). */
async function storageCall<T>(app: FastifyInstance, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof AppError) throw e;
    app.log.error({ err: e }, `file storage ${what} failed`);
    throw new AppError(503, 'The file storage is not available, please try again later');
  }
}

async function readUpload(req: FastifyRequest, maxBytes: number): Promise<{ file: MultipartFile; content: Buffer; originalName: string }> {
  const { file, content } = await readMultipartFile(req, { maxBytes });
  return { file, content, originalName: cleanFileName(file.filename) };
}

const day = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

/** Generated object key: date folder and random name; only our own extension from the allow-list. */
const objectKey = (kind: FileKind, ext: string) =>
  `upload/${day(new Date())}/${randomBytes(16).toString('hex')}.${kind.extensions.includes(ext) ? ext : kind.extensions[0]}`;

/** The caller a stored file belongs to. */
export type FileOwner = Pick<ServiceContext['auth'], 'tenantId' | 'userId' | 'deptIds' | 'account'>;

/**
 * Checks a file's content against its name and declared type, stores it in the tenant's store and records
 * it (audited); answers the BladeX attachment shape. Uploads and the demo company's files both come here.
 */
export async function storeFile(
  ctx: Pick<ServiceContext, 'db' | 'app' | 'req'> & { auth: FileOwner },
  file: { content: Buffer; originalName: string; mimetype: string },
): Promise<UploadAnswer> {
  const { db, app, auth } = ctx;
  const kind = checkContent(file.originalName, file.mimetype, file.content);
  await checkWhole(file.originalName, kind, file.content);
  const key = objectKey(kind, extensionOf(file.originalName));
  const id = nextId();
  const { store, storage } = await currentStore(db, app.config, auth);
  await storageCall(app, 'write', () => store.put(key, file.content, kind.mime));
  try {
    const row = await db.transaction(async (tx) => {
      const saved = await insertAttachment(tx, {
        id,
        tenantId: auth.tenantId,
        createUser: auth.userId,
        createDept: auth.deptIds[0] ?? null,
        updateUser: auth.userId,
        link: `${FILE_ROUTE}/${id}`,
        domain: '',
        name: key,
        originalName: file.originalName,
        extension: key.slice(key.lastIndexOf('.') + 1),
        contentType: kind.mime,
        attachSize: file.content.length,
        storage,
      });
      await audit(tx, auth, ctx.req, {
        action: 'upload',
        resource: 'attach',
        recordId: saved.id,
        changes: { name: key, originalName: file.originalName, size: file.content.length, storage },
      });
      return saved;
    });
    return { link: linkFor(app, row.id), domain: '', name: key, originalName: file.originalName, attachId: row.id };
  } catch (e) {
    await store.remove(key).catch(() => undefined);
    throw e;
  }
}

/** Checks, stores and records one uploaded file; answers the BladeX attachment shape. */
export async function upload(ctx: RouteContext): Promise<UploadAnswer> {
  const { file, content, originalName } = await readUpload(ctx.req, ctx.req.server.config.uploadMaxBytes);
  return storeFile(ctx, { content, originalName, mimetype: file.mimetype });
}

// ---- download -----------------------------------------------------------------------------------

/**
 * An attachment the caller may open by its id: one they uploaded, or any of the tenant for attachment
 * administrators (attach_view, who list them anyway). Everyone else reads a record's attachments through
 * the signed links that record's own (scoped) answer hands out (`attachmentRefs`, `refreshFileLinks`);
 * an id alone opens nothing (404, so ids cannot be probed).
 */
export async function readableAttachment({ db, auth }: Pick<ServiceContext, 'db' | 'auth'>, id: string): Promise<AttachRow> {
  const mine = permits(auth, ResourcePermissions.attach.view) ? undefined : uploadedBy(auth);
  const row = await attachmentRow(db, auth, id, mine);
  if (!row) throw notFound('Attachment');
  return row;
}

export async function attachmentById(db: Db, id: string): Promise<AttachRow> {
  const row = await attachmentRow(db, null, id);
  if (!row) throw notFound('Attachment');
  return row;
}

/** Streams a stored file with safe headers: our own content type, nosniff, sandboxed, never cached publicly. */
export async function sendAttachment(
  req: FastifyRequest,
  reply: FastifyReply,
  row: AttachRow,
  disposition: 'inline' | 'attachment',
  maxAge: number,
): Promise<void> {
  const store = await storeNamed(req.server.db, req.server.config, row, row.storage);
  const body: Readable | null = store ? await storageCall(req.server, 'read', () => store.get(row.name)) : null;
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

/**
 * A stored attachment's bytes, or why there are none: `unknown` (no live attachment of the tenant by that id),
 * `type` (not one of the asked types), `size` (larger than asked, or its bytes are gone from the store).
 */
export type AttachmentContent = { bytes: Buffer; refused?: undefined } | { bytes?: undefined; refused: 'unknown' | 'type' | 'size' };

/**
 * The bytes of a tenant's stored attachment of one of `types` and at most `maxBytes`, or why not (read whole:
 * for the small images the server itself draws, such as the logo).
 */
export async function attachmentBytes(
  db: Db,
  config: FastifyInstance['config'],
  tenant: Tenant,
  id: string,
  types: readonly string[],
  maxBytes: number,
): Promise<AttachmentContent> {
  const { tenantId } = tenant;
  const row = await attachmentRow(db, { tenantId }, id);
  if (!row) return { refused: 'unknown' };
  if (!types.includes(row.contentType ?? '')) return { refused: 'type' };
  if (row.attachSize > maxBytes) return { refused: 'size' };
  const store = await storeNamed(db, config, row, row.storage);
  const body = store ? await store.get(row.name).catch(() => null) : null;
  if (!body) return { refused: 'size' };
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  return { bytes: Buffer.concat(chunks) };
}

/** A fresh signed link to an attachment the caller may open by id (for <img> and links without a header). */
export async function attachmentLink(ctx: ServiceContext, id: string) {
  const row = await readableAttachment(ctx, id);
  const { app } = ctx;
  return { attachId: row.id, originalName: row.originalName, link: linkFor(app, row.id) };
}

/** Opens a file by its signed link, inline where the kind allows, cacheable until the link expires. */
export async function sendSignedFile({ app, db, req, reply }: RouteContext, attachId: string, expires: number, sig: string): Promise<void> {
  if (!verifyLink(app.signingKey, attachId, expires, sig)) throw forbidden('This file link has expired or is not valid');
  if (!isId(attachId)) throw notFound('Attachment');
  await sendAttachment(req, reply, await attachmentById(db, attachId), 'inline', expires - Math.floor(Date.now() / 1000));
}

// ---- attachment fields of other modules ---------------------------------------------------------

export interface AttachmentRef {
  attachId: string;
  originalName: string;
  link: string;
}

/** Live attachments of a tenant by id, in the given order, each with a fresh signed link (unknown ids are skipped). */
export async function attachmentRefs(db: Db, app: FastifyInstance, tenant: Tenant, ids: string[]): Promise<AttachmentRef[]> {
  if (ids.length === 0) return [];
  const rows = await attachmentNames(db, tenant, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ attachId: r.id, originalName: r.originalName ?? '', link: linkFor(app, r.id) }] : [];
  });
}

/** A 400 naming `field` unless every id is a live attachment of the tenant (no borrowing another tenant's files). */
export async function assertAttachments(db: Db, forTenant: Tenant, ids: string[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await attachmentNames(db, { tenantId: forTenant.tenantId }, ids);
  if (rows.length !== new Set(ids).size) throw badRequest(`${field}: unknown attachment`);
}
