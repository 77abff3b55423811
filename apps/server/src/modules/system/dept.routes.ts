import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows } from '../../platform/crud.js';
import { defineRoute, zOptionalId, type RouteContext } from '../../platform/http/route.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { crudButtons, registerMenuSeeds } from './menu-seeds.js';
import { dept } from './system.tables.js';
import { idsWithChildren, nest, treeOf } from './tree.js';
import {
  assertRemovable,
  placeDept,
  replaceShareholders,
  rewriteDescendants,
  shareholderInput,
  shareholderRecord,
  shareholdersOf,
  type DeptRow,
  type ShareholderInput,
} from './dept.service.js';

registerMenuSeeds([
  { code: 'system', name: 'System', path: '/system', source: 'setting', sort: 99 },
  { code: 'dept', name: 'Department', parent: 'system', path: '/system/dept', source: 'apartment', sort: 3 },
  ...crudButtons('dept', 'department'),
]);

const P = '/api/blade-system/dept';
const tags = ['dept'];
const order = [asc(dept.sort), asc(dept.id)];

/** The tree node every department selector reads. */
const node = { id: z.string(), parentId: z.string(), title: z.string(), value: z.string(), key: z.string(), deptName: z.string(), deptCategory: z.number(), deptType: z.number().nullable() };
const nodeTree = treeOf(node);
const toNode = (r: DeptRow) => ({ id: r.id, parentId: r.parentId, title: r.deptName, value: r.id, key: r.id, deptName: r.deptName, deptCategory: r.deptCategory, deptType: r.deptType });

const tenantDepts = (db: Db, auth: AuthContext) => db.select().from(dept).where(liveRows(dept, auth)).orderBy(...order);

async function withChildFlags<T extends { id: string }>(db: Db, auth: AuthContext, rows: T[]): Promise<(T & { hasChildren: boolean })[]> {
  const parents = await idsWithChildren(db, dept, liveRows(dept, auth), rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, hasChildren: parents.has(r.id) }));
}

/**
 * Departments, companies, business sections and teams of the caller's tenant, one tree
 * (`/api/blade-system/dept/*`). `ancestors` is kept for every node; moving one rewrites its subtree.
 */
export default async function deptRoutes(app: FastifyInstance): Promise<void> {
  const pendingShareholders = new WeakMap<RouteContext, ShareholderInput[]>();
  const resource = defineResource(app, {
    name: 'dept',
    prefix: P,
    table: dept,
    permissions: 'dept',
    routes: { page: false, list: false },
    filters: {
      deptName: filters.like(dept.deptName),
      fullName: filters.like(dept.fullName),
      deptCategory: filters.int(dept.deptCategory),
      deptType: filters.int(dept.deptType),
      parentId: filters.id(dept.parentId),
    },
    sortable: { sort: dept.sort, deptName: dept.deptName, createTime: dept.createTime },
    defaultOrder: order,
    omitInput: ['ancestors'],
    inputExtend: {
      deptCategory: z.coerce.number().int().refine((v) => v === 1 || v === 2, 'must be 1 (company) or 2 (department)').optional(),
      shareholders: z.array(shareholderInput).max(200).optional(),
    },
    outputExtend: { parentName: z.string().nullable().optional(), shareholders: z.array(shareholderRecord).optional() },
    hooks: {
      beforeWrite: async (tx, ctx, values, existing) => {
        if (values.shareholders) pendingShareholders.set(ctx, values.shareholders as ShareholderInput[]);
        delete values.shareholders;
        await placeDept(tx, ctx.auth, values, existing as DeptRow | null);
      },
      afterWrite: async (tx, ctx, saved, existing) => {
        const before = existing as DeptRow | null;
        if (before && before.ancestors !== saved.ancestors) await rewriteDescendants(tx, ctx.auth, saved as DeptRow, before);
        const list = pendingShareholders.get(ctx);
        if (list) await replaceShareholders(tx, ctx.auth, saved.id as string, list);
      },
      beforeRemove: (tx, ctx, ids) => assertRemovable(tx, ctx.auth, ids),
      present: async (db, ctx, rows) => {
        const parentIds = [...new Set(rows.map((r) => r.parentId as string).filter((p) => p !== '0'))];
        const parents = parentIds.length
          ? await db.select({ id: dept.id, deptName: dept.deptName }).from(dept).where(and(liveRows(dept, ctx.auth), inArray(dept.id, parentIds)))
          : [];
        const names = new Map(parents.map((p) => [p.id, p.deptName]));
        const holders = await shareholdersOf(db, ctx.auth, rows.map((r) => r.id as string));
        return rows.map((r) => ({ ...r, parentName: names.get(r.parentId as string) ?? null, shareholders: holders.get(r.id as string) ?? [] }));
      },
    },
  });
  const record = resource.record;
  const search = {
    deptName: z.string().max(100).optional(),
    fullName: z.string().max(200).optional(),
    deptCategory: filters.int(dept.deptCategory).schema,
    deptType: filters.int(dept.deptType).schema,
  };
  const lazyInput = z.object({ parentId: zOptionalId, deptName: z.string().max(100).optional() });

  defineRoute(app, {
    method: 'GET',
    url: `${P}/list`,
    permission: 'dept_view',
    summary: 'Departments matching deptName/fullName/deptCategory/deptType, as a tree',
    tags,
    input: z.object(search),
    output: z.array(treeOf(record.shape)),
    handler: async (q, ctx) => nest((await resource.page(ctx.db, ctx, { ...q, current: 1, size: -1 })).records as DeptRow[]),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${P}/lazy-list`,
    permission: 'dept_view',
    summary: 'Departments directly below parentId (default 0: the roots), each with hasChildren; a deptName search spans the tree',
    tags,
    input: lazyInput,
    output: z.array(record.extend({ hasChildren: z.boolean() })),
    handler: async (q, ctx) => {
      const page = await resource.page(ctx.db, ctx, { current: 1, size: -1, deptName: q.deptName, parentId: q.deptName ? undefined : (q.parentId ?? '0') });
      return withChildFlags(ctx.db, ctx.auth, page.records as DeptRow[]);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${P}/tree`,
    permission: 'authenticated',
    summary: "The tenant's department tree {id, parentId, title, value, key, deptName, deptCategory, deptType, children, hasChildren}",
    tags,
    input: z.object({ tenantId: z.string().max(12).optional() }),
    output: z.array(nodeTree),
    handler: async (_q, ctx) => nest((await tenantDepts(ctx.db, ctx.auth)).map(toNode)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${P}/lazy-tree`,
    permission: 'authenticated',
    summary: 'Tree nodes directly below parentId (default 0), each with hasChildren',
    tags,
    input: lazyInput.pick({ parentId: true }),
    output: z.array(nodeTree),
    handler: async (q, ctx) => {
      const rows = await ctx.db
        .select()
        .from(dept)
        .where(and(liveRows(dept, ctx.auth), eq(dept.parentId, q.parentId ?? '0')))
        .orderBy(...order);
      return withChildFlags(ctx.db, ctx.auth, rows.map(toNode));
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${P}/dept-tree`,
    permission: 'authenticated',
    summary: 'The department tree narrowed to nodes matching deptCategory/deptType/deptName, with their ancestors (e.g. deptType=3: teams)',
    tags,
    input: z.object({ deptCategory: search.deptCategory, deptType: search.deptType, deptName: search.deptName }),
    output: z.array(nodeTree),
    handler: async (q, ctx) => {
      const rows = await tenantDepts(ctx.db, ctx.auth);
      const name = q.deptName?.toLowerCase();
      const matches = rows.filter(
        (r) =>
          (q.deptCategory === undefined || r.deptCategory === q.deptCategory) &&
          (q.deptType === undefined || r.deptType === q.deptType) &&
          (!name || r.deptName.toLowerCase().includes(name)),
      );
      const keep = new Set(matches.flatMap((r) => [r.id, ...r.ancestors.split(',')]));
      return nest(rows.filter((r) => keep.has(r.id)).map(toNode));
    },
  });
}
