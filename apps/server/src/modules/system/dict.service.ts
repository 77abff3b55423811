import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { nextId } from '../../platform/db/ids.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { liveRows } from '../../platform/repository.js';
import { assertValidParent, toForest } from '../../platform/tree.js';
import { dict, dictBiz } from './system.tables.js';
import {
  bumpDictVersionOf,
  dictVersion,
  childDictOutside,
  dictCodes,
  dictItemRows,
  duplicateDictRow,
  insertDictRows,
  recodeDictSubtree,
} from './system.store.js';

/** System dictionaries are shared by every tenant (rows of tenant 000000); business ones belong to a tenant. */
export type DictKind = 'system' | 'biz';
export const dictTable = (kind: DictKind) => (kind === 'system' ? dict : dictBiz);
export type DictRow = typeof dict.$inferSelect;

/** The tenant whose `dict_version` guards a kind's cache (and whose rows it reads). */
export const dictTenant = (kind: DictKind, auth: Tenant) => (kind === 'system' ? DEFAULT_TENANT : auth.tenantId);

/** Shared data (system dictionaries, app versions) is written only by the system tenant's administrators. */
export function requireSystemTenant(auth: Tenant): void {
  if (auth.tenantId !== DEFAULT_TENANT) throw forbidden('Shared system data can only be changed by the system tenant');
}

/** Inside the write's transaction: every process's cache sees the new version at its next lookup. */
export async function bumpDictVersion(tx: Db, forTenant: Tenant): Promise<void> {
  await bumpDictVersionOf(tx, forTenant);
}

export { LANGUAGES, pickLanguage, type Language } from '../../platform/i18n/index.js';
import { LANGUAGES, pickLanguage, type Language } from '../../platform/i18n/index.js';

/** `dictValueI18n` input: a JSON object (or its text) of language -> text; stored as JSON text. */
export const zI18n = z.preprocess(
  (v) => {
    if (v === '' || v === null || v === undefined) return v === '' ? null : v;
    if (typeof v === 'string') {
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    }
    return v;
  },
  z
    .partialRecord(z.enum(LANGUAGES, { message: `language keys must be one of ${LANGUAGES.join(', ')}` }), z.string().max(300))
    .nullable()
    .optional()
    .transform((v) => (v ? JSON.stringify(v) : v)),
);

/** The row's text in `lang`: its translation when present, else `dictValue`. */
export function translated(row: DictRow, lang: Language): DictRow {
  if (!row.dictValueI18n) return row;
  try {
    const t = JSON.parse(row.dictValueI18n) as Record<string, unknown>;
    const v = t[lang];
    return typeof v === 'string' && v !== '' ? { ...row, dictValue: v } : row;
  } catch {
    return row;
  }
}

/**
 * Dictionary items by code and language, cached in memory per app. Each lookup first reads the
 * owning tenant's `dict_version` (one indexed row); a write bumps it in its transaction, so no process
 * ever serves items older than the last committed write. The version is read before the items, so a
 * cached entry is never older than the version it is stored under.
 */
export class DictionaryCache {
  private readonly entries = new Map<string, { version: number; items: DictRow[] }>();

  async items(db: Db, kind: DictKind, auth: Tenant, code: string, lang: Language): Promise<DictRow[]> {
    const owner = dictTenant(kind, auth);
    const version = await dictVersion(db, { tenantId: owner });
    const key = `${kind}|${owner}|${code}|${lang}`;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.items;
    const rows = await dictItemRows(db, dictTable(kind), owner, code);
    const items = rows.map((r) => translated(r, lang));
    if (this.entries.size > 5000) this.entries.clear();
    this.entries.set(key, { version, items });
    return items;
  }
}

const caches = new WeakMap<FastifyInstance, DictionaryCache>();

/** The app's lookup cache (system and business dictionaries share it; two apps never do). */
function cacheOf(app: FastifyInstance): DictionaryCache {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = new DictionaryCache()));
  return cache;
}

/** What a lookup call names: the dictionary and the language (`language`, or its alias `lang`). */
export interface DictLookup {
  code: string;
  language?: string;
  lang?: string;
}

/** The items of a dictionary in the caller's language (the `dictionary` call of every select box). */
export const dictionaryItems = (ctx: ServiceContext, kind: DictKind, q: DictLookup) =>
  cacheOf(ctx.app).items(ctx.db, kind, ctx.auth, q.code, pickLanguage(q.language ?? q.lang, ctx.req));

/** The same items nested by parent (dictionaries whose items form a tree). */
export const dictionaryTree = async (ctx: ServiceContext, kind: DictKind, q: DictLookup) => toForest(await dictionaryItems(ctx, kind, q));

/**
 * Before a dictionary or item is written: system dictionaries only by the system tenant; an item
 * takes its dictionary's code and needs a key; a dictionary is a root with key -1; codes (of
 * dictionaries) and keys (within a dictionary) are unique.
 */
export async function prepareDictWrite(
  tx: Db,
  kind: DictKind,
  auth: AuthContext,
  values: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): Promise<void> {
  const table = dictTable(kind);
  const global = kind === 'system';
  if (global) requireSystemTenant(auth);
  const scope = liveRows(table, auth, global);
  const id = (existing?.id as string | undefined) ?? null;
  const parent = await assertValidParent(tx, table, scope, id, (values.parentId ?? existing?.parentId) as string | undefined);
  if (parent) {
    values.parentId = parent.id;
    values.code = parent.code;
    const key = values.dictKey ?? existing?.dictKey;
    if (key === undefined || key === null || key === '' || key === '-1') throw badRequest('dictKey: is required for a dictionary item');
  } else {
    values.parentId = '0';
    values.dictKey = '-1';
    if (!(values.code ?? existing?.code)) throw badRequest('code: is required');
  }
  const merged = { ...existing, ...values } as DictRow;
  const dup = await duplicateDictRow(tx, table, scope, merged, id);
  if (dup) throw conflict(parent ? 'dictKey: an item with this key already exists in the dictionary' : 'code: a dictionary with this code already exists');
}

/** After a write: the subtree follows a renamed (or moved) dictionary's code; every cache sees the change. */
export async function afterDictWrite(
  tx: Db,
  kind: DictKind,
  auth: AuthContext,
  saved: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): Promise<void> {
  if (existing && existing.code !== saved.code) {
    await recodeDictSubtree(tx, dictTable(kind), saved.id as string, saved.code as string);
  }
  await bumpDictVersion(tx, { tenantId: dictTenant(kind, auth) });
}

/** A dictionary with items left is not removed (items first). */
export async function prepareDictRemoval(tx: Db, kind: DictKind, auth: AuthContext, ids: string[]): Promise<void> {
  const table = dictTable(kind);
  if (kind === 'system') requireSystemTenant(auth);
  const child = await childDictOutside(tx, table, liveRows(table, auth, kind === 'system'), ids);
  if (child) throw conflict('Please delete the child items first');
  await bumpDictVersion(tx, { tenantId: dictTenant(kind, auth) });
}

export interface DictSeed {
  code: string;
  name: string;
  zh?: string;
  items: [key: string, value: string, zh?: string][];
}

/**
 * Inserts the dictionaries of `seeds` whose code the tenant lacks (idempotent; an administrator's
 * edits of existing dictionaries are kept). Answers whether anything was inserted.
 */
export async function seedDictionaries(tx: Db, kind: DictKind, tenant: Tenant, seeds: DictSeed[]): Promise<boolean> {
  const { tenantId } = tenant;
  const table = dictTable(kind);
  const have = new Set(await dictCodes(tx, table, tenant));
  const missing = seeds.filter((s) => !have.has(s.code));
  if (missing.length === 0) return false;
  const i18n = (zh?: string) => (zh ? JSON.stringify({ zh }) : null);
  const rows: (typeof dict.$inferInsert)[] = [];
  missing.forEach((s, n) => {
    const parentId = nextId();
    rows.push({ id: parentId, tenantId, parentId: '0', code: s.code, dictKey: '-1', dictValue: s.name, dictValueI18n: i18n(s.zh), sort: n + 1, isSealed: 0 });
    s.items.forEach(([key, value, zh], i) => {
      rows.push({ tenantId, parentId, code: s.code, dictKey: key, dictValue: value, dictValueI18n: i18n(zh), sort: i + 1, isSealed: 0 });
    });
  });
  await insertDictRows(tx, table, rows);
  await bumpDictVersion(tx, { tenantId: tenantId });
  return true;
}
