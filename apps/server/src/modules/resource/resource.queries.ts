import { z } from 'zod';
import { OSS_CATEGORIES } from '@hr/contracts';
import { defineRepository, filters } from '../../platform/repository.js';
import { attach, ossConfig } from '../system/system.tables.js';
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
