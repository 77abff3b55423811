import type { FlowListener } from '../flow-hooks.js';
import { SETTLEMENT_KEY } from './settlement.queries.js';
import { followApproval } from './settlement.service.js';

/** Form 37: the settlement was marked sent when its request started; the request's end decides it. */
const onSalarySettlement: FlowListener = async (tx, instance, event) => {
  if (event === 'started') return;
  await followApproval(tx, instance, instance.processInstanceId, event === 'approved');
};

/** Reactions to the requests of this module's forms, by process key. */
export const settlementFlow: Record<string, FlowListener> = { [SETTLEMENT_KEY]: onSalarySettlement };
