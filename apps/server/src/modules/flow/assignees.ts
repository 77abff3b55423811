import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import { dept, user } from '../system/system.tables.js';
import { holdsRole } from '../system/role.queries.js';
import { flowDelegation } from './flow.tables.js';
import type { AssigneeRule } from './bpmn.js';

export interface Initiator {
  tenantId: string;
  userId: string;
  deptId: string | null;
}

const ids = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : [])
    .map((s) => s.trim())
    .filter((s) => /^\d{1,19}$/.test(s));

// the lookups of the next step's people run on every start and approval: prepared once (platform/db/prepared.ts)
const p = sql.placeholder;
/** `column = any(list)`: one statement whatever the list's length. */
const anyOf = (column: SQLWrapper, name: string) => sql`${column} = any(${p(name)})`;

const usersQuery = preparedPerDb((db) =>
  db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, p('tenantId')), eq(user.isDeleted, 0), or(anyOf(user.id, 'ids'), anyOf(user.staffId, 'ids'), anyOf(user.workerId, 'ids'))))
    .prepare('hr_flow_users_of'),
);

/** Users named by ids that may be user ids, staff ids or worker ids (selectors pick staff; tasks need users). */
export async function usersOf(db: Db, tenantId: string, list: string[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = await usersQuery(db).execute({ tenantId, ids: list });
  return rows.map((r) => r.id).sort();
}

const deptQuery = preparedPerDb((db) =>
  db
    .select({ leader: dept.deptLeader, parentId: dept.parentId })
    .from(dept)
    .where(and(eq(dept.id, p('deptId')), eq(dept.tenantId, p('tenantId')), eq(dept.isDeleted, 0)))
    .limit(1)
    .prepare('hr_flow_dept_leader'),
);

const roleHoldersQuery = preparedPerDb((db) =>
  db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, p('tenantId')), eq(user.isDeleted, 0), holdsRole(p('tenantId'), p('alias'))))
    .prepare('hr_flow_role_holders'),
);

const firstApproverQuery = preparedPerDb((db) => db.select({ fa: user.firstApprover }).from(user).where(eq(user.id, p('userId'))).limit(1).prepare('hr_flow_first_approver'));

async function deptLeader(db: Db, i: Initiator): Promise<string[]> {
  let deptId = i.deptId;
  for (let depth = 0; deptId && deptId !== '0' && depth < 20; depth++) {
    const [d] = await deptQuery(db).execute({ deptId, tenantId: i.tenantId });
    if (!d) return [];
    // a leader's own request goes to the leader of the parent department
    if (d.leader && d.leader !== i.userId) {
      const found = await usersOf(db, i.tenantId, [d.leader]);
      if (found.length) return found;
    }
    deptId = d.parentId;
  }
  return [];
}

/** The users an assignee rule names: alternatives are tried in order until one names somebody (not excluded). */
export async function resolveAssignees(db: Db, i: Initiator, values: Record<string, unknown>, rules: AssigneeRule[], exclude: string[] = []): Promise<string[]> {
  for (const r of rules) {
    let found: string[] = [];
    switch (r.kind) {
      case 'user':
        found = await usersOf(db, i.tenantId, [r.id]);
        break;
      case 'initiator':
        found = [i.userId];
        break;
      case 'role': {
        // the role's users in one query: a user holds the role when its id is among their role ids
        const rows = await roleHoldersQuery(db).execute({ tenantId: i.tenantId, alias: r.alias });
        found = rows.map((x) => x.id).sort();
        break;
      }
      case 'deptLeader':
        found = await deptLeader(db, i);
        break;
      case 'firstApprover': {
        const [me] = await firstApproverQuery(db).execute({ userId: i.userId });
        found = me?.fa ? await usersOf(db, i.tenantId, [me.fa]) : [];
        break;
      }
      case 'field':
        found = await usersOf(db, i.tenantId, ids(values[r.name]));
        break;
    }
    found = found.filter((u) => !exclude.includes(u));
    if (found.length) return found;
  }
  return [];
}

const peopleQuery = preparedPerDb((db) =>
  db
    .select({ id: user.id, realName: user.realName, name: user.name, account: user.account, email: user.email, tenantId: user.tenantId, isDeleted: user.isDeleted })
    .from(user)
    .where(anyOf(user.id, 'ids'))
    .prepare('hr_flow_people'),
);

/** Display names and e-mail addresses of users, in one query (e-mail only for live users). */
export async function peopleOf(db: Db, list: string[]): Promise<Map<string, { name: string; email: string | null; tenantId: string }>> {
  const unique = [...new Set(list.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const rows = await peopleQuery(db).execute({ ids: unique });
  return new Map(rows.map((r) => [r.id, { name: r.realName || r.name || r.account, email: r.isDeleted === 0 ? r.email : null, tenantId: r.tenantId }]));
}

/** Display names of users. */
export async function userNames(db: Db, list: string[]): Promise<Map<string, string>> {
  return new Map([...(await peopleOf(db, list))].map(([id, p]) => [id, p.name]));
}

/** How many delegations one assignment follows (a delegate's delegate ...) before it stops. */
export const MAX_DELEGATION_CHAIN = 5;

const delegateQuery = preparedPerDb((db) =>
  db
    .select({ to: flowDelegation.delegateUserId })
    .from(flowDelegation)
    .where(
      and(
        eq(flowDelegation.tenantId, p('tenantId')),
        eq(flowDelegation.userId, p('userId')),
        eq(flowDelegation.isDeleted, 0),
        sql`${flowDelegation.startTime} <= ${p('at')} and ${flowDelegation.endTime} >= ${p('at')}`,
        sql`(${flowDelegation.formIds} is null or ${p('formId')} = any(string_to_array(${flowDelegation.formIds}, ',')))`,
      ),
    )
    .orderBy(sql`${flowDelegation.createTime} desc`, sql`${flowDelegation.id} desc`)
    .limit(1)
    .prepare('hr_flow_active_delegate'),
);

/** The delegation of `userId` in force at `at` (inclusive bounds) for form `formId`, the newest when several are. */
async function activeDelegate(db: Db, tenantId: string, userId: string, formId: string, at: string): Promise<string | null> {
  const [d] = await delegateQuery(db).execute({ tenantId, userId, formId, at });
  return d?.to ?? null;
}

/**
 * Who acts for `userId` at `at` on form `formId`: the end of the delegation chain (at most
 * MAX_DELEGATION_CHAIN steps; a cycle, which submit refuses, stops before it closes), or `userId` itself.
 */
export async function delegateOf(db: Db, tenantId: string, userId: string, formId: string, at: string): Promise<string> {
  const seen = [userId];
  let cur = userId;
  for (let i = 0; i < MAX_DELEGATION_CHAIN; i++) {
    const next = await activeDelegate(db, tenantId, cur, formId, at);
    if (!next || seen.includes(next)) break;
    seen.push(next);
    cur = next;
  }
  return cur;
}
