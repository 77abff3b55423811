import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from './db/client.js';
import { badRequest } from './errors.js';

/** Seed 001 section 8: the prompts of the tree editors (departments, roles, menus). */
export const SELF_PARENT_MSG = 'Do not select itself, please select another item！';
export const CHILD_PARENT_MSG = 'You cannot select a parent node！';

export interface TreeRow {
  id: string;
  parentId: string;
}
export type TreeNode<T> = T & { hasChildren: boolean; children?: TreeNode<T>[] };

/**
 * BladeX forest: rows keep their order; a row whose parent is not among them is a root. Leaves have
 * no `children` (BladeX omits empty lists) and `hasChildren: false`.
 */
export function toForest<T extends TreeRow>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>(rows.map((r) => [r.id, { ...r, hasChildren: false }]));
  const roots: TreeNode<T>[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId !== r.id ? nodes.get(r.parentId) : undefined;
    if (parent) {
      (parent.children ??= []).push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/**
 * The recursive zod schema of a forest of `shape` records. `id` names it in the OpenAPI components
 * (a recursive schema can only be documented by reference); create it once, at module level.
 */
export function treeSchema(id: string, shape: z.ZodRawShape): z.ZodType {
  const node: z.ZodType = z
    .object({
      ...shape,
      hasChildren: z.boolean(),
      get children() {
        return z.array(node).optional();
      },
    })
    .meta({ id });
  return node;
}

/** BladeX `TreeNode` (selectors and the grant dialog): `{id, parentId, title, key, value, hasChildren, children}`. */
export const treeNodeSchema = treeSchema('TreeNode', { id: z.string(), parentId: z.string(), title: z.string(), key: z.string(), value: z.string() });
export const asTreeNode = (r: TreeRow & { title: string }) => ({ id: r.id, parentId: r.parentId, title: r.title, key: r.id, value: r.id });

/**
 * Refuses a parent that is the node itself ("Do not select itself...") or lies inside its own subtree
 * ("You cannot select a parent node!"), and one that does not exist among `scope` rows (seed 001
 * section 5). One recursive query walks up from the new parent. Answers the parent row (null for roots).
 */
export async function assertValidParent<T extends PgTable & { id: PgColumn; parentId: PgColumn }>(
  tx: Db,
  table: T,
  scope: SQL,
  id: string | null | undefined,
  parentId: string | null | undefined,
  what = 'parent',
): Promise<T['$inferSelect'] | null> {
  if (!parentId || parentId === '0') return null;
  if (id && parentId === id) throw badRequest(SELF_PARENT_MSG);
  const [parent] = await tx
    .select()
    .from(table as PgTable)
    .where(and(scope, eq(table.id, parentId)))
    .limit(1);
  if (!parent) throw badRequest(`parentId: the parent ${what} does not exist`);
  if (id) {
    const name = sql.identifier(getTableName(table));
    const chain = await tx.execute<{ id: string }>(sql`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from ${name} where id = ${parentId}
        union all
        select t.id, t.parent_id, up.depth + 1 from ${name} t join up on t.id = up.parent_id where up.depth < 1000
      ) select id::text as id from up`);
    const ids = (chain as unknown as { rows?: { id: string }[] }).rows ?? (chain as unknown as { id: string }[]);
    if (ids.some((r) => String(r.id) === id)) throw badRequest(CHILD_PARENT_MSG);
  }
  return parent as T['$inferSelect'];
}

/** Ids among `ids` that have live children (lazy trees answer `hasChildren` without loading them). */
export async function idsWithChildren(db: Db, table: PgTable & { parentId: PgColumn }, scope: SQL, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ parentId: table.parentId })
    .from(table as PgTable)
    .where(and(scope, inArray(table.parentId, ids)));
  return new Set(rows.map((r) => String(r.parentId)));
}
