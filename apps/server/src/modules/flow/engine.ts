import { evaluateCondition } from '@hr/contracts';
import type { AssigneeRule, FlowModel, FlowNode } from './bpmn.js';

/**
 * The engine core: moves tokens through a parsed definition. It knows nothing of the database: the
 * caller supplies ports (ids, assignee resolution, hooks) and persists the effects it reports, all in
 * one transaction. State is a plain JSON value kept on the instance row.
 */
export type InstanceStatus = 'running' | 'approved' | 'rejected' | 'recalled' | 'cancelled';
export type TaskStatus = 'open' | 'approved' | 'rejected' | 'closed' | 'escalated';

export interface EngineTask {
  id: string;
  assignee: string;
  status: TaskStatus;
}
export interface Activation {
  id: string;
  elementId: string;
  mode: 'single' | 'any' | 'all';
  tasks: EngineTask[];
}
export interface EngineState {
  status: InstanceStatus;
  activations: Activation[];
  /** Parallel joins: gateway id -> incoming flow ids that have arrived. */
  joins: Record<string, string[]>;
}

export type Effect =
  /** An element was passed through at once (start, gateways, service tasks, end). */
  | { t: 'pass'; elementId: string; type: FlowNode['type']; name: string }
  | { t: 'taskOpen'; taskId: string; activationId: string; elementId: string; name: string; assignee: string; mode: Activation['mode']; dueIn?: number }
  | { t: 'taskDone'; taskId: string; status: Exclude<TaskStatus, 'open'>; by?: string; comment?: string }
  | { t: 'end'; status: Exclude<InstanceStatus, 'running'> };

export interface EnginePorts {
  newId(): string;
  /** User ids an assignee rule names (alternatives tried in order). */
  resolve(rule: AssigneeRule[], node: FlowNode, exclude?: string[]): Promise<string[]>;
  hook(name: string, node: FlowNode): Promise<void>;
  values(): Record<string, unknown>;
}

/** A refusal: 409 for a stale or finished task/instance, 403 for someone else's task, 400 for a definition that cannot proceed. */
export class FlowError extends Error {
  constructor(
    readonly code: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export class Engine {
  readonly effects: Effect[] = [];
  constructor(
    readonly model: FlowModel,
    readonly state: EngineState,
    private readonly ports: EnginePorts,
  ) {}

  static initial(): EngineState {
    return { status: 'running', activations: [], joins: {} };
  }

  private node(id: string): FlowNode {
    const n = this.model.nodes.get(id);
    if (!n) throw new FlowError(400, `element '${id}' is not in the definition`);
    return n;
  }

  async start(): Promise<void> {
    const start = this.node(this.model.startId);
    this.effects.push({ t: 'pass', elementId: start.id, type: 'start', name: start.name });
    await this.leave(start);
    this.settle();
  }

  private async take(flowId: string): Promise<void> {
    const f = this.model.flows.get(flowId)!;
    await this.arrive(this.node(f.target), flowId);
  }

  private async leave(n: FlowNode): Promise<void> {
    for (const fid of n.outgoing) await this.take(fid);
  }

  private async arrive(n: FlowNode, via: string): Promise<void> {
    switch (n.type) {
      case 'end':
        this.effects.push({ t: 'pass', elementId: n.id, type: 'end', name: n.name });
        return;
      case 'serviceTask':
        this.effects.push({ t: 'pass', elementId: n.id, type: n.type, name: n.name });
        await this.ports.hook(n.hook!, n);
        return this.leave(n);
      case 'exclusive': {
        this.effects.push({ t: 'pass', elementId: n.id, type: n.type, name: n.name });
        if (n.outgoing.length === 1) return this.take(n.outgoing[0]);
        const values = this.ports.values();
        const chosen = n.outgoing.find((fid) => {
          const f = this.model.flows.get(fid)!;
          return fid !== n.defaultFlow && f.condition && evaluateCondition(f.condition, values);
        });
        const target = chosen ?? n.defaultFlow;
        if (!target) throw new FlowError(400, `no path out of gateway '${n.name || n.id}' matches the form values`);
        return this.take(target);
      }
      case 'parallel': {
        if (n.incoming.length > 1) {
          const arrived = new Set([...(this.state.joins[n.id] ?? []), via]);
          if (n.incoming.some((fid) => !arrived.has(fid))) {
            this.state.joins[n.id] = [...arrived];
            return;
          }
          delete this.state.joins[n.id];
        }
        this.effects.push({ t: 'pass', elementId: n.id, type: n.type, name: n.name });
        return this.leave(n);
      }
      case 'userTask':
        return this.openTask(n, await this.ports.resolve(n.assignee!, n));
      default:
        throw new FlowError(400, `element '${n.id}' cannot be entered`);
    }
  }

  private openTask(n: FlowNode, users: string[]): void {
    const unique = [...new Set(users)];
    if (unique.length === 0) throw new FlowError(400, `step '${n.name || n.id}' has no approver: its assignee rule names nobody`);
    if (this.state.activations.some((a) => a.elementId === n.id && a.tasks.some((t) => t.status === 'open'))) {
      throw new FlowError(400, `step '${n.name || n.id}' is already waiting for approval`);
    }
    const act: Activation = { id: this.ports.newId(), elementId: n.id, mode: n.multi ?? (unique.length > 1 ? 'any' : 'single'), tasks: [] };
    for (const assignee of unique) {
      const task: EngineTask = { id: this.ports.newId(), assignee, status: 'open' };
      act.tasks.push(task);
      this.effects.push({ t: 'taskOpen', taskId: task.id, activationId: act.id, elementId: n.id, name: n.name, assignee, mode: act.mode, dueIn: n.dueIn });
    }
    this.state.activations.push(act);
  }

  private find(taskId: string): { act: Activation; task: EngineTask } {
    for (const act of this.state.activations) {
      const task = act.tasks.find((t) => t.id === taskId);
      if (task) return { act, task };
    }
    throw new FlowError(409, 'This task has already been handled');
  }

  private ensureRunning(): void {
    if (this.state.status !== 'running') throw new FlowError(409, `The process has already ended (${this.state.status})`);
  }

  /** Approves (`ok`) or rejects a task as `userId`. A rejection ends the process as rejected. */
  async complete(taskId: string, userId: string, flag: 'ok' | 'reject', comment?: string): Promise<void> {
    this.ensureRunning();
    const { act, task } = this.find(taskId);
    if (task.status !== 'open') throw new FlowError(409, 'This task has already been handled');
    if (task.assignee !== userId) throw new FlowError(403, 'This task is assigned to someone else');
    if (flag === 'reject') {
      task.status = 'rejected';
      this.effects.push({ t: 'taskDone', taskId, status: 'rejected', by: userId, comment });
      this.finish('rejected', 'Closed: the request was rejected');
      return;
    }
    task.status = 'approved';
    this.effects.push({ t: 'taskDone', taskId, status: 'approved', by: userId, comment });
    const open = act.tasks.filter((t) => t.status === 'open');
    if (act.mode === 'all' && open.length > 0) return;
    for (const t of open) {
      t.status = 'closed';
      this.effects.push({ t: 'taskDone', taskId: t.id, status: 'closed', comment: 'Approved by another approver' });
    }
    this.state.activations = this.state.activations.filter((a) => a !== act);
    await this.leave(this.node(act.elementId));
    this.settle();
  }

  /** Ends a running process early: recalled by its initiator or cancelled. */
  terminate(status: 'recalled' | 'cancelled', comment: string): void {
    this.ensureRunning();
    this.finish(status, comment);
  }

  /** Replaces an overdue open task by tasks for the escalation assignees (same step). */
  async escalate(taskId: string): Promise<void> {
    this.ensureRunning();
    const { act, task } = this.find(taskId);
    if (task.status !== 'open') throw new FlowError(409, 'This task has already been handled');
    const n = this.node(act.elementId);
    const busy = act.tasks.filter((t) => t.status === 'open').map((t) => t.assignee);
    const users = (await this.ports.resolve(n.escalateTo ?? [], n, busy)).filter((u) => !busy.includes(u));
    if (users.length === 0) return;
    task.status = 'escalated';
    this.effects.push({ t: 'taskDone', taskId, status: 'escalated', comment: 'Escalated: not handled in time' });
    for (const assignee of users) {
      const t: EngineTask = { id: this.ports.newId(), assignee, status: 'open' };
      act.tasks.push(t);
      this.effects.push({ t: 'taskOpen', taskId: t.id, activationId: act.id, elementId: n.id, name: n.name, assignee, mode: act.mode });
    }
    if (act.mode === 'single' && users.length > 1) act.mode = 'any';
  }

  private finish(status: Exclude<InstanceStatus, 'running'>, comment: string): void {
    for (const act of this.state.activations) {
      for (const t of act.tasks) {
        if (t.status !== 'open') continue;
        t.status = 'closed';
        this.effects.push({ t: 'taskDone', taskId: t.id, status: 'closed', comment });
      }
    }
    this.state.activations = [];
    this.state.joins = {};
    this.state.status = status;
    this.effects.push({ t: 'end', status });
  }

  /** After tokens moved: no waiting task left means the process is complete. */
  private settle(): void {
    if (this.state.status !== 'running' || this.state.activations.length > 0) return;
    const stuck = Object.keys(this.state.joins);
    if (stuck.length) throw new FlowError(400, `the process cannot finish: gateway '${stuck[0]}' waits for a branch that was not taken`);
    this.state.status = 'approved';
    this.effects.push({ t: 'end', status: 'approved' });
  }

  openTasks(): { act: Activation; task: EngineTask }[] {
    return this.state.activations.flatMap((act) => act.tasks.filter((t) => t.status === 'open').map((task) => ({ act, task })));
  }
}
