/**
 * Money arithmetic of worker salary settlements, in integer cents (never float sums). Shared by the
 * server (which stores the totals) and the web app (which shows them while a row is edited).
 * Seed 000 section 5: gross wages = positive settlement amounts + positive item salaries;
 * nett salary = all item salaries + positive settlement amounts; both to 2 decimals.
 */

/** Cents of a decimal amount ("12.5", 12.5, "-3.10"); null and "" are 0. More than 2 decimals rounds half away from zero. */
export function toCents(v: string | number | null | undefined): number {
  if (v === null || v === undefined || v === '') return 0;
  const s = typeof v === 'number' ? v.toFixed(6) : v.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) throw new RangeError(`not an amount: ${v}`);
  const frac = (m[3] ?? '').padEnd(3, '0');
  const cents = Number(m[2]) * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
  return m[1] === '-' && cents !== 0 ? -cents : cents;
}

/** A cents amount as a 2-decimal string. */
export function fromCents(c: number): string {
  const sign = c < 0 ? '-' : '';
  const a = Math.abs(c);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** Multiplies a rate (cents) by a quantity with 2 decimals (hours, days), rounding half away from zero. */
export function timesCents(rateCents: number, quantity: string | number | null | undefined): number {
  if (quantity === null || quantity === undefined || quantity === '') return rateCents;
  const product = rateCents * toCents(quantity);
  return Math.sign(product) * Math.round(Math.abs(product) / 100);
}

export interface MoneyRow {
  settleAmount: string | number | null;
}
export interface MoneyItem {
  salary: string | number | null;
}

/** Gross wages and nett salary of settlement rows and salary items, as 2-decimal strings. */
export function settlementTotals(rows: readonly MoneyRow[], items: readonly MoneyItem[]): { grossWages: string; nettSalary: string } {
  const positiveRows = rows
    .map((r) => toCents(r.settleAmount))
    .filter((c) => c > 0)
    .reduce((a, b) => a + b, 0);
  const itemCents = items.map((i) => toCents(i.salary));
  const positiveItems = itemCents.filter((c) => c > 0).reduce((a, b) => a + b, 0);
  const allItems = itemCents.reduce((a, b) => a + b, 0);
  return { grossWages: fromCents(positiveRows + positiveItems), nettSalary: fromCents(allItems + positiveRows) };
}
