import { http, type Page } from '../../app/http/client';

/** What a CRUD page needs from the server; BladeX resources follow one naming, so one helper builds them. */
export interface CrudResource<T = Record<string, unknown>> {
  key: string;
  list: (query: Record<string, unknown>) => Promise<Page<T> | T[]>;
  detail?: (row: T) => Promise<T>;
  save?: (row: T) => Promise<unknown>;
  update?: (row: T) => Promise<unknown>;
  remove?: (ids: string[]) => Promise<unknown>;
}

export interface BladeResourceOptions {
  /** Path of the list call under the base (default `page`; `list` or `tree` for unpaged resources). */
  list?: string;
  /** Path for adding (default `submit`, which BladeX uses for both add and edit). */
  save?: string;
  update?: string;
  remove?: string | false;
  /** Path of the detail call, or false when the list row is already complete. */
  detail?: string | false;
}

/**
 * The BladeX conventions (seed 001 section 7): GET `page` with current and size, POST `submit` with the
 * row as JSON, POST `remove` with `ids` in the query, GET `detail` with `id`.
 */
export function bladeResource<T extends { id?: unknown } = Record<string, unknown>>(base: string, options: BladeResourceOptions = {}): CrudResource<T> {
  const url = (path: string) => `${base}/${path}`;
  const detailPath = options.detail === false ? undefined : (options.detail ?? 'detail');
  const removePath = options.remove === false ? undefined : (options.remove ?? 'remove');
  return {
    key: base,
    list: (query) => http.get<Page<T> | T[]>(url(options.list ?? 'page'), query),
    detail: detailPath ? (row) => http.get<T>(url(detailPath), { id: row.id }) : undefined,
    save: (row) => http.post(url(options.save ?? 'submit'), row),
    update: (row) => http.post(url(options.update ?? options.save ?? 'submit'), row),
    remove: removePath ? (ids) => http.postParams(url(removePath), { ids: ids.join(',') }) : undefined,
  };
}

/** Lists answer either a page or a plain array (trees, `size=-1`). */
export function rowsOf<T>(answer: Page<T> | T[] | undefined): { rows: T[]; total: number } {
  if (!answer) return { rows: [], total: 0 };
  if (Array.isArray(answer)) return { rows: answer, total: answer.length };
  return { rows: answer.records ?? [], total: Number(answer.total ?? 0) };
}
