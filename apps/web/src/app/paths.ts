/*
 * Paths every module links to: the request detail page (flow's) and the public layout's variants. They live with the
 * app's routes, so a module links to a request without importing the flow module (no two web modules import each other).
 */

/** The public-layout variant of a route: `.../index` becomes `.../public`, other paths get `/public` appended. */
export function publicPath(path: string): string {
  return path.endsWith('/index') ? `${path.slice(0, -'/index'.length)}/public` : `${path}/public`;
}

export const DETAIL_PATH = '/flow/detail';

/** The detail page of a request (its public-layout variant inside the public layout). */
export function detailPath(processId: string, mode: 'view' | 'edit' = 'view', publicLayout = false): string {
  return `${publicLayout ? publicPath(DETAIL_PATH) : DETAIL_PATH}?processId=${encodeURIComponent(processId)}&mode=${mode}`;
}

/** The add mode of the detail page: a new request in one form. */
export function newRequestPath(formId: string, publicLayout = false): string {
  return `${publicLayout ? publicPath(DETAIL_PATH) : DETAIL_PATH}?formId=${encodeURIComponent(formId)}&mode=add`;
}
