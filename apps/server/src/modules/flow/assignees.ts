import { and, eq, ne, or, sql } from 'drizzle-orm';
import { instantText } from '../../platform/clock-context.js';
import type { Db } from '../../platform/db/client.js';
import { USER_TYPE_WORKER, type Tenant } from '../../platform/auth/context.js';
import { anyOf, outerColumn, preparedPerDb } from '../../platform/db/prepared.js';
import { role, user } from '../../platform/auth/identity.tables.js';
import { deptLeadersUp, holdsRole } from '../system/system.public.js';
import { flowDelegation } from './flow.tables.js';
import type { AssigneeRule } from './bpmn.js';

export interface Initiator {
  tenantId: string;
  userId: string;
  deptId: string | null;
}

/** A user, staff, worker or department id as the tables keep them (bigint). */
const ID = /^\d{1,19}$/;
const ids = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : [])
    .map((s) => s.trim())
    .filter((s) => ID.test(s));

// the lookups of the next step's people run on every start and approval: prepared once (platform/db/prepared.ts)
// `at`: a company wall time, passed as its instant (clock-context.ts instantText)
const p = sql.placeholder;

const usersQuery = preparedPerDb((db) =>
  db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.tenantId, p('tenantId')),
        eq(user.isDeleted, 0),
        // a worker's self-service account approves nothing (his session reaches his own pages only)
        ne(user.userType, USER_TYPE_WORKER),
        or(anyOf(user.id, 'ids'), anyOf(user.staffId, 'ids'), anyOf(user.workerId, 'ids')),
      ),
    )
    .prepare('hr_flow_users_of'),
);

/** Users named by ids that may be user ids, staff ids or worker ids (selectors pick staff; tasks need users). */
export async function usersOf(db: Db, forTenant: Tenant, list: string[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = await usersQuery(db).execute({ tenantId: forTenant.tenantId, ids: list });
  return rows.map((r) => r.id).sort();
}

/** What a step's lookups learn on the way: the people they met and their delegations (for the step's form, now). */
export interface StepLookup {
  formId: string;
  at: string;
  people: Map<string, Person>;
  delegations: Map<string, string | null>;
}

/** The users an assignee rule names: alternatives are tried in order until one names somebody (not excluded). */
export async function resolveAssignees(
  db: Db,
  i: Initiator,
  values: Record<string, unknown>,
  rules: AssigneeRule[],
  exclude: string[],
  step: StepLookup,
): Promise<string[]> {
  // the holders of every role the rule names, read at its first role (`role:hr|role:administrator`: one statement)
  let holders: Map<string, string[]> | undefined;
  // the initiator's first approver and department leader, read together at the first of them
  let approvers: Record<'firstApprover' | 'deptLeader', string[]> | undefined;
  for (const r of rules) {
    let found: string[] = [];
    switch (r.kind) {
      case 'user':
        found = await usersOf(db, i, [r.id]);
        break;
      case 'initiator':
        found = [i.userId];
        break;
      case 'role':
        holders ??= await roleHolders(db, i, [...new Set(rules.flatMap((x) => (x.kind === 'role' ? [x.alias] : [])))], step);
        found = holders.get(r.alias) ?? [];
        break;
      case 'deptLeader':
      case 'firstApprover':
        approvers ??= await initiatorsApprovers(
          db,
          i,
          { firstApprover: rules.some((x) => x.kind === 'firstApprover'), deptLeader: rules.some((x) => x.kind === 'deptLeader') },
          step,
        );
        found = approvers[r.kind];
        break;
      case 'field':
        found = await usersOf(db, i, ids(values[r.name]));
        break;
    }
    found = found.filter((u) => !exclude.includes(u));
    if (found.length) return found;
  }
  return [];
}

const peopleQuery = preparedPerDb((db) =>
  db
    .select({
      id: user.id,
      realName: user.realName,
      name: user.name,
      account: user.account,
      email: user.email,
      tenantId: user.tenantId,
      isDeleted: user.isDeleted,
      language: user.language,
    })
    .from(user)
    .where(anyOf(user.id, 'ids'))
    .prepare('hr_flow_people'),
);

/** A user as tasks and messages name them: display name, and e-mail address while the account is live. */
export interface Person {
  name: string;
  email: string | null;
  tenantId: string;
  /** The language kept with the account (issue 33): his e-mails are worded in it; null: English. */
  language: string | null;
}
const personOf = (r: {
  realName: string | null;
  name: string | null;
  account: string;
  email: string | null;
  tenantId: string;
  isDeleted: number;
  language?: string | null;
}): Person => ({ name: r.realName || r.name || r.account, email: r.isDeleted === 0 ? r.email : null, tenantId: r.tenantId, language: r.language ?? null });

/** Display names and e-mail addresses of users, in one query; those already in `known` are not read again (and are answered). */
export async function peopleOf(db: Db, list: string[], known?: Map<string, Person>): Promise<Map<string, Person>> {
  const unique = [...new Set(list.filter(Boolean))];
  const out = new Map(unique.flatMap((id) => (known?.has(id) ? [[id, known.get(id)!] as const] : [])));
  const missing = unique.filter((id) => !out.has(id));
  if (missing.length) for (const r of await peopleQuery(db).execute({ ids: missing })) out.set(r.id, personOf(r));
  return out;
}

/** Display names of users. */
export async function userNames(db: Db, list: string[]): Promise<Map<string, string>> {
  return new Map([...(await peopleOf(db, list))].map(([id, p]) => [id, p.name]));
}

/** How many delegations one assignment follows (a delegate's delegate ...) before it stops. */
export const MAX_DELEGATION_CHAIN = 5;

/**
 * A user with the delegation in force at `at` (inclusive bounds) for form `formId`, the newest when several are, and
 * their name and address: the columns of the statements that find a step's people.
 */
const withDelegation = () => ({
  id: user.id,
  realName: user.realName,
  name: user.name,
  account: user.account,
  email: user.email,
  tenantId: user.tenantId,
  isDeleted: user.isDeleted,
  language: user.language,
  delegate: sql<
    string | null
  >`(select d.delegate_user_id::text from ${flowDelegation} d where d.tenant_id = ${p('tenantId')} and d.user_id = ${outerColumn(user.id)} and d.is_deleted = 0
    and d.start_time <= ${p('at')}::timestamptz and d.end_time >= ${p('at')}::timestamptz and (d.form_ids is null or ${p('formId')} = any(string_to_array(d.form_ids, ',')))
    order by d.create_time desc, d.id desc limit 1)`,
});

const delegatesQuery = preparedPerDb((db) => db.select(withDelegation()).from(user).where(anyOf(user.id, 'ids')).prepare('hr_flow_delegates'));

/** The users holding any of several roles (`aliases`), with the ones of those each holds, their names and delegations. */
const roleHoldersQuery = preparedPerDb((db) =>
  db
    .select({
      ...withDelegation(),
      aliases: sql<
        string[]
      >`array(select r.role_alias from ${role} r where r.tenant_id = ${p('tenantId')} and r.is_deleted = 0 and r.role_alias = any(${p('aliases')})
        and r.id::text = any(string_to_array(${outerColumn(user.roleId)}, ',')))`,
    })
    .from(user)
    .where(and(eq(user.tenantId, p('tenantId')), eq(user.isDeleted, 0), holdsRole(p('tenantId'), p('aliases'), true)))
    .prepare('hr_flow_role_holders'),
);

/**
 * The holders of each of `aliases` (sorted ids by alias), read in one statement with their names and delegations,
 * which go to the step's lookup: `actingFor` then reads nothing more for them.
 */
async function roleHolders(db: Db, forTenant: Tenant, aliases: string[], step: StepLookup): Promise<Map<string, string[]>> {
  const byAlias = new Map<string, string[]>();
  for (const row of await roleHoldersQuery(db).execute({ tenantId: forTenant.tenantId, aliases, formId: step.formId, at: instantText(step.at) })) {
    step.people.set(row.id, personOf(row));
    step.delegations.set(row.id, row.delegate);
    for (const a of row.aliases) byAlias.set(a, [...(byAlias.get(a) ?? []), row.id]);
  }
  for (const list of byAlias.values()) list.sort();
  return byAlias;
}

/**
 * The users an initiator's `firstApprover` and `deptLeader` rules name, with their names and delegations, in one
 * statement (each side only when asked for):
 *  - first approver: the user, staff or worker their user record names, live in the tenant;
 *  - department leader: the users the leader of their department names (a user, staff or worker id); when the
 *    department has none, or the initiator leads it (a leader's own request), the parent department's, up to 20 levels.
 */
const approversQuery = preparedPerDb((db) => {
  // the users the initiator's department's leader names, or up the tree (system's query, on this statement's placeholders)
  const chain = deptLeadersUp({ when: p('deptLeader'), deptId: p('deptId'), tenantId: p('tenantId'), userId: p('userId') });
  const firstApprover = sql`(${p('firstApprover')}::boolean and (select f.first_approver from ${user} f
    where f.id = ${p('userId')}::bigint) in (${outerColumn(user.id)}, ${outerColumn(user.staffId)}, ${outerColumn(user.workerId)}))`;
  const leads = sql`(${outerColumn(user.id)} = any(${chain}::bigint[]))`;
  return db
    .select({ ...withDelegation(), isFirstApprover: sql<boolean>`coalesce(${firstApprover}, false)`, isLeader: sql<boolean>`coalesce(${leads}, false)` })
    .from(user)
    .where(and(eq(user.tenantId, p('tenantId')), eq(user.isDeleted, 0), or(firstApprover, leads)))
    .prepare('hr_flow_initiator_approvers');
});

/** The users of an initiator's `firstApprover` and `deptLeader` rules (sorted), their names and delegations going to the step's lookup. */
async function initiatorsApprovers(
  db: Db,
  i: Initiator,
  want: Record<'firstApprover' | 'deptLeader', boolean>,
  step: StepLookup,
): Promise<Record<'firstApprover' | 'deptLeader', string[]>> {
  const out: Record<'firstApprover' | 'deptLeader', string[]> = { firstApprover: [], deptLeader: [] };
  const deptId = i.deptId && ID.test(i.deptId) ? i.deptId : null;
  const rows = await approversQuery(db).execute({
    tenantId: i.tenantId,
    userId: i.userId,
    deptId,
    firstApprover: want.firstApprover,
    deptLeader: want.deptLeader && deptId !== null,
    formId: step.formId,
    at: instantText(step.at),
  });
  for (const row of rows) {
    step.people.set(row.id, personOf(row));
    step.delegations.set(row.id, row.delegate);
    if (row.isFirstApprover) out.firstApprover.push(row.id);
    if (row.isLeader) out.deptLeader.push(row.id);
  }
  out.firstApprover.sort();
  out.deptLeader.sort();
  return out;
}

/**
 * Who acts for each of `users` at `at` on form `formId`: the end of their delegation chain (at most
 * MAX_DELEGATION_CHAIN steps; a cycle, which submit refuses, stops before it closes), or the user. One
 * statement per step of the longest chain (one when nobody is away, none when `known` has them all); everyone met
 * is added to `people`.
 */
export async function actingFor(
  db: Db,
  forTenant: Tenant,
  users: string[],
  formId: string,
  at: string,
  people = new Map<string, Person>(),
  known?: Map<string, string | null>,
): Promise<Map<string, string>> {
  // `known`: delegations read already (with their people), for this form and time
  const next = new Map<string, string | null>(known);
  const chains = new Map(users.map((u) => [u, [u]]));
  for (;;) {
    // the last person of each chain whose delegation is not known yet
    const ask = [...new Set([...chains.values()].map((c) => c.at(-1)!).filter((id) => !next.has(id)))];
    if (ask.length) {
      for (const r of await delegatesQuery(db).execute({ tenantId: forTenant.tenantId, formId, at: instantText(at), ids: ask })) {
        people.set(r.id, personOf(r));
        next.set(r.id, r.delegate);
      }
      for (const id of ask) if (!next.has(id)) next.set(id, null);
    }
    let moved = false;
    for (const chain of chains.values()) {
      const to = next.get(chain.at(-1)!);
      if (!to || chain.includes(to) || chain.length > MAX_DELEGATION_CHAIN) continue;
      chain.push(to);
      moved = true;
    }
    if (!moved) break;
  }
  return new Map([...chains].map(([u, chain]) => [u, chain.at(-1)!]));
}

/** Who acts for `userId` at `at` on form `formId` (`actingFor` of one user). */
export async function delegateOf(db: Db, forTenant: Tenant, userId: string, formId: string, at: string): Promise<string> {
  return (await actingFor(db, forTenant, [userId], formId, at)).get(userId)!;
}
