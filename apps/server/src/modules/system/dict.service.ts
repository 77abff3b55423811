import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { forbidden } from '../../platform/errors.js';
import { nextId } from '../../platform/db/ids.js';
import { dict, dictBiz, tenant } from './system.tables.js';

/** System dictionaries are shared by every tenant (rows of tenant 000000); business ones belong to a tenant. */
export type DictKind = 'system' | 'biz';
export const dictTable = (kind: DictKind) => (kind === 'system' ? dict : dictBiz);
export type DictRow = typeof dict.$inferSelect;

/** The tenant whose `dict_version` guards a kind's cache (and whose rows it reads). */
export const dictTenant = (kind: DictKind, auth: Pick<AuthContext, 'tenantId'>) => (kind === 'system' ? DEFAULT_TENANT : auth.tenantId);

/** Shared data (system dictionaries, app versions) is written only by the system tenant's administrators. */
export function requireSystemTenant(auth: Pick<AuthContext, 'tenantId'>): void {
  if (auth.tenantId !== DEFAULT_TENANT) throw forbidden('Shared system data can only be changed by the system tenant');
}

/** Inside the write's transaction: every process's cache sees the new version at its next lookup. */
export async function bumpDictVersion(tx: Db, tenantId: string): Promise<void> {
  await tx.update(tenant).set({ dictVersion: sql`${tenant.dictVersion} + 1` }).where(eq(tenant.tenantId, tenantId));
}

/** Read on every lookup (the cache's freshness check across processes), so prepared once. */
const dictVersionQuery = preparedPerDb((db) =>
  db.select({ v: tenant.dictVersion }).from(tenant).where(eq(tenant.tenantId, sql.placeholder('tenantId'))).limit(1).prepare('hr_dict_version'),
);

async function dictVersion(db: Db, tenantId: string): Promise<number> {
  const [row] = await dictVersionQuery(db).execute({ tenantId });
  return row?.v ?? 0;
}

export const LANGUAGES = ['en', 'zh', 'de', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The `language` (or `lang`) parameter, else the best supported `Accept-Language` entry, else en. */
export function pickLanguage(param: string | undefined, req: FastifyRequest): Language {
  const supported = (tag: string) => LANGUAGES.find((l) => l === tag.trim().toLowerCase().split(/[-_]/)[0]);
  if (param) return supported(param) ?? 'en';
  const header = req.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    const l = supported(r.tag);
    if (l) return l;
  }
  return 'en';
}

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

  async items(db: Db, kind: DictKind, auth: Pick<AuthContext, 'tenantId'>, code: string, lang: Language): Promise<DictRow[]> {
    const owner = dictTenant(kind, auth);
    const version = await dictVersion(db, owner);
    const key = `${kind}|${owner}|${code}|${lang}`;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.items;
    const table = dictTable(kind);
    const rows = await db
      .select()
      .from(table)
      .where(and(eq(table.tenantId, owner), eq(table.isDeleted, 0), eq(table.code, code), ne(table.parentId, '0'), eq(table.isSealed, 0)))
      .orderBy(asc(table.sort), asc(table.id));
    const items = rows.map((r) => translated(r, lang));
    if (this.entries.size > 5000) this.entries.clear();
    this.entries.set(key, { version, items });
    return items;
  }
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
export async function seedDictionaries(tx: Db, kind: DictKind, tenantId: string, seeds: DictSeed[]): Promise<boolean> {
  const table = dictTable(kind);
  const present = await tx
    .select({ code: table.code })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.parentId, '0'), eq(table.isDeleted, 0)));
  const have = new Set(present.map((p) => p.code));
  const missing = seeds.filter((s) => !have.has(s.code));
  if (missing.length === 0) return false;
  const i18n = (zh?: string) => (zh ? JSON.stringify({ zh }) : null);
  const rows: (typeof dict.$inferInsert)[] = [];
  missing.forEach((s, n) => {
    const parentId = nextId();
    rows.push({ id: parentId, tenantId, parentId: '0', code: s.code, dictKey: '-1', dictValue: s.name, dictValueI18n: i18n(s.zh), sort: n + 1, isSealed: 0 });
    s.items.forEach(([key, value, zh], i) =>
      rows.push({ tenantId, parentId, code: s.code, dictKey: key, dictValue: value, dictValueI18n: i18n(zh), sort: i + 1, isSealed: 0 }),
    );
  });
  await tx.insert(table).values(rows);
  await bumpDictVersion(tx, tenantId);
  return true;
}
