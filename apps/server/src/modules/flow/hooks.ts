import type { Db } from '../../platform/db/client.js';

/** What a service hook sees: the instance being run and its form values. Changes to `values` are saved. */
export interface HookInstance {
  id: string;
  tenantId: string;
  processInstanceId: string;
  formId: string;
  processKey: string;
  initiator: string;
  values: Record<string, unknown>;
}

export type ServiceHook = (tx: Db, instance: HookInstance) => Promise<void> | void;

const hooks = new Map<string, ServiceHook>();

/**
 * Domain modules register the named hooks that BPMN service tasks call (`flow:hook="leave.deduct"`),
 * e.g. deducting a leave balance when a leave request is approved. A hook runs inside the action's
 * transaction with its `tx`; throwing an AppError refuses the whole action.
 */
export function registerServiceHook(name: string, fn: ServiceHook): void {
  if (!/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/.test(name)) throw new Error(`invalid hook name '${name}'`);
  hooks.set(name, fn);
}

export const hasServiceHook = (name: string): boolean => hooks.has(name);
export const serviceHook = (name: string): ServiceHook | undefined => hooks.get(name);

// A hook every install has: it does nothing and lets administrators try service tasks out.
registerServiceHook('flow.noop', () => undefined);

/** What happened to a request: it started, or it ended in one of its terminal states. */
export type FlowEvent = 'started' | 'approved' | 'rejected' | 'recalled' | 'cancelled';
export type FlowListener = (tx: Db, instance: HookInstance, event: FlowEvent) => Promise<void> | void;

const listeners = new Map<string, FlowListener[]>();

/**
 * Domain modules follow the requests of their forms by process key (`leave`, `workerLeave`,
 * `interviewLeader`, ...): a leave record becomes Pending when its request starts and Approved or
 * Rejected when it ends. A listener runs inside the action's transaction, after the engine's effects
 * are written; throwing an AppError refuses the whole action. Changes to `values` are not saved.
 */
export function onFlowEvent(processKey: string, fn: FlowListener): void {
  const list = listeners.get(processKey) ?? [];
  list.push(fn);
  listeners.set(processKey, list);
}

export async function emitFlowEvent(tx: Db, instance: HookInstance, event: FlowEvent): Promise<void> {
  for (const fn of listeners.get(instance.processKey) ?? []) await fn(tx, instance, event);
}
