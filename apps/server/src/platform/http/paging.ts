import { z } from 'zod';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from '../errors.js';

/** Query parameters of every paged list: `current` (1-based), `size` (-1 = all), `ascs`/`descs`. */
export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(-1).max(10_000).default(10),
  ascs: z.string().max(200).optional(),
  descs: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export type { Page } from '@hr/contracts';
import type { Page } from '@hr/contracts';

export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number(), size: z.number(), current: z.number(), pages: z.number() });

export function limitOffset(q: Pick<PageQuery, 'current' | 'size'>): { limit?: number; offset: number } {
  if (q.size === -1 || q.size === 0) return { offset: 0 };
  return { limit: q.size, offset: (q.current - 1) * q.size };
}

export function toPage<T>(records: T[], total: number, q: Pick<PageQuery, 'current' | 'size'>): Page<T> {
  const size = q.size <= 0 ? total : q.size;
  return { records, total, size: q.size, current: q.current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

const camelToSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const snakeToCamel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Builds ORDER BY from `ascs`/`descs` (comma lists, camelCase or snake_case) against a whitelist of
 * sortable columns; an unknown column is a 400 naming it, never raw SQL.
 */
export function orderBy(q: Pick<PageQuery, 'ascs' | 'descs'>, sortable: Record<string, AnyColumn>, fallback: readonly SQL[] = []): SQL[] {
  const out: SQL[] = [];
  const add = (list: string | undefined, dir: typeof asc) => {
    for (const raw of (list ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const key = snakeToCamel(raw);
      const column = sortable[key] ?? sortable[camelToSnake(raw)];
      if (!column) throw badRequest(`Cannot sort by '${raw}'; sortable columns: ${Object.keys(sortable).join(', ') || 'none'}`);
      out.push(dir(column));
    }
  };
  add(q.ascs, asc);
  add(q.descs, desc);
  return out.length ? out : [...fallback];
}

/** Parses an `ids=1,2,3` removal list into validated id strings. */
export const idList = z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]).transform((v, ctx) => {
  const parts = (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^\d{1,19}$/.test(p))) {
    ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of numeric ids' });
    return z.NEVER;
  }
  return parts;
});

const rawIdList = z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])), z.null()]).optional();
function parseIdParts(v: z.output<typeof rawIdList>, ctx: z.RefinementCtx): string[] {
  const parts = v === undefined || v === null ? [] : (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean);
  if (parts.some((p) => !/^\d{1,19}$/.test(p))) ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of numeric ids' });
  return [...new Set(parts)];
}

/** Like `idList`, but absent or empty means none (grant lists). */
export const optionalIdList = rawIdList.transform((v, ctx) => parseIdParts(v, ctx));

/** A BladeX comma-list column value ("1,2"): validated ids, stored without spaces or repeats; absent stays absent. */
export const idCsv = rawIdList.transform((v, ctx) => (v === undefined ? undefined : parseIdParts(v, ctx).join(',')));
