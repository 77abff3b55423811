import { and, eq, type SQL } from 'drizzle-orm';
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
 * Refuses a parent that is the node itself or lies below it (seed 001 section 5), and a parent that
 * does not exist among `scope` rows. Walks up the parent chain inside the caller's transaction.
 */
export async function assertValidParent(
  tx: Db,
  table: PgTable & { id: PgColumn; parentId: PgColumn },
  scope: SQL,
  id: string | null | undefined,
  parentId: string | null | undefined,
  what: string,
): Promise<void> {
  if (!parentId || parentId === '0') return;
  if (id && parentId === id) throw badRequest(SELF_PARENT_MSG);
  const seen = new Set<string>();
  let current = parentId;
  while (current !== '0' && !seen.has(current)) {
    seen.add(current);
    const [row] = await tx.select({ parentId: table.parentId }).from(table).where(and(scope, eq(table.id, current))).limit(1);
    if (!row) {
      if (current === parentId) throw badRequest(`parentId: the parent ${what} does not exist`);
      return;
    }
    current = String(row.parentId);
    if (id && current === id) throw badRequest(CHILD_PARENT_MSG);
  }
}
