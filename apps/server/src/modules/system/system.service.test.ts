import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppVersionStatus, FeedbackStatus } from '@hr/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { ADMIN_ALIAS } from '../../platform/auth/context.js';
import { appVersions } from './app-version.queries.js';
import { latestVersion } from './app-version.service.js';
import { depts } from './dept.queries.js';
import { dictionaries } from './dict.queries.js';
import { dictionaryItems } from './dict.service.js';
import { feedbacks } from './feedback.queries.js';
import { closeFeedback, replyToFeedback } from './feedback.service.js';
import { grantedKeys, roles } from './role.queries.js';
import { grantRoles } from './role.service.js';
import { users } from './user.queries.js';
import { menuIds, STRONG_PASSWORD } from './identity.fixtures.js';
import { role } from './system.tables.js';

/*
 * The system module's rules called as services, on a database and without HTTP (the HTTP suites
 * beside this file hold the contract of the calls).
 */

let t: TestApp;
let ctx: ServiceContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = await t.serviceContext(await t.login());
});
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const noGrants = { dataScopeIds: [], apiScopeIds: [] };

describe('departments', () => {
  it('keep ancestors on write: moving a department rewrites its whole subtree', async () => {
    const a = await depts.save(ctx, { deptName: 'A' });
    const b = await depts.save(ctx, { deptName: 'B', parentId: a.id });
    const c = await depts.save(ctx, { deptName: 'C', parentId: b.id });
    const d = await depts.save(ctx, { deptName: 'D' });
    expect(c.ancestors).toBe(`0,${a.id},${b.id}`);

    await depts.save(ctx, { id: b.id, parentId: d.id });
    expect((await depts.getById(ctx.db, ctx.auth, c.id as string)).ancestors).toBe(`0,${d.id},${b.id}`);
    await expect(depts.save(ctx, { id: d.id, parentId: c.id })).rejects.toMatchObject({ code: 400 });
    await expect(depts.remove(ctx, [d.id as string])).rejects.toMatchObject({ code: 409, message: expect.stringContaining('(B)') });
  });

  it("save a company's shareholders with it and answer them with its parent's name", async () => {
    const group = await depts.save(ctx, { deptName: 'Group' });
    const company = await depts.save(ctx, {
      deptName: 'Holding',
      parentId: group.id,
      deptCategory: 1,
      shareholders: [{ name: 'Ann', stock: '60%' }, { name: 'Bo' }],
    });
    const shown = await depts.detail(ctx, company.id as string);
    expect(shown).toMatchObject({
      parentName: 'Group',
      shareholders: [
        { name: 'Ann', stock: '60%', sort: 1 },
        { name: 'Bo', sort: 2 },
      ],
    });
    // a later save without a list keeps the shareholders
    await depts.save(ctx, { id: company.id, deptName: 'Holding Ltd' });
    expect(((await depts.detail(ctx, company.id as string)).shareholders as Row[]).map((s) => s.name)).toEqual(['Ann', 'Bo']);
  });
});

describe('feedback', () => {
  it('is processed by a reply, then closed; closed feedback takes no reply', async () => {
    const fb = await feedbacks.save(ctx, { title: 'Slow page', content: 'The report takes a minute' });
    const replied = await replyToFeedback(ctx, { id: fb.id as string, reply: 'Fixed in 1.2' });
    expect(replied).toMatchObject({ status: FeedbackStatus.PROCESSED, reply: 'Fixed in 1.2', processUser: ctx.auth.userId });
    expect((await closeFeedback(ctx, fb.id as string)).status).toBe(FeedbackStatus.CLOSED);
    await expect(replyToFeedback(ctx, { id: fb.id as string, reply: 'Again' })).rejects.toMatchObject({ code: 400, message: 'The feedback is closed' });
  });
});

describe('dictionary lookups', () => {
  it('are cached per app until a write to the dictionary bumps its version, in the asked language', async () => {
    const first = await dictionaryItems(ctx, 'biz', { code: 'feedback_status' });
    expect(first.map((i) => i.dictValue)).toEqual(['Pending', 'Processed', 'Closed']);
    expect(await dictionaryItems(ctx, 'biz', { code: 'feedback_status' })).toBe(first);
    expect((await dictionaryItems(ctx, 'biz', { code: 'feedback_status', lang: 'zh' })).map((i) => i.dictValue)).toEqual(['待处理', '已处理', '已关闭']);

    const [parent] = await dictionaries.biz.all(ctx.db, ctx, { code: 'feedback_status', parentId: '0' });
    await dictionaries.biz.save(ctx, { parentId: parent.id, dictKey: '4', dictValue: 'Archived', sort: 4 });
    const after = await dictionaryItems(ctx, 'biz', { code: 'feedback_status' });
    expect(after.map((i) => i.dictValue)).toEqual(['Pending', 'Processed', 'Closed', 'Archived']);
    await expect(dictionaries.biz.save(ctx, { parentId: parent.id, dictKey: '4', dictValue: 'Twice' })).rejects.toMatchObject({ code: 409 });
  });
});

describe('role grants', () => {
  it('let a non-administrator grant only menus they hold, and never to the administrator role', async () => {
    const clerk = await roles.save(ctx, { roleName: 'Clerk', roleAlias: 'clerk' });
    const helper = await roles.save(ctx, { roleName: 'Helper', roleAlias: 'helper' });
    const [userView, roleGrant] = await Promise.all([menuIds(t, ['user_view']), menuIds(t, ['role_grant'])]);
    await grantRoles(ctx, { roleIds: [clerk.id as string], menuIds: [...userView, ...roleGrant], ...noGrants });
    await users.save(ctx, { account: 'clerk1', realName: 'Clerk One', password: STRONG_PASSWORD, roleId: clerk.id });
    const clerkCtx = await t.serviceContext(await t.login('clerk1', STRONG_PASSWORD));

    const [userAdd] = await menuIds(t, ['user_add']);
    await expect(grantRoles(clerkCtx, { roleIds: [helper.id as string], menuIds: [userAdd], ...noGrants })).rejects.toMatchObject({ code: 403 });
    const [admin] = await t.db.select({ id: role.id }).from(role).where(eq(role.roleAlias, ADMIN_ALIAS));
    await expect(grantRoles(clerkCtx, { roleIds: [admin.id], menuIds: userView, ...noGrants })).rejects.toMatchObject({ code: 403 });

    await grantRoles(clerkCtx, { roleIds: [helper.id as string], menuIds: userView, ...noGrants });
    expect(await grantedKeys(ctx.db, ctx.auth, [helper.id as string])).toEqual({ menu: userView, dataScope: [], apiScope: [] });
  });
});

describe('app versions', () => {
  it('offer the highest published version number, whatever the publication order', async () => {
    for (const [appVersion, status] of [
      ['1.10', AppVersionStatus.PUBLISHED],
      ['1.9', AppVersionStatus.PUBLISHED],
      ['2.0', AppVersionStatus.WITHDRAWN],
    ] as const) {
      await appVersions.save(ctx, { appVersion, deviceMode: 'android', status });
    }
    expect(await latestVersion(ctx.db, 'android')).toMatchObject({ appVersion: '1.10' });
    expect(await latestVersion(ctx.db, 'ios')).toBeNull();
  });
});
