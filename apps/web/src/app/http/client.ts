import { clearSession, getSession, saveTokens, type TokenResult } from '../session/session';
import { getStore } from '../storage';
import { storedLanguage } from '../i18n/i18n';
import { notify } from '../notify';
import {
  basicAuthorization,
  isAnswerStatus,
  judgeAnswer,
  messageOf,
  readableMessage,
  shouldRefresh,
  timeoutFor,
  toQueryString,
  type AnswerBody,
} from './rules';

/** The one HTTP helper every call goes through (seed 001 section 7 conventions, section 8 rules). */

export type { Envelope, Page } from '@hr/contracts';
import type { Envelope } from '@hr/contracts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  url: string;
  params?: Record<string, unknown>;
  /** A plain object goes as JSON; FormData and URLSearchParams go as they are. */
  data?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob';
  /** Value of the `option` header. */
  option?: string;
  /** Reject without a toast (background loads whose failure the user need not see). */
  quiet?: boolean;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly body?: unknown,
    readonly kind: 'answer' | 'unauthorized' | 'transport' = 'answer',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface HttpSettings {
  clientId: string;
  clientSecret: string;
  version: string;
  from: string;
  whiteList: number[];
  onUnauthorized: () => void;
  fetch: typeof fetch;
}

const env = import.meta.env ?? {};
export const httpSettings: HttpSettings = {
  clientId: env.VITE_CLIENT_ID ?? 'hr-web',
  clientSecret: env.VITE_CLIENT_SECRET ?? 'hr-web-secret',
  version: typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev',
  from: 'pc',
  whiteList: [],
  onUnauthorized: () => window.location.assign('/login'),
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureHttp(patch: Partial<HttpSettings>): void {
  Object.assign(httpSettings, patch);
}

export const PROJECT_KEY = 'projectId';

function buildHeaders(options: RequestOptions, token: string | undefined): Headers {
  const headers = new Headers({
    Authorization: basicAuthorization(httpSettings.clientId, httpSettings.clientSecret),
    pcVersion: httpSettings.version,
    from: httpSettings.from,
    projectId: String(getStore<string>(PROJECT_KEY) ?? ''),
    option: options.option ?? '',
  });
  if (token) headers.set('Blade-Auth', `bearer ${token}`);
  // the server names menus, forms, steps and its messages in the user's language
  headers.set('Blade-Language', storedLanguage());
  const body = options.data;
  const isRaw = body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;
  if (body !== undefined && !isRaw) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function encodeBody(data: unknown): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData || data instanceof URLSearchParams || data instanceof Blob) return data;
  return JSON.stringify(data);
}

async function readBody(response: Response): Promise<AnswerBody | undefined> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as AnswerBody;
  } catch {
    return undefined;
  }
}

/** Sends one call and applies the section-8 rules; resolves with the parsed body (or the blob). */
async function send<T>(options: RequestOptions, token: string | undefined): Promise<T> {
  const url = options.url + toQueryString(options.params);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutFor({ url, body: options.data, responseType: options.responseType }));
  let response: Response;
  try {
    response = await httpSettings.fetch(url, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options, token),
      body: encodeBody(options.data),
      signal: controller.signal,
    });
  } catch (cause) {
    throw new ApiError(controller.signal.aborted ? 'Request timed out' : 'Network failure', 0, cause, 'transport');
  } finally {
    clearTimeout(timer);
  }
  if (!isAnswerStatus(response.status)) {
    throw new ApiError(`HTTP ${response.status}`, response.status, undefined, 'transport');
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (options.responseType === 'blob' && response.status === 200 && !isJson) {
    return (await response.blob()) as T;
  }
  const body = await readBody(response);
  const verdict = judgeAnswer({ status: response.status, body, whiteList: httpSettings.whiteList, hadToken: Boolean(token) });
  switch (verdict.kind) {
    case 'ok':
      return body as T;
    case 'unauthorized':
      clearSession();
      httpSettings.onUnauthorized();
      throw new ApiError(messageOf(body, 401), 401, body, 'unauthorized');
    case 'silent':
      throw new ApiError(verdict.message, verdict.code, body);
    case 'error':
      if (!options.quiet) notify.serverError(readableMessage(verdict.message));
      throw new ApiError(verdict.message, verdict.code, body);
  }
}

export interface TokenParams {
  grant_type: 'password' | 'refresh_token' | 'sms' | 'sso' | 'oidc';
  tenantId?: string;
  username?: string;
  password?: string;
  phone?: string;
  verifyCode?: string;
  ssoToken?: string;
  /** The one-time code of an OpenID Connect sign-in (grant_type oidc). */
  oidcCode?: string;
  refresh_token?: string;
  type?: string;
}

export interface Captcha {
  key: string;
  code: string;
}

export const TOKEN_URL = '/api/blade-auth/oauth/token';

/** The token call: parameters as a form body, tenant and captcha as headers. */
export async function requestToken(params: TokenParams, captcha?: Captcha): Promise<TokenResult> {
  const tenantId = params.tenantId ?? getSession().tenantId ?? '000000';
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, tenantId, scope: 'all' })) {
    if (value !== undefined && value !== '') form.append(key, String(value));
  }
  const headers: Record<string, string> = { 'Tenant-Id': tenantId };
  if (captcha) {
    headers['Captcha-Key'] = captcha.key;
    headers['Captcha-Code'] = captcha.code;
  }
  return send<TokenResult>({ method: 'POST', url: TOKEN_URL, data: form, headers }, undefined);
}

let refreshing: Promise<void> | undefined;

/** Swaps the refresh token for a new access token when the current one is about to expire. */
export function ensureFreshToken(now = Date.now()): Promise<void> {
  const session = getSession();
  const lifetime = session.userInfo?.expires_in ? session.userInfo.expires_in * 1000 : undefined;
  if (!session.refreshToken || !shouldRefresh(session.tokenExpiresAt, now, lifetime)) return Promise.resolve();
  refreshing ??= requestToken({ grant_type: 'refresh_token', refresh_token: session.refreshToken, tenantId: session.tenantId })
    .then((result) => saveTokens(result))
    .catch(() => undefined)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  await ensureFreshToken();
  return send<T>(options, getSession().token);
}

/** Most calls want the envelope's data. */
export async function requestData<T>(options: RequestOptions): Promise<T> {
  const envelope = await request<Envelope<T>>(options);
  return envelope?.data;
}

export const http = {
  get: <T>(url: string, params?: Record<string, unknown>, extra?: Partial<RequestOptions>) => requestData<T>({ ...extra, method: 'GET', url, params }),
  post: <T>(url: string, data?: unknown, extra?: Partial<RequestOptions>) => requestData<T>({ ...extra, method: 'POST', url, data }),
  /** POST with the values in the query string, as the BladeX removals (`ids`) expect. */
  postParams: <T>(url: string, params: Record<string, unknown>, extra?: Partial<RequestOptions>) => requestData<T>({ ...extra, method: 'POST', url, params }),
  blob: (url: string, params?: Record<string, unknown>) => request<Blob>({ method: 'GET', url, params, responseType: 'blob' }),
};
