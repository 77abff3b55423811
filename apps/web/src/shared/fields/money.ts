import i18n from 'i18next';

/**
 * The one display of an amount in every list, drawer, dashboard and toast: the reader's language's thousands
 * separator and two decimals ("1,553.00"; the currency is named where it helps, by the caller). Not a number: ''.
 */
export function formatMoney(value: unknown, language: string = i18n.language || 'en'): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return '';
  return n.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
