import { http, type Page } from '../../app/http/client';
import type { ApiRow, PathOf } from '../../app/http/api';

/** What a CRUD page needs from the server; BladeX resources follow one naming, so one helper builds them. */
export interface CrudResource<T extends object = Record<string, unknown>> {
  key: string;
  // methods (not function properties), so a typed resource also serves where any rows are taken
  list(query: Record<string, unknown>): Promise<Page<T> | T[]>;
  detail?(row: T): Promise<T>;
  /** Adding and editing send the form's values (the route's schema checks them). */
  save?(values: Record<string, unknown>): Promise<unknown>;
  update?(values: Record<string, unknown>): Promise<unknown>;
  remove?(ids: string[]): Promise<unknown>;
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

type ListPath<O extends BladeResourceOptions> = O['list'] extends string ? O['list'] : 'page';
/**
 * A resource's row as the OpenAPI document declares its list answer (`<base>/page`, or the `list` option's path):
 * a page's record or an array's item. A base the document does not know keeps untyped rows.
 */
export type BladeRow<B extends string, O extends BladeResourceOptions = Record<never, never>> =
  `${B}/${ListPath<O>}` extends PathOf<'get'> ? ApiRow<`${B}/${ListPath<O>}`> & object : Record<string, unknown>;

/**
 * The BladeX conventions (seed 001 section 7): GET `page` with current and size, POST `submit` with the
 * row as JSON, POST `remove` with `ids` in the query, GET `detail` with `id`. The rows are typed from the
 * OpenAPI document by the base and the list path (`bladeResource('/api/blade-system/post')` lists `post/page`'s records).
 */
export function bladeResource<const B extends string, const O extends BladeResourceOptions = Record<never, never>>(
  base: B,
  options: O = {} as O,
): CrudResource<BladeRow<B, O>> {
  type T = BladeRow<B, O>;
  const url = (path: string) => `${base}/${path}`;
  const detailPath = options.detail === false ? undefined : (options.detail ?? 'detail');
  const removePath = options.remove === false ? undefined : (options.remove ?? 'remove');
  return {
    key: base,
    list: (query) => http.get<Page<T> | T[]>(url(options.list ?? 'page'), query),
    detail: detailPath ? (row) => http.get<T>(url(detailPath), { id: (row as { id?: unknown }).id }) : undefined,
    save: (row) => http.post(url(options.save ?? 'submit'), row),
    update: (row) => http.post(url(options.update ?? options.save ?? 'submit'), row),
    remove: removePath ? (ids) => http.postParams(url(removePath), { ids: ids.join(',') }) : undefined,
  };
}

/** The row type of a resource (`RowOf<typeof resource>`), for a page's own state and callbacks. */
export type RowOf<R> = R extends CrudResource<infer T> ? T : never;

/** Lists answer either a page or a plain array (trees, `size=-1`). */
export function rowsOf<T>(answer: Page<T> | T[] | undefined): { rows: T[]; total: number } {
  if (!answer) return { rows: [], total: 0 };
  if (Array.isArray(answer)) return { rows: answer, total: answer.length };
  return { rows: answer.records ?? [], total: Number(answer.total ?? 0) };
}
