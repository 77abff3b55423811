import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENEFIT_TYPE_STATUS } from '@hr/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { nextId } from '../../platform/db/ids.js';
import { staff } from '../staff/staff.tables.js';
import { balancesOfStaff, benefitTypes, currentYear } from './benefit.queries.js';
import { benefitList, claimEnded, claimStarted, setBenefitStatus, setStaffLevel, updateLevels, type ClaimEvent } from './benefit.service.js';

/*
 * Benefit rules through the service functions on a database, without HTTP: a type's amounts per level,
 * staff levels, and what claims (the form-12 reaction's work) hold, use and release.
 */

let t: TestApp;
let ctx: ServiceContext;
let medical: string;
let staffId: string;

async function addStaff(staffNo: string, status = 1): Promise<string> {
  const [row] = await t.db
    .insert(staff)
    .values({ staffNo, enName: `Staff ${staffNo}`, status })
    .returning();
  return row.id;
}
/** A reimbursement of `amount` naming the medical benefit, as the flow engine reports it. */
const claim = (amount: number, benefitId = medical): ClaimEvent => ({
  tenantId: ctx.auth.tenantId,
  initiator: ctx.auth.userId,
  processId: nextId(),
  values: { staffId, benefitId, amount },
});
const start = (e: ClaimEvent) => t.db.transaction((tx) => claimStarted(tx, e));
const end = (e: ClaimEvent, approved: boolean) => t.db.transaction((tx) => claimEnded(tx, e, approved));
const medicalBalance = async () => (await balancesOfStaff(t.db, ctx.auth, staffId, currentYear(), [medical]))[0];

beforeAll(async () => {
  t = await createTestApp();
  ctx = await t.serviceContext(await t.login());
  staffId = await addStaff('B001');
});
afterAll(async () => t?.close());

describe('benefit types and levels', () => {
  it('a type is saved with its amounts per level; a level named twice refuses the whole save', async () => {
    const saved = await benefitTypes.save(ctx, {
      benefitName: 'Medical',
      benefitCode: 'MED',
      levels: [
        { level: 'L1', amount: 500 },
        { level: 'L2', amount: 1000 },
      ],
    });
    medical = saved.id as string;
    expect((await benefitTypes.detail(ctx, medical)).levels).toEqual([
      { level: 'L1', amount: 500 },
      { level: 'L2', amount: 1000 },
    ]);
    const twice = benefitTypes.save(ctx, {
      benefitName: 'Dental',
      benefitCode: 'DEN',
      levels: [
        { level: 'L1', amount: 1 },
        { level: 'L1', amount: 2 },
      ],
    });
    await expect(twice).rejects.toMatchObject({ code: 400, message: 'levels: Duplicate item! (L1)' });
    expect(await benefitTypes.all(t.db, ctx, { benefitCode: 'DEN' })).toEqual([]);
    const updated = await updateLevels(ctx, { benefitId: medical, levels: [{ level: 'L1', amount: 500 }] });
    expect(updated.levels).toEqual([{ level: 'L1', amount: 500 }]);
  });

  it('levels are set for employed staff only, all or none', async () => {
    const quit = await addStaff('B002', 2);
    await expect(setStaffLevel(ctx, [staffId, quit], 'L1')).rejects.toMatchObject({ code: 400, message: 'staffIds: no such employed staff' });
    expect(await setStaffLevel(ctx, [staffId], 'L1')).toBe(1);
    expect(await medicalBalance()).toMatchObject({ level: 'L1', entitled: 500, remaining: 500 });
  });

  it("another staff's balances need staffBenefit_view; a caller without a staff record has none", async () => {
    const employee = await t.serviceContext(await signInWith(t, { account: 'employee' }));
    await expect(benefitList(employee, { staffId })).rejects.toMatchObject({ code: 404 });
    expect(await benefitList(employee, {})).toEqual([]);
    expect(await benefitList(ctx, { staffId })).toHaveLength(1);
  });
});

describe('claims', () => {
  it('a running claim holds its amount, a released one gives it back, an approved one uses it', async () => {
    await expect(start(claim(600))).rejects.toMatchObject({ code: 400, message: 'amount: Cannot exceed the remaining benefit (500.00)' });
    const held = claim(300);
    await start(held);
    expect(await medicalBalance()).toMatchObject({ pending: 300, remaining: 200 });
    await expect(start(claim(250))).rejects.toMatchObject({ message: 'amount: Cannot exceed the remaining benefit (200.00)' });
    await end(held, false);
    expect(await medicalBalance()).toMatchObject({ pending: 0, remaining: 500 });
    const used = claim(120);
    await start(used);
    await end(used, true);
    expect(await medicalBalance()).toMatchObject({ used: 120, pending: 0, remaining: 380 });
  });

  it('a reimbursement without a benefit is no claim; a disabled benefit cannot be claimed', async () => {
    await start(claim(5000, ''));
    expect(await medicalBalance()).toMatchObject({ used: 120, pending: 0 });
    await setBenefitStatus(ctx, [medical], BENEFIT_TYPE_STATUS.DISABLED);
    await expect(start(claim(10))).rejects.toMatchObject({ code: 400, message: 'benefitId: no such benefit' });
    await expect(start({ ...claim(10), values: { benefitId: medical, amount: 10 } })).rejects.toMatchObject({
      message: 'staffId: required for a benefit claim',
    });
  });
});
