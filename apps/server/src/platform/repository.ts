import { and, Column, eq, getTableColumns, inArray, is, isNull, or, SQL, sql, type AnyColumn } from 'drizzle-orm';
import { QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from './db/client.js';
import { dialect, runQuery } from './db/render.js';
import type { AuthContext, Tenant } from './auth/context.js';
import { dataScopeCondition, type ScopeColumn } from './auth/permissions.js';
import { badRequest, conflict, notFound } from './errors.js';
import { idList, limitOffset, orderBy, pageQuery, toPage, type Page, type PageQuery } from './http/paging.js';
import { zId, type ServiceContext } from './http/route.js';
import { tableInputSchema, tableRecordSchema } from './db/zod.js';
import { audit, diff } from './audit.js';
import { formatDateTime } from './util.js';
import type { JoinedNames } from './names.js';

/*
 * The query half of THE CRUD mechanism: a repository reads and writes one business table for a caller
 * (tenant, soft delete and data scope applied in every query; unique keys, references, versions, hooks
 * and audit on every write, in one transaction). It registers nothing: crud-routes.ts turns a
 * repository into HTTP operations, and services call it directly.
 */

/** A business table: the columns of `businessColumns()` plus its own. */
export type BusinessTable = PgTable & {
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
/**
 * A record of a business table as a repository answers it: the table's columns typed as Drizzle infers them, plus
 * what presentation adds (joined names, `outputExtend`), read by name.
 */
export type RecordOf<T extends PgTable> = T['$inferSelect'] & Row;

/** A list filter: its parameter schema and the condition it adds. */
export interface Filter {
  schema: z.ZodType;
  /** `auth` is the caller, for filters that need the tenant (e.g. a department subtree). */
  where: (value: never, auth: AuthContext) => SQL | undefined;
}

/** `%text%` for `ilike`: the text's own `%`, `_` and `\` match themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The longest run of three or more digits of a text that has other characters too ("worker 12345" gives "12345"),
 * else nothing. A number picks out a record far better than letters do: the letters of a search ("bin", "kumar",
 * a code's "BW00" prefix) are in thousands of rows, and a trigram index reads the whole list of rows of each of
 * their trigrams before it intersects them (1 ms and 105 index pages for "worker 12345" over 50,000 workers,
 * 0.04 ms and 7 pages for "12345").
 */
export function digitRun(text: string): string | undefined {
  const runs = text.match(/\d{3,}/g);
  if (!runs) return undefined;
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a));
  return longest === text ? undefined : longest;
}

/**
 * Any of the columns contains the text, case-insensitive (the name / number searches); no condition for no text.
 * A text with a run of digits (`digitRun`) is looked up in the index by those digits alone and each row found is
 * checked against the whole text (`|| ''` keeps that check out of the index): the same rows, a fraction of the
 * index read.
 */
export function containsAny(columns: readonly (AnyColumn | SQL)[], text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const digits = digitRun(text);
  if (!digits) return or(...columns.map((c) => sql`${c} ilike ${pattern}`));
  const narrow = containsPattern(digits);
  return or(...columns.map((c) => sql`(${c} ilike ${narrow} and (${c} || '') ilike ${pattern})`));
}

export const filters = {
  /** Case-insensitive substring match. */
  like: (column: AnyColumn): Filter => ({ schema: z.string().max(200).optional(), where: (v: string | undefined) => containsAny([column], v) }),
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
    schema: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    where: (v: string | undefined) => (v ? sql`${column} >= ${v}` : undefined),
  }),
  to: (column: AnyColumn): Filter => ({
    schema: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/)
      .optional()
      .or(z.literal('').transform(() => undefined)),
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

/** Conditions every query of a business table carries: the caller's tenant and not soft-deleted. */
export function liveRows(table: BusinessTable, auth: Tenant, global = false): SQL {
  return global ? eq(table.isDeleted, 0) : and(eq(table.tenantId, auth.tenantId), eq(table.isDeleted, 0))!;
}

/**
 * One page of rows and the total count (shared by repositories and read-only lists such as logs);
 * `columns` narrows what is read (default: every column). The page is read first; the count of every
 * matching row is a second statement, run only when the page is full or past the end. A short page is the
 * last one, so its total is the rows before it and on it: a precise search (a name, a number) reads its
 * matches once, not twice; a list without a page size never counts. (Measured against the count as a
 * scalar subquery of the page's statement, and against a CTE that counts only when full: this plain pair
 * served the most searches, bench/README.md 2026-11-29.)
 */
export async function selectPage(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  q: Pick<PageQuery, 'current' | 'size'>,
  order: SQL[],
  columns?: Record<string, AnyColumn | SQL>,
): Promise<{ records: Row[]; total: number }> {
  const { limit, offset } = limitOffset(q);
  const selection = compiledSelection(table, columns);
  const w = where ?? sql`true`;
  const page = sql`select ${selection.list} from ${table} where ${w}${order.length ? sql` order by ${sql.join(order, sql`, `)}` : sql``}${
    limit ? sql` limit ${limit}` : sql``
  } offset ${offset}`;
  const rows = await runQuery(db, page);
  let total: number;
  if (rows.length > 0 && (!limit || rows.length < limit)) total = offset + rows.length;
  else if (rows.length === 0 && offset === 0) total = 0;
  else [{ total }] = (await runQuery(db, sql`select count(*) as total from ${table} where ${w}`)) as { total: number }[];
  return { records: rows.map(selection.decode), total: Number(total) };
}

/** A selection rendered once: its SQL (text only when it has no parameter) and the decoding of its rows. */
interface CompiledSelection {
  list: SQL;
  /** The list as text, when it has no parameters (a table's columns). */
  text?: string;
  decode: (raw: Row) => Row;
}
const compiledSelections = new WeakMap<object, CompiledSelection>();

/** How a value of a selected column or expression comes out of the driver (drizzle's own mapping, per column). */
function decoderOf(c: AnyColumn | SQL | SQL.Aliased): (v: unknown) => unknown {
  if (is(c, Column)) return (v) => (v === null ? null : c.mapFromDriverValue(v));
  // an expression's `.mapWith()` decoder (drizzle keeps it on the SQL, untyped)
  const expr = is(c, SQL.Aliased) ? c.sql : is(c, SQL) ? c : undefined;
  const decoder = (expr as unknown as { decoder?: { mapFromDriverValue(v: unknown): unknown } } | undefined)?.decoder;
  return decoder ? (v) => (v === null ? null : decoder.mapFromDriverValue(v)) : (v) => v;
}

/** Decodes a raw row (the driver's values under the selection's keys) column by column, as drizzle would map it. */
function rowDecoder(cols: Record<string, AnyColumn | SQL | SQL.Aliased>, keys: string[]): (raw: Row) => Row {
  const decoders = keys.map((k) => decoderOf(cols[k]));
  return (raw) => {
    const row: Row = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]] = decoders[i](raw[keys[i]]);
    return row;
  };
}

/**
 * The select list of a table's columns (or of `columns`, a repository's constant selection) as text, built
 * once per selection: a list page then renders only its conditions, and decodes each row column by
 * column, instead of drizzle rebuilding and mapping the 40 to 50 columns of a wide table per request.
 */
export function compiledSelection(table: PgTable, columns?: Record<string, AnyColumn | SQL>): CompiledSelection {
  const key = columns ?? table;
  let compiled = compiledSelections.get(key);
  if (!compiled) {
    const cols = (columns ?? getTableColumns(table)) as Record<string, AnyColumn | SQL | SQL.Aliased>;
    const keys = Object.keys(cols);
    const list = sql.join(
      keys.map((k) => {
        const c = cols[k];
        return sql`${is(c, SQL.Aliased) ? c.sql : c} as ${sql.identifier(k)}`;
      }),
      sql`, `,
    );
    const text = dialect.sqlToQuery(list);
    compiled = text.params.length ? { list, decode: rowDecoder(cols, keys) } : { list: sql.raw(text.sql), text: text.sql, decode: rowDecoder(cols, keys) };
    compiledSelections.set(key, compiled);
  }
  return compiled;
}

/** Filters' conditions for one request (each filter sees the caller). */
export function filterConditions(defs: Record<string, Filter>, q: Row, auth: AuthContext): (SQL | undefined)[] {
  return Object.entries(defs).map(([k, f]) => f.where(q[k] as never, auth));
}

/** The list input of a set of filters: paging, sorting and one parameter per filter. */
export const filterInput = (defs: Record<string, Filter>) => pageQuery.extend(Object.fromEntries(Object.entries(defs).map(([k, f]) => [k, f.schema])));

export interface RepositoryOptions<T extends BusinessTable> {
  /** Audit resource name and data-scope resource code (also the OpenAPI tag of its routes). */
  name: string;
  table: T;
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
  /**
   * What the records belong to (THE data-scope rule, see docs/ARCHITECTURE.md "Data scopes"), part 1:
   * the record's own department/user/project columns. The caller's data scopes of this resource (its
   * `name`) apply to them in every read (keyed by create_dept/create_user unless named; `commaList(col)`
   * for id lists).
   */
  dataScope?: Record<string, ScopeColumn>;
  /**
   * Part 2: the owners whose records these are (a settlement is its worker's, an attendance day its
   * worker's or staff member's). A row is visible only when its owner row is visible under the owner
   * repository's data scopes AND this resource's own scopes, both evaluated on the owner's columns (a
   * settlement "own department" scope means the worker's department). A null owner column is no owner.
   */
  owners?: readonly { column: AnyColumn; repository: Pick<Repository<BusinessTable>, 'name' | 'table' | 'dataScopeOf'> }[];
  /** A further row condition of the caller (e.g. sub-records visible only with their parent record's scope). */
  scopeWhere?: (auth: AuthContext) => SQL | undefined;
  /** Rows shared by all tenants (menus, system dictionaries): no tenant filter. */
  global?: boolean;
  /** Default page size of list calls (BladeX selectors use 100; otherwise 10). */
  defaultSize?: number;
  /** Unique business keys checked before write: a clear 409 naming the field. */
  unique?: readonly { readonly fields: readonly string[]; message: string }[];
  /**
   * Id fields that point at rows of other tables: a written id must name a live row of the caller's
   * tenant (otherwise a 400 naming the field), so no record can reference another tenant's data.
   */
  references?: Record<string, { table: BusinessTable; what: string; global?: boolean }>;
  /**
   * The repository's directory: columns anyone signed in may read about every live row of the tenant,
   * whatever their data scope (a picker must offer approvers and recipients outside the caller's own
   * records). Only these columns leave; no `present` hook runs, so nothing sensitive can ride along.
   * Served by `directory()`; the scoped reads stay `page`/`all`/`getById`. The route that serves it decides
   * which filters a caller may use (its input schema): offer only those a directory may answer.
   */
  directory?: readonly string[];
  /** Yes/no flags the directory computes in SQL beside its columns (a worker's `permitExpired`): flags, never values. */
  directoryFlags?: Record<string, SQL>;
  /**
   * Names shown beside the rows (`joinedNames`): the page and the export read them in the rows' own
   * statement; a detail and the answers of writes get them from one look-up, before `present` runs.
   */
  names?: JoinedNames;
  hooks?: RepositoryHooks;
}

export interface RepositoryHooks {
  /** Validate and adjust values inside the write transaction; throw AppError to refuse. */
  beforeWrite?: (tx: Db, ctx: ServiceContext, values: Row, existing: Row | null) => Promise<void> | void;
  afterWrite?: (tx: Db, ctx: ServiceContext, saved: Row, existing: Row | null) => Promise<void> | void;
  beforeRemove?: (tx: Db, ctx: ServiceContext, ids: string[]) => Promise<void> | void;
  /** Decorate records before they are sent (page, all, detail, and the answers of writes). */
  present?: (db: Db, ctx: ServiceContext, rows: Row[]) => Promise<Row[]> | Row[];
}

export interface Repository<T extends BusinessTable> {
  name: string;
  table: T;
  record: z.ZodObject;
  input: z.ZodObject;
  /** Query schema of page/list: paging, sorting and the repository's filters (for custom list calls). */
  listInput: z.ZodObject;
  defaultSize?: number;
  /** Base condition with tenant, soft delete and data scope (`alsoResources`: further resources' scopes on this table's columns). */
  scope(auth: AuthContext, alsoResources?: readonly string[]): SQL;
  /**
   * The data-scope part of `scope` alone (undefined: the caller is not narrowed): this resource's scopes
   * (and `alsoResources`') on the table's columns, the owners' scopes, `scopeWhere`.
   */
  dataScopeOf(auth: AuthContext, alsoResources?: readonly string[]): SQL | undefined;
  page(db: Db, ctx: ServiceContext, query: PageQuery & Row): Promise<Page<RecordOf<T>>>;
  /** Every record the filters match (what `page` answers with size -1), presented. */
  all(db: Db, ctx: ServiceContext, filters?: Row): Promise<RecordOf<T>[]>;
  /**
   * The filtered records for a streamed export, read `chunk` rows at a time; with `fields` (the file's
   * columns, `excelFields`), only those columns and names are read, and the id.
   */
  exportRows(ctx: ServiceContext, filters: Row, o?: { fields?: readonly string[]; chunk?: number }): AsyncIterable<Row>;
  /** The directory's columns (option `directory`), none when it declares no directory. */
  directoryFields: readonly string[];
  /** The yes/no flags the directory adds (option `directoryFlags`). */
  directoryFlagNames: readonly string[];
  /**
   * The directory read (option `directory`): tenant, soft delete and the filters apply, data scopes do not;
   * `within` narrows it further (the people a caller may file requests for, flow/applicant.ts).
   */
  /** The directory's rows; `scoped` narrows them to the caller's data scope of this resource (a selector without the grant to pick from all). */
  directory(db: Db, auth: AuthContext, query: PageQuery & Row, within?: SQL, scoped?: boolean): Promise<Page<Row>>;
  findById(db: Db, auth: AuthContext, id: string): Promise<RecordOf<T> | null>;
  getById(db: Db, auth: AuthContext, id: string): Promise<RecordOf<T>>;
  /** One record the caller may read, presented (the detail call). */
  detail(ctx: ServiceContext, id: string): Promise<RecordOf<T>>;
  /** Records presented as the answers of this repository are. */
  present(ctx: ServiceContext, rows: Row[]): Promise<Row[]>;
  save(ctx: ServiceContext, values: Row): Promise<RecordOf<T>>;
  remove(ctx: ServiceContext, ids: string[]): Promise<void>;
}

// builds the owners' subqueries, which see the caller but no database handle
const ownerQuery = new QueryBuilder();

/** Defines the repository of one business table (see the file comment). */
export function defineRepository<T extends BusinessTable>(o: RepositoryOptions<T>): Repository<T> {
  const table = o.table;
  const t = table as unknown as Record<string, AnyColumn>;
  const record = tableRecordSchema(table, { omit: o.omitOutput, extend: o.outputExtend });
  const input = tableInputSchema(table, { omit: o.omitInput, extend: o.inputExtend });
  const filterDefs = o.filters ?? {};
  const listInput = filterInput(filterDefs).extend(o.defaultSize ? { size: pageQuery.shape.size.removeDefault().default(o.defaultSize) } : {});
  const sortable = o.sortable ?? { createTime: table.createTime, updateTime: table.updateTime };
  const defaultOrder = o.defaultOrder ?? [sql`${table.createTime} desc`, sql`${table.id} desc`];

  const scopeColumns = o.dataScope ? { dept: table.createDept, user: table.createUser, ...o.dataScope } : undefined;
  const dataScopeOf = (auth: AuthContext, alsoResources: readonly string[] = []): SQL | undefined => {
    const resources = [o.name, ...alsoResources];
    return and(
      ...(scopeColumns ? resources.map((r) => dataScopeCondition(auth, r, scopeColumns)) : []),
      ...(o.owners ?? []).map((owner) => {
        const inner = owner.repository.dataScopeOf(auth, resources);
        if (!inner) return undefined;
        const ownerTable = owner.repository.table;
        const visible = ownerQuery
          .select({ id: ownerTable.id })
          .from(ownerTable as PgTable)
          .where(and(eq(ownerTable.tenantId, auth.tenantId), inner));
        return or(isNull(owner.column), inArray(owner.column, visible));
      }),
      o.scopeWhere?.(auth),
    );
  };
  const scope = (auth: AuthContext, alsoResources?: readonly string[]): SQL => and(liveRows(table, auth, o.global), dataScopeOf(auth, alsoResources))!;

  const whereOf = (auth: AuthContext, q: Row): SQL => and(scope(auth), ...filterConditions(filterDefs, q, auth))!;

  const present = async (db: Db, ctx: ServiceContext, rows: Row[]) => {
    const named = o.names ? await o.names.present(db, rows) : rows;
    return o.hooks?.present ? o.hooks.present(db, ctx, named) : named;
  };
  // what a list reads: the table's columns and the names beside them
  const listColumns = o.names ? { ...(getTableColumns(table as PgTable) as Record<string, AnyColumn>), ...o.names.columns } : undefined;

  const page = async (db: Db, ctx: ServiceContext, q: PageQuery & Row): Promise<Page<Row>> => {
    const { records, total } = await selectPage(db, table as PgTable, whereOf(ctx.auth, q), q, orderBy(q, sortable, defaultOrder), listColumns);
    return toPage(await present(db, ctx, records as Row[]), total, q);
  };

  const all = async (db: Db, ctx: ServiceContext, f: Row = {}): Promise<Row[]> =>
    (await page(db, ctx, { ...f, current: 1, size: -1 } as PageQuery & Row)).records;
  // An export pages by key: the ids in the list's order first (one scan, no count, no OFFSET), then the
  // rows a chunk of ids at a time (one array parameter), presented as the list presents them; rows added
  // meanwhile are left out. The chunks' statement is built once, the names joined (names.ts `joined`), and
  // its rows decoded column by column (drizzle's own row mapping costs more than the query on a 200,000-row export).
  const exportRows = async function* (ctx: ServiceContext, f: Row, eo: { fields?: readonly string[]; chunk?: number } = {}): AsyncGenerator<Row> {
    const chunk = eo.chunk ?? 500;
    const readable = listColumns ?? (getTableColumns(table as PgTable) as Record<string, AnyColumn>);
    const keys = eo.fields ? ['id', ...eo.fields].filter((k, i, all) => k in readable && all.indexOf(k) === i) : Object.keys(readable);
    const decode = rowDecoder(readable as Record<string, AnyColumn | SQL>, keys);
    const where = whereOf(ctx.auth, f);
    const ids = (
      await ctx.db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderBy(f, sortable, defaultOrder))
    ).map((r) => r.id as string);
    const names = o.names?.joined(keys);
    const select = sql`select ${sql.join(
      keys.map((k) => sql`${names?.columns[k] ?? readable[k]} as ${sql.identifier(k)}`),
      sql`, `,
    )} from ${table}${names?.joins ?? sql``} where ${where} and ${table.id} = any(`;
    for (let i = 0; i < ids.length; i += chunk) {
      const part = ids.slice(i, i + chunk);
      const { rows } = (await ctx.db.execute(sql`${select}${sql.param(part)}::bigint[])`)) as unknown as { rows: Row[] };
      const byId = new Map<string, Row>();
      for (const raw of rows) {
        const row = decode(raw);
        byId.set(row.id as string, row);
      }
      yield* await present(
        ctx.db,
        ctx,
        part.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined),
      );
    }
  };

  const directoryColumns = o.directory
    ? {
        ...Object.fromEntries(o.directory.map((c) => [c, t[c]])),
        ...Object.fromEntries(Object.entries(o.directoryFlags ?? {}).map(([k, e]) => [k, sql<boolean>`coalesce(${e}, false)`.as(k)])),
      }
    : undefined;
  const directory = async (db: Db, auth: AuthContext, q: PageQuery & Row, within?: SQL, scoped = false): Promise<Page<Row>> => {
    if (!directoryColumns) throw new Error(`repository ${o.name} declares no directory columns`);
    const where = and(liveRows(table, auth, o.global), within, scoped ? dataScopeOf(auth) : undefined, ...filterConditions(filterDefs, q, auth));
    const { records, total } = await selectPage(
      db,
      table as PgTable,
      where,
      q,
      orderBy(q, sortable, defaultOrder),
      directoryColumns as Record<string, AnyColumn>,
    );
    return toPage(records, total, q);
  };

  const findById = async (db: Db, auth: AuthContext, id: string): Promise<Row | null> => {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(and(scope(auth), eq(table.id, id)))
      .limit(1);
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
      const [dup] = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(...conds))
        .limit(1);
      if (dup) throw conflict(u.message);
    }
  };

  const checkReferences = async (tx: Db, auth: AuthContext, values: Row) => {
    for (const [field, ref] of Object.entries(o.references ?? {})) {
      const v = values[field];
      if (v === undefined || v === null || v === '' || v === '0') continue;
      const [hit] = await tx
        .select({ id: ref.table.id })
        .from(ref.table as PgTable)
        .where(and(liveRows(ref.table, auth, ref.global), eq(ref.table.id, String(v))))
        .limit(1);
      if (!hit) throw badRequest(`${field}: no such ${ref.what}`);
    }
  };

  const save = async (ctx: ServiceContext, raw: Row): Promise<Row> => {
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
      await audit(tx, ctx.auth, ctx.req, {
        action: existing ? 'update' : 'create',
        resource: o.name,
        recordId: saved.id as string,
        changes: diff(existing, saved),
      });
      return saved;
    });
  };

  const remove = async (ctx: ServiceContext, ids: string[]): Promise<void> => {
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

  return {
    name: o.name,
    table,
    record,
    input,
    listInput,
    defaultSize: o.defaultSize,
    scope,
    dataScopeOf,
    page,
    all,
    exportRows,
    directoryFields: o.directory ?? [],
    directoryFlagNames: Object.keys(o.directoryFlags ?? {}),
    directory,
    findById,
    getById,
    detail: async (ctx, id) => (await present(ctx.db, ctx, [await getById(ctx.db, ctx.auth, id)]))[0],
    present: (ctx, rows) => Promise.resolve(present(ctx.db, ctx, rows)),
    save,
    remove,
  };
}

/** Whether any row of `table` matches `where` (one `select 1 ... limit 1`: a yes/no never counts the rows). */
export async function anyRow(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}
