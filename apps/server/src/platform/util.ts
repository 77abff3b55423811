/** Splits a BladeX comma list ("1,2,3") into trimmed non-empty parts. */
export const splitIds = (v: string | null | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Local date-time as `YYYY-MM-DD HH:mm:ss` (UTC-based server clock). */
export function formatDateTime(d: Date): string {
  return d.toISOString().replace('T', ' ').slice(0, 19);
}

/** Today's date as `YYYY-MM-DD` on the server clock. */
export const today = (): string => formatDateTime(new Date()).slice(0, 10);

export const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);
