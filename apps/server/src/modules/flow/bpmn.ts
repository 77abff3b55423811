import { BpmnModdle } from 'bpmn-moddle';
import { ConditionError, parseCondition, type Condition } from '@hr/contracts';
import { badRequest } from '../../platform/errors.js';
import type { ChainStep } from '../form/form-define.js';

/** Namespace of our extension attributes (`flow:assignee`, `flow:completion`, `flow:hook`, `flow:dueIn`, `flow:escalateTo`). */
export const FLOW_NS = 'http://hr.local/schema/flow';
/** The standard namespaces a generated definition declares (chainXml). */
const CHAIN_NAMESPACES =
  'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" ' +
  'xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

/**
 * One alternative of an assignee rule. A rule is a `|`-separated list of alternatives tried in order
 * until one names somebody: `user:<id>`, `role:<alias>`, `deptLeader` (the initiator's department
 * leader), `firstApprover` (the initiator's first approver), `field:<name>` (staff or users chosen in
 * a form field), `initiator`.
 */
export type AssigneeRule =
  | { kind: 'user'; id: string }
  | { kind: 'role'; alias: string }
  | { kind: 'deptLeader' }
  | { kind: 'firstApprover' }
  | { kind: 'field'; name: string }
  | { kind: 'initiator' };

export function parseAssigneeRule(text: string): AssigneeRule[] {
  const out: AssigneeRule[] = [];
  for (const part of text.split('|').map((s) => s.trim())) {
    let m: RegExpMatchArray | null;
    if ((m = part.match(/^user:(\d{1,19})$/))) out.push({ kind: 'user', id: m[1] });
    else if ((m = part.match(/^role:([A-Za-z0-9_-]{1,64})$/))) out.push({ kind: 'role', alias: m[1] });
    else if ((m = part.match(/^field:([A-Za-z_][A-Za-z0-9_]{0,63})$/))) out.push({ kind: 'field', name: m[1] });
    else if (part === 'deptLeader' || part === 'firstApprover' || part === 'initiator') out.push({ kind: part });
    else throw new Error(`unknown assignee rule '${part}' (use user:<id>, role:<alias>, deptLeader, firstApprover, field:<name>, initiator)`);
  }
  return out;
}

export type NodeType = 'start' | 'end' | 'userTask' | 'serviceTask' | 'exclusive' | 'parallel';

export interface FlowNode {
  id: string;
  name: string;
  type: NodeType;
  incoming: string[];
  outgoing: string[];
  assignee?: AssigneeRule[];
  /** Multi-instance completion: every assignee must approve (`all`) or the first suffices (`any`). */
  multi?: 'any' | 'all';
  hook?: string;
  defaultFlow?: string;
  /** Seconds after which an open task escalates to `escalateTo`. */
  dueIn?: number;
  escalateTo?: AssigneeRule[];
}

export interface SequenceFlow {
  id: string;
  source: string;
  target: string;
  condition?: Condition;
  conditionText?: string;
}

export interface FlowModel {
  key: string;
  name: string;
  startId: string;
  nodes: Map<string, FlowNode>;
  flows: Map<string, SequenceFlow>;
}

const TYPES: Record<string, NodeType> = {
  'bpmn:StartEvent': 'start',
  'bpmn:EndEvent': 'end',
  'bpmn:UserTask': 'userTask',
  'bpmn:ServiceTask': 'serviceTask',
  'bpmn:ExclusiveGateway': 'exclusive',
  'bpmn:ParallelGateway': 'parallel',
};

/** ISO-8601 durations such as PT48H, P2D, PT30M. */
export function parseDuration(text: string): number {
  const m = text.match(/^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/);
  if (!m || text === 'P' || text.endsWith('T')) throw new Error(`'${text}' is not an ISO-8601 duration like PT48H`);
  return (Number(m[1] ?? 0) * 24 + Number(m[2] ?? 0)) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
}

type ModdleElement = {
  $type: string;
  id?: string;
  name?: string;
  $attrs?: Record<string, string>;
  flowElements?: ModdleElement[];
  rootElements?: ModdleElement[];
  eventDefinitions?: unknown[];
  loopCharacteristics?: ModdleElement & { isSequential?: boolean };
  sourceRef?: ModdleElement;
  targetRef?: ModdleElement;
  conditionExpression?: { body?: string };
  default?: ModdleElement;
};

const moddle = new BpmnModdle();

/** The service hooks every install has (the app's own list comes from its modules: `app.modules.flow.hasHook`). */
const builtInHook = (name: string) => name === 'flow.noop';

/**
 * Parses BPMN 2.0 XML with bpmn-moddle and checks it against the supported subset. Every problem is
 * collected and reported in one 400 naming the element (`userTask 'Task_1' (Approve): ...`); a service
 * task must name a hook `knownHook` accepts.
 */
export async function parseDefinition(xml: string, knownHook: (name: string) => boolean = builtInHook): Promise<FlowModel> {
  if (xml.length > 1_000_000) throw badRequest('xml: the definition is larger than 1 MB');
  let parsed: { rootElement: ModdleElement; warnings: { message: string }[] };
  try {
    parsed = (await moddle.fromXML(xml)) as never;
  } catch (e) {
    throw badRequest(`xml: not a BPMN 2.0 document: ${(e as Error).message.split('\n')[0]}`);
  }
  const errors: string[] = parsed.warnings.map((w) => w.message.split('\n')[0]);
  const root = parsed.rootElement;
  const prefix =
    Object.entries(root.$attrs ?? {})
      .find(([k, v]) => k.startsWith('xmlns:') && v === FLOW_NS)?.[0]
      .slice(6) ?? 'flow';
  const attr = (e: ModdleElement, name: string) => e.$attrs?.[`${prefix}:${name}`];
  const processes = (root.rootElements ?? []).filter((r) => r.$type === 'bpmn:Process');
  const others = (root.rootElements ?? []).filter((r) => r.$type !== 'bpmn:Process');
  for (const o of others) errors.push(`${o.$type} '${o.id}': not supported (one bpmn:process only)`);
  if (processes.length !== 1)
    throw badRequest(`xml: expected exactly one bpmn:process, found ${processes.length}${errors.length ? `; ${errors.join('; ')}` : ''}`);
  const proc = processes[0];
  if (!proc.id || !/^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/.test(proc.id)) errors.push(`process '${proc.id}': the id must be a key of letters, digits, _ . -`);
  const nodes = new Map<string, FlowNode>();
  const flows = new Map<string, SequenceFlow>();
  const label = (e: ModdleElement) => `${(e.$type ?? '').replace('bpmn:', '').replace(/^./, (c) => c.toLowerCase())} '${e.id}'${e.name ? ` (${e.name})` : ''}`;
  for (const e of proc.flowElements ?? []) {
    if (e.$type === 'bpmn:SequenceFlow') {
      const f: SequenceFlow = { id: e.id!, source: e.sourceRef?.id ?? '', target: e.targetRef?.id ?? '' };
      const body = e.conditionExpression?.body?.trim();
      if (body) {
        const text = body.replace(/^\$\{(.*)\}$/s, '$1').trim();
        try {
          f.condition = parseCondition(text);
          f.conditionText = text;
        } catch (err) {
          if (!(err instanceof ConditionError)) throw err;
          errors.push(`${label(e)}: condition '${text}' is invalid: ${err.message}`);
        }
      }
      flows.set(f.id, f);
      continue;
    }
    const type = TYPES[e.$type];
    if (!type) {
      errors.push(`${label(e)}: ${e.$type} is not supported (supported: start/end events, user and service tasks, exclusive and parallel gateways)`);
      continue;
    }
    const node: FlowNode = { id: e.id!, name: e.name ?? '', type, incoming: [], outgoing: [] };
    if ((type === 'start' || type === 'end') && e.eventDefinitions?.length)
      errors.push(`${label(e)}: event definitions (timers, messages, ...) are not supported on events`);
    if (type === 'userTask') {
      const rule = attr(e, 'assignee');
      if (!rule) errors.push(`${label(e)}: ${prefix}:assignee is missing`);
      else {
        try {
          node.assignee = parseAssigneeRule(rule);
        } catch (err) {
          errors.push(`${label(e)}: ${(err as Error).message}`);
        }
      }
      const completion = attr(e, 'completion');
      if (e.loopCharacteristics) {
        if (e.loopCharacteristics.$type !== 'bpmn:MultiInstanceLoopCharacteristics' || e.loopCharacteristics.isSequential)
          errors.push(`${label(e)}: only parallel multi-instance is supported`);
        node.multi = completion === 'any' ? 'any' : 'all';
      }
      if (completion && completion !== 'any' && completion !== 'all') errors.push(`${label(e)}: ${prefix}:completion must be any or all`);
      const due = attr(e, 'dueIn');
      if (due) {
        try {
          node.dueIn = parseDuration(due);
        } catch (err) {
          errors.push(`${label(e)}: ${prefix}:dueIn ${(err as Error).message}`);
        }
        const esc = attr(e, 'escalateTo');
        if (!esc) errors.push(`${label(e)}: ${prefix}:dueIn needs ${prefix}:escalateTo`);
        else {
          try {
            node.escalateTo = parseAssigneeRule(esc);
          } catch (err) {
            errors.push(`${label(e)}: ${prefix}:escalateTo: ${(err as Error).message}`);
          }
        }
      }
    }
    if (type === 'serviceTask') {
      const hook = attr(e, 'hook');
      if (!hook) errors.push(`${label(e)}: ${prefix}:hook is missing`);
      else if (!knownHook(hook)) errors.push(`${label(e)}: no service hook named '${hook}' is registered`);
      node.hook = hook;
    }
    if (e.default?.id) node.defaultFlow = e.default.id;
    nodes.set(node.id, node);
  }
  for (const f of flows.values()) {
    const s = nodes.get(f.source);
    const t = nodes.get(f.target);
    if (!s || !t) {
      errors.push(`sequenceFlow '${f.id}': source and target must be supported elements of the process`);
      continue;
    }
    s.outgoing.push(f.id);
    t.incoming.push(f.id);
    if (f.condition && s.type !== 'exclusive') errors.push(`sequenceFlow '${f.id}': conditions are only allowed on flows leaving an exclusive gateway`);
  }
  const starts = [...nodes.values()].filter((n) => n.type === 'start');
  if (starts.length !== 1) errors.push(`process '${proc.id}': expected exactly one start event, found ${starts.length}`);
  if (![...nodes.values()].some((n) => n.type === 'end')) errors.push(`process '${proc.id}': an end event is required`);
  for (const n of nodes.values()) {
    const l = `${n.type} '${n.id}'${n.name ? ` (${n.name})` : ''}`;
    if (n.type === 'start' && n.incoming.length) errors.push(`${l}: a start event cannot have incoming flows`);
    if (n.type === 'end' && n.outgoing.length) errors.push(`${l}: an end event cannot have outgoing flows`);
    if (n.type !== 'end' && n.outgoing.length === 0) errors.push(`${l}: has no outgoing flow`);
    if (n.type !== 'start' && n.incoming.length === 0) errors.push(`${l}: has no incoming flow`);
    if ((n.type === 'start' || n.type === 'userTask' || n.type === 'serviceTask') && n.outgoing.length > 1)
      errors.push(`${l}: must have exactly one outgoing flow (use a gateway to branch)`);
    if (n.type === 'exclusive' && n.outgoing.length > 1) {
      for (const fid of n.outgoing) {
        if (fid !== n.defaultFlow && !flows.get(fid)?.condition)
          errors.push(`sequenceFlow '${fid}': leaves exclusive gateway '${n.id}' without a condition and is not its default flow`);
      }
    }
    if (n.defaultFlow && !n.outgoing.includes(n.defaultFlow)) errors.push(`${l}: default flow '${n.defaultFlow}' does not leave this gateway`);
  }
  if (starts.length === 1) {
    const seen = new Set<string>([starts[0].id]);
    const queue = [starts[0].id];
    while (queue.length) {
      for (const fid of nodes.get(queue.shift()!)!.outgoing) {
        const t = flows.get(fid)!.target;
        if (!seen.has(t)) {
          seen.add(t);
          queue.push(t);
        }
      }
    }
    for (const n of nodes.values()) if (!seen.has(n.id)) errors.push(`${n.type} '${n.id}': cannot be reached from the start event`);
  }
  if (errors.length) throw badRequest(`xml: ${errors.slice(0, 10).join('; ')}`);
  return { key: proc.id!, name: proc.name ?? proc.id!, startId: starts[0].id, nodes, flows };
}

/** The rule text of a field chosen by `field:` rules: forms with such fields have assignee fields. */
export const fieldRuleNames = (m: FlowModel): string[] =>
  [...m.nodes.values()].flatMap((n) => [...(n.assignee ?? []), ...(n.escalateTo ?? [])]).flatMap((r) => (r.kind === 'field' ? [r.name] : []));

// ---------------------------------------------------------------------------------------------
// Default definitions: an approval chain (form/form-define.ts ChainStep) drawn as a BPMN diagram (with DI, so bpmn-js shows it).

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Builds the XML of start -> steps -> end, each conditional step wrapped in a gateway split/merge. */
export function chainXml(key: string, name: string, steps: ChainStep[]): string {
  const el: string[] = [];
  const di: string[] = [];
  const Y = 120;
  let x = 100;
  let prev = 'start';
  let prevRight = 136;
  let n = 0;
  const shape = (id: string, sx: number, sy: number, w: number, h: number) =>
    di.push(`<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${sx}" y="${sy}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`);
  const edge = (id: string, pts: [number, number][]) =>
    di.push(`<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${pts.map(([a, b]) => `<di:waypoint x="${a}" y="${b}" />`).join('')}</bpmndi:BPMNEdge>`);
  const flow = (from: string, to: string, pts: [number, number][], cond?: string) => {
    const id = `Flow_${++n}`;
    const close = cond ? `><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${esc(cond)}</bpmn:conditionExpression></bpmn:sequenceFlow>` : ' />';
    el.push(`<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"${close}`);
    edge(id, pts);
    return id;
  };
  el.push(`<bpmn:startEvent id="start" name="Start" />`);
  shape('start', x, Y - 18, 36, 36);
  x += 86;
  const task = (s: ChainStep, tx: number) => {
    const completion = s.multi ? ` flow:completion="${s.multi}"` : '';
    const deadline = s.dueIn ? ` flow:dueIn="${s.dueIn}" flow:escalateTo="${esc(s.escalateTo ?? 'role:administrator')}"` : '';
    const attrs = s.hook ? ` flow:hook="${esc(s.hook)}"` : ` flow:assignee="${esc(s.assignee ?? 'deptLeader')}"${completion}${deadline}`;
    const tag = s.hook ? 'serviceTask' : 'userTask';
    el.push(`<bpmn:${tag} id="${s.id}" name="${esc(s.name)}"${attrs}>${s.multi ? '<bpmn:multiInstanceLoopCharacteristics />' : ''}</bpmn:${tag}>`);
    shape(s.id, tx, Y - 40, 100, 80);
  };
  for (const s of steps) {
    if (s.when) {
      const split = `${s.id}_split`;
      const merge = `${s.id}_merge`;
      el.push(`<bpmn:exclusiveGateway id="${split}" default="__DEFAULT_${split}" />`);
      shape(split, x, Y - 25, 50, 50);
      flow(prev, split, [
        [prevRight, Y],
        [x, Y],
      ]);
      task(s, x + 100);
      flow(
        split,
        s.id,
        [
          [x + 50, Y],
          [x + 100, Y],
        ],
        s.when,
      );
      el.push(`<bpmn:exclusiveGateway id="${merge}" />`);
      shape(merge, x + 250, Y - 25, 50, 50);
      flow(s.id, merge, [
        [x + 200, Y],
        [x + 250, Y],
      ]);
      const def = flow(split, merge, [
        [x + 25, Y + 25],
        [x + 25, Y + 90],
        [x + 275, Y + 90],
        [x + 275, Y + 25],
      ]);
      el[el.findIndex((e) => e.includes(`default="__DEFAULT_${split}"`))] = `<bpmn:exclusiveGateway id="${split}" default="${def}" />`;
      prev = merge;
      prevRight = x + 300;
      x += 350;
    } else {
      task(s, x);
      flow(prev, s.id, [
        [prevRight, Y],
        [x, Y],
      ]);
      prev = s.id;
      prevRight = x + 100;
      x += 150;
    }
  }
  el.push(`<bpmn:endEvent id="end" name="End" />`);
  shape('end', x, Y - 18, 36, 36);
  flow(prev, 'end', [
    [prevRight, Y],
    [x, Y],
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${CHAIN_NAMESPACES} xmlns:flow="${FLOW_NS}" id="Definitions_${key}" targetNamespace="${FLOW_NS}">
<bpmn:process id="${key}" name="${esc(name)}" isExecutable="true">
${el.join('\n')}
</bpmn:process>
<bpmndi:BPMNDiagram id="Diagram_${key}"><bpmndi:BPMNPlane id="Plane_${key}" bpmnElement="${key}">
${di.join('\n')}
</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
