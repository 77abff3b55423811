import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { ossConfig } from '../system/system.tables.js';
import { LocalStore } from './storage/local.js';
import type { S3StoreOptions } from './storage/s3.js';
import type { FileStore } from './storage/store.js';

export const OSS_CATEGORIES = ['local', 'minio', 'qiniu', 'ali', 'tencent', 's3'] as const;
/** sys_oss.status of the one configuration in use per tenant. */
export const OSS_IN_USE = 2;
export const OSS_NOT_IN_USE = 1;

type OssRow = typeof ossConfig.$inferSelect;

/**
 * Where a file lives, as recorded in sys_attach.storage: `local` (disk), `env` (the S3 store of the
 * S3_* variables) or the id of the sys_oss configuration it was written with.
 */
export type StorageName = string;

/** Masks a secret for display: never the whole value. */
export function maskSecret(secret: string | null | undefined): string | null {
  if (!secret) return secret ?? null;
  return secret.length >= 12 ? `******${secret.slice(-4)}` : '******';
}

export const isMasked = (v: unknown) => typeof v === 'string' && v.startsWith('******');

const cache = new Map<string, FileStore>();

function cached(key: string, make: () => FileStore): FileStore {
  let store = cache.get(key);
  if (!store) {
    if (cache.size > 100) cache.clear();
    store = make();
    cache.set(key, store);
  }
  return store;
}

/** The AWS SDK loads only when an S3 store is first used (it is large, and most installs use disk). */
let s3Module: typeof import('./storage/s3.js') | undefined;
async function s3Store(key: string, options: S3StoreOptions): Promise<FileStore> {
  s3Module ??= await import('./storage/s3.js');
  const { S3Store } = s3Module;
  return cached(key, () => new S3Store(options));
}

function localStore(config: AppConfig): FileStore {
  return cached(`local:${config.dataDir}`, () => new LocalStore(join(config.dataDir, 'files')));
}

async function envStore(config: AppConfig): Promise<FileStore | null> {
  const s3 = config.s3;
  return s3 ? s3Store(`env:${s3.endpoint}:${s3.bucket}`, s3) : null;
}

async function storeOfRow(config: AppConfig, row: OssRow): Promise<FileStore> {
  if (row.category === 'local') return localStore(config);
  return s3Store(`oss:${row.id}:${row.version}`, {
    endpoint: row.endpoint || undefined,
    region: row.region || undefined,
    bucket: row.bucketName ?? '',
    accessKey: row.accessKey ?? undefined,
    secretKey: row.secretKey ?? undefined,
  });
}

/** The store new uploads of a tenant go to: its active sys_oss config, else the S3_* store, else local disk. */
export async function currentStore(db: Db, config: AppConfig, tenantId: string): Promise<{ store: FileStore; storage: StorageName }> {
  const [row] = await db
    .select()
    .from(ossConfig)
    .where(and(eq(ossConfig.tenantId, tenantId), eq(ossConfig.isDeleted, 0), eq(ossConfig.status, OSS_IN_USE)))
    .limit(1);
  if (row) return { store: await storeOfRow(config, row), storage: row.category === 'local' ? 'local' : row.id };
  const env = await envStore(config);
  if (env) return { store: env, storage: 'env' };
  return { store: localStore(config), storage: 'local' };
}

/** The store a recorded file lives in (its config may since have been switched off or removed). */
export async function storeNamed(db: Db, config: AppConfig, tenantId: string, storage: StorageName): Promise<FileStore | null> {
  if (storage === 'local') return localStore(config);
  if (storage === 'env') return envStore(config);
  if (!/^\d{1,19}$/.test(storage)) return null;
  const [row] = await db.select().from(ossConfig).where(and(eq(ossConfig.id, storage), eq(ossConfig.tenantId, tenantId))).limit(1);
  return row ? storeOfRow(config, row) : null;
}
