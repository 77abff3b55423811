import { z } from 'zod';
import type { DeptRemovalGuard } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import { conflict } from '../../platform/errors.js';
import { dept } from './system.tables.js';
import { childDeptOutside, replaceAncestorPrefix, replaceShareholderRows, shareholderRows, userInDepts } from './system.store.js';
import { assertValidParent } from '../../platform/tree.js';

export type DeptRow = typeof dept.$inferSelect;

export const shareholderInput = z.object({
  name: z.string().trim().min(1, 'is required').max(100),
  contact: z.string().trim().max(100).nullish(),
  stock: z.string().trim().max(50).nullish(),
  email: z.union([z.email(), z.literal(''), z.null()]).optional(),
});
export type ShareholderInput = z.infer<typeof shareholderInput>;

export const shareholderRecord = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.string().nullable(),
  stock: z.string().nullable(),
  email: z.string().nullable(),
  sort: z.number(),
});

/** The ancestors column of a child of `parent` (BladeX: the parent's ancestors, then the parent id). */
export const ancestorsUnder = (parent: Pick<DeptRow, 'id' | 'ancestors'> | null) => (parent ? `${parent.ancestors},${parent.id}` : '0');

/**
 * Sets `values.ancestors` for a new department or one whose parent changes, after the tree rules
 * (not itself, not inside its own subtree). Answers whether the node moves.
 */
export async function placeDept(tx: Db, auth: AuthContext, values: Record<string, unknown>, existing: DeptRow | null): Promise<boolean> {
  const parentId = (values.parentId ?? existing?.parentId ?? '0') as string;
  if (existing && parentId === existing.parentId) return false;
  const parent = await assertValidParent(tx, dept, liveRows(dept, auth), existing?.id ?? null, parentId);
  values.parentId = parent?.id ?? '0';
  values.ancestors = ancestorsUnder(parent);
  return Boolean(existing);
}

/** After a move: every descendant's ancestors swap the node's old path prefix for the new one. */
export async function rewriteDescendants(tx: Db, auth: AuthContext, moved: DeptRow, before: DeptRow): Promise<void> {
  const oldPrefix = `${before.ancestors},${moved.id}`;
  const newPrefix = `${moved.ancestors},${moved.id}`;
  await replaceAncestorPrefix(tx, auth, oldPrefix, newPrefix);
}

/** Replaces a company's shareholders (soft-deleting the old list) inside the department's transaction. */
export async function replaceShareholders(tx: Db, auth: AuthContext, deptId: string, list: ShareholderInput[]): Promise<void> {
  await replaceShareholderRows(
    tx,
    auth,
    deptId,
    list.map((s) => ({ name: s.name, contact: s.contact ?? null, stock: s.stock ?? null, email: s.email || null })),
  );
}

export async function shareholdersOf(db: Db, auth: AuthContext, deptIds: string[]) {
  if (deptIds.length === 0) return new Map<string, z.infer<typeof shareholderRecord>[]>();
  const rows = await shareholderRows(db, auth, deptIds);
  const out = new Map<string, z.infer<typeof shareholderRecord>[]>();
  for (const { deptId, ...r } of rows) out.set(deptId, [...(out.get(deptId) ?? []), r]);
  return out;
}

/**
 * A department with sub-departments or users cannot be removed (409 names which). `guards` are other modules' records that keep a department in use (staff, ...): each throws a 409
 * naming what is left. Modules contribute them (`deptRemovalGuards`), so this one does not depend on them.
 */
export async function assertRemovable(tx: Db, auth: AuthContext, ids: string[], guards: readonly DeptRemovalGuard[]): Promise<void> {
  const child = await childDeptOutside(tx, auth, ids);
  if (child) throw conflict(`The department still has sub-departments (${child.name}); remove or move them first`);
  const member = await userInDepts(tx, auth, ids);
  if (member) throw conflict(`The department still has users (${member.account}); move them first`);
  for (const guard of guards) await guard(tx, auth, ids);
}
