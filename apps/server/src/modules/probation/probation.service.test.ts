import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ASSESSMENT_RESULT, PROBATION_STATUS, RENEWAL_STATUS } from '@hr/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { nextId } from '../../platform/db/ids.js';
import { staff } from '../staff/staff.tables.js';
import { addMonths, today } from './probation.dates.js';
import { getRecord, openRecordOf } from './probation.queries.js';
import { sendNotification } from './probation.notices.js';
import {
  assessmentApproved,
  assessmentEnded,
  assessmentStarted,
  closeProbation,
  extendProbation,
  removeRecords,
  requireResult,
  saveRenewalContract,
  type AssessmentEvent,
} from './probation.service.js';

/*
 * The probation record's state machine through the service functions, on a database without HTTP:
 * HR's actions and the form-5 reactions (called as the engine calls them, inside a transaction).
 */

let t: TestApp;
let ctx: ServiceContext;

async function staffOnProbation(staffNo: string, entryDate: string, status = 0): Promise<string> {
  const [row] = await t.db
    .insert(staff)
    .values({ staffNo, enName: `Staff ${staffNo}`, entryDate, status })
    .returning();
  return row.id;
}
/** A form-5 request event of HR about `staffId` (the process id stands for the request). */
const assessment = (staffId: string, values: Record<string, unknown> = {}): AssessmentEvent => ({
  tenantId: ctx.auth.tenantId,
  initiator: ctx.auth.userId,
  processId: nextId(),
  values: { staffId, ...values },
});
const inTransaction = (run: (tx: ServiceContext['db']) => Promise<void>) => t.db.transaction(run);

beforeAll(async () => {
  t = await createTestApp();
  ctx = await t.serviceContext(await t.login());
});
afterAll(async () => t?.close());

describe('HR actions on a probation record', () => {
  it('extending creates the record on first use (entry date + 3 months) and never moves the end backwards', async () => {
    const staffId = await staffOnProbation('S001', '2026-03-31');
    const rec = await extendProbation(ctx, { staffId, months: 2 });
    expect(rec).toMatchObject({
      originalEndDate: '2026-06-30',
      probationEndDate: '2026-08-30',
      extendCount: 1,
      extendedMonths: 2,
      recordStatus: PROBATION_STATUS.ON_PROBATION,
    });
    await expect(extendProbation(ctx, { id: rec.id, probationEndDate: '2026-08-01' })).rejects.toMatchObject({
      code: 400,
      message: expect.stringMatching(/^probationEndDate/),
    });
    const toDate = await extendProbation(ctx, { id: rec.id, probationEndDate: '2026-10-30' });
    expect(toDate).toMatchObject({ probationEndDate: '2026-10-30', extendCount: 2, extendedMonths: 4 });
  });

  it('a closed record refuses extension and reminders; removing it leaves the staff without a record', async () => {
    const staffId = await staffOnProbation('S002', '2026-05-01');
    const closed = await closeProbation(ctx, { staffId, remark: 'Transferred' });
    expect(closed).toMatchObject({ recordStatus: PROBATION_STATUS.CLOSED, remark: 'Transferred' });
    await expect(extendProbation(ctx, { id: closed.id, months: 1 })).rejects.toMatchObject({ code: 409 });
    await expect(sendNotification(ctx, closed.id)).rejects.toMatchObject({ code: 409, message: 'recordStatus: the probation is over' });
    await removeRecords(ctx, [closed.id]);
    await expect(getRecord(t.db, ctx.auth, closed.id)).rejects.toMatchObject({ code: 404 });
  });

  it('staff who are not on probation get no record', async () => {
    const confirmed = await staffOnProbation('S003', '2025-01-01', 1);
    await expect(extendProbation(ctx, { staffId: confirmed, months: 1 })).rejects.toMatchObject({
      code: 400,
      message: 'staffId: this staff is not on probation',
    });
  });
});

describe('the confirmation assessment reactions', () => {
  it('started -> assessing (once at a time, and not removable); rejected -> on probation again', async () => {
    const staffId = await staffOnProbation('A001', '2026-06-01');
    const e = assessment(staffId, { leaderId: ctx.auth.userId });
    await inTransaction((tx) => assessmentStarted(tx, e));
    await expect(extendProbation(ctx, { staffId, months: 1 })).rejects.toMatchObject({ code: 409 });
    await expect(inTransaction((tx) => assessmentStarted(tx, assessment(staffId)))).rejects.toMatchObject({
      code: 409,
      message: expect.stringContaining('already running'),
    });
    const running = (await openRecordOf(t.db, ctx.auth, staffId))!;
    await expect(removeRecords(ctx, [running.id])).rejects.toMatchObject({ code: 409 });
    await inTransaction((tx) => assessmentEnded(tx, e));
    const reopened = await extendProbation(ctx, { staffId, months: 1 });
    expect(reopened).toMatchObject({ recordStatus: PROBATION_STATUS.ON_PROBATION, processId: e.processId, leaderId: ctx.auth.userId });
  });

  it('the leader must choose a result, and months when extending', () => {
    expect(() => requireResult({})).toThrow(/^result/);
    expect(() => requireResult({ result: ASSESSMENT_RESULT.EXTEND })).toThrow(/^extendMonths/);
    expect(() => requireResult({ result: ASSESSMENT_RESULT.CONFIRM })).not.toThrow();
  });

  it('approved with "extend": the end date moves and the record is on probation again, keeping the scores', async () => {
    const staffId = await staffOnProbation('A002', '2026-06-01');
    const e = assessment(staffId, { result: ASSESSMENT_RESULT.EXTEND, extendMonths: 2, workQuality: 2, teamwork: 3, leaderComment: 'More time' });
    await inTransaction((tx) => assessmentStarted(tx, e));
    await inTransaction((tx) => assessmentApproved(tx, e));
    const rec = await extendProbation(ctx, { staffId, months: 1 });
    expect(rec).toMatchObject({
      probationEndDate: addMonths('2026-09-01', 3),
      extendCount: 2,
      result: ASSESSMENT_RESULT.EXTEND,
      score: '2.5',
      leaderComment: 'More time',
    });
  });

  it('approved with "confirm": the staff is confirmed today in the same transaction; "terminate" is not passed', async () => {
    const confirmedId = await staffOnProbation('A003', '2026-06-01');
    const confirm = assessment(confirmedId, { result: ASSESSMENT_RESULT.CONFIRM });
    await inTransaction((tx) => assessmentStarted(tx, confirm));
    await inTransaction((tx) => assessmentApproved(tx, confirm));
    const [s] = await t.db.select().from(staff).where(eq(staff.id, confirmedId));
    expect(s).toMatchObject({ status: 1, confirmationDate: today() });

    const endedId = await staffOnProbation('A004', '2026-06-01');
    const terminate = assessment(endedId, { result: ASSESSMENT_RESULT.TERMINATE });
    await inTransaction((tx) => assessmentStarted(tx, terminate));
    await inTransaction((tx) => assessmentApproved(tx, terminate));
    // neither is open any more: a new action on the staff finds no open record to act on
    await expect(extendProbation(ctx, { staffId: confirmedId, months: 1 })).rejects.toMatchObject({ code: 400 });
    const reopened = await extendProbation(ctx, { staffId: endedId, months: 1 });
    expect(reopened).toMatchObject({ recordStatus: PROBATION_STATUS.ON_PROBATION, extendCount: 1, result: null });
  });
});

describe('contract terms', () => {
  it('one term per employed staff: saving again updates it and keeps what was not sent', async () => {
    const staffId = await staffOnProbation('C001', '2026-01-01');
    const first = await saveRenewalContract(ctx, { staffId, contractStartDate: '2026-01-01', contractEndDate: '2026-12-31', remark: 'First term' });
    expect(first).toMatchObject({ contractStartDate: '2026-01-01', renewalStatus: RENEWAL_STATUS.PENDING, version: 1 });
    const renewed = await saveRenewalContract(ctx, { staffId, contractEndDate: '2027-12-31', renewalStatus: RENEWAL_STATUS.RENEWED });
    expect(renewed).toMatchObject({
      id: first.id,
      contractStartDate: '2026-01-01',
      contractEndDate: '2027-12-31',
      renewalStatus: RENEWAL_STATUS.RENEWED,
      remark: 'First term',
      version: 2,
    });
    const quit = await staffOnProbation('C002', '2026-01-01', 2);
    await expect(saveRenewalContract(ctx, { staffId: quit, contractEndDate: '2026-12-31' })).rejects.toMatchObject({
      code: 400,
      message: 'staffId: no such employed staff',
    });
  });
});
