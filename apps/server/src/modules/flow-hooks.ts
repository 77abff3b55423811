import type { Db } from '../platform/db/client.js';

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

/**
 * A named hook that BPMN service tasks call (`flow:hook="positive.assessed"`). It runs inside the
 * action's transaction with its `tx`; throwing an AppError refuses the whole action.
 */
export type ServiceHook = (tx: Db, instance: HookInstance) => Promise<void> | void;

/** What happened to a request: it started, or it ended in one of its terminal states. */
export type FlowEvent = 'started' | 'approved' | 'rejected' | 'recalled' | 'cancelled';

/**
 * A module's reaction to the requests of one of its forms (by process key: `leave`, `workerLeave`,
 * `interviewLeader`, ...): a leave record becomes Pending when its request starts and Approved or
 * Rejected when it ends. It runs inside the action's transaction after the engine's effects are
 * written; throwing an AppError refuses the whole action. Changes to `values` are not saved.
 */
export type FlowListener = (tx: Db, instance: HookInstance, event: FlowEvent) => Promise<void> | void;

/** The process key under which a module hears the requests of every form (`flow: { [ANY_PROCESS]: fn }`). */
export const ANY_PROCESS = '*';

/**
 * The reactions and service hooks of one app, contributed by its modules (`flow` and `serviceHooks`
 * of modules/module.ts). `reactions()` lists them: what approving a request does is found here.
 */
export class FlowHooks {
  private readonly listeners = new Map<string, { module: string; fn: FlowListener }[]>();
  private readonly hooks = new Map<string, ServiceHook>();

  constructor() {
    // a hook every install has: it does nothing and lets administrators try service tasks out
    this.addHook('flow.noop', () => undefined);
  }

  addListener(module: string, processKey: string, fn: FlowListener): void {
    this.listeners.set(processKey, [...(this.listeners.get(processKey) ?? []), { module, fn }]);
  }

  addHook(name: string, fn: ServiceHook): void {
    if (!/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/.test(name)) throw new Error(`invalid hook name '${name}'`);
    if (this.hooks.has(name)) throw new Error(`service hook '${name}' is registered twice`);
    this.hooks.set(name, fn);
  }

  hasHook = (name: string): boolean => this.hooks.has(name);
  hook = (name: string): ServiceHook | undefined => this.hooks.get(name);

  async emit(tx: Db, instance: HookInstance, event: FlowEvent): Promise<void> {
    for (const l of this.listeners.get(instance.processKey) ?? []) await l.fn(tx, instance, event);
    // listeners of every request (webhooks) hear it after the form's own reactions
    for (const l of this.listeners.get(ANY_PROCESS) ?? []) await l.fn(tx, instance, event);
  }

  /** Which modules react to which process keys. */
  reactions(): { processKey: string; modules: string[] }[] {
    return [...this.listeners].map(([processKey, list]) => ({ processKey, modules: list.map((l) => l.module) }));
  }
}
