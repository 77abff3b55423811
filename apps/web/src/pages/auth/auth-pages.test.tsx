import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import LoginPage from './LoginPage';
import SmsLoginPage from './SmsLoginPage';
import OidcLoginPage from './OidcLoginPage';
import { configureHttp } from '../../app/http/client';
import { initI18n } from '../../app/i18n/i18n';
import { setNotifier, type Toast } from '../../app/notify';
import { clearSession, getSession } from '../../app/session/session';

type Reply = (url: string, init: RequestInit) => Response;
let replies: Reply[];
let calls: Array<{ url: string; init: RequestInit }>;
let toasts: Toast[];
/** The tenant's provider button as the public providers call answers it (kept apart from the queued replies). */
let oidcProviders: Record<string, { enabled: boolean; label: string }>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  await initI18n();
  localStorage.clear();
  clearSession();
  replies = [];
  calls = [];
  toasts = [];
  oidcProviders = {};
  setNotifier((toast) => toasts.push(toast));
  configureHttp({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://hr.test');
      if (url.pathname === '/api/blade-auth/oidc/providers') {
        return json(200, { code: 200, success: true, msg: '', data: oidcProviders[url.searchParams.get('tenantId') ?? ''] ?? { enabled: false, label: '' } });
      }
      calls.push({ url: String(input), init: init ?? {} });
      const reply = replies.shift();
      if (!reply) throw new Error(`unexpected call ${String(input)}`);
      return reply(String(input), init ?? {});
    },
  });
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/loginBySms" element={<SmsLoginPage />} />
        <Route path="/loginByOidc" element={<OidcLoginPage />} />
        <Route path="/homePage" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('password sign-in', () => {
  it('asks for account and password before calling the server', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByText('Sign in', { selector: 'button' }));
    expect(await screen.findByText('Please enter your account')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the captcha when the server asks for one, then sends it', async () => {
    renderAt('/login');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    replies.push(() => json(400, { error: 'captcha_required', error_description: 'Please enter the verification code (captcha)' }));
    replies.push(() => json(200, { key: 'k1', image: 'data:image/png;base64,AAAA' }));
    fireEvent.click(screen.getByText('Sign in', { selector: 'button' }));
    expect(await screen.findByAltText('Captcha')).toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'error', title: 'ERROR', text: 'Please enter the verification code (captcha)' }]);

    fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: 'x7k2' } });
    replies.push(() => json(200, { access_token: 'A', refresh_token: 'R', expires_in: 3600, tenant_id: '000000', user_id: '1', account: 'admin' }));
    fireEvent.click(screen.getByText('Sign in', { selector: 'button' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    const headers = new Headers(calls[2].init.headers);
    expect(headers.get('Captcha-Key')).toBe('k1');
    expect(headers.get('Captcha-Code')).toBe('x7k2');
    expect(getSession().token).toBe('A');
  });
});

describe('SMS sign-in', () => {
  it('defaults to +65, sends the code and starts the cooldown', async () => {
    renderAt('/loginBySms');
    expect(screen.getByLabelText('Country code')).toHaveValue('+65');
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '91234567' } });
    replies.push(() => json(200, { code: 200, success: true, data: null, msg: '' }));
    await act(async () => {
      fireEvent.click(screen.getByText('Send code'));
    });
    await waitFor(() => expect(screen.getByText(/Resend in \d+ s/).closest('button')).toBeDisabled());
    expect(new URLSearchParams(calls[0].init.body as URLSearchParams).get('phone')).toBe('+65 91234567');
  });

  it('picks another country code with the keyboard, as a select would', async () => {
    renderAt('/loginBySms');
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox', { name: 'Country code' })).toBeInTheDocument();
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.keyDown(picker, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker).toHaveValue('+60');
    fireEvent.click(picker);
    fireEvent.click(screen.getByRole('option', { name: '+86' }));
    expect(picker).toHaveValue('+86');
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '13800138000' } });
    replies.push(() => json(200, { code: 200, success: true, data: null, msg: '' }));
    await act(async () => {
      fireEvent.click(screen.getByText('Send code'));
    });
    expect(new URLSearchParams(calls[0].init.body as URLSearchParams).get('phone')).toBe('+86 13800138000');
  });
});

describe('single sign-on (OpenID Connect)', () => {
  it("shows the button of the typed tenant's enabled provider, leading to the server's start address", async () => {
    oidcProviders = { '200001': { enabled: true, label: 'Straits ID' } };
    renderAt('/login');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText(/Sign in with Straits ID/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: '200001' } });
    const button = await screen.findByText('Sign in with Straits ID', {}, { timeout: 2000 });
    expect(button.closest('a')?.getAttribute('href')).toBe('/api/blade-auth/oidc/start?tenantId=200001');
    expect(calls).toEqual([]);
  });

  it('exchanges the one-time code of the address for the usual tokens and opens the home page', async () => {
    window.history.replaceState(null, '', '/loginByOidc#code=one-time-code&tenantId=200001');
    replies.push(() => json(200, { access_token: 'A2', refresh_token: 'R2', expires_in: 3600, tenant_id: '200001', user_id: '7', account: 'olivia' }));
    renderAt('/loginByOidc');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    const form = new URLSearchParams(String(calls[0].init.body));
    expect(form.get('grant_type')).toBe('oidc');
    expect(form.get('oidcCode')).toBe('one-time-code');
    expect(new Headers(calls[0].init.headers).get('Tenant-Id')).toBe('200001');
    expect(getSession().token).toBe('A2');
    expect(window.location.hash).toBe('');
  });

  it('explains a refused sign-in with a way back', async () => {
    window.history.replaceState(null, '', '/loginByOidc#error=unknown_account');
    renderAt('/loginByOidc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your identity provider account has no user here');
    expect(screen.getByText('Back to sign-in')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
