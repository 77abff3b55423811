import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiCall, apiHeaders, E2E_ADMIN, signOut, watchErrors, expectNoErrors } from './helpers';

// Single sign-on in the browser: a real OpenID Connect provider (panva's oidc-provider, a devDependency of
// the server) runs in this process on a loopback port; its development login and consent pages are the
// identity provider's screens a person would see.

const appPort = Number(process.env.E2E_PORT ?? 8799);
const idpPort = appPort + 3;
const issuer = `http://127.0.0.1:${idpPort}`;
let idp: Server;

test.beforeAll(async () => {
  // the server workspace's devDependency: npm hoists it to the root unless a version conflict keeps it in the workspace
  const file = ['apps/server/node_modules/oidc-provider/lib/index.js', 'node_modules/oidc-provider/lib/index.js']
    .map((f) => resolve(f))
    .find((f) => existsSync(f));
  if (!file) throw new Error('oidc-provider is not installed (npm install)');
  const entry = pathToFileURL(file).href;
  const { default: Provider } = (await import(entry)) as {
    default: new (issuer: string, config: object) => { callback: () => Parameters<typeof createServer>[1] };
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'hr-e2e',
        client_secret: 'hr-e2e-secret-0123456789',
        redirect_uris: [`http://127.0.0.1:${appPort}/api/blade-auth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['e2e-oidc-cookie-key'] },
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], profile: ['preferred_username'] },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub, preferred_username: sub }) }),
    features: { devInteractions: { enabled: true } },
  });
  idp = createServer(provider.callback());
  await new Promise<void>((done) => idp.listen(idpPort, '127.0.0.1', done));
});

test.afterAll(async ({ request }) => {
  // other specs see the sign-in page without the button again
  const headers = await apiHeaders(request);
  await apiCall(request, headers, '/api/blade-system/oidc/submit', { issuer, clientId: 'hr-e2e', buttonLabel: 'E2E identity', enabled: false });
  await new Promise<void>((done) => idp.close(() => done()));
});

test('the sign-in page offers the configured provider, which signs the matching user in', async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await expect(page.locator('#auth-username')).toBeVisible();
  // no provider yet: only the password form (and the SMS link)
  await expect(page.locator('.auth-sso-button')).toHaveCount(0);

  const headers = await apiHeaders(request);
  await apiCall(request, headers, '/api/blade-system/oidc/submit', {
    issuer,
    clientId: 'hr-e2e',
    clientSecret: 'hr-e2e-secret-0123456789',
    accountClaim: 'preferred_username',
    matchField: 'account',
    buttonLabel: 'E2E identity',
    enabled: true,
  });

  await page.goto('/login');
  const button = page.getByRole('link', { name: 'Sign in with E2E identity' });
  await expect(button).toBeVisible();
  // another tenant has no provider: no button
  await page.fill('#auth-tenantId', '999999');
  await expect(button).toHaveCount(0);
  await page.fill('#auth-tenantId', '000000');
  await button.click();

  // the identity provider's own pages
  await page.waitForURL(`${issuer}/interaction/**`);
  await page.fill('input[name=login]', E2E_ADMIN.account);
  await page.fill('input[name=password]', 'whatever the provider checks');
  await page.click('button[type=submit]');
  await page.waitForURL(`${issuer}/interaction/**`);
  await page.getByRole('button', { name: /continue/i }).click();

  await page.waitForURL('**/homePage', { timeout: 30_000 });
  await expect(page.getByText('Welcome, E2E Administrator')).toBeVisible();
  // the one-time code does not stay in the address bar or the history
  expect(page.url()).not.toContain('code=');
  await expectNoErrors(errors);

  // an identity the company does not have is sent back with the reason
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with E2E identity' }).click();
  await page.waitForURL(`${issuer}/interaction/**`);
  await page.fill('input[name=login]', 'nobody.here');
  await page.fill('input[name=password]', 'x');
  await page.click('button[type=submit]');
  await page.waitForURL(`${issuer}/interaction/**`);
  await page.getByRole('button', { name: /continue/i }).click();
  await page.waitForURL('**/loginByOidc');
  await expect(page.getByRole('alert')).toHaveText(/has no user here/);
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page.locator('#auth-username')).toBeVisible();
});
