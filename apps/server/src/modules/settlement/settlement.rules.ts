/**
 * Pure money arithmetic of a salary settlement, in integer cents (never float sums).
 * Seed 000 section 5: gross wages = positive settlement amounts + positive item salaries;
 * nett salary = all item salaries + positive settlement amounts; both to 2 decimals.
 */

export { toCents, fromCents, timesCents, settlementTotals, type MoneyRow, type MoneyItem } from '@hr/contracts';
import { toCents } from '@hr/contracts';

/**
 * Hourly basic rate of a monthly-rated worker (Singapore Employment Act): 12 x monthly salary /
 * (52 x 44 hours). Hour-rated workers use their basic hour wage as is.
 */
export function hourlyRateCents(basicHourWage: string | null | undefined, basicMonthlySalary: string | null | undefined): number {
  if (basicHourWage !== null && basicHourWage !== undefined && basicHourWage !== '' && toCents(basicHourWage) > 0) return toCents(basicHourWage);
  return Math.round((toCents(basicMonthlySalary) * 12) / (52 * 44));
}

/** Default overtime multiplier (1.5 x the hourly basic rate) when the employment terms name none. */
export const DEFAULT_OVERTIME_RATE = '1.5';
