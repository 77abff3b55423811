import type { AssigneeRule, FlowModel } from './bpmn.js';
import { parseDefinition } from './bpmn.js';
import { Engine, type EnginePorts, type EngineState } from './engine.js';

/** In-memory engine ports for unit and model tests: fixed people per rule, recorded hook calls. */
export const PEOPLE = {
  deptLeader: ['leader'],
  firstApprover: ['first'],
  initiator: ['me'],
  roles: { hr: ['hr1', 'hr2'], director: ['boss'] } as Record<string, string[]>,
};

export function memoryPorts(values: Record<string, unknown> = {}, hooks: string[] = []): EnginePorts {
  let n = 0;
  return {
    newId: () => String(++n + Math.floor(Math.random() * 1e6) * 1000),
    values: () => values,
    hook: async (name) => {
      hooks.push(name);
    },
    resolve: async (rules: AssigneeRule[], _node, exclude = []) => {
      for (const r of rules) {
        const found =
          r.kind === 'user'
            ? [r.id]
            : r.kind === 'role'
              ? (PEOPLE.roles[r.alias] ?? [])
              : r.kind === 'field'
                ? String(values[r.name] ?? '')
                    .split(',')
                    .filter(Boolean)
                : r.kind === 'deptLeader'
                  ? PEOPLE.deptLeader
                  : r.kind === 'firstApprover'
                    ? PEOPLE.firstApprover
                    : PEOPLE.initiator;
        const left = found.filter((u) => !exclude.includes(u));
        if (left.length) return left;
      }
      return [];
    },
  };
}

/** Wraps process elements in a definitions document with our namespace. */
export const doc = (body: string, key = 'p') =>
  `<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" ` +
  `xmlns:flow="http://hr.local/schema/flow" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="D" ` +
  `targetNamespace="t"><bpmn:process id="${key}" isExecutable="true">${body}</bpmn:process></bpmn:definitions>`;

/** Sequence flows from "a>b" pairs (ids f1, f2, ...), with optional conditions "a>b:cond". */
export const seq = (...pairs: string[]) =>
  pairs
    .map((p, i) => {
      const [path, cond] = p.split(/:(.*)/s);
      const [s, t] = path.split('>');
      const text = cond?.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      const close = cond ? `><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${text}</bpmn:conditionExpression></bpmn:sequenceFlow>` : '/>';
      return `<bpmn:sequenceFlow id="f${i + 1}" sourceRef="${s}" targetRef="${t}"${close}`;
    })
    .join('');

export async function engineFor(xml: string | FlowModel, values: Record<string, unknown> = {}, hooks: string[] = [], state?: EngineState) {
  const model = typeof xml === 'string' ? await parseDefinition(xml, () => true) : xml;
  return new Engine(model, state ?? Engine.initial(), memoryPorts(values, hooks));
}
