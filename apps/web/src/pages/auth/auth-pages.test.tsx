import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import LoginPage from './LoginPage';
import SmsLoginPage from './SmsLoginPage';
import { configureHttp } from '../../app/http/client';
import { initI18n } from '../../app/i18n/i18n';
import { setNotifier, type Toast } from '../../app/notify';
import { clearSession, getSession } from '../../app/session/session';

type Reply = (url: string, init: RequestInit) => Response;
let replies: Reply[];
let calls: Array<{ url: string; init: RequestInit }>;
let toasts: Toast[];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  await initI18n();
  localStorage.clear();
  clearSession();
  replies = [];
  calls = [];
  toasts = [];
  setNotifier((toast) => toasts.push(toast));
  configureHttp({
    fetch: async (input, init) => {
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
});
