import type { FastifyInstance } from 'fastify';
import { and, asc, eq, getTableName, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows } from '../../platform/crud.js';
import { defineRoute, zId } from '../../platform/http/route.js';
import { pageOf, pageQuery, toPage } from '../../platform/http/paging.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { crudButtons, registerMenuSeeds } from './menu-seeds.js';
import { assertParentAllowed, nest, treeOf } from './tree.js';
import { bumpDictVersion, DictionaryCache, dictTable, dictTenant, pickLanguage, requireSystemTenant, translated, zI18n, type DictKind, type DictRow } from './dict.service.js';
import './dict.seeds.js';

registerMenuSeeds([
  { code: 'system', name: 'System', path: '/system', source: 'setting', sort: 99 },
  { code: 'dict', name: 'Dictionary', parent: 'system', path: '/system/dict', source: 'book', sort: 6 },
  ...crudButtons('dict', 'dictionary'),
  { code: 'dict_biz', name: 'Business dictionary', parent: 'system', path: '/system/dictbiz', source: 'book', sort: 7 },
  ...crudButtons('dict_biz', 'business dictionary'),
]);

const zCode = z.string().trim().min(1, 'is required').max(100).regex(/^[A-Za-z0-9_.:-]+$/, 'may contain letters, digits and _ . : - only');
const zLanguage = z.string().max(35).optional();
const lookupInput = z.object({ code: zCode, language: zLanguage, lang: zLanguage });

/**
 * Dictionaries, BladeX style: a dictionary is a top-level row (parentId 0, dictKey -1) whose `code`
 * names it; its items are rows below it carrying the same code. System dictionaries
 * (`/api/blade-system/dict`) are shared by all tenants; business ones (`/dict-biz`) belong to one.
 */
function dictRoutes(app: FastifyInstance, kind: DictKind, cache: DictionaryCache): void {
  const table = dictTable(kind);
  const global = kind === 'system';
  const name = kind === 'system' ? 'dict' : 'dict_biz';
  const prefix = kind === 'system' ? '/api/blade-system/dict' : '/api/blade-system/dict-biz';
  const tags = [name];

  const resource = defineResource(app, {
    name,
    prefix,
    table,
    global,
    permissions: name,
    routes: { page: false, list: false },
    filters: {
      code: filters.like(table.code),
      dictValue: filters.like(table.dictValue),
      dictKey: filters.equals(table.dictKey, z.string().max(100)),
      parentId: filters.id(table.parentId),
    },
    sortable: { sort: table.sort, code: table.code, dictKey: table.dictKey, createTime: table.createTime },
    defaultOrder: [asc(table.sort), asc(table.id)],
    inputExtend: { code: zCode.optional(), dictValueI18n: zI18n },
    hooks: {
      beforeWrite: async (tx, ctx, values, existing) => {
        if (global) requireSystemTenant(ctx.auth);
        const scope = liveRows(table, ctx.auth, global);
        const id = (existing?.id as string | undefined) ?? null;
        const parent = await assertParentAllowed(tx, table, scope, id, (values.parentId ?? existing?.parentId) as string | undefined);
        if (parent) {
          // an item takes the code of its dictionary
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
        const [dup] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(scope, eq(table.code, merged.code), eq(table.parentId, merged.parentId), eq(table.dictKey, merged.dictKey), id ? sql`${table.id} <> ${id}` : undefined))
          .limit(1);
        if (dup) throw conflict(parent ? 'dictKey: an item with this key already exists in the dictionary' : 'code: a dictionary with this code already exists');
      },
      afterWrite: async (tx, ctx, saved, existing) => {
        if (existing && existing.code !== saved.code) {
          // the subtree follows a renamed (or moved) dictionary's code
          const t = sql.identifier(getTableName(table));
          await tx.execute(sql`
            with recursive down(id) as (
              select id from ${t} where parent_id = ${saved.id as string}
              union all select c.id from ${t} c join down on c.parent_id = down.id
            ) update ${t} set code = ${saved.code as string} where id in (select id from down)`);
        }
        await bumpDictVersion(tx, dictTenant(kind, ctx.auth));
      },
      beforeRemove: async (tx, ctx, ids) => {
        if (global) requireSystemTenant(ctx.auth);
        const [child] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(liveRows(table, ctx.auth, global), inArray(table.parentId, ids), notInArray(table.id, ids)))
          .limit(1);
        if (child) throw conflict('Please delete the child items first');
        await bumpDictVersion(tx, dictTenant(kind, ctx.auth));
      },
    },
  });
  const record = resource.record;
  const tree = treeOf(record.shape);
  const search = { code: z.string().max(100).optional(), dictValue: z.string().max(300).optional() };

  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/list`,
    permission: `${name}_view`,
    summary: `Dictionaries and items matching code/dictValue, as a tree (${name})`,
    tags,
    input: z.object(search),
    output: z.array(tree),
    handler: async (q, ctx) => nest((await resource.page(ctx.db, ctx, { ...q, current: 1, size: -1 })).records as DictRow[]),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/parent-list`,
    permission: `${name}_view`,
    summary: `Page of dictionaries (top-level rows) (${name})`,
    tags,
    input: pageQuery.extend(search),
    output: pageOf(record),
    handler: (q, ctx) => resource.page(ctx.db, ctx, { ...q, parentId: '0' }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/child-list`,
    permission: `${name}_view`,
    summary: `Page of the items below parentId (${name})`,
    tags,
    input: pageQuery.extend({ ...search, dictKey: z.string().max(100).optional(), parentId: zId.optional() }),
    output: pageOf(record),
    handler: (q, ctx) => (q.parentId ? resource.page(ctx.db, ctx, q) : toPage([], 0, q)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/tree`,
    permission: `${name}_view`,
    summary: `Tree of dictionaries and items {id, parentId, title, value, key} (code=DICT or none: all) (${name})`,
    tags,
    input: z.object({ code: z.string().max(100).optional(), language: zLanguage, lang: zLanguage }),
    output: z.array(treeOf({ id: z.string(), parentId: z.string(), title: z.string(), value: z.string(), key: z.string(), code: z.string(), dictKey: z.string() })),
    handler: async (q, ctx) => {
      const lang = pickLanguage(q.language ?? q.lang, ctx.req);
      const where = q.code && q.code !== 'DICT' ? and(liveRows(table, ctx.auth, global), eq(table.code, q.code)) : liveRows(table, ctx.auth, global);
      const rows = await ctx.db.select().from(table).where(where).orderBy(asc(table.sort), asc(table.id));
      return nest(
        rows.map((r) => {
          const t = translated(r, lang);
          return { id: r.id, parentId: r.parentId, title: t.dictValue, value: r.id, key: r.id, code: r.code, dictKey: r.dictKey };
        }),
      );
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/dictionary`,
    permission: 'authenticated',
    summary: `Items of the dictionary \`code\` in the requested language (language/lang or Accept-Language, default en) (${name})`,
    tags,
    input: lookupInput,
    output: z.array(record),
    handler: (q, ctx) => cache.items(ctx.db, kind, ctx.auth, q.code, pickLanguage(q.language ?? q.lang, ctx.req)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/dictionary-tree`,
    permission: 'authenticated',
    summary: `Items of the dictionary \`code\` nested by parent, in the requested language (${name})`,
    tags,
    input: lookupInput,
    output: z.array(tree),
    handler: async (q, ctx) => nest(await cache.items(ctx.db, kind, ctx.auth, q.code, pickLanguage(q.language ?? q.lang, ctx.req))),
  });
}

/** `/api/blade-system/dict/*` and `/api/blade-system/dict-biz/*`, sharing one per-app lookup cache. */
export default async function dictModule(app: FastifyInstance): Promise<void> {
  const cache = new DictionaryCache();
  dictRoutes(app, 'system', cache);
  dictRoutes(app, 'biz', cache);
}
