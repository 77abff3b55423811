import { describe, expect, it } from 'vitest';
import { ConditionError, conditionNames, parseCondition, testCondition } from '@hr/contracts';
import { CONDITION_CASES, SEEDED_RULES, UNPARSEABLE_CONDITIONS } from '@hr/contracts/conditions.cases';
import { chainXml, parseDefinition } from '../flow/bpmn.js';
import { engineFor } from '../flow/engine.fixtures.js';
import { parseFieldOption, validateValues } from './form-schema.js';
import { modules } from '../index.js';

const SEED_FORMS = modules.flatMap((m) => m.forms ?? []);

describe('condition expressions (parsed, never evaluated as code)', () => {
  it('compares numbers, strings and lists', () => {
    expect(testCondition('leaveDays > 3', { leaveDays: 5 })).toBe(true);
    expect(testCondition('leaveDays > 3', { leaveDays: '2.5' })).toBe(false);
    expect(testCondition('isLeave == 1', { isLeave: '1' })).toBe(true);
    expect(testCondition('leaveUnit == 0.5', { leaveUnit: '0.5' })).toBe(true);
    expect(testCondition("offerTemplate in ['offer_contract', 'offer_parmanent']", { offerTemplate: 'offer_contract' })).toBe(true);
    expect(testCondition('resignation contains 5', { resignation: '1,5' })).toBe(true);
    expect(testCondition('resignation contains 5', { resignation: [1, 2] })).toBe(false);
    expect(testCondition('a >= 1 and (b != "x" or not c)', { a: 1, b: 'x', c: 0 })).toBe(true);
    expect(testCondition('!(a < 2) || a.b == null', { a: 3 })).toBe(true);
    expect(testCondition('endDate > startDate', { startDate: '2026-01-01', endDate: '2026-02-01' })).toBe(true);
    expect(testCondition('missing > 3', {})).toBe(false);
    expect(testCondition('flag', { flag: true })).toBe(true);
  });

  it('refuses anything outside the grammar', () => {
    for (const bad of ['', 'a ===', 'a > ', 'process.exit()', 'a; b', '`x`', 'a = 1', 'x'.repeat(600), '('.repeat(60) + 'a' + ')'.repeat(60)]) {
      expect(() => parseCondition(bad), bad.slice(0, 20)).toThrow(ConditionError);
    }
    expect(testCondition('constructor == 1', {})).toBe(false);
    expect(testCondition('__proto__.polluted == 1', {})).toBe(false);
  });

  it('lists the form values an expression reads', () => {
    expect(conditionNames(parseCondition('a > 1 && b.c in [d, 2]'))).toEqual(['a', 'b', 'd']);
  });
});

/** Whether a field guarded by the rule keeps its submitted value (hidden fields are dropped). */
const keepsValue = (rule: 'showWhen' | 'hideWhen', condition: string, values: Record<string, unknown>) =>
  'probe' in
  validateValues(
    [{ fieldName: 'probe', fieldLabel: 'Probe', fieldType: 'input', required: 0, fieldOption: JSON.stringify({ [rule]: condition }) }],
    { ...values, probe: 'x' },
    new Map(),
  );

/** Whether a default chain's step guarded by the condition (an exclusive gateway) is reached at start. */
async function reachesGatedStep(condition: string, values: Record<string, unknown>) {
  const engine = await engineFor(await parseDefinition(chainXml('p', 'P', [{ id: 'gated', name: 'Gated', assignee: 'initiator', when: condition }])), values);
  await engine.start();
  return engine.openTasks().some(({ act }) => act.elementId === 'gated');
}

describe('the shared condition cases (the web app runs the same table)', () => {
  it.each(CONDITION_CASES)('$condition over $values is $expected for field visibility', ({ condition, values, expected }) => {
    expect(keepsValue('showWhen', condition, values)).toBe(expected);
    expect(keepsValue('hideWhen', condition, values)).toBe(!expected);
  });

  it.each(CONDITION_CASES)('$condition over $values is $expected for gateways', async ({ condition, values, expected }) => {
    expect(await reachesGatedStep(condition, values)).toBe(expected);
  });

  it.each(UNPARSEABLE_CONDITIONS)('refuses to store the rule %s', (condition) => {
    expect(() => parseFieldOption(JSON.stringify({ showWhen: condition }))).toThrow(/showWhen: invalid condition/);
  });

  it('holds every rule of the seeded forms and chains, each both true and false', () => {
    const seeded = SEED_FORMS.flatMap((form) => [
      ...form.fields.flatMap((f) => [f.fieldOption?.showWhen, f.fieldOption?.hideWhen]),
      ...form.chain.map((step) => step.when),
    ]).filter((rule): rule is string => typeof rule === 'string' && rule !== '');
    expect([...new Set(seeded)].sort()).toEqual(Object.values(SEEDED_RULES).sort());
    for (const rule of Object.values(SEEDED_RULES)) {
      expect(new Set(CONDITION_CASES.filter((c) => c.condition === rule).map((c) => c.expected)), rule).toEqual(new Set([true, false]));
    }
  });
});
