import type { FlowListener } from '../flow-hooks.js';
import { publishEvent } from './webhook.publish.js';

/** Every request's start and end, as `request.<event>` webhooks (in the action's transaction). */
export const requestWebhooks: FlowListener = async (tx, inst, event) => {
  await publishEvent(tx, inst, `request.${event}`, {
    instanceId: inst.id,
    processInstanceId: inst.processInstanceId,
    processKey: inst.processKey,
    formId: inst.formId,
    initiatorUserId: inst.initiator,
  });
};
