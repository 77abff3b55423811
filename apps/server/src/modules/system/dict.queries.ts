import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineRepository, filters, liveRows } from '../../platform/repository.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { toForest } from '../../platform/tree.js';
import {
  afterDictWrite,
  dictTable,
  pickLanguage,
  prepareDictRemoval,
  prepareDictWrite,
  translated,
  zI18n,
  type DictKind,
  type DictLookup,
  type DictRow,
} from './dict.service.js';

export const zDictCode = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'may contain letters, digits and _ . : - only');

/**
 * Dictionaries, BladeX style: a dictionary is a top-level row (parentId 0, dictKey -1) whose `code`
 * names it; its items are rows below it carrying the same code. System dictionaries are shared by
 * all tenants; business ones belong to one.
 */
function dictRepository(kind: DictKind) {
  const table = dictTable(kind);
  return defineRepository({
    name: kind === 'system' ? 'dict' : 'dict_biz',
    table,
    global: kind === 'system',
    filters: {
      code: filters.like(table.code),
      dictValue: filters.like(table.dictValue),
      dictKey: filters.equals(table.dictKey, z.string().max(100)),
      parentId: filters.id(table.parentId),
    },
    sortable: { sort: table.sort, code: table.code, dictKey: table.dictKey, createTime: table.createTime },
    defaultOrder: [asc(table.sort), asc(table.id)],
    inputExtend: { code: zDictCode.optional(), dictValueI18n: zI18n },
    hooks: {
      beforeWrite: (tx, ctx, values, existing) => prepareDictWrite(tx, kind, ctx.auth, values, existing),
      afterWrite: (tx, ctx, saved, existing) => afterDictWrite(tx, kind, ctx.auth, saved, existing),
      beforeRemove: (tx, ctx, ids) => prepareDictRemoval(tx, kind, ctx.auth, ids),
    },
  });
}

export const dictionaries = { system: dictRepository('system'), biz: dictRepository('biz') } as const;

/** Dictionaries and items matching the search, as a tree of records. */
export async function dictForest(ctx: ServiceContext, kind: DictKind, q: { code?: string; dictValue?: string }) {
  return toForest((await dictionaries[kind].all(ctx.db, ctx, q)) as DictRow[]);
}

/** Every dictionary and item (or one dictionary's, `code`) as selector nodes, in the caller's language. */
export async function dictNodeTree(ctx: ServiceContext, kind: DictKind, q: Partial<DictLookup>) {
  const table = dictTable(kind);
  const lang = pickLanguage(q.language ?? q.lang, ctx.req);
  const live = liveRows(table, ctx.auth, kind === 'system');
  const rows = await ctx.db
    .select()
    .from(table)
    .where(q.code && q.code !== 'DICT' ? and(live, eq(table.code, q.code)) : live)
    .orderBy(asc(table.sort), asc(table.id));
  return toForest(
    rows.map((r) => {
      const t = translated(r, lang);
      return { id: r.id, parentId: r.parentId, title: t.dictValue, value: r.id, key: r.id, code: r.code, dictKey: r.dictKey };
    }),
  );
}
