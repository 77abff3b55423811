import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from './db/client.js';
import type { AuthContext } from './auth/context.js';
import { dataScopeCondition, permits, type ScopeColumn } from './auth/permissions.js';
import { badRequest, conflict, forbidden, notFound } from './errors.js';
import { idList, limitOffset, orderBy, pageOf, pageQuery, toPage, type Page, type PageQuery } from './http/paging.js';
import { defineRoute, parseOrThrow, zId, type Permission, type RouteContext } from './http/route.js';
import { tableInputSchema, tableRecordSchema } from './db/zod.js';
import { audit, diff } from './audit.js';
import { formatDateTime } from './util.js';
import { pagedRows } from './excel.js';

/** A business table: the columns of `businessColumns()` plus its own. */
type BusinessTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  isDeleted: PgColumn;
  version: PgColumn;
  createUser: PgColumn;
  createDept: PgColumn;
  createTime: PgColumn;
  updateTime: PgColumn;
};

type Row = Record<string, unknown>;

/** A list filter: its parameter schema and the condition it adds. */
export interface Filter {
  schema: z.ZodType;
  /** `auth` is the caller, for filters that need the tenant (e.g. a department subtree). */
  where: (value: never, auth: AuthContext) => SQL | undefined;
}

export const filters = {
  /** Case-insensitive substring match. */
  like: (column: AnyColumn): Filter => ({
    schema: z.string().max(200).optional(),
    where: (v: string | undefined) => (v ? sql`${column} ilike ${`%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined),
  }),
  equals: (column: AnyColumn, schema: z.ZodType = z.string().max(200)): Filter => ({
    schema: z.preprocess((v) => (v === '' ? undefined : v), schema.optional()),
    where: (v: unknown) => (v === undefined || v === null ? undefined : eq(column, v as never)),
  }),
  id: (column: AnyColumn): Filter => filters.equals(column, zId),
  int: (column: AnyColumn): Filter => filters.equals(column, z.coerce.number().int().min(-2147483648).max(2147483647)),
  /** Comma list of ids. */
  inIds: (column: AnyColumn): Filter => ({
    schema: z.preprocess((v) => (v === '' ? undefined : v), idList.optional()),
    where: (v: string[] | undefined) => (v?.length ? inArray(column, v) : undefined),
  }),
  /** `name_start`/`name_end` style ranges are expressed as two filters using these. */
  from: (column: AnyColumn): Filter => ({
    schema: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().or(z.literal('').transform(() => undefined)),
    where: (v: string | undefined) => (v ? sql`${column} >= ${v}` : undefined),
  }),
  to: (column: AnyColumn): Filter => ({
    schema: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().or(z.literal('').transform(() => undefined)),
    where: (v: string | undefined) => (v ? sql`${column} <= ${v.length === 10 ? `${v} 23:59:59` : v}` : undefined),
  }),
};

type ColumnFilterKind = 'like' | 'equals' | 'int' | 'id';

/**
 * Filters named after the table's columns, each of a kind: `columnFilters(form, { formName: 'like',
 * category: 'int' })` is `{ formName: filters.like(form.formName), category: filters.int(form.category) }`.
 */
export function columnFilters<T extends PgTable>(table: T, kinds: { [K in keyof T & string]?: ColumnFilterKind }): Record<string, Filter> {
  const cols = table as unknown as Record<string, AnyColumn>;
  return Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, filters[kind as ColumnFilterKind](cols[name])]));
}

/** The named columns of a table, keyed by their names (sortable whitelists). */
export function pickColumns<T extends PgTable>(table: T, names: readonly (keyof T & string)[]): Record<string, AnyColumn> {
  const cols = table as unknown as Record<string, AnyColumn>;
  return Object.fromEntries(names.map((n) => [n, cols[n]]));
}

export type RouteName = 'page' | 'list' | 'detail' | 'save' | 'update' | 'submit' | 'remove';

export interface ResourceOptions<T extends BusinessTable> {
  /** Audit resource name, data-scope resource code, OpenAPI tag. */
  name: string;
  prefix: string;
  table: T;
  /** Permission codes; a string `x` means x_view, x_add, x_edit, x_delete. */
  permissions: string | { view: string; add: string; edit: string; delete: string };
  /** Which calls to expose, and their path names (default: page, list, detail, submit, remove). */
  routes?: Partial<Record<RouteName, string | false>>;
  filters?: Record<string, Filter>;
  sortable?: Record<string, AnyColumn>;
  defaultOrder?: readonly SQL[];
  /** Columns a client may not set; `password` hashes etc. */
  omitInput?: readonly string[];
  /** Columns never returned. */
  omitOutput?: readonly string[];
  /** Extra or stricter input fields. */
  inputExtend?: Record<string, z.ZodType>;
  /** Computed fields added to each record (e.g. labels). */
  outputExtend?: Record<string, z.ZodType>;
  /** Apply the caller's data scopes (rows keyed by create_dept/create_user, or named columns; `commaList(col)` for id lists). */
  dataScope?: Record<string, ScopeColumn>;
  /** A further row condition of the caller (e.g. sub-records visible only with their parent record's scope). */
  scopeWhere?: (auth: AuthContext) => SQL | undefined;
  /** Rows shared by all tenants (menus, system dictionaries): no tenant filter. */
  global?: boolean;
  /** Default page size of the page call (BladeX selectors use 100; otherwise 10). */
  defaultSize?: number;
  /** Unique business keys checked before write: a clear 409 naming the field. */
  unique?: readonly { readonly fields: readonly string[]; message: string }[];
  /**
   * Id fields that point at rows of other tables: a written id must name a live row of the caller's
   * tenant (otherwise a 400 naming the field), so no record can reference another tenant's data.
   */
  references?: Record<string, { table: BusinessTable; what: string; global?: boolean }>;
  /**
   * The resource's directory: columns anyone signed in may read about every live row of the tenant,
   * whatever their data scope (a picker must offer approvers and recipients outside the caller's own
   * records). Only these columns leave; no `present` hook runs, so nothing sensitive can ride along.
   * Served by `Resource.directory`; the scoped reads stay `page`/`list`/`detail`. The route that serves
   * it decides which filters a caller may use (its input schema): offer only those a directory may answer.
   */
  directory?: readonly string[];
  hooks?: ResourceHooks;
}

export interface ResourceHooks {
  /** Validate and adjust values inside the write transaction; throw AppError to refuse. */
  beforeWrite?: (tx: Db, ctx: RouteContext, values: Row, existing: Row | null) => Promise<void> | void;
  afterWrite?: (tx: Db, ctx: RouteContext, saved: Row, existing: Row | null) => Promise<void> | void;
  beforeRemove?: (tx: Db, ctx: RouteContext, ids: string[]) => Promise<void> | void;
  /** Decorate records before they are sent (page, list, detail, and the answers of save/update/submit). */
  present?: (db: Db, ctx: RouteContext, rows: Row[]) => Promise<Row[]> | Row[];
}

/** Conditions every query of a business table carries: the caller's tenant and not soft-deleted. */
export function liveRows(table: BusinessTable, auth: Pick<AuthContext, 'tenantId'>, global = false): SQL {
  return global ? eq(table.isDeleted, 0) : and(eq(table.tenantId, auth.tenantId), eq(table.isDeleted, 0))!;
}

/**
 * One page of rows and the total count (shared by resources and read-only lists such as logs);
 * `columns` narrows what is read (default: every column).
 */
export async function selectPage(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  q: Pick<PageQuery, 'current' | 'size'>,
  order: SQL[],
  columns?: Record<string, AnyColumn>,
): Promise<{ records: Row[]; total: number }> {
  const { limit, offset } = limitOffset(q);
  const rowsQuery = (columns ? db.select(columns as Record<string, PgColumn>) : db.select()).from(table).where(where).orderBy(...order).offset(offset);
  const [rows, [{ total }]] = await Promise.all([limit ? rowsQuery.limit(limit) : rowsQuery, db.select({ total: count() }).from(table).where(where)]);
  return { records: rows as Row[], total: Number(total) };
}

/** Filters' conditions for one request (each filter sees the caller). */
export function filterConditions(defs: Record<string, Filter>, q: Row, auth: AuthContext): (SQL | undefined)[] {
  return Object.entries(defs).map(([k, f]) => f.where(q[k] as never, auth));
}

/** The list input of a set of filters: paging, sorting and one parameter per filter. */
export const filterInput = (defs: Record<string, Filter>) => pageQuery.extend(Object.fromEntries(Object.entries(defs).map(([k, f]) => [k, f.schema])));

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

/** A read-only filtered page over any table (logs, queues): the page half of defineResource. */
export function definePage(app: FastifyInstance, o: PageRouteOptions): void {
  const defs = o.filters ?? {};
  defineRoute(app, {
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

export interface Resource<T extends BusinessTable> {
  table: T;
  record: z.ZodObject;
  input: z.ZodObject;
  /** Query schema of page/list: paging, sorting and the resource's filters (for custom list calls). */
  listInput: z.ZodObject;
  /** Base condition with tenant, soft delete and data scope. */
  scope(auth: AuthContext): SQL;
  page(db: Db, ctx: RouteContext, query: PageQuery & Row): Promise<Page<Row>>;
  /** Every record the filters match (what `page` answers with size -1), presented. */
  all(db: Db, ctx: RouteContext, filters?: Row): Promise<Row[]>;
  /** The filtered records for a streamed export, read `chunk` rows at a time. */
  exportRows(ctx: RouteContext, filters: Row, chunk?: number): AsyncIterable<Row>;
  /**
   * The unscoped directory read (option `directory`): tenant, soft delete and the filters apply, data
   * scopes do not, and only the directory columns are answered.
   */
  directory(db: Db, auth: AuthContext, query: PageQuery & Row): Promise<Page<Row>>;
  /**
   * A further GET call over the resource's filtered rows (a selector's list, a list with preset
   * conditions): the resource's filters plus `input`, `preset` fixing or defaulting parameters,
   * answered as a page or as the records alone, in the resource's record shape or a narrower one.
   */
  view(o: ViewOptions): void;
  findById(db: Db, auth: AuthContext, id: string): Promise<Row | null>;
  getById(db: Db, auth: AuthContext, id: string): Promise<Row>;
  save(ctx: RouteContext, values: Row): Promise<Row>;
  remove(ctx: RouteContext, ids: string[]): Promise<void>;
}

export interface ViewOptions {
  url: string;
  permission: Permission;
  summary: string;
  /** Extra parameters beyond the resource's filters. */
  input?: z.ZodRawShape;
  /** Default page size (-1: every row). Default 10, or the resource's defaultSize. */
  size?: number;
  /** Parameters the call fixes or defaults, from what the client sent. */
  preset?: (q: Row, ctx: RouteContext) => Row;
  /** 'page' (default) answers a Page, 'records' the plain array. */
  answer?: 'page' | 'records';
  /** A narrower record shape (unknown fields are stripped on the way out). */
  record?: z.ZodType;
  tags?: string[];
}

/**
 * The one CRUD mechanism: registers BladeX-style page/list/detail/save/update/submit/remove calls for
 * a table, with tenant and data-scope filtering, whitelisted sorting, optimistic versions, unique
 * checks, audit entries and hooks, all writes in one transaction.
 */
export function defineResource<T extends BusinessTable>(app: FastifyInstance, o: ResourceOptions<T>): Resource<T> {
  const perms =
    typeof o.permissions === 'string'
      ? { view: `${o.permissions}_view`, add: `${o.permissions}_add`, edit: `${o.permissions}_edit`, delete: `${o.permissions}_delete` }
      : o.permissions;
  const table = o.table;
  const t = table as unknown as Record<string, AnyColumn>;
  const record = tableRecordSchema(table, { omit: o.omitOutput, extend: o.outputExtend });
  const input = tableInputSchema(table, { omit: o.omitInput, extend: o.inputExtend });
  const filterDefs = o.filters ?? {};
  const listInput = filterInput(filterDefs).extend(o.defaultSize ? { size: pageQuery.shape.size.removeDefault().default(o.defaultSize) } : {});
  const sortable = o.sortable ?? { createTime: table.createTime, updateTime: table.updateTime };
  const defaultOrder = o.defaultOrder ?? [sql`${table.createTime} desc`, sql`${table.id} desc`];
  const tags = [o.name];

  const scope = (auth: AuthContext): SQL => {
    const base = liveRows(table, auth, o.global);
    const ds = o.dataScope ? dataScopeCondition(auth, o.name, { dept: table.createDept, user: table.createUser, ...o.dataScope }) : undefined;
    return and(base, ds, o.scopeWhere?.(auth))!;
  };

  const whereOf = (auth: AuthContext, q: Row): SQL => {
    return and(scope(auth), ...filterConditions(filterDefs, q, auth))!;
  };

  const present = async (db: Db, ctx: RouteContext, rows: Row[]) => (o.hooks?.present ? o.hooks.present(db, ctx, rows) : rows);
  const presentOne = async (ctx: RouteContext, row: Row) => (await present(ctx.db, ctx, [row]))[0];

  const page = async (db: Db, ctx: RouteContext, q: PageQuery & Row): Promise<Page<Row>> => {
    const { records, total } = await selectPage(db, table as PgTable, whereOf(ctx.auth, q), q, orderBy(q, sortable, defaultOrder));
    return toPage(await present(db, ctx, records as Row[]), total, q);
  };

  const all = async (db: Db, ctx: RouteContext, f: Row = {}): Promise<Row[]> => (await page(db, ctx, { ...f, current: 1, size: -1 } as PageQuery & Row)).records;
  const exportRows = (ctx: RouteContext, f: Row, chunk = 1000): AsyncIterable<Row> =>
    pagedRows((offset, limit) => page(ctx.db, ctx, { ...f, current: offset / limit + 1, size: limit } as PageQuery & Row).then((p) => p.records), chunk);

  const directoryColumns = o.directory ? Object.fromEntries(o.directory.map((c) => [c, t[c]])) : undefined;
  const directory = async (db: Db, auth: AuthContext, q: PageQuery & Row): Promise<Page<Row>> => {
    if (!directoryColumns) throw new Error(`resource ${o.name} declares no directory columns`);
    const where = and(liveRows(table, auth, o.global), ...filterConditions(filterDefs, q, auth));
    const { records, total } = await selectPage(db, table as PgTable, where, q, orderBy(q, sortable, defaultOrder), directoryColumns);
    return toPage(records, total, q);
  };

  const findById = async (db: Db, auth: AuthContext, id: string): Promise<Row | null> => {
    const [row] = await db.select().from(table as PgTable).where(and(scope(auth), eq(table.id, id))).limit(1);
    return (row as Row) ?? null;
  };
  const getById = async (db: Db, auth: AuthContext, id: string) => {
    const row = await findById(db, auth, id);
    if (!row) throw notFound(o.name);
    return row;
  };

  const checkUnique = async (tx: Db, auth: AuthContext, values: Row, id: string | null) => {
    for (const u of o.unique ?? []) {
      if (u.fields.some((f) => values[f] === undefined || values[f] === null || values[f] === '')) continue;
      const conds = [liveRows(table, auth, o.global), ...u.fields.map((f) => eq(t[f], values[f] as never))];
      if (id) conds.push(sql`${table.id} <> ${id}`);
      const [dup] = await tx.select({ id: table.id }).from(table as PgTable).where(and(...conds)).limit(1);
      if (dup) throw conflict(u.message);
    }
  };

  const checkReferences = async (tx: Db, auth: AuthContext, values: Row) => {
    for (const [field, ref] of Object.entries(o.references ?? {})) {
      const v = values[field];
      if (v === undefined || v === null || v === '' || v === '0') continue;
      const [hit] = await tx.select({ id: ref.table.id }).from(ref.table as PgTable).where(and(liveRows(ref.table, auth, ref.global), eq(ref.table.id, String(v)))).limit(1);
      if (!hit) throw badRequest(`${field}: no such ${ref.what}`);
    }
  };

  const save = async (ctx: RouteContext, raw: Row): Promise<Row> => {
    const { id, version, ...values } = raw as Row & { id?: string | null; version?: number | null };
    return ctx.db.transaction(async (tx) => {
      const existing = id ? await findById(tx, ctx.auth, id) : null;
      if (id && !existing) throw notFound(o.name);
      const merged = { ...(existing ?? {}), ...values };
      await checkUnique(tx, ctx.auth, merged, id ?? null);
      await checkReferences(tx, ctx.auth, values);
      await o.hooks?.beforeWrite?.(tx, ctx, values, existing);
      let saved: Row;
      if (existing) {
        const now = formatDateTime(new Date());
        const versionCond = version ? eq(table.version, version) : undefined;
        const rows = await tx
          .update(table as PgTable)
          .set({ ...values, updateUser: ctx.auth.userId, updateTime: now, version: sql`${table.version} + 1` } as never)
          .where(and(eq(table.id, existing.id as string), eq(table.tenantId, existing.tenantId as string), eq(table.isDeleted, 0), versionCond))
          .returning();
        if (rows.length === 0) throw conflict();
        saved = rows[0] as Row;
      } else {
        const rows = await tx
          .insert(table as PgTable)
          .values({
            ...values,
            tenantId: ctx.auth.tenantId,
            createUser: ctx.auth.userId,
            createDept: ctx.auth.deptIds[0] ?? null,
            updateUser: ctx.auth.userId,
          } as never)
          .returning();
        saved = rows[0] as Row;
      }
      await o.hooks?.afterWrite?.(tx, ctx, saved, existing);
      await audit(tx, ctx.auth, ctx.req, { action: existing ? 'update' : 'create', resource: o.name, recordId: saved.id as string, changes: diff(existing, saved) });
      return saved;
    });
  };

  const remove = async (ctx: RouteContext, ids: string[]): Promise<void> => {
    await ctx.db.transaction(async (tx) => {
      await o.hooks?.beforeRemove?.(tx, ctx, ids);
      const rows = await tx
        .update(table as PgTable)
        .set({ isDeleted: 1, updateUser: ctx.auth.userId, updateTime: formatDateTime(new Date()) } as never)
        .where(and(scope(ctx.auth), inArray(table.id, ids)))
        .returning({ id: table.id });
      if (rows.length === 0) throw notFound(o.name);
      await audit(tx, ctx.auth, ctx.req, { action: 'remove', resource: o.name, recordId: rows.map((r) => String(r.id)) });
    });
  };

  const view = (v: ViewOptions): void => {
    const shape: z.ZodRawShape = { ...v.input, ...(v.size === undefined ? {} : { size: pageQuery.shape.size.removeDefault().default(v.size) }) };
    const one = v.record ?? record;
    defineRoute(app, {
      method: 'GET',
      url: v.url,
      permission: v.permission,
      summary: v.summary,
      tags: v.tags ?? tags,
      input: listInput.extend(shape),
      output: v.answer === 'records' ? z.array(one) : pageOf(one),
      handler: async (q, ctx) => {
        const answer = await page(ctx.db, ctx, { ...(q as Row), ...v.preset?.(q as Row, ctx) } as PageQuery & Row);
        return (v.answer === 'records' ? answer.records : answer) as never;
      },
    });
  };

  const names: Record<RouteName, string | false> = { page: 'page', list: 'list', detail: 'detail', save: false, update: false, submit: 'submit', remove: 'remove', ...o.routes };
  const url = (n: RouteName) => `${o.prefix}/${names[n]}`;
  const idInput = z.object({ id: zId });
  const writeInput = input;

  if (names.page) view({ url: url('page'), permission: perms.view, summary: `Page of ${o.name}` });
  if (names.list) view({ url: url('list'), permission: perms.view, summary: `List of ${o.name} (paged when size is given, size -1 for all)`, size: -1, answer: 'records' });
  if (names.detail) {
    defineRoute(app, {
      method: 'GET',
      url: url('detail'),
      permission: perms.view,
      summary: `Detail of one ${o.name}`,
      tags,
      input: idInput,
      output: record,
      handler: async ({ id }, ctx) => presentOne(ctx, await getById(ctx.db, ctx.auth, id)),
    });
  }
  const requireWrite = (isUpdate: boolean): string => (isUpdate ? perms.edit : perms.add);

  if (names.save) {
    defineRoute(app, { method: 'POST', url: url('save'), permission: perms.add, summary: `Create ${o.name}`, tags, input: writeInput, output: record, handler: async (v, ctx) => presentOne(ctx, await save(ctx, { ...v, id: undefined })) });
  }
  if (names.update) {
    defineRoute(app, {
      method: 'POST',
      url: url('update'),
      permission: perms.edit,
      summary: `Update ${o.name}`,
      tags,
      input: writeInput.partial().extend({ id: zId }),
      output: record,
      handler: async (v, ctx) => presentOne(ctx, await save(ctx, v as Row)),
    });
  }
  if (names.submit) {
    defineRoute(app, {
      method: 'POST',
      url: url('submit'),
      // submit creates or updates: either grant lets the call in, the handler checks the one it needs
      permission: perms.add === perms.edit ? perms.add : [perms.add, perms.edit],
      summary: `Create or update ${o.name}`,
      tags,
      // with an id only the fields sent change; without one the full create rules apply
      input: writeInput.partial(),
      output: record,
      handler: async (v, ctx) => {
        const isUpdate = Boolean((v as Row).id);
        if (!permits(ctx.auth, requireWrite(isUpdate))) throw forbidden();
        return presentOne(ctx, await save(ctx, isUpdate ? (v as Row) : parseOrThrow(writeInput, v)));
      },
    });
  }
  if (names.remove) {
    defineRoute(app, { method: 'POST', url: url('remove'), permission: perms.delete, summary: `Remove ${o.name} (ids=1,2,3)`, tags, input: z.object({ ids: idList }), output: z.null(), handler: async ({ ids }, ctx) => remove(ctx, ids).then(() => null) });
  }
  return { table, record, input, listInput, scope, page, all, exportRows, directory, view, findById, getById, save, remove };
}
