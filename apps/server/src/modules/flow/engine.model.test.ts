import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDefinition, type FlowModel } from './bpmn.js';
import { Engine, FlowError, type Effect } from './engine.js';
import { doc, memoryPorts, seq } from './engine.fixtures.js';

const DEFINITIONS = [
  // two sequential steps, the second one a shared "any" step with escalation
  doc(
    '<bpmn:startEvent id="s"/><bpmn:userTask id="a" flow:assignee="deptLeader" flow:dueIn="PT1H" ' +
      'flow:escalateTo="role:director"/><bpmn:userTask id="b" flow:assignee="role:hr"/><bpmn:endEvent id="e"/>' +
      seq('s>a', 'a>b', 'b>e'),
  ),
  // parallel branches with a multi-instance "all" step, joined before a last step
  doc(
    '<bpmn:startEvent id="s"/><bpmn:parallelGateway id="fork"/><bpmn:userTask id="a" flow:assignee="deptLeader"/><bpmn:userTask id="b" ' +
      'flow:assignee="role:hr"><bpmn:multiInstanceLoopCharacteristics/></bpmn:userTask><bpmn:parallelGateway id="join"/><bpmn:userTask ' +
      'id="c" flow:assignee="firstApprover" flow:dueIn="PT1H" flow:escalateTo="role:hr"/><bpmn:endEvent id="e"/>' +
      seq('s>fork', 'fork>a', 'fork>b', 'a>join', 'b>join', 'join>c', 'c>e'),
  ),
  // an exclusive choice and a loop back through a step
  doc(
    '<bpmn:startEvent id="s"/><bpmn:userTask id="a" flow:assignee="deptLeader"/><bpmn:exclusiveGateway id="g" ' +
      'default="f4"/><bpmn:userTask id="b" flow:assignee="role:director" ' +
      'flow:completion="any"><bpmn:multiInstanceLoopCharacteristics/></bpmn:userTask><bpmn:endEvent id="e"/>' +
      seq('s>a', 'a>g', 'g>b:days > 3', 'g>e', 'b>e'),
  ),
];
const USERS = ['leader', 'hr1', 'hr2', 'boss', 'first', 'me', 'stranger'];

type Action =
  | { kind: 'act'; pick: number; user: number; owner: boolean; flag: 'ok' | 'reject' }
  | { kind: 'terminate'; as: 'recalled' | 'cancelled' }
  | { kind: 'escalate'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      pick: fc.nat(20),
      user: fc.nat(USERS.length - 1),
      owner: fc.boolean(),
      flag: fc.constantFrom('ok' as const, 'ok' as const, 'reject' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('terminate' as const), as: fc.constantFrom('recalled' as const, 'cancelled' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('escalate' as const), pick: fc.nat(20) }) },
);

describe('engine model (fast-check)', () => {
  it('random actions by random users keep the invariants', async () => {
    const models: FlowModel[] = await Promise.all(DEFINITIONS.map((d) => parseDefinition(d)));
    await fc.assert(
      fc.asyncProperty(fc.nat(models.length - 1), fc.nat(10), fc.array(action, { maxLength: 25 }), async (mi, days, actions) => {
        const engine = new Engine(models[mi], Engine.initial(), memoryPorts({ days }));
        await engine.start();
        const everCreated: { id: string; assignee: string }[] = [];
        let seen = 0;
        const absorb = () => {
          for (const e of engine.effects.slice(seen) as Effect[]) if (e.t === 'taskOpen') everCreated.push({ id: e.taskId, assignee: e.assignee });
          seen = engine.effects.length;
        };
        absorb();
        for (const a of actions) {
          const before = JSON.stringify(engine.state);
          const effectsBefore = engine.effects.length;
          const terminal = engine.state.status !== 'running';
          try {
            if (a.kind === 'act' && everCreated.length) {
              const task = everCreated[a.pick % everCreated.length];
              await engine.complete(task.id, a.owner ? task.assignee : USERS[a.user], a.flag);
            } else if (a.kind === 'terminate') {
              engine.terminate(a.as, 'x');
            } else if (a.kind === 'escalate' && everCreated.length) {
              await engine.escalate(everCreated[a.pick % everCreated.length].id);
            }
          } catch (e) {
            if (!(e instanceof FlowError)) throw e;
            // a refused action changes nothing
            expect(JSON.stringify(engine.state)).toBe(before);
            expect(engine.effects.length).toBe(effectsBefore);
          }
          // nothing happens after a terminal state
          if (terminal) {
            expect(JSON.stringify(engine.state)).toBe(before);
            expect(engine.effects.length).toBe(effectsBefore);
          }
          absorb();
          // one sequential step never has two open tasks, and one step is never active twice
          const openByElement = new Map<string, number>();
          for (const act of engine.state.activations) {
            const open = act.tasks.filter((t) => t.status === 'open').length;
            if (act.mode === 'single') expect(open).toBeLessThanOrEqual(1);
            openByElement.set(act.elementId, (openByElement.get(act.elementId) ?? 0) + 1);
          }
          for (const n of openByElement.values()) expect(n).toBe(1);
          if (engine.state.status !== 'running') expect(engine.state.activations).toEqual([]);
        }
        // no task is acted on twice, and every task is finished at most once
        const done = new Map<string, number>();
        for (const e of engine.effects) if (e.t === 'taskDone') done.set(e.taskId, (done.get(e.taskId) ?? 0) + 1);
        for (const n of done.values()) expect(n).toBe(1);
        // exactly one end effect once terminal, none while running
        expect(engine.effects.filter((e) => e.t === 'end').length).toBe(engine.state.status === 'running' ? 0 : 1);
      }),
      { numRuns: 300 },
    );
  });
});
