import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { badRequest } from '../../platform/errors.js';

/** The client's own texts (seed 001 section 8) for the two tree rules of departments, roles, menus, dictionaries. */
export const SELF_PARENT_MSG = 'Do not select itself, please select another item！';
export const DESCENDANT_PARENT_MSG = 'You cannot select a parent node！';

type TreeTable = PgTable & { id: PgColumn; parentId: PgColumn; tenantId: PgColumn; isDeleted: PgColumn };

/**
 * Checks that `parentId` may become the parent of `id` (null when creating): not itself, not one of its
 * own descendants, and an existing live row of the same scope. Answers the parent row (null for roots).
 */
export async function assertParentAllowed<T extends TreeTable>(
  tx: Db,
  table: T,
  scope: SQL,
  id: string | null,
  parentId: string | null | undefined,
): Promise<T['$inferSelect'] | null> {
  if (!parentId || parentId === '0') return null;
  if (id && parentId === id) throw badRequest(SELF_PARENT_MSG);
  const [parent] = await tx.select().from(table as PgTable).where(sql`${scope} and ${table.id} = ${parentId}`).limit(1);
  if (!parent) throw badRequest('parentId: the parent does not exist');
  if (id) {
    // Walk up from the new parent: meeting `id` on the way means the parent is inside id's subtree.
    const name = sql.identifier(getTableName(table));
    const chain = await tx.execute<{ id: string }>(sql`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from ${name} where id = ${parentId}
        union all
        select t.id, t.parent_id, up.depth + 1 from ${name} t join up on t.id = up.parent_id where up.depth < 1000
      ) select id::text as id from up`);
    const ids = (chain as unknown as { rows?: { id: string }[] }).rows ?? (chain as unknown as { id: string }[]);
    if (ids.some((r) => String(r.id) === id)) throw badRequest(DESCENDANT_PARENT_MSG);
  }
  return parent as T['$inferSelect'];
}

export type Nested<T> = T & { hasChildren: boolean; children?: Nested<T>[] };

/**
 * Nests rows by parentId (BladeX ForestNodeMerger): rows whose parent is not in the list are roots,
 * so a filtered list still forms a forest. `children` is omitted on leaves, `hasChildren` always set.
 */
export function nest<T extends { id: string; parentId: string }>(rows: T[]): Nested<T>[] {
  const nodes = new Map<string, Nested<T>>(rows.map((r) => [r.id, { ...r, hasChildren: false } as Nested<T>]));
  const roots: Nested<T>[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId !== r.id ? nodes.get(r.parentId) : undefined;
    if (!parent) {
      roots.push(node);
      continue;
    }
    (parent.children ??= []).push(node);
    parent.hasChildren = true;
  }
  return roots;
}

/** Zod schema of a recursive tree node with the given fields plus `hasChildren` and `children`. */
export function treeOf<S extends z.ZodRawShape>(shape: S) {
  const node: z.ZodType = z.lazy(() => z.object({ ...shape, hasChildren: z.boolean().optional(), children: z.array(node).optional() }));
  return node;
}

/** Ids among `ids` that have live children (lazy trees answer `hasChildren` without loading them). */
export async function idsWithChildren(db: Db, table: TreeTable, scope: SQL, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ parentId: table.parentId })
    .from(table as PgTable)
    .where(sql`${scope} and ${table.parentId} in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  return new Set(rows.map((r) => String(r.parentId)));
}
