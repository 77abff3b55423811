/**
 * Pure rules of a salary settlement (no database), in integer cents (never float sums): the hourly
 * rate, a row's settle amount, the derived fields and totals (seed 000 section 5: gross wages = positive
 * settlement amounts + positive item salaries; nett salary = all item salaries + positive settlement
 * amounts; both to 2 decimals), checking the rows and items HR sends, and which states may change.
 */

export { toCents, fromCents, timesCents, settlementTotals, type MoneyRow, type MoneyItem } from '@hr/contracts';
import { fromCents, SettlementStatus, settlementTotals, timesCents, toCents } from '@hr/contracts';
import { badRequest, conflict } from '../../platform/errors.js';

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

/** Keys of the generated settlement rows; the derived fields of the settlement read them. */
export const ROW = { hours: 'totalHours', overtime: 'overtimeHours', meal: 'mealAllowance', bonus: 'achievementBonus' } as const;
export const ROW_NAMES: Record<string, string> = {
  totalHours: 'Total hours',
  overtimeHours: 'Overtime hours',
  mealAllowance: 'Meal allowance',
  achievementBonus: 'Achievement bonus',
};

export interface RowInput {
  item: string;
  itemName?: string;
  amount: string;
  attendance?: string | null;
}
export interface ItemInput {
  item: string;
  salary: string;
}

/** Settle amount of a row: amount x attendance, or the amount itself when there is no attendance. */
export const settleOf = (r: RowInput) => fromCents(timesCents(toCents(r.amount), r.attendance ?? null));

/** The settlement's derived money fields and totals from its rows and items. */
export function derive(rows: readonly (RowInput & { settleAmount: string })[], items: readonly ItemInput[]) {
  const row = (key: string) => rows.find((r) => r.item === key);
  return {
    overtimeWorkAllowance: row(ROW.overtime)?.amount ?? '0.00',
    totalOvertimePay: row(ROW.overtime)?.settleAmount ?? '0.00',
    mealAllowance: row(ROW.meal)?.settleAmount ?? '0.00',
    additional: row(ROW.bonus)?.settleAmount ?? '0.00',
    ...settlementTotals(
      rows,
      items.map((i) => ({ salary: i.salary })),
    ),
  };
}

/** Rows as the client sends them -> checked rows with names and settle amounts (400 naming the row). */
export function normalizeRows(rows: readonly RowInput[]) {
  const seen = new Set<string>();
  return rows.map((r, n) => {
    if (seen.has(r.item)) throw badRequest(`rows.${n}.item: the item '${r.item}' appears twice`);
    seen.add(r.item);
    const itemName = r.itemName?.trim() || ROW_NAMES[r.item];
    if (!itemName) throw badRequest(`rows.${n}.itemName: is required for the item '${r.item}'`);
    return {
      ...r,
      amount: fromCents(toCents(r.amount)),
      attendance: r.attendance === null || r.attendance === undefined ? null : fromCents(toCents(r.attendance)),
      itemName,
      settleAmount: settleOf(r),
    };
  });
}

/** Salary items as the client sends them -> items of the dictionary with their names (400 naming the item). */
export function normalizeItems(items: readonly ItemInput[], dict: Record<string, string>) {
  const seen = new Set<string>();
  return items.map((i, n) => {
    if (!(i.item in dict)) throw badRequest(`items.${n}.item: '${i.item}' is not a salary settlement item`);
    if (seen.has(i.item)) throw badRequest(`items.${n}.item: the item '${i.item}' appears twice`);
    seen.add(i.item);
    return { ...i, salary: fromCents(toCents(i.salary)), itemName: dict[i.item] };
  });
}

/** Refuses changes to a sent or approved settlement (409 naming why). */
export function assertEditable(s: { settlementStatus: number }): void {
  if (s.settlementStatus === SettlementStatus.SENT) throw conflict('This settlement has been sent for approval and cannot be changed');
  if (s.settlementStatus === SettlementStatus.APPROVED) throw conflict('This settlement has been approved and cannot be changed');
}
