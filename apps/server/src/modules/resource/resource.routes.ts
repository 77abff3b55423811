import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, type ResourceHooks } from '../../platform/crud.js';
import { defineRoute, zId } from '../../platform/http/route.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { audit } from '../../platform/audit.js';
import { isId } from '../../platform/db/ids.js';
import { formatDateTime } from '../../platform/util.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { attach, ossConfig } from '../system/system.tables.js';
import { attachmentById, attachmentOfTenant, FILE_ROUTE, linkFor, sendAttachment, upload, verifyLink } from './attach.service.js';
import { isMasked, maskSecret, OSS_CATEGORIES, OSS_IN_USE, OSS_NOT_IN_USE } from './oss.service.js';

registerMenuSeeds([
  { code: 'resource', name: 'Resource', path: '/resource', source: 'folder', sort: 98 },
  { code: 'oss', name: 'Object storage', parent: 'resource', path: '/resource/oss', source: 'cloud', sort: 1 },
  ...crudButtons('oss', 'object storage'),
  { code: 'oss_enable', name: 'Enable object storage', alias: 'enable', parent: 'oss', category: 2, action: 1, sort: 5 },
  { code: 'attach', name: 'Attachments', parent: 'resource', path: '/resource/attach', source: 'paper-clip', sort: 2 },
  ...crudButtons('attach', 'attachment'),
]);

const uploadAnswer = z.object({ link: z.string(), domain: z.string(), name: z.string(), originalName: z.string(), attachId: z.string() });

type Row = Record<string, unknown>;

/** Object-storage configs: the secret is write-only (masked in answers; the mask sent back keeps it). */
const ossHooks: ResourceHooks = {
  beforeWrite: (_tx, _ctx, values, existing) => {
    if (isMasked(values.secretKey) || (existing && !values.secretKey)) delete values.secretKey;
    const merged: Row = { ...(existing ?? {}), ...values };
    if (merged.category === 'local') return;
    const required = ['bucketName', 'accessKey', 'secretKey', ...(merged.category === 's3' ? [] : ['endpoint'])];
    const missing = required.filter((f) => !merged[f]);
    if (missing.length) throw badRequest(`${missing.join(', ')}: required for ${String(merged.category)} storage`);
  },
  present: (_db, _ctx, rows) => rows.map((r) => ({ ...r, secretKey: maskSecret(r.secretKey as string | null) })),
};

const optionalUrl = z
  .union([z.string().trim().max(300, 'must be at most 300 characters'), z.null()])
  .optional()
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v === null || v === undefined || /^https?:\/\/[^\s/?#]+(\/[^\s]*)?$/i.test(v), 'must be an http(s) URL');

/** `/api/blade-resource/`: uploads, downloads, signed file links, attachments and object-storage configs. */
export default async function resourceRoutes(app: FastifyInstance): Promise<void> {
  for (const name of ['put-file-attach', 'put-file-attach2']) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/blade-resource/oss/endpoint/${name}`,
      permission: 'authenticated',
      summary: 'Upload one file (multipart, field "file"): checked by content, stored under a generated name',
      tags: ['attach'],
      output: uploadAnswer,
      handler: (_input, ctx) => upload(ctx),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-resource/attach/download',
    permission: 'authenticated',
    summary: "Download an attachment of the caller's tenant",
    tags: ['attach'],
    input: z.object({ id: zId }),
    raw: true,
    handler: async ({ id }, { db, auth, req, reply }) => sendAttachment(req, reply, await attachmentOfTenant(db, auth.tenantId, id), 'attachment', 0),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-resource/attach/link',
    permission: 'authenticated',
    summary: 'A fresh signed link to an attachment (for <img> and links without a header)',
    tags: ['attach'],
    input: z.object({ id: zId }),
    output: z.object({ attachId: z.string(), originalName: z.string(), link: z.string() }),
    handler: async ({ id }, { db, auth, req }) => {
      const row = await attachmentOfTenant(db, auth.tenantId, id);
      return { attachId: row.id, originalName: row.originalName, link: linkFor(req, row.id) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${FILE_ROUTE}/:attachId`,
    permission: 'public',
    summary: 'Open a file by its signed link (no token; 403 when expired or altered)',
    tags: ['attach'],
    input: z.object({ expires: z.coerce.number().int(), sig: z.string().max(200) }),
    raw: true,
    handler: async ({ expires, sig }, { req, reply }) => {
      const attachId = String((req.params as { attachId?: string }).attachId ?? '');
      if (!verifyLink(app.signingKey, attachId, expires, sig)) throw forbidden('This file link has expired or is not valid');
      if (!isId(attachId)) throw notFound('Attachment');
      await sendAttachment(req, reply, await attachmentById(app.db, attachId), 'inline', expires - Math.floor(Date.now() / 1000));
    },
  });

  defineResource(app, {
    name: 'attach',
    prefix: '/api/blade-resource/attach',
    table: attach,
    permissions: 'attach',
    routes: { list: false, submit: false },
    filters: { originalName: filters.like(attach.originalName), extension: filters.equals(attach.extension) },
    sortable: { createTime: attach.createTime, originalName: attach.originalName, attachSize: attach.attachSize },
    hooks: { present: (_db, ctx, rows) => rows.map((r) => ({ ...r, link: linkFor(ctx.req, r.id as string) })) },
  });

  const oss = defineResource(app, {
    name: 'oss',
    prefix: '/api/blade-resource/oss',
    table: ossConfig,
    permissions: 'oss',
    omitInput: ['status'],
    inputExtend: { category: z.enum(OSS_CATEGORIES, 'must be one of local, minio, qiniu, ali, tencent, s3'), endpoint: optionalUrl },
    filters: { category: filters.equals(ossConfig.category), ossCode: filters.like(ossConfig.ossCode) },
    sortable: { createTime: ossConfig.createTime, ossCode: ossConfig.ossCode, status: ossConfig.status },
    unique: [{ fields: ['ossCode'], message: 'ossCode: a configuration with this code already exists' }],
    hooks: ossHooks,
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/blade-resource/oss/enable',
    permission: 'oss_enable',
    summary: 'Make one object-storage config the one in use for the tenant (the others are switched off)',
    tags: ['oss'],
    input: z.object({ id: zId }),
    output: z.null(),
    handler: async ({ id }, ctx) => {
      await ctx.db.transaction(async (tx) => {
        await oss.getById(tx, ctx.auth, id);
        const now = formatDateTime(new Date());
        const live = and(eq(ossConfig.tenantId, ctx.auth.tenantId), eq(ossConfig.isDeleted, 0));
        const bump = { updateUser: ctx.auth.userId, updateTime: now, version: sql`${ossConfig.version} + 1` };
        await tx.update(ossConfig).set({ status: OSS_NOT_IN_USE, ...bump }).where(and(live, eq(ossConfig.status, OSS_IN_USE), ne(ossConfig.id, id)));
        await tx.update(ossConfig).set({ status: OSS_IN_USE, ...bump }).where(and(live, eq(ossConfig.id, id)));
        await audit(tx, ctx.auth, ctx.req, { action: 'enable', resource: 'oss', recordId: id });
      });
      return null;
    },
  });
}
