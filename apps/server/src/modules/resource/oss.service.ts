import { join } from 'node:path';
import type { AppConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { audit } from '../../platform/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { ossInUse, ossRow, switchOss, type OssRow } from './resource.store.js';
import { LocalStore } from './storage/local.js';
import type { S3StoreOptions } from './storage/s3.js';
import type { FileStore } from './storage/store.js';
import type { Tenant } from '../../platform/auth/context.js';

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

const isMasked = (v: unknown) => typeof v === 'string' && v.startsWith('******');

type OssValues = Record<string, unknown>;

/**
 * Before a config is written: the secret is write-only (the mask sent back, or nothing on an update,
 * keeps the stored one); every kind but local disk needs a bucket and keys, and all but plain S3 an endpoint.
 */
export function prepareOssWrite(values: OssValues, existing: OssValues | null): void {
  if (isMasked(values.secretKey) || (existing && !values.secretKey)) delete values.secretKey;
  const merged: OssValues = { ...(existing ?? {}), ...values };
  if (merged.category === 'local') return;
  const required = ['bucketName', 'accessKey', 'secretKey', ...(merged.category === 's3' ? [] : ['endpoint'])];
  const missing = required.filter((f) => !merged[f]);
  if (missing.length) throw badRequest(`${missing.join(', ')}: required for ${String(merged.category)} storage`);
}

/** Makes one config the tenant's store for new uploads; the one in use before is switched off. One transaction. */
export async function enableOss(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await switchOss(tx, ctx.auth, id))) throw notFound('oss');
    await audit(tx, ctx.auth, ctx.req, { action: 'enable', resource: 'oss', recordId: id });
  });
}

/** Stores are reused (an S3 client is costly): per app configuration, so two apps never share one. */
const storesByConfig = new WeakMap<AppConfig, Map<string, FileStore>>();

function cached(config: AppConfig, key: string, make: () => FileStore): FileStore {
  let stores = storesByConfig.get(config);
  if (!stores) storesByConfig.set(config, (stores = new Map()));
  let store = stores.get(key);
  if (!store) {
    if (stores.size > 100) stores.clear();
    store = make();
    stores.set(key, store);
  }
  return store;
}

/** The AWS SDK loads only when an S3 store is first used (it is large, and most installs use disk). */
async function s3Store(config: AppConfig, key: string, options: S3StoreOptions): Promise<FileStore> {
  const { S3Store } = await import('./storage/s3.js');
  return cached(config, key, () => new S3Store(options));
}

function localStore(config: AppConfig): FileStore {
  return cached(config, 'local', () => new LocalStore(join(config.dataDir, 'files')));
}

async function envStore(config: AppConfig): Promise<FileStore | null> {
  const s3 = config.s3;
  return s3 ? s3Store(config, 'env', s3) : null;
}

async function storeOfRow(config: AppConfig, row: OssRow): Promise<FileStore> {
  if (row.category === 'local') return localStore(config);
  return s3Store(config, `oss:${row.id}:${row.version}`, {
    endpoint: row.endpoint || undefined,
    region: row.region || undefined,
    bucket: row.bucketName ?? '',
    accessKey: row.accessKey ?? undefined,
    secretKey: row.secretKey ?? undefined,
  });
}

/** The store new uploads of a tenant go to: its active sys_oss config, else the S3_* store, else local disk. */
export async function currentStore(db: Db, config: AppConfig, tenant: Tenant): Promise<{ store: FileStore; storage: StorageName }> {
  const row = await ossInUse(db, tenant);
  if (row) return { store: await storeOfRow(config, row), storage: row.category === 'local' ? 'local' : row.id };
  const env = await envStore(config);
  if (env) return { store: env, storage: 'env' };
  return { store: localStore(config), storage: 'local' };
}

/** The store a recorded file lives in (its config may since have been switched off or removed). */
export async function storeNamed(db: Db, config: AppConfig, tenant: Tenant, storage: StorageName): Promise<FileStore | null> {
  if (storage === 'local') return localStore(config);
  if (storage === 'env') return envStore(config);
  if (!/^\d{1,19}$/.test(storage)) return null;
  const row = await ossRow(db, tenant, storage);
  return row ? storeOfRow(config, row) : null;
}
