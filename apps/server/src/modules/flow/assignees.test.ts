import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { eq } from 'drizzle-orm';
import { user } from '../system/system.tables.js';
import { flowDelegation } from './flow.tables.js';
import { makeDept, makeRole, makeUser, setLeader } from './flow.fixtures.js';
import { resolveAssignees, type Person } from './assignees.js';
import { parseAssigneeRule } from './bpmn.js';

/** A step's rule of alternative roles (`role:finance|role:director`): the first role with somebody not excluded. */
describe('role alternatives of a step', () => {
  let t: TestApp;
  const who: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const [finance, director] = [await makeRole(t.db, 'altFinance'), await makeRole(t.db, 'altDirector')];
    await makeRole(t.db, 'altNobody');
    who.initiator = await makeUser(t.db, 'alt.initiator');
    who.finance = await makeUser(t.db, 'alt.finance.user', { roleIds: [finance] });
    who.director = await makeUser(t.db, 'alt.director.user', { roleIds: [director] });
    who.both = await makeUser(t.db, 'alt.both.user', { roleIds: [finance, director] });
  });
  afterAll(async () => t?.close());

  const resolve = (rule: string, exclude: string[] = []) => {
    const step = { formId: '18', at: '2026-11-29 09:00:00', people: new Map<string, Person>(), delegations: new Map<string, string | null>() };
    return resolveAssignees(t.db, { tenantId: '000000', userId: who.initiator, deptId: null }, {}, parseAssigneeRule(rule), exclude, step).then((found) => ({
      found,
      step,
    }));
  };

  it('takes the first role that has holders, skipping a role nobody holds, and names everyone it met', async () => {
    const { found, step } = await resolve('role:altNobody|role:altFinance|role:altDirector');
    expect(found).toEqual([who.finance, who.both].sort());
    // the holders of every role were read with their names and delegations at once
    expect([...step.people.keys()].sort()).toEqual([who.finance, who.director, who.both].sort());
    expect(step.people.get(who.director)?.name).toMatch(/^alt.director.user$/i);
    expect(step.delegations.get(who.director)).toBeNull();
  });

  it('moves on when every holder of a role is excluded, and answers nobody when no role has a holder', async () => {
    expect((await resolve('role:altFinance|role:altDirector', [who.finance, who.both])).found).toEqual([who.director]);
    expect((await resolve('role:altNobody')).found).toEqual([]);
    // an alternative that is not a role keeps its place in the order
    expect((await resolve('role:altNobody|initiator|role:altDirector')).found).toEqual([who.initiator]);
  });
});

/**
 * The initiator's own approvers (`firstApprover`, `deptLeader`): read together in one statement with their names and
 * delegations; a department without a leader, or led by the initiator, passes the request to its parent's leader.
 */
describe('first approver and department leader of a step', () => {
  let t: TestApp;
  const who: Record<string, string> = {};
  const depts: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    who.top = await makeUser(t.db, 'lead.top');
    who.mid = await makeUser(t.db, 'lead.mid', { staffId: '7700001' });
    who.away = await makeUser(t.db, 'lead.away');
    who.stand = await makeUser(t.db, 'lead.stand');
    depts.top = await makeDept(t.db, 'Lead top', who.top);
    // the middle department's leader is named by a staff id, the bottom one has none
    depts.mid = await makeDept(t.db, 'Lead mid', '7700001', depts.top);
    depts.bottom = await makeDept(t.db, 'Lead bottom', undefined, depts.mid);
    // each leader belongs to the department they lead
    await t.db.update(user).set({ deptId: depts.top }).where(eq(user.id, who.top));
    await t.db.update(user).set({ deptId: depts.mid }).where(eq(user.id, who.mid));
    who.member = await makeUser(t.db, 'lead.member', { deptId: depts.bottom, firstApprover: who.away });
    who.plain = await makeUser(t.db, 'lead.plain', { deptId: depts.bottom });
    who.gone = await makeUser(t.db, 'lead.gone');
    who.formerly = await makeUser(t.db, 'lead.formerly', { deptId: depts.mid, firstApprover: who.gone });
    await t.db.update(user).set({ isDeleted: 1 }).where(eq(user.id, who.gone));
    await t.db
      .insert(flowDelegation)
      .values({ tenantId: '000000', userId: who.away, delegateUserId: who.stand, startTime: '2026-11-01 00:00:00', endTime: '2026-12-31 23:59:59' });
  });
  afterAll(async () => t?.close());

  const resolve = (initiator: string, rule: string) => {
    const step = { formId: '18', at: '2026-11-29 09:00:00', people: new Map<string, Person>(), delegations: new Map<string, string | null>() };
    return t.db
      .select({ deptId: user.deptId })
      .from(user)
      .where(eq(user.id, initiator))
      .then(([u]) => resolveAssignees(t.db, { tenantId: '000000', userId: initiator, deptId: u.deptId || null }, {}, parseAssigneeRule(rule), [], step))
      .then((found) => ({ found, step }));
  };

  it("takes the initiator's first approver, with their name and the delegation in force", async () => {
    const { found, step } = await resolve(who.member, 'firstApprover|deptLeader');
    expect(found).toEqual([who.away]);
    expect(step.people.get(who.away)?.name).toBe('Lead.away');
    expect(step.delegations.get(who.away)).toBe(who.stand);
  });

  it('goes up from a department without a leader to the leader its parent names by staff id', async () => {
    const { found, step } = await resolve(who.plain, 'firstApprover|deptLeader');
    expect(found).toEqual([who.mid]);
    expect(step.people.get(who.mid)?.name).toBe('Lead.mid');
    expect(step.delegations.get(who.mid)).toBeNull();
  });

  it("passes a leader's own request, and one whose first approver left, to the next leader up", async () => {
    await setLeader(t.db, depts.bottom, who.plain);
    try {
      expect((await resolve(who.plain, 'deptLeader')).found).toEqual([who.mid]);
      expect((await resolve(who.member, 'deptLeader')).found).toEqual([who.plain]);
    } finally {
      await setLeader(t.db, depts.bottom, '0');
    }
    expect((await resolve(who.formerly, 'firstApprover|deptLeader')).found).toEqual([who.mid]);
    expect((await resolve(who.mid, 'deptLeader')).found).toEqual([who.top]);
    // the top leader has nobody above: the next alternative decides
    expect((await resolve(who.top, 'deptLeader|initiator')).found).toEqual([who.top]);
    expect((await resolve(who.top, 'deptLeader')).found).toEqual([]);
  });
});
