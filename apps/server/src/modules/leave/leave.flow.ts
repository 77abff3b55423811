import { and, eq } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { onFlowEvent, type FlowEvent } from '../flow/hooks.js';
import { leaveRecord } from './leave.tables.js';
import { LeaveStatus, USER_STAFF, USER_WORKER, leaveInputFromForm, lockForCancel, releaseApproved, settlePending, takeLeave } from './leave.service.js';

/** How a request's end maps onto its leave record. */
const ENDS: Record<Exclude<FlowEvent, 'started'>, number> = {
  approved: LeaveStatus.APPROVED,
  rejected: LeaveStatus.REJECTED,
  recalled: LeaveStatus.RECALLED,
  cancelled: LeaveStatus.CANCELLED,
};

// Leave requests (form 2 staff, form 29 workers): checked and written Pending at start, settled at the end.
for (const [key, userType] of [['leave', USER_STAFF], ['workerLeave', USER_WORKER]] as const) {
  onFlowEvent(key, async (tx, instance, event) => {
    if (event === 'started') {
      await takeLeave(tx, { tenantId: instance.tenantId, userId: instance.initiator }, leaveInputFromForm(instance.values, userType), {
        status: LeaveStatus.PENDING,
        flowInstanceId: instance.id,
        processInstanceId: instance.processInstanceId,
      });
      return;
    }
    await settlePending(tx, instance.id, ENDS[event]);
  });
}

// Cancel leave (form 9): names an approved leave; once approved the leave is "cancel leave" and its days come back.
onFlowEvent('cancelHoliday', async (tx, instance, event) => {
  const auth = { tenantId: instance.tenantId };
  if (event === 'started') {
    const id = String(instance.values.leaveRecordId ?? '');
    if (!/^\d{1,19}$/.test(id)) throw badRequest('leaveRecordId: choose the leave to cancel');
    const rec = await lockForCancel(tx, auth, id);
    const staffId = instance.values.staffId ? String(instance.values.staffId) : null;
    if (staffId && rec.staffId !== staffId) throw badRequest('leaveRecordId: this leave belongs to someone else');
    if (rec.leaveStatus !== LeaveStatus.APPROVED) throw badRequest('leaveRecordId: only approved leave can be cancelled');
    if (rec.cancelInstanceId) throw badRequest('leaveRecordId: a cancellation of this leave is already pending');
    await tx.update(leaveRecord).set({ cancelInstanceId: instance.id, updateTime: formatDateTime(new Date()) }).where(eq(leaveRecord.id, rec.id));
    return;
  }
  const [ref] = await tx.select({ id: leaveRecord.id }).from(leaveRecord).where(and(eq(leaveRecord.tenantId, instance.tenantId), eq(leaveRecord.cancelInstanceId, instance.id))).limit(1);
  if (!ref) return;
  const rec = await lockForCancel(tx, auth, ref.id);
  if (event === 'approved') await releaseApproved(tx, rec, LeaveStatus.CANCEL_LEAVE);
  else await tx.update(leaveRecord).set({ cancelInstanceId: null, updateTime: formatDateTime(new Date()) }).where(eq(leaveRecord.id, rec.id));
});
