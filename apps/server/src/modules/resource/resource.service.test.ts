import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OssStatus } from '@hr/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { ossConfig } from './resource.tables.js';
import { enableOss, prepareOssWrite } from './oss.service.js';
import { ossConfigs } from './resource.queries.js';

/*
 * Object-storage configs called as services, on a database and without HTTP (resource.test.ts
 * holds the contract of the calls, uploads and downloads).
 */

let t: TestApp;
let ctx: ServiceContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = await t.serviceContext(await t.login());
});
afterAll(async () => t?.close());

const statusOf = async (id: unknown) =>
  (
    await t.db
      .select({ status: ossConfig.status })
      .from(ossConfig)
      .where(eq(ossConfig.id, String(id)))
  )[0].status;

describe('object-storage configs', () => {
  it('need a bucket, keys and (but for plain S3) an endpoint, except on local disk', () => {
    expect(() => prepareOssWrite({ category: 'minio', bucketName: 'files' }, null)).toThrow('accessKey, secretKey, endpoint: required for minio storage');
    expect(() => prepareOssWrite({ category: 's3', bucketName: 'files', accessKey: 'a' }, null)).toThrow('secretKey: required for s3 storage');
    expect(() => prepareOssWrite({ category: 'local' }, null)).not.toThrow();
  });

  it('keep the secret write-only: answers mask it, and the mask sent back keeps the stored one', async () => {
    const saved = await ossConfigs.save(ctx, {
      category: 'minio',
      ossCode: 'minio-1',
      endpoint: 'https://minio.test',
      bucketName: 'files',
      accessKey: 'key',
      secretKey: 'secret-0123456789',
    });
    expect((await ossConfigs.detail(ctx, saved.id as string)).secretKey).toBe('******6789');
    await ossConfigs.save(ctx, { id: saved.id, secretKey: '******6789', bucketName: 'files2' });
    const [row] = await t.db
      .select({ secretKey: ossConfig.secretKey, bucketName: ossConfig.bucketName })
      .from(ossConfig)
      .where(eq(ossConfig.id, saved.id as string));
    expect(row).toEqual({ secretKey: 'secret-0123456789', bucketName: 'files2' });
  });

  it('have one in use per tenant: enabling one switches the previous one off', async () => {
    const a = await ossConfigs.save(ctx, { category: 'local', ossCode: 'disk-a' });
    const b = await ossConfigs.save(ctx, { category: 'local', ossCode: 'disk-b' });
    await enableOss(ctx, a.id as string);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual([OssStatus.IN_USE, OssStatus.NOT_IN_USE]);
    await enableOss(ctx, b.id as string);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual([OssStatus.NOT_IN_USE, OssStatus.IN_USE]);
    await expect(enableOss(ctx, '123')).rejects.toMatchObject({ code: 404 });
    expect(await statusOf(b.id)).toBe(OssStatus.IN_USE);
  });
});
