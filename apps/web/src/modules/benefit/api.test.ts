import { describe, expect, it } from 'vitest';
import { totalOf, type BenefitBalance } from './api';

const balance = (remaining: number, used = 0): BenefitBalance => ({
  benefitId: '1',
  benefitName: 'Medical',
  benefitCode: 'MED',
  level: 'L1',
  entitled: 500,
  used,
  pending: 0,
  remaining,
});

describe('benefit balances', () => {
  it('totals to the cent', () => {
    expect(totalOf([balance(0.1, 0.1), balance(0.2, 0.2)], 'used')).toBe(0.3);
    expect(totalOf([], 'remaining')).toBe(0);
  });
});
