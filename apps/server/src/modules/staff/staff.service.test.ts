import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STAFF_STATUS, STAFF_UPDATE_STATUS } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import { dept, user } from '../system/system.tables.js';
import { staffs } from './staff.queries.js';
import { applyStaffMove, confirmStaff, quitStaff, rejoinStaff, staffKeepsDept } from './staff.service.js';
import { decideUpdate, proposeUpdate } from './staff-records.service.js';

/* The rules of staff records called directly on a database (the HTTP suite, staff.test.ts, keeps the contract). */

let t: TestApp;
let hr: ServiceContext;
let deptId: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.serviceContext(await t.login());
  [{ id: deptId }] = await t.db.insert(dept).values({ deptName: 'Site office', deptCode: 'SO', parentId: '0', ancestors: '0', deptCategory: 1 }).returning();
});
afterAll(async () => t?.close());

let n = 0;
const addStaff = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return staffs.save(hr, { staffNo: `SV${n}`, enName: `Service staff ${n}`, mobileCode: '+65', mobile: `8200000${n}`, deptId, ...extra });
};
const liveAccounts = async (staffId: string) =>
  t.db
    .select()
    .from(user)
    .where(and(eq(user.staffId, staffId), eq(user.isDeleted, 0)));
const inTx = <T>(work: (tx: ServiceContext['db']) => Promise<T>) => t.db.transaction(work);

describe('staff status moves (the state machine behind quit, rejoin and confirmation)', () => {
  it('a new staff is on probation with a sign-in account; confirmation keeps that account', async () => {
    const s = await addStaff();
    expect(s.status).toBe(STAFF_STATUS.PROBATION);
    expect(await liveAccounts(s.id as string)).toHaveLength(1);
    const { before, after } = await inTx((tx) => confirmStaff(tx, hr.auth, s.id as string, '2026-06-30'));
    expect([before.status, after.status, after.confirmationDate]).toEqual([STAFF_STATUS.PROBATION, STAFF_STATUS.CONFIRMED, '2026-06-30']);
    expect(await liveAccounts(s.id as string)).toHaveLength(1);
  });

  it('allows each move only from its statuses and names the status it refuses', async () => {
    const id = (await addStaff()).id as string;
    await expect(inTx((tx) => rejoinStaff(tx, hr.auth, id))).rejects.toMatchObject({
      code: 409,
      message: expect.stringContaining('(0) does not allow employeeRejoining'),
    });
    await inTx((tx) => quitStaff(tx, hr.auth, id, { quitReason: 'moved abroad' }));
    await expect(inTx((tx) => quitStaff(tx, hr.auth, id, {}))).rejects.toMatchObject({ code: 409 });
    await expect(inTx((tx) => confirmStaff(tx, hr.auth, id))).rejects.toMatchObject({ message: expect.stringContaining('(2) does not allow confirmation') });
    const { after } = await inTx((tx) => rejoinStaff(tx, hr.auth, id, '2026-09-01'));
    expect(after).toMatchObject({ status: STAFF_STATUS.REJOINED, entryDate: '2026-09-01', quitDate: null, quitReason: null });
    const confirmed = await inTx((tx) => confirmStaff(tx, hr.auth, id));
    expect(confirmed.after.status).toBe(STAFF_STATUS.CONFIRMED);
  });

  it('quitting closes the account and revokes its sessions; rejoining opens a new one', async () => {
    const s = await addStaff();
    const id = s.id as string;
    const session = await t.login(String(s.staffNo), initialPassword());
    const quit = await applyStaffMove(hr, id, 'quit', (tx) => quitStaff(tx, hr.auth, id, { quitDate: '2026-07-31' }));
    expect(quit).toMatchObject({ status: STAFF_STATUS.QUIT, quitDate: '2026-07-31', deptName: 'Site office' });
    expect(await liveAccounts(id)).toHaveLength(0);
    await expect(t.serviceContext(session)).rejects.toThrow();
    await applyStaffMove(hr, id, 'employeeRejoining', (tx) => rejoinStaff(tx, hr.auth, id));
    const [account] = await liveAccounts(id);
    expect(account.account).toBe(s.staffNo);
  });

  it('a department with employed staff cannot be removed; one whose staff all quit can', async () => {
    const [{ id: emptied }] = await t.db
      .insert(dept)
      .values({ deptName: 'Closing', deptCode: 'CL', parentId: '0', ancestors: '0', deptCategory: 1 })
      .returning();
    const s = await addStaff({ deptId: emptied });
    await expect(inTx((tx) => staffKeepsDept(tx, hr.auth, [emptied]))).rejects.toMatchObject({
      code: 409,
      message: expect.stringContaining(String(s.staffNo)),
    });
    await inTx((tx) => quitStaff(tx, hr.auth, s.id as string, {}));
    await expect(inTx((tx) => staffKeepsDept(tx, hr.auth, [emptied]))).resolves.toBeUndefined();
  });
});

describe('update requests staff propose for their own record', () => {
  it('adopting applies the changes once; a decided request cannot be decided again', async () => {
    const s = await addStaff();
    const self = await t.serviceContext(await t.login(String(s.staffNo), initialPassword()));
    const request = await proposeUpdate(self, { enName: 'Renamed Staff', address: undefined });
    expect(JSON.parse(request.changes as string)).toEqual({ enName: 'Renamed Staff' });
    const adopted = await decideUpdate(hr, request.id as string, true);
    expect(adopted.auditStatus).toBe(STAFF_UPDATE_STATUS.ADOPTED);
    expect((await staffs.getById(t.db, hr.auth, s.id as string)).enName).toBe('Renamed Staff');
    await expect(decideUpdate(hr, request.id as string, false, 'too late')).rejects.toMatchObject({ code: 409 });
  });

  it('only staff propose; sensitive changes are adopted only with staff_sensitive, and a failed request changes nothing', async () => {
    await expect(proposeUpdate(hr, { enName: 'Nobody' })).rejects.toMatchObject({ code: 403 });
    const s = await addStaff();
    const self = await t.serviceContext(await t.login(String(s.staffNo), initialPassword()));
    const request = await proposeUpdate(self, { bankAccountNo: '99887766' });
    const clerk = await t.serviceContext(await signInWith(t, { account: 'svc.clerk', codes: ['staff_view', 'staff_edit', 'staff_update_audit'] }));
    await expect(decideUpdate(clerk, request.id as string, true)).rejects.toMatchObject({ code: 403, message: expect.stringContaining('staff_sensitive') });
    const failed = await decideUpdate(clerk, request.id as string, false, 'not verified');
    expect(failed).toMatchObject({ auditStatus: STAFF_UPDATE_STATUS.FAILED, reason: 'not verified' });
    expect((await staffs.getById(t.db, hr.auth, s.id as string)).bankAccountNo).toBeNull();
  });
});
