/**
 * The response rules of seed 000/001 section 8 as pure functions, so they can be tested without a network.
 */
import { words } from '@hr/contracts';

export const DEFAULT_TIMEOUT_MS = 200_000;
export const LONG_TIMEOUT_MS = 3_600_000;

/** Code that the server uses for an answer that is not an error although it is not 200. */
export const PASS_THROUGH_CODE = 10136;

export interface TimeoutInput {
  url: string;
  body?: unknown;
  responseType?: 'json' | 'blob';
}

/** Uploads, blob downloads and export URLs get an hour; everything else 200 s. */
export function timeoutFor({ url, body, responseType }: TimeoutInput): number {
  const isUpload = typeof FormData !== 'undefined' && body instanceof FormData;
  if (isUpload || responseType === 'blob' || url.includes('export')) return LONG_TIMEOUT_MS;
  return DEFAULT_TIMEOUT_MS;
}

/** HTTP statuses 200 to 500 are answers whose body decides; any other status is a transport failure. */
export function isAnswerStatus(status: number): boolean {
  return status >= 200 && status <= 500;
}

export type Verdict =
  | { kind: 'ok' }
  | { kind: 'unauthorized' }
  | { kind: 'silent'; code: number; message: string }
  | { kind: 'error'; code: number; message: string };

export interface AnswerBody {
  code?: number;
  error_code?: number;
  msg?: string;
  error_description?: string;
  [key: string]: unknown;
}

export interface VerdictInput {
  status: number;
  body: AnswerBody | undefined;
  whiteList: readonly number[];
  /** A 401 logs out only a caller who was signed in; an anonymous 401 (wrong password) is a plain error. */
  hadToken: boolean;
}

/** The body's code decides; a body without one (the flat token answer) falls back to the HTTP status. */
export function codeOf(status: number, body: AnswerBody | undefined): number {
  return Number(body?.error_code ?? body?.code ?? status);
}

export function messageOf(body: AnswerBody | undefined, code: number): string {
  return body?.msg || body?.error_description || `Request failed (${code})`;
}

/** `delegateUserId` -> "Delegate user": a field's key in words, without the id of a reference. */
const fieldWords = (name: string) => words(name).replace(/ ids?$/, '');

/**
 * A server message as a person reads it. Input errors come as `field: what is wrong` (several joined by "; "),
 * the field's key being for programs: a part that already starts with the field's label ("Leave days cannot be
 * less than or equal to 0", a Chinese sentence) is shown alone, one that does not gets the field in words
 * ("Delegate user: a person cannot be their own delegate"). Keys of rows in a table (`ot.0.endTime`) stay.
 */
export function readableMessage(text: string): string {
  return text
    .split('; ')
    .map((part) => {
      const m = /^([A-Za-z]\w*): (.+)$/s.exec(part);
      if (!m) return part;
      const [, key, rest] = m;
      return /^[a-z]/.test(rest) ? `${fieldWords(key)}: ${rest}` : rest;
    })
    .join('; ');
}

export function judgeAnswer({ status, body, whiteList, hadToken }: VerdictInput): Verdict {
  const code = codeOf(status, body);
  if (code === 200 || code === PASS_THROUGH_CODE) return { kind: 'ok' };
  if (code === 401 && hadToken) return { kind: 'unauthorized' };
  const message = messageOf(body, code);
  if (whiteList.includes(code)) return { kind: 'silent', code, message };
  return { kind: 'error', code, message };
}

/** Client credentials travel as HTTP Basic on every call. */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
}

/** Refresh a minute ahead, or at half the lifetime for very short tokens. */
export function shouldRefresh(expiresAt: number | undefined, now: number, lifetimeMs?: number): boolean {
  if (!expiresAt) return false;
  const margin = Math.min(60_000, (lifetimeMs ?? 120_000) / 2);
  return expiresAt - now <= margin;
}

export function toQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
