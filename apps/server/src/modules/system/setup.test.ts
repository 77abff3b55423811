import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { makeStaff, makeWorker } from '../leave/leave.fixtures.js';

const s = useTestApp();
const CHECKLIST = '/api/blade-system/setup/checklist';

const doneOf = async () => Object.fromEntries(((await s.t.get(s.admin, CHECKLIST)).data as { key: string; done: boolean }[]).map((i) => [i.key, i.done]));

describe("a fresh install's setup checklist", () => {
  it('lists every step in order with the page that does it, and shows each done as the company does it', async () => {
    const answer = await s.t.get(s.admin, CHECKLIST);
    expect(answer.code).toBe(200);
    expect(answer.data.map((i: { key: string }) => i.key)).toEqual([
      'company',
      'timeZone',
      'departments',
      'holidays',
      'staff',
      'workers',
      'adminLinked',
      'hrInvited',
    ]);
    expect(answer.data.find((i: { key: string }) => i.key === 'workers').path).toBe('/worker');
    // a new install: the time zone is set (Asia/Singapore) and the holiday library filled this year; nobody is imported yet
    const before = await doneOf();
    expect(before).toMatchObject({ timeZone: true, holidays: true, staff: false, workers: false, adminLinked: false });

    // the administrator imports people and links his own account to his staff record
    await makeStaff(s.t.db, { userId: s.admin.userId, name: 'Admin Himself' });
    await makeWorker(s.t.db, { name: 'First Worker' });
    expect(await doneOf()).toMatchObject({ staff: true, workers: true, adminLinked: true });
  });

  it('is for administrators: a user without the parameters menu is refused', async () => {
    const clerk = await signInWith(s.t, { account: 'setup-clerk', codes: [] });
    expect((await s.t.get(clerk, CHECKLIST)).status).toBe(403);
  });
});
