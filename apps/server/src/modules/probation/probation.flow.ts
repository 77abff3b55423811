import type { FlowListener, ServiceHook } from '../flow-hooks.js';
import { assessmentApproved, assessmentEnded, assessmentStarted, requireResult } from './probation.service.js';

/** The confirmation assessment (form 5) drives the record: started -> assessing; approved -> the result applies; otherwise back on probation. */
const onPositive: FlowListener = async (tx, inst, event) => {
  const e = { tenantId: inst.tenantId, initiator: inst.initiator, processId: inst.id, values: inst.values };
  if (event === 'started') await assessmentStarted(tx, e);
  else if (event === 'approved') await assessmentApproved(tx, e);
  else await assessmentEnded(tx, e);
};

/** Reactions to the requests of this module's forms, by process key. */
export const probationFlow: Record<string, FlowListener> = { positive: onPositive };

/** The leader's approval of an assessment needs a result (the `positive.assessed` service task). */
export const assessedHook: ServiceHook = (_tx, inst) => requireResult(inst.values);
