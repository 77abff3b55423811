import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { businessColumns } from '../../platform/db/columns.js';

/*
 * The files module's tables: where a tenant stores its uploads, and the stored files. Other modules read them
 * through resource.public.ts (and the registry's attachmentLinks and attachmentBytes for the modules below it).
 * Their SQL names (sys_oss, sys_attach) are those of the migrations.
 */

/** Object storage configurations: category local, minio, qiniu, ali, tencent, s3. status 2 = in use. */
export const ossConfig = pgTable('sys_oss', {
  ...businessColumns(),
  ossCode: varchar('oss_code', { length: 50 }),
  category: varchar('category', { length: 20 }).notNull(),
  endpoint: varchar('endpoint', { length: 300 }),
  accessKey: varchar('access_key', { length: 300 }),
  secretKey: varchar('secret_key', { length: 300 }),
  bucketName: varchar('bucket_name', { length: 100 }),
  appId: varchar('app_id', { length: 100 }),
  region: varchar('region', { length: 100 }),
  remark: varchar('remark', { length: 300 }),
});

/** Stored files (attachments): served only to the tenant's signed-in users or by an expiring signed link. */
export const attach = pgTable('sys_attach', {
  ...businessColumns(),
  link: varchar('link', { length: 1000 }).notNull(),
  domain: varchar('domain', { length: 500 }),
  name: varchar('name', { length: 500 }).notNull(),
  originalName: varchar('original_name', { length: 500 }).notNull(),
  extension: varchar('extension', { length: 20 }),
  contentType: varchar('content_type', { length: 200 }),
  attachSize: integer('attach_size').notNull().default(0),
  storage: varchar('storage', { length: 20 }).notNull().default('local'),
});
