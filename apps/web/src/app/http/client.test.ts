import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, ensureFreshToken, http, request, requestToken, ApiError } from './client';
import { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS, timeoutFor } from './rules';
import { clearSession, getSession, saveTokens, updateSession } from '../session/session';
import { setNotifier, type Toast } from '../notify';
import { setStore } from '../storage';

interface Call {
  url: string;
  init: RequestInit;
}

function answer(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

let calls: Call[];
let toasts: Toast[];
let replies: Array<() => Response | Promise<Response>>;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  localStorage.clear();
  clearSession();
  calls = [];
  toasts = [];
  replies = [];
  onUnauthorized = vi.fn<() => void>();
  setNotifier((toast) => toasts.push(toast));
  configureHttp({
    whiteList: [],
    onUnauthorized,
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      const next = replies.shift();
      if (!next) throw new Error('no reply queued');
      return next();
    },
  });
});

afterEach(() => vi.useRealTimers());

function signIn(expiresInSeconds = 3600) {
  saveTokens({ access_token: 'AT', refresh_token: 'RT', expires_in: expiresInSeconds, tenant_id: '000000', user_id: '1' });
}

describe('headers', () => {
  it('sends client credentials, bearer token, version, from, projectId and option', async () => {
    signIn();
    setStore('projectId', '42');
    replies.push(() => answer(200, { code: 200, success: true, data: { ok: 1 }, msg: '' }));
    const data = await http.get('/api/blade-user/all-info', undefined, { option: 'view' });
    expect(data).toEqual({ ok: 1 });
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get('Authorization')).toBe(`Basic ${btoa('hr-web:hr-web-secret')}`);
    expect(headers.get('Blade-Auth')).toBe('bearer AT');
    expect(headers.get('pcVersion')).toBe('20250321123024');
    expect(headers.get('from')).toBe('pc');
    expect(headers.get('projectId')).toBe('42');
    expect(headers.get('option')).toBe('view');
    // the server names menus, forms and its messages in the user's language
    expect(headers.get('Blade-Language')).toBe('en');
    setStore('language', 'zh');
    replies.push(() => answer(200, { code: 200, success: true, data: {}, msg: '' }));
    await http.get('/api/blade-system/menu/routes');
    expect(new Headers(calls[1].init.headers).get('Blade-Language')).toBe('zh');
    setStore('language', 'en');
  });

  it('drops empty query values and joins arrays with commas', async () => {
    replies.push(() => answer(200, { code: 200, data: null }));
    await http.postParams('/api/blade-system/param/remove', { ids: ['1', '2'], empty: '' });
    expect(calls[0].url).toBe('/api/blade-system/param/remove?ids=1%2C2');
  });
});

describe('section 8 answer rules', () => {
  it('treats a 500 status as an answer whose body code decides', async () => {
    replies.push(() => answer(500, { code: 200, data: 'fine' }));
    await expect(http.get('/x')).resolves.toBe('fine');
  });

  it('passes code 10136 through as a normal answer without a toast', async () => {
    replies.push(() => answer(200, { code: 10136, data: 'partial', msg: 'note' }));
    await expect(request({ url: '/x' })).resolves.toMatchObject({ code: 10136, data: 'partial' });
    expect(toasts).toEqual([]);
  });

  it('shows a danger toast titled ERROR with the server message and rejects other codes', async () => {
    replies.push(() => answer(400, { code: 400, success: false, msg: 'Account already exists' }));
    await expect(http.post('/api/blade-user/submit', {})).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ kind: 'error', title: 'ERROR', text: 'Account already exists' }]);
  });

  it('shows input errors as sentences: the field key gives way to its label', async () => {
    replies.push(() =>
      answer(400, {
        code: 400,
        msg: 'leaveDays: Leave days cannot be less than or equal to 0; delegateUserId: a person cannot be their own delegate; ot.0.endTime: End time must be after the start time',
      }),
    );
    await expect(http.post('/api/x', {})).rejects.toMatchObject({ code: 400 });
    expect(toasts[0].text).toBe(
      'Leave days cannot be less than or equal to 0; Delegate user: a person cannot be their own delegate; ot.0.endTime: End time must be after the start time',
    );
    replies.push(() => answer(400, { code: 400, msg: 'workerId: 工人 必填' }));
    await expect(http.post('/api/x', {})).rejects.toMatchObject({ code: 400 });
    expect(toasts[1].text).toBe('工人 必填');
  });

  it('rejects white-listed codes silently', async () => {
    configureHttp({ whiteList: [409] });
    replies.push(() => answer(409, { code: 409, msg: 'stale' }));
    await expect(http.get('/x')).rejects.toMatchObject({ code: 409 });
    expect(toasts).toEqual([]);
  });

  it('logs out and goes to /login on 401', async () => {
    signIn();
    replies.push(() => answer(401, { code: 401, msg: 'expired' }));
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(getSession().token).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(toasts).toEqual([]);
  });

  it('rejects a transport failure without a toast', async () => {
    replies.push(() => Promise.reject(new TypeError('connection refused')));
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'transport' });
    expect(toasts).toEqual([]);
  });

  it('rejects HTTP statuses above 500 as transport failures', async () => {
    replies.push(() => answer(502, 'Bad gateway', 'text/html'));
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'transport', code: 502 });
  });

  it('returns blobs for blob downloads', async () => {
    replies.push(() => new Response('a,b', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const blob = await http.blob('/api/mcc-staff/leaverecord/excel');
    expect(await blob.text()).toBe('a,b');
  });
});

describe('timeouts', () => {
  it('is 200000 ms for ordinary calls and an hour for uploads, blobs and export URLs', () => {
    expect(timeoutFor({ url: '/api/blade-user/page' })).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(200000);
    expect(timeoutFor({ url: '/api/blade-resource/oss/endpoint/put-file-attach', body: new FormData() })).toBe(LONG_TIMEOUT_MS);
    expect(timeoutFor({ url: '/api/x/excel', responseType: 'blob' })).toBe(3600000);
    expect(timeoutFor({ url: '/api/mcc-staff/processfield/exportProcess' })).toBe(3600000);
  });
});

describe('token call', () => {
  it('posts the grant as a form with Tenant-Id and captcha headers', async () => {
    replies.push(() => answer(200, { access_token: 'A', refresh_token: 'R', expires_in: 3600, tenant_id: '000000', user_id: '1' }));
    const result = await requestToken({ grant_type: 'password', tenantId: '000000', username: 'admin', password: 'pw' }, { key: 'k', code: 'c' });
    expect(result.access_token).toBe('A');
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get('Tenant-Id')).toBe('000000');
    expect(headers.get('Captcha-Key')).toBe('k');
    expect(headers.get('Captcha-Code')).toBe('c');
    const form = calls[0].init.body as URLSearchParams;
    expect(form.get('grant_type')).toBe('password');
    expect(form.get('scope')).toBe('all');
  });

  it('shows the error_description of a failed sign-in as an ERROR toast', async () => {
    replies.push(() => answer(400, { error: 'invalid_grant', error_description: 'Wrong account or password' }));
    await expect(requestToken({ grant_type: 'password', username: 'a', password: 'b' })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ kind: 'error', title: 'ERROR', text: 'Wrong account or password' }]);
  });

  it('refreshes the access token before it expires and uses the new one', async () => {
    signIn(3600);
    updateSession({ tokenExpiresAt: Date.now() + 30_000 });
    replies.push(() => answer(200, { access_token: 'AT2', refresh_token: 'RT2', expires_in: 3600, tenant_id: '000000', user_id: '1' }));
    replies.push(() => answer(200, { code: 200, data: 1 }));
    await http.get('/x');
    expect(new URLSearchParams(calls[0].init.body as URLSearchParams).get('grant_type')).toBe('refresh_token');
    expect((calls[0].init.body as URLSearchParams).get('refresh_token')).toBe('RT');
    expect(new Headers(calls[1].init.headers).get('Blade-Auth')).toBe('bearer AT2');
    expect(getSession().refreshToken).toBe('RT2');
  });

  it('does not refresh a token that is far from expiry', async () => {
    signIn(3600);
    await ensureFreshToken();
    expect(calls).toEqual([]);
  });
});
