import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { and } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from './auth/context.js';
import { permits } from './auth/permissions.js';
import { forbidden } from './errors.js';
import { idList, orderBy, pageOf, pageQuery, toPage, type PageQuery } from './http/paging.js';
import { parseOrThrow, route, zId, type AnyRoute, type Permission } from './http/route.js';
import { filterConditions, filterInput, selectPage, type BusinessTable, type Filter, type Repository } from './repository.js';

/*
 * The route half of THE CRUD mechanism: BladeX-style page/list/detail/save/update/submit/remove
 * operations over a repository (repository.ts), as route specs a module's route list includes.
 */

type Row = Record<string, unknown>;

export type CrudRouteName = 'page' | 'list' | 'detail' | 'save' | 'update' | 'submit' | 'remove';

export interface CrudRouteOptions {
  prefix: string;
  /** Permission codes; a string `x` means x_view, x_add, x_edit, x_delete. */
  permissions: string | { view: string; add: string; edit: string; delete: string };
  /** Which calls to expose, and their path names (default: page, list, detail, submit, remove). */
  routes?: Partial<Record<CrudRouteName, string | false>>;
  /** OpenAPI tags (default: the repository's name). */
  tags?: string[];
}

/** The four permission codes of a CRUD menu (`x` -> x_view, x_add, x_edit, x_delete). */
export function crudPermissions(p: CrudRouteOptions['permissions']) {
  return typeof p === 'string' ? { view: `${p}_view`, add: `${p}_add`, edit: `${p}_edit`, delete: `${p}_delete` } : p;
}

/** The CRUD operations of a repository (see CrudRouteOptions). */
export function crudRoutes<T extends BusinessTable>(repo: Repository<T>, o: CrudRouteOptions): AnyRoute[] {
  const perms = crudPermissions(o.permissions);
  const tags = o.tags ?? [repo.name];
  const names: Record<CrudRouteName, string | false> = {
    page: 'page',
    list: 'list',
    detail: 'detail',
    save: false,
    update: false,
    submit: 'submit',
    remove: 'remove',
    ...o.routes,
  };
  const url = (n: CrudRouteName) => `${o.prefix}/${names[n]}`;
  const present = async (ctx: Parameters<Repository<T>['present']>[0], row: Row) => (await repo.present(ctx, [row]))[0];
  const list: AnyRoute[] = [];
  if (names.page) list.push(listRoute(repo, { url: url('page'), permission: perms.view, summary: `Page of ${repo.name}`, tags }));
  if (names.list)
    list.push(
      listRoute(repo, {
        url: url('list'),
        permission: perms.view,
        summary: `List of ${repo.name} (paged when size is given, size -1 for all)`,
        size: -1,
        answer: 'records',
        tags,
      }),
    );
  if (names.detail) {
    list.push(
      route({
        method: 'GET',
        url: url('detail'),
        permission: perms.view,
        summary: `Detail of one ${repo.name}`,
        tags,
        input: z.object({ id: zId }),
        output: repo.record,
        handler: ({ id }, ctx) => repo.detail(ctx, id),
      }),
    );
  }
  if (names.save) {
    list.push(
      route({
        method: 'POST',
        url: url('save'),
        permission: perms.add,
        summary: `Create ${repo.name}`,
        tags,
        input: repo.input,
        output: repo.record,
        handler: async (v, ctx) => present(ctx, await repo.save(ctx, { ...v, id: undefined })),
      }),
    );
  }
  if (names.update) {
    list.push(
      route({
        method: 'POST',
        url: url('update'),
        permission: perms.edit,
        summary: `Update ${repo.name}`,
        tags,
        input: repo.input.partial().extend({ id: zId }),
        output: repo.record,
        handler: async (v, ctx) => present(ctx, await repo.save(ctx, v as Row)),
      }),
    );
  }
  if (names.submit) {
    list.push(
      route({
        method: 'POST',
        url: url('submit'),
        // submit creates or updates: either grant lets the call in, the handler checks the one it needs
        permission: perms.add === perms.edit ? perms.add : [perms.add, perms.edit],
        summary: `Create or update ${repo.name}`,
        tags,
        // with an id only the fields sent change; without one the full create rules apply
        input: repo.input.partial(),
        output: repo.record,
        handler: async (v, ctx) => {
          const isUpdate = Boolean((v as Row).id);
          if (!permits(ctx.auth, isUpdate ? perms.edit : perms.add)) throw forbidden();
          return present(ctx, await repo.save(ctx, isUpdate ? (v as Row) : parseOrThrow(repo.input, v)));
        },
      }),
    );
  }
  if (names.remove) {
    list.push(
      route({
        method: 'POST',
        url: url('remove'),
        permission: perms.delete,
        summary: `Remove ${repo.name} (ids=1,2,3)`,
        tags,
        input: z.object({ ids: idList }),
        output: z.null(),
        handler: async ({ ids }, ctx) => repo.remove(ctx, ids).then(() => null),
      }),
    );
  }
  return list;
}

export interface ListRouteOptions {
  url: string;
  permission: Permission;
  summary: string;
  /** Extra parameters beyond the repository's filters. */
  input?: z.ZodRawShape;
  /** Default page size (-1: every row). Default 10, or the repository's defaultSize. */
  size?: number;
  /** Parameters the call fixes or defaults, from what the client sent. */
  preset?: (q: Row, ctx: { auth: AuthContext }) => Row;
  /** 'page' (default) answers a Page, 'records' the plain array. */
  answer?: 'page' | 'records';
  /** A narrower record shape (unknown fields are stripped on the way out). */
  record?: z.ZodType;
  tags?: string[];
}

/**
 * A GET call over a repository's filtered rows (a page, a selector's list, a list with preset
 * conditions): the repository's filters plus `input`, answered as a page or as the records alone.
 */
export function listRoute<T extends BusinessTable>(repo: Repository<T>, v: ListRouteOptions): AnyRoute {
  const shape: z.ZodRawShape = { ...v.input, ...(v.size === undefined ? {} : { size: pageQuery.shape.size.removeDefault().default(v.size) }) };
  const one = v.record ?? repo.record;
  return route({
    method: 'GET',
    url: v.url,
    permission: v.permission,
    summary: v.summary,
    tags: v.tags ?? [repo.name],
    input: repo.listInput.extend(shape),
    output: v.answer === 'records' ? z.array(one) : pageOf(one),
    handler: async (q, ctx) => {
      const answer = await repo.page(ctx.db, ctx, { ...(q as Row), ...v.preset?.(q as Row, ctx) } as PageQuery & Row);
      return (v.answer === 'records' ? answer.records : answer) as never;
    },
  });
}

export interface DirectoryRouteOptions {
  url: string;
  summary: string;
  tags?: string[];
  /** The repository's filters a caller may use here (a directory search must not match hidden fields). */
  filters: readonly string[];
  /** Extra parameters beyond those filters (turned into filters by `preset`). */
  input?: z.ZodRawShape;
  size?: number;
  preset?: (q: Row) => Row;
  answer?: 'page' | 'records';
  /** Narrows the directory to the caller's rows of some rule (a scoped read with the directory's columns). */
  within?: (auth: AuthContext) => SQL;
  /**
   * The caller's configured data scope of the repository's resource holds here too, unless they hold this grant
   * (a role that must pick from the whole company, e.g. `worker_pick_all`).
   */
  scopedUnless?: string;
}

/**
 * A directory read (modules/directories.ts lists them all): any signed-in user, only the repository's
 * directory columns; no `present` hook runs. Every live row of the tenant whatever the caller's data scopes
 * (the staff directory: approvers and recipients are picked across departments), or, with `scopedUnless`,
 * the rows of the caller's data scope unless they hold that grant (the worker selectors).
 */
export function directoryRoute<T extends BusinessTable>(repo: Repository<T>, v: DirectoryRouteOptions): AnyRoute {
  if (!repo.directoryFields.length) throw new Error(`repository ${repo.name} declares no directory`);
  const keep = (names: readonly string[]) => Object.fromEntries(names.map((k) => [k, true])) as Record<string, true> & Record<number, never>;
  const input = repo.listInput
    .pick(keep(['current', 'size', ...v.filters].filter((k) => k in repo.listInput.shape)))
    .extend({ ...v.input, ...(v.size === undefined ? {} : { size: pageQuery.shape.size.removeDefault().default(v.size) }) });
  const one = repo.record.pick(keep(repo.directoryFields)).extend(Object.fromEntries(repo.directoryFlagNames.map((f) => [f, z.boolean()])));
  return route({
    method: 'GET',
    url: v.url,
    permission: 'authenticated',
    summary:
      `${v.summary} (${v.within ? "the directory's columns, narrowed" : 'directory read'}: ${[...repo.directoryFields, ...repo.directoryFlagNames].join(', ')})` +
      (v.scopedUnless ? `; within the caller's ${repo.name} data scope unless they hold ${v.scopedUnless}` : ''),
    tags: v.tags ?? [repo.name],
    input,
    output: v.answer === 'records' ? z.array(one) : pageOf(one),
    handler: async (q, ctx) => {
      const scoped = v.scopedUnless !== undefined && !permits(ctx.auth, v.scopedUnless);
      const answer = await repo.directory(ctx.db, ctx.auth, { ...(q as Row), ...v.preset?.(q as Row) } as PageQuery & Row, v.within?.(ctx.auth), scoped);
      return (v.answer === 'records' ? answer.records : answer) as never;
    },
  });
}

export interface PageRouteOptions {
  url: string;
  permission: string;
  summary: string;
  tags: string[];
  table: PgTable;
  record: z.ZodType;
  /** The rows the caller may see at all (tenant and the like). */
  base: (auth: AuthContext) => SQL | undefined;
  filters?: Record<string, Filter>;
  sortable: Record<string, AnyColumn>;
  defaultOrder: readonly SQL[];
}

/** A read-only filtered page over any table (logs, queues) without a repository. */
export function pageRoute(o: PageRouteOptions): AnyRoute {
  const defs = o.filters ?? {};
  return route({
    method: 'GET',
    url: o.url,
    permission: o.permission,
    summary: o.summary,
    tags: o.tags,
    input: filterInput(defs),
    output: pageOf(o.record),
    handler: async (raw, ctx) => {
      const q = raw as PageQuery & Row;
      const where = and(o.base(ctx.auth), ...filterConditions(defs, q, ctx.auth));
      const { records, total } = await selectPage(ctx.db, o.table, where, q, orderBy(q, o.sortable, o.defaultOrder));
      return toPage(records, total, q);
    },
  });
}
