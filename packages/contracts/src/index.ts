/**
 * Shapes the server answers and the web app reads: one definition for both sides.
 * Types only, except `money.ts`: the pure settlement money rules both sides compute.
 */

/** The BladeX result envelope of every API answer except the token call. `success` is `code === 200`. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** A page of records: `size` -1 asks for all rows. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export * from './money.js';

/** A staff member's benefit of one type in a calendar year (staffBenefit/benefitList): amounts in dollars. */
export interface BenefitBalance {
  benefitId: string;
  benefitName: string;
  benefitCode: string;
  level: string | null;
  entitled: number;
  used: number;
  pending: number;
  remaining: number;
}
