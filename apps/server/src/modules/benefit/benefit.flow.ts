import type { FlowListener } from '../flow-hooks.js';
import { claimEnded, claimStarted } from './benefit.service.js';

/** A reimbursement (form 12) naming a benefit takes from the staff's remaining benefit of the year. */
const onReimbursement: FlowListener = async (tx, inst, event) => {
  const e = { tenantId: inst.tenantId, initiator: inst.initiator, processId: inst.id, values: inst.values };
  if (event === 'started') await claimStarted(tx, e);
  else await claimEnded(tx, e, event === 'approved');
};

/** Reactions to the requests of this module's forms, by process key. */
export const benefitFlow: Record<string, FlowListener> = { reimbursement: onReimbursement };
