import type { Db } from '../../platform/db/client.js';
import { badRequest } from '../../platform/errors.js';
import type { FlowEvent, FlowListener, HookInstance } from '../flow-hooks.js';
import { FLOW_RUNNING, type Action } from './status.js';
import { lockedInterview, type InterviewRow } from './recruit.queries.js';
import { move, type Actor } from './interview.service.js';

/* Reactions to the approval requests of forms 16 (interview pass) and 32 (leader approval). */

/** The leader-form values copied to the interview's offer when approved. */
const LEADER_FIELDS = ['offerTemplate', 'assignees', 'internship', 'noticePeriod', 'workWeekBasis', 'commenceDate', 'endDate', 'contractPeriod'] as const;

async function interviewOfRequest(tx: Db, instance: HookInstance): Promise<InterviewRow> {
  const id = String(instance.values.interviewId ?? '');
  if (!/^\d{1,19}$/.test(id)) throw badRequest('interviewId: must be an interview id');
  const row = await lockedInterview(tx, id, instance);
  if (!row) throw badRequest('interviewId: no such interview');
  return row;
}

const engineActor = (instance: HookInstance): Actor => ({ tenantId: instance.tenantId, userId: instance.initiator, account: 'flow' });

/**
 * Follows a request of form 16 or 32: its start moves the interview into the waiting status (and
 * refuses a request for an interview that is not ready for it), its end moves it on or back.
 * Requests that are not the interview's current one are ignored once started.
 */
function follow(o: {
  processColumn: 'passProcessId' | 'leaderProcessId';
  start: Action;
  approved: Action;
  refused: Action;
  onApproved?: (instance: HookInstance) => Partial<InterviewRow>;
}): FlowListener {
  return async (tx: Db, instance: HookInstance, event: FlowEvent) => {
    const row = await interviewOfRequest(tx, instance);
    const actor = engineActor(instance);
    if (event === 'started') {
      await move(tx, actor, undefined, row, o.start, { [o.processColumn]: instance.id });
      return;
    }
    if (row[o.processColumn] !== instance.id || !FLOW_RUNNING.includes(row.status)) return;
    if (event === 'approved') await move(tx, actor, undefined, row, o.approved, o.onApproved?.(instance) ?? {});
    else await move(tx, actor, undefined, row, o.refused);
  };
}

/** Reactions to the requests of this module's forms, by process key. */
export const recruitFlow: Record<string, FlowListener> = {
  interviewPass: follow({ processColumn: 'passProcessId', start: 'requestPass', approved: 'passApproved', refused: 'passRefused' }),
  interviewLeader: follow({
    processColumn: 'leaderProcessId',
    start: 'requestLeader',
    approved: 'leaderApproved',
    refused: 'leaderRefused',
    onApproved: (instance) => ({
      offer: Object.fromEntries(LEADER_FIELDS.filter((k) => instance.values[k] !== undefined).map((k) => [k, instance.values[k]])),
    }),
  }),
};
