import { http, type RequestOptions } from './client';
import type { paths } from './api-types';

/**
 * The server's API as types: every path, its parameters and its answer come from `api-types.ts`, which
 * openapi-typescript generates from the committed OpenAPI document (`npm run openapi` rewrites both; a web
 * test fails when they drift). Pages call `api.get('/api/...')` and get the envelope's `data` typed as the
 * server declares it, so no page copies a response interface by hand. Inputs are typed for the editor
 * (bodies may also be form values, which the route's zod schema checks).
 */

export type ApiPath = keyof paths;
type Method = 'get' | 'post';
/** The paths that answer a method. */
export type PathOf<M extends Method> = { [P in ApiPath]: paths[P][M] extends { responses: unknown } ? P : never }[ApiPath];

type Operation<P extends ApiPath, M extends Method> = paths[P][M];
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The whole 200 answer (the envelope) of a call. */
export type ApiAnswer<P extends ApiPath, M extends Method = 'get'> = Operation<P, M> extends { responses: { 200: infer R } } ? Json<R> : never;
/** The envelope's `data` of a call: what `http.get`/`http.post` resolve with. */
export type ApiData<P extends ApiPath, M extends Method = 'get'> = ApiAnswer<P, M> extends { data: infer D } ? D : never;
/** A call's query parameters. */
export type ApiQuery<P extends ApiPath, M extends Method = 'get'> = Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
/** A POST's JSON body. */
export type ApiBody<P extends ApiPath> = Operation<P, 'post'> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
/** One element of a list answer: a page's records or an array's items. */
export type ApiRow<P extends ApiPath, M extends Method = 'get'> =
  ApiData<P, M> extends { records: (infer R)[] } ? R : ApiData<P, M> extends (infer R)[] ? R : never;

/** What a POST takes: its JSON body, or its query parameters when it declares no body. */
export type ApiInput<P extends ApiPath> = [ApiBody<P>] extends [never] ? ApiQuery<P, 'post'> : ApiBody<P>;

/** Form values (the field renderer's records): the server's zod schema checks them. */
type Params = Record<string, unknown>;
type Extra = Partial<RequestOptions>;

/** The HTTP client's calls, typed by path (the same requests: `http` does the work, with exactly the arguments given). */
export const api = {
  get: <P extends PathOf<'get'>>(url: P, params?: ApiQuery<P> & Params, extra?: Extra) =>
    extra ? http.get<ApiData<P>>(url, params, extra) : params ? http.get<ApiData<P>>(url, params) : http.get<ApiData<P>>(url),
  post: <P extends PathOf<'post'>>(url: P, data?: ApiInput<P> | Params | FormData | URLSearchParams, extra?: Extra) =>
    extra
      ? http.post<ApiData<P, 'post'>>(url, data, extra)
      : data !== undefined
        ? http.post<ApiData<P, 'post'>>(url, data)
        : http.post<ApiData<P, 'post'>>(url),
  /** POST with the values in the query string (BladeX removals, `ids`). */
  postParams: <P extends PathOf<'post'>>(url: P, params: ApiInput<P> & Params, extra?: Extra) =>
    extra ? http.postParams<ApiData<P, 'post'>>(url, params, extra) : http.postParams<ApiData<P, 'post'>>(url, params),
};
