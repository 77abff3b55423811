import { describe, expect, it } from 'vitest';
import { chainXml, parseAssigneeRule, parseDefinition, parseDuration } from './bpmn.js';
import { type Engine, FlowError } from './engine.js';
import { doc, engineFor, seq } from './engine.fixtures.js';

const open = (e: Engine) => e.openTasks().map(({ act, task }) => `${act.elementId}:${task.assignee}`);
const taskOf = (e: Engine, assignee: string) => e.openTasks().find(({ task }) => task.assignee === assignee)!.task.id;
const refusal = async (p: Promise<unknown> | (() => void), code: number) => {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    expect(e).toBeInstanceOf(FlowError);
    expect((e as FlowError).code).toBe(code);
    return (e as FlowError).message;
  }
  throw new Error('expected a refusal');
};

describe('deploy-time validation of the BPMN subset', () => {
  const ok = '<bpmn:startEvent id="s"/><bpmn:userTask id="t" name="Check" flow:assignee="deptLeader"/><bpmn:endEvent id="e"/>';
  it('accepts the subset and names every offending element', async () => {
    await expect(parseDefinition(doc(ok + seq('s>t', 't>e')))).resolves.toMatchObject({ key: 'p', startId: 's' });
    await expect(parseDefinition('not xml')).rejects.toThrow(/not a BPMN 2.0 document|xml:/);
    await expect(parseDefinition(doc(ok + '<bpmn:scriptTask id="x" name="Eval"/>' + seq('s>t', 't>e', 't>x')))).rejects.toThrow(
      /scriptTask 'x' \(Eval\): bpmn:ScriptTask is not supported/,
    );
    await expect(
      parseDefinition(doc('<bpmn:startEvent id="s"/><bpmn:userTask id="t" flow:assignee="boss"/><bpmn:endEvent id="e"/>' + seq('s>t', 't>e'))),
    ).rejects.toThrow(/userTask 't': unknown assignee rule 'boss'/);
    await expect(parseDefinition(doc(ok + '<bpmn:userTask id="lost" flow:assignee="deptLeader"/>' + seq('s>t', 't>e', 'lost>e')))).rejects.toThrow(
      /'lost': cannot be reached/,
    );
    await expect(parseDefinition(doc(ok + seq('s>t')))).rejects.toThrow(/userTask 't' \(Check\): has no outgoing flow/);
    await expect(
      parseDefinition(
        doc('<bpmn:startEvent id="s"/><bpmn:exclusiveGateway id="g"/><bpmn:endEvent id="e"/><bpmn:endEvent id="e2"/>' + seq('s>g', 'g>e:days >', 'g>e2')),
      ),
    ).rejects.toThrow(/sequenceFlow 'f2': condition 'days >' is invalid[\s\S]*sequenceFlow 'f3': leaves exclusive gateway 'g' without a condition/);
    await expect(
      parseDefinition(doc('<bpmn:startEvent id="s"/><bpmn:serviceTask id="h" flow:hook="nope"/><bpmn:endEvent id="e"/>' + seq('s>h', 'h>e'))),
    ).rejects.toThrow(/no service hook named 'nope'/);
    await expect(
      parseDefinition(doc('<bpmn:startEvent id="s"><bpmn:timerEventDefinition/></bpmn:startEvent><bpmn:endEvent id="e"/>' + seq('s>e'))),
    ).rejects.toThrow(/event definitions/);
    await expect(parseDefinition(doc('<bpmn:userTask id="t" flow:assignee="initiator"/><bpmn:endEvent id="e"/>' + seq('t>e')))).rejects.toThrow(
      /exactly one start event/,
    );
  });

  it('parses assignee rules and durations', () => {
    expect(parseAssigneeRule('field:approver|firstApprover|role:hr|user:12')).toEqual([
      { kind: 'field', name: 'approver' },
      { kind: 'firstApprover' },
      { kind: 'role', alias: 'hr' },
      { kind: 'user', id: '12' },
    ]);
    expect(() => parseAssigneeRule('role:')).toThrow();
    expect(parseDuration('PT48H')).toBe(172800);
    expect(parseDuration('P1DT30M')).toBe(88200);
    expect(() => parseDuration('48h')).toThrow();
  });

  it('builds default chains that deploy cleanly, with a diagram', async () => {
    const xml = chainXml('leave', 'Leave', [
      { id: 'a', name: 'Approver', assignee: 'deptLeader' },
      { id: 'd', name: 'Director', assignee: 'role:director', when: 'leaveDays > 3' },
    ]);
    expect(xml).toContain('bpmndi:BPMNShape');
    const m = await parseDefinition(xml);
    expect(m.nodes.get('d_split')!.defaultFlow).toBeDefined();
  });
});

describe('engine elements', () => {
  it('start -> user task -> end: approve completes', async () => {
    const e = await engineFor(
      doc('<bpmn:startEvent id="s"/><bpmn:userTask id="t" name="Check" flow:assignee="deptLeader"/><bpmn:endEvent id="e"/>' + seq('s>t', 't>e')),
    );
    await e.start();
    expect(open(e)).toEqual(['t:leader']);
    const id = taskOf(e, 'leader');
    await refusal(e.complete(id, 'someone', 'ok'), 403);
    await e.complete(id, 'leader', 'ok', 'fine');
    expect(e.state.status).toBe('approved');
    expect(e.effects.map((x) => x.t)).toEqual(['pass', 'taskOpen', 'taskDone', 'pass', 'end']);
    await refusal(e.complete(id, 'leader', 'ok'), 409);
  });

  it('rejection ends the process and closes the other open tasks', async () => {
    const e = await engineFor(
      doc(
        '<bpmn:startEvent id="s"/><bpmn:userTask id="t" flow:assignee="role:hr" flow:completion="all"><bpmn:multiInstanceLoopCharacteristics/></bpmn:userTask><bpmn:endEvent id="e"/>' +
          seq('s>t', 't>e'),
      ),
    );
    await e.start();
    await e.complete(taskOf(e, 'hr1'), 'hr1', 'reject', 'no');
    expect(e.state.status).toBe('rejected');
    expect(e.effects.filter((x) => x.t === 'taskDone').map((x) => (x as { status: string }).status)).toEqual(['rejected', 'closed']);
    expect(open(e)).toEqual([]);
  });

  it('multi-instance all waits for everybody; any takes the first answer', async () => {
    const all = await engineFor(
      doc(
        '<bpmn:startEvent id="s"/><bpmn:userTask id="t" flow:assignee="role:hr"><bpmn:multiInstanceLoopCharacteristics/></bpmn:userTask><bpmn:endEvent id="e"/>' +
          seq('s>t', 't>e'),
      ),
    );
    await all.start();
    await all.complete(taskOf(all, 'hr1'), 'hr1', 'ok');
    expect(all.state.status).toBe('running');
    expect(open(all)).toEqual(['t:hr2']);
    await all.complete(taskOf(all, 'hr2'), 'hr2', 'ok');
    expect(all.state.status).toBe('approved');

    const any = await engineFor(
      doc(
        '<bpmn:startEvent id="s"/><bpmn:userTask id="t" flow:assignee="role:hr" flow:completion="any"><bpmn:multiInstanceLoopCharacteristics/></bpmn:userTask><bpmn:endEvent id="e"/>' +
          seq('s>t', 't>e'),
      ),
    );
    await any.start();
    const second = taskOf(any, 'hr2');
    await any.complete(taskOf(any, 'hr1'), 'hr1', 'ok');
    expect(any.state.status).toBe('approved');
    await refusal(any.complete(second, 'hr2', 'ok'), 409);
  });

  it('exclusive gateways follow the first true condition, else the default, else refuse', async () => {
    const body =
      '<bpmn:startEvent id="s"/><bpmn:exclusiveGateway id="g" default="f3"/><bpmn:userTask id="long" ' +
      'flow:assignee="role:director"/><bpmn:userTask id="short" flow:assignee="deptLeader"/><bpmn:endEvent id="e"/>';
    const xml = doc(
      body +
        seq('s>g', 'g>long:leaveDays > 3 && isLeave == 1', 'g>short', 'long>e', 'short>e').replace(
          '<bpmn:exclusiveGateway id="g" default="f3"/>',
          '<bpmn:exclusiveGateway id="g" default="f3"/>',
        ),
    );
    const a = await engineFor(xml, { leaveDays: '5', isLeave: 1 });
    await a.start();
    expect(open(a)).toEqual(['long:boss']);
    const b = await engineFor(xml, { leaveDays: 5, isLeave: 0 });
    await b.start();
    expect(open(b)).toEqual(['short:leader']);
    const noDefault = doc(
      '<bpmn:startEvent id="s"/><bpmn:exclusiveGateway id="g" name="Days"/><bpmn:endEvent id="e"/><bpmn:endEvent id="e2"/>' +
        seq('s>g', 'g>e:leaveDays > 3', 'g>e2:leaveDays <= 3'),
    );
    const c = await engineFor(noDefault, {});
    expect(await refusal(c.start(), 400)).toContain("gateway 'Days'");
  });

  it('parallel gateways fork and the join waits for every branch', async () => {
    const xml = doc(
      '<bpmn:startEvent id="s"/><bpmn:parallelGateway id="fork"/><bpmn:userTask id="a" flow:assignee="deptLeader"/><bpmn:userTask id="b" ' +
        'flow:assignee="role:director"/><bpmn:parallelGateway id="join"/><bpmn:userTask id="c" ' +
        'flow:assignee="firstApprover"/><bpmn:endEvent id="e"/>' +
        seq('s>fork', 'fork>a', 'fork>b', 'a>join', 'b>join', 'join>c', 'c>e'),
    );
    const e = await engineFor(xml);
    await e.start();
    expect(open(e).sort()).toEqual(['a:leader', 'b:boss']);
    await e.complete(taskOf(e, 'leader'), 'leader', 'ok');
    expect(open(e)).toEqual(['b:boss']);
    expect(e.state.joins.join).toEqual(['f4']);
    await e.complete(taskOf(e, 'boss'), 'boss', 'ok');
    expect(open(e)).toEqual(['c:first']);
    expect(e.state.joins).toEqual({});
    await e.complete(taskOf(e, 'first'), 'first', 'ok');
    expect(e.state.status).toBe('approved');
  });

  it('service tasks call their named hook in order', async () => {
    const hooks: string[] = [];
    const e = await engineFor(
      doc(
        '<bpmn:startEvent id="s"/><bpmn:userTask id="t" flow:assignee="deptLeader"/><bpmn:serviceTask id="h" name="Deduct" flow:hook="test.deduct"/><bpmn:endEvent id="e"/>' +
          seq('s>t', 't>h', 'h>e'),
      ),
      {},
      hooks,
    );
    await e.start();
    expect(hooks).toEqual([]);
    await e.complete(taskOf(e, 'leader'), 'leader', 'ok');
    expect(hooks).toEqual(['test.deduct']);
    expect(e.state.status).toBe('approved');
  });

  it('assignees from a form field; nobody to approve is refused', async () => {
    const xml = doc(
      '<bpmn:startEvent id="s"/><bpmn:userTask id="t" name="Leaders" flow:assignee="field:assignees"><bpmn:multiInstanceLoopCharacteristics/></bpmn:userTask><bpmn:endEvent id="e"/>' +
        seq('s>t', 't>e'),
    );
    const e = await engineFor(xml, { assignees: 'u1,u2' });
    await e.start();
    expect(open(e)).toEqual(['t:u1', 't:u2']);
    const none = await engineFor(xml, {});
    expect(await refusal(none.start(), 400)).toContain("step 'Leaders' has no approver");
  });

  it('recall/cancel terminate a running process; nothing acts after an end', async () => {
    const e = await engineFor(doc('<bpmn:startEvent id="s"/><bpmn:userTask id="t" flow:assignee="deptLeader"/><bpmn:endEvent id="e"/>' + seq('s>t', 't>e')));
    await e.start();
    const id = taskOf(e, 'leader');
    e.terminate('recalled', 'changed my mind');
    expect(e.state.status).toBe('recalled');
    await refusal(e.complete(id, 'leader', 'ok'), 409);
    await refusal(() => e.terminate('cancelled', 'x'), 409);
    await refusal(e.escalate(id), 409);
  });

  it('escalation replaces an overdue task by the escalation assignees', async () => {
    const e = await engineFor(
      doc(
        '<bpmn:startEvent id="s"/><bpmn:userTask id="t" flow:assignee="deptLeader" flow:dueIn="PT1H" flow:escalateTo="deptLeader|role:director"/><bpmn:endEvent id="e"/>' +
          seq('s>t', 't>e'),
      ),
    );
    await e.start();
    expect(e.effects.find((x) => x.t === 'taskOpen')).toMatchObject({ dueIn: 3600 });
    const id = taskOf(e, 'leader');
    await e.escalate(id);
    expect(open(e)).toEqual(['t:boss']);
    await refusal(e.complete(id, 'leader', 'ok'), 409);
    await e.complete(taskOf(e, 'boss'), 'boss', 'ok');
    expect(e.state.status).toBe('approved');
  });
});
