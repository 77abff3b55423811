import { and, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { OSS_CATEGORIES } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Tenant } from '../../platform/auth/context.js';
import { nameOf } from '../../platform/names.js';
import { defineRepository, filters, liveRows } from '../../platform/repository.js';
import { attach, ossConfig } from './resource.tables.js';
import { linkFor } from './attach.service.js';
import { userDisplayNames } from '../system/user.queries.js';
import { maskSecret, prepareOssWrite } from './oss.service.js';

/** Uploaded files of the tenant, each answered with a fresh signed link. */
export const attachments = defineRepository({
  name: 'attach',
  table: attach,
  filters: { originalName: filters.like(attach.originalName), extension: filters.equals(attach.extension) },
  sortable: { createTime: attach.createTime, originalName: attach.originalName, attachSize: attach.attachSize },
  outputExtend: { createUserName: z.string().nullable().optional() },
  hooks: {
    present: async (db, ctx, rows) => {
      const names = await userDisplayNames(
        db,
        ctx.auth,
        rows.map((r) => r.createUser),
      );
      return rows.map((r) => ({ ...r, link: linkFor(ctx.app, r.id as string), createUserName: names.get(r.createUser as string) ?? null }));
    },
  },
});

const optionalUrl = z
  .union([z.string().trim().max(300, 'must be at most 300 characters'), z.null()])
  .optional()
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v === null || v === undefined || /^https?:\/\/[^\s/?#]+(\/[^\s]*)?$/i.test(v), 'must be an http(s) URL');

/** Object-storage configs of the tenant; the secret is write-only (masked in answers). Enabling one is `enableOss`. */
export const ossConfigs = defineRepository({
  name: 'oss',
  table: ossConfig,
  omitInput: ['status'],
  inputExtend: { category: z.enum(OSS_CATEGORIES, `must be one of ${OSS_CATEGORIES.join(', ')}`), endpoint: optionalUrl },
  filters: { category: filters.equals(ossConfig.category), ossCode: filters.like(ossConfig.ossCode) },
  sortable: { createTime: ossConfig.createTime, ossCode: ossConfig.ossCode, status: ossConfig.status },
  unique: [{ fields: ['ossCode'], message: 'ossCode: a configuration with this code already exists' }],
  hooks: {
    beforeWrite: (_tx, _ctx, values, existing) => prepareOssWrite(values, existing),
    present: (_db, _ctx, rows) => rows.map((r) => ({ ...r, secretKey: maskSecret(r.secretKey as string | null) })),
  },
});

// ---- what other modules read of the files (through resource.public.ts) ---------------------------

/** The client's file name of the attachment `key` points at, a scalar subquery beside a query's columns (null when none). */
export const attachmentNameOf = (key: AnyColumn | SQL) => nameOf({ table: attach, id: attach.id, name: attach.originalName }, key);

/** Whether the attachment is a live one of the tenant. */
export async function isLiveAttachment(db: Db, auth: Tenant, id: string): Promise<boolean> {
  const [file] = await db
    .select({ id: attach.id })
    .from(attach)
    .where(and(liveRows(attach, auth), eq(attach.id, id)));
  return Boolean(file);
}

/** Those of `ids` that are live attachments of the tenant uploaded by `createUser` (a candidate's own uploads). */
export async function attachmentsUploadedBy(db: Db, auth: Tenant, createUser: string, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: attach.id })
    .from(attach)
    .where(and(eq(attach.tenantId, auth.tenantId), eq(attach.createUser, createUser), eq(attach.isDeleted, 0), inArray(attach.id, ids)));
  return rows.map((r) => r.id);
}
