import { useEffect, useState } from 'react';
import { request } from '../../app/http/client';

/** What the sign-in page may know about a tenant's OpenID Connect provider. */
export interface OidcButton {
  enabled: boolean;
  label: string;
}

/** Where the browser goes to sign in through the tenant's provider (the server redirects onwards). */
export const oidcStartUrl = (tenantId: string) => `/api/blade-auth/oidc/start?${new URLSearchParams({ tenantId })}`;

/** The provider button of the tenant typed on the sign-in page (asked again, after a pause, when it changes). */
export function useOidcButton(tenantId: string, delayMs = 300): OidcButton | undefined {
  const [button, setButton] = useState<OidcButton>();
  useEffect(() => {
    const tenant = tenantId.trim();
    if (!tenant) {
      setButton(undefined);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      request<{ data?: OidcButton }>({ url: '/api/blade-auth/oidc/providers', params: { tenantId: tenant }, quiet: true }).then(
        (answer) => live && setButton(answer?.data?.enabled ? answer.data : undefined),
        () => live && setButton(undefined),
      );
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tenantId, delayMs]);
  return button;
}

/** The fragment the server's callback sends the browser to `/loginByOidc` with: a one-time code, or why it failed. */
export function readOidcFragment(hash: string): { code?: string; tenantId?: string; error?: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { code: params.get('code') ?? undefined, tenantId: params.get('tenantId') ?? undefined, error: params.get('error') ?? undefined };
}
