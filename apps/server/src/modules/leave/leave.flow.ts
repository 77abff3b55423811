import { LeaveStatus, UserType } from '@hr/contracts';
import { badRequest } from '../../platform/errors.js';
import type { FlowEvent, FlowListener } from '../flow-hooks.js';
import { leaveInputFromForm } from './leave.rules.js';
import { lockForCancel, recordCancelledBy } from './leave.queries.js';
import { approvePending, markCancellation, releaseApproved, settlePending, takeLeave } from './leave.service.js';

/** How a request's end maps onto its leave record. */
const ENDS: Record<Exclude<FlowEvent, 'started'>, number> = {
  approved: LeaveStatus.APPROVED,
  rejected: LeaveStatus.REJECTED,
  recalled: LeaveStatus.RECALLED,
  cancelled: LeaveStatus.CANCELLED,
};

/** Leave requests (form 2 staff, form 29 workers): checked and written Pending at start, settled at the end. */
const onLeaveRequest =
  (userType: UserType): FlowListener =>
  async (tx, instance, event) => {
    if (event === 'started') {
      // recount: the days are the server's count of the dates, whatever the form sent
      await takeLeave(tx, { tenantId: instance.tenantId, userId: instance.initiator }, leaveInputFromForm(instance.values, userType), {
        recount: true,
        status: LeaveStatus.PENDING,
        flowInstanceId: instance.id,
        processInstanceId: instance.processInstanceId,
      });
      return;
    }
    if (event === 'approved') await approvePending(tx, instance.id);
    else await settlePending(tx, instance.id, ENDS[event]);
  };

/** Cancel leave (form 9): names an approved leave; once approved the leave is "cancel leave" and its days come back. */
const onCancelHoliday: FlowListener = async (tx, instance, event) => {
  const auth = { tenantId: instance.tenantId };
  if (event === 'started') {
    const id = String(instance.values.leaveRecordId ?? '');
    if (!/^\d{1,19}$/.test(id)) throw badRequest('leaveRecordId: choose the leave to cancel');
    const rec = await lockForCancel(tx, auth, id);
    const staffId = instance.values.staffId ? String(instance.values.staffId) : null;
    if (staffId && rec.staffId !== staffId) throw badRequest('leaveRecordId: this leave belongs to someone else');
    if (rec.leaveStatus !== LeaveStatus.APPROVED) throw badRequest('leaveRecordId: only approved leave can be cancelled');
    if (rec.cancelInstanceId) throw badRequest('leaveRecordId: a cancellation of this leave is already pending');
    await markCancellation(tx, rec.id, instance.id);
    return;
  }
  const recordId = await recordCancelledBy(tx, instance, instance.id);
  if (!recordId) return;
  const rec = await lockForCancel(tx, auth, recordId);
  if (event === 'approved') await releaseApproved(tx, rec, LeaveStatus.CANCEL_LEAVE);
  else await markCancellation(tx, rec.id, null);
};

/** Reactions to the requests of the leave forms, by process key. */
export const leaveFlow: Record<string, FlowListener> = {
  leave: onLeaveRequest(UserType.STAFF),
  workerLeave: onLeaveRequest(UserType.WORKER),
  cancelHoliday: onCancelHoliday,
};
