import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DeptCategory } from '@hr/contracts';
import { defineRepository, filters, liveRows } from '../../platform/repository.js';
import type { ServiceContext } from '../../platform/http/route.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { idsWithChildren, toForest } from '../../platform/tree.js';
import { dept } from './system.tables.js';
import { badRequest } from '../../platform/errors.js';
import { LOGO_IMAGE, safeImage } from '../../platform/images.js';
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

const order = [asc(dept.sort), asc(dept.id)];
const deptCategories: number[] = Object.values(DeptCategory);

/**
 * A save's shareholder list, from its beforeWrite (which takes it out of the row's values) to its
 * afterWrite (which knows the department id). Keyed by the call's context, so nothing outlives it.
 */
const pendingShareholders = new WeakMap<ServiceContext, ShareholderInput[]>();

/**
 * Departments, companies, business sections and teams of the caller's tenant, one tree. `ancestors`
 * is kept for every node; moving one rewrites its subtree. Answers carry the parent's name and a
 * company's shareholders.
 */
export const depts = defineRepository({
  name: 'dept',
  table: dept,
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
    deptCategory: z.coerce
      .number()
      .int()
      .refine((v) => deptCategories.includes(v), 'must be 1 (company) or 2 (department)')
      .optional(),
    shareholders: z.array(shareholderInput).max(200).optional(),
  },
  outputExtend: {
    parentName: z.string().nullable().optional(),
    shareholders: z.array(shareholderRecord).optional(),
    /** The logo attachment with a fresh signed link (the company screen shows it; documents draw it). */
    logoFile: z.object({ attachId: z.string(), originalName: z.string(), link: z.string() }).nullable().optional(),
  },
  hooks: {
    beforeWrite: async (tx, ctx, values, existing) => {
      if (values.logo) await assertLogo(tx, ctx, String(values.logo));
      if (values.shareholders) pendingShareholders.set(ctx, values.shareholders as ShareholderInput[]);
      delete values.shareholders;
      await placeDept(tx, ctx.auth, values, existing as DeptRow | null);
    },
    afterWrite: async (tx, ctx, saved, existing) => {
      const before = existing as DeptRow | null;
      if (before && before.ancestors !== saved.ancestors) await rewriteDescendants(tx, ctx.auth, saved as DeptRow, before);
      const list = pendingShareholders.get(ctx);
      pendingShareholders.delete(ctx);
      if (list) await replaceShareholders(tx, ctx.auth, saved.id as string, list);
    },
    beforeRemove: (tx, ctx, ids) => assertRemovable(tx, ctx.auth, ids, ctx.app.modules.deptRemovalGuards),
    present: async (db, ctx, rows) => {
      const parentIds = [...new Set(rows.map((r) => r.parentId as string).filter((p) => p !== '0'))];
      const parents = parentIds.length
        ? await db
            .select({ id: dept.id, deptName: dept.deptName })
            .from(dept)
            .where(and(liveRows(dept, ctx.auth), inArray(dept.id, parentIds)))
        : [];
      const names = new Map(parents.map((p) => [p.id, p.deptName]));
      const holders = await shareholdersOf(
        db,
        ctx.auth,
        rows.map((r) => r.id as string),
      );
      const logos = new Map(
        (
          await ctx.app.modules.attachmentLinks(
            db,
            ctx.app,
            ctx.auth,
            rows.map((r) => r.logo as string | null).filter((l): l is string => Boolean(l)),
          )
        ).map((a) => [a.attachId, a]),
      );
      return rows.map((r) => ({
        ...r,
        parentName: names.get(r.parentId as string) ?? null,
        shareholders: holders.get(r.id as string) ?? [],
        logoFile: logos.get(r.logo as string) ?? null,
      }));
    },
  },
});

/** The tree node every department selector reads. */
const toNode = (r: DeptRow) => ({
  id: r.id,
  parentId: r.parentId,
  title: r.deptName,
  value: r.id,
  key: r.id,
  deptName: r.deptName,
  deptCategory: r.deptCategory,
  deptType: r.deptType,
});

const tenantDepts = (db: Db, auth: AuthContext) =>
  db
    .select()
    .from(dept)
    .where(liveRows(dept, auth))
    .orderBy(...order);

async function withChildFlags<T extends { id: string }>(db: Db, auth: AuthContext, rows: T[]): Promise<(T & { hasChildren: boolean })[]> {
  const parents = await idsWithChildren(
    db,
    dept,
    liveRows(dept, auth),
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, hasChildren: parents.has(r.id) }));
}

export interface DeptSearch {
  deptName?: string;
  fullName?: string;
  deptCategory?: number;
  deptType?: number;
}

/** The departments matching the search, as a tree of records. */
export const deptForest = async (ctx: ServiceContext, q: DeptSearch) => toForest((await depts.all(ctx.db, ctx, { ...q })) as DeptRow[]);

/** Records directly below `parentId` (default the roots), each with hasChildren; a name search spans the tree. */
export async function deptChildren(ctx: ServiceContext, q: { parentId?: string; deptName?: string }) {
  const rows = await depts.all(ctx.db, ctx, { deptName: q.deptName, parentId: q.deptName ? undefined : (q.parentId ?? '0') });
  return withChildFlags(ctx.db, ctx.auth, rows as DeptRow[]);
}

/** The tenant's whole department tree as selector nodes. */
export const deptNodeTree = async ({ db, auth }: ServiceContext) => toForest((await tenantDepts(db, auth)).map(toNode));

/** Selector nodes directly below `parentId` (default the roots), each with hasChildren. */
export async function deptNodeChildren({ db, auth }: ServiceContext, parentId: string | undefined) {
  const rows = await db
    .select()
    .from(dept)
    .where(and(liveRows(dept, auth), eq(dept.parentId, parentId ?? '0')))
    .orderBy(...order);
  return withChildFlags(db, auth, rows.map(toNode));
}

/** The selector tree narrowed to the nodes matching the search, with their ancestors (e.g. deptType 3: teams). */
export async function deptNodesMatching({ db, auth }: ServiceContext, q: Omit<DeptSearch, 'fullName'>) {
  const rows = await tenantDepts(db, auth);
  const name = q.deptName?.toLowerCase();
  const matches = rows.filter(
    (r) =>
      (q.deptCategory === undefined || r.deptCategory === q.deptCategory) &&
      (q.deptType === undefined || r.deptType === q.deptType) &&
      (!name || r.deptName.toLowerCase().includes(name)),
  );
  const keep = new Set(matches.flatMap((r) => [r.id, ...r.ancestors.split(',')]));
  return toForest(rows.filter((r) => keep.has(r.id)).map(toNode));
}

/**
 * A company logo is a PNG or JPEG attachment of the tenant (the letterhead draws nothing else) of at most
 * 2 MB and 2000x2000 pixels that decodes whole through the image gate.
 */
async function assertLogo(db: Db, ctx: ServiceContext, id: string): Promise<void> {
  const logo = await ctx.app.modules.attachmentBytes(db, ctx.app.config, ctx.auth, id, ['image/png', 'image/jpeg'], 2 * 1024 * 1024);
  if (logo.refused === 'unknown') throw badRequest('logo: unknown attachment');
  if (logo.refused === 'type') throw badRequest('logo: must be a PNG or JPEG image');
  if (!logo.bytes) throw badRequest('logo: must be an image of at most 2 MB');
  await safeImage(logo.bytes, LOGO_IMAGE);
}
