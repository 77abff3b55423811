import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeRole, makeUser } from './flow.fixtures.js';
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
    return resolveAssignees(t.db, { tenantId: '000000', userId: who.initiator, deptId: null }, {}, parseAssigneeRule(rule), exclude, step).then((found) => ({ found, step }));
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
