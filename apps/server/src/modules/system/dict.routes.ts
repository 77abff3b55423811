import { z } from 'zod';
import { SystemPermissions } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { route, zId } from '../../platform/http/route.js';
import { pageOf, pageQuery, toPage } from '../../platform/http/paging.js';
import { treeSchema } from '../../platform/tree.js';
import { dictionaries, dictForest, dictNodeTree, zDictCode } from './dict.queries.js';
import { dictionaryItems, dictionaryTree, type DictKind } from './dict.service.js';

const zLanguage = z.string().max(35).optional();
const lookupInput = z.object({ code: zDictCode, language: zLanguage, lang: zLanguage });
const search = { code: z.string().max(100).optional(), dictValue: z.string().max(300).optional() };
const node = { id: z.string(), parentId: z.string(), title: z.string(), value: z.string(), key: z.string(), code: z.string(), dictKey: z.string() };

/** The calls of one kind: `/api/blade-system/dict/*` (system, shared) or `/api/blade-system/dict-biz/*` (the tenant's). */
function dictKindRoutes(kind: DictKind) {
  const repo = dictionaries[kind];
  const { name, record } = repo;
  const prefix = kind === 'system' ? '/api/blade-system/dict' : '/api/blade-system/dict-biz';
  const permissions = kind === 'system' ? SystemPermissions.dict : SystemPermissions.dictBiz;
  const tags = [name];
  const tree = treeSchema(kind === 'system' ? 'DictTree' : 'DictBizTree', record.shape);
  return [
    ...crudRoutes(repo, { prefix, permissions, routes: { page: false, list: false } }),
    route({
      method: 'GET',
      url: `${prefix}/list`,
      permission: permissions.view,
      summary: `Dictionaries and items matching code/dictValue, as a tree (${name})`,
      tags,
      input: z.object(search),
      output: z.array(tree),
      handler: (q, ctx) => dictForest(ctx, kind, q),
    }),
    route({
      method: 'GET',
      url: `${prefix}/parent-list`,
      permission: permissions.view,
      summary: `Page of dictionaries (top-level rows) (${name})`,
      tags,
      input: pageQuery.extend(search),
      output: pageOf(record),
      handler: (q, ctx) => repo.page(ctx.db, ctx, { ...q, parentId: '0' }),
    }),
    route({
      method: 'GET',
      url: `${prefix}/child-list`,
      permission: permissions.view,
      summary: `Page of the items below parentId (${name})`,
      tags,
      input: pageQuery.extend({ ...search, dictKey: z.string().max(100).optional(), parentId: zId.optional() }),
      output: pageOf(record),
      handler: (q, ctx) => (q.parentId ? repo.page(ctx.db, ctx, q) : toPage([], 0, q)),
    }),
    route({
      method: 'GET',
      url: `${prefix}/tree`,
      permission: permissions.view,
      summary: `Tree of dictionaries and items {id, parentId, title, value, key} (code=DICT or none: all) (${name})`,
      tags,
      input: z.object({ code: z.string().max(100).optional(), language: zLanguage, lang: zLanguage }),
      output: z.array(treeSchema(kind === 'system' ? 'DictNode' : 'DictBizNode', node)),
      handler: (q, ctx) => dictNodeTree(ctx, kind, q),
    }),
    route({
      method: 'GET',
      url: `${prefix}/dictionary`,
      permission: 'authenticated',
      summary: `Items of the dictionary \`code\` in the requested language (language/lang or Accept-Language, default en) (${name})`,
      tags,
      input: lookupInput,
      output: z.array(record),
      handler: (q, ctx) => dictionaryItems(ctx, kind, q),
    }),
    route({
      method: 'GET',
      url: `${prefix}/dictionary-tree`,
      permission: 'authenticated',
      summary: `Items of the dictionary \`code\` nested by parent, in the requested language (${name})`,
      tags,
      input: lookupInput,
      output: z.array(tree),
      handler: (q, ctx) => dictionaryTree(ctx, kind, q),
    }),
  ];
}

/** System and business dictionaries. */
export const dictRoutes = [...dictKindRoutes('system'), ...dictKindRoutes('biz')];
