import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { addUser } from '../../../test/users.js';
import { user } from '../system/system.tables.js';
import { formatDateTime } from '../../platform/util.js';
import { initialPassword } from '../../platform/auth/initial-password.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

// 'authenticated' calls any signed-in user may make: refused only because of the password
const BUSINESS = ['/api/blade-system/menu/routes', '/api/blade-flow/work/todo-list', '/api/mcc-open/open-flow/token'];

describe('a session that must change its password answers only the password change', () => {
  it('refuses business calls while the initial password is in use, and serves them after the change', async () => {
    await addUser(t, { account: 'newbie', password: initialPassword(), isInitialPassword: 1 });
    const s = await t.login('newbie', initialPassword());
    for (const url of BUSINESS) {
      const res = await t.get(s, url);
      expect(res.status, url).toBe(403);
      expect(res.msg).toMatch(/change your password first/);
    }
    const info = await t.get(s, '/api/blade-user/all-info');
    expect(info.status).toBe(200);
    expect(info.data.passwordInitial).toBe(true);

    const changed = await t.post(s, '/api/blade-user/update-password', {
      oldPassword: initialPassword(),
      newPassword: 'Newbie@2026x',
      newPassword1: 'Newbie@2026x',
    });
    expect(changed.code).toBe(200);
    expect((await t.get(s, '/api/blade-system/menu/routes')).status).toBe(200);
  });

  it('refuses business calls of a password older than 90 days; the forced reset and sign-out answer', async () => {
    const id = await addUser(t, { account: 'oldtimer', password: 'Oldtimer@123' });
    await t.db
      .update(user)
      .set({ passwordTime: formatDateTime(new Date(Date.now() - 91 * 86_400_000)) })
      .where(eq(user.id, id));
    const s = await t.login('oldtimer', 'Oldtimer@123');
    expect((await t.get(s, '/api/blade-system/menu/routes')).status).toBe(403);
    const reset = await t.post(s, '/api/blade-user/resetPassword1', { newPassword: 'Oldtimer@456', newPassword1: 'Oldtimer@456' });
    expect(reset.code).toBe(200);
    expect((await t.get(s, '/api/blade-system/menu/routes')).status).toBe(200);

    await t.db
      .update(user)
      .set({ passwordTime: formatDateTime(new Date(Date.now() - 91 * 86_400_000)) })
      .where(eq(user.id, id));
    const again = await t.login('oldtimer', 'Oldtimer@456');
    expect((await t.get(again, '/api/blade-auth/oauth/logout')).code).toBe(200);
    expect((await t.get(again, '/api/blade-user/all-info')).status).toBe(401);
  });
});
