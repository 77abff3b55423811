import * as oidc from 'openid-client';

/** Requests to the provider (discovery, token, JWKS, userinfo) give up after this long. */
const TIMEOUT_SECONDS = 10;
/** Discovered configurations are reused this long (keys rotate; the JWKS cache refetches on a new kid anyway). */
const CACHE_MS = 10 * 60_000;

export interface ProviderClient {
  issuer: string;
  clientId: string;
  /** null: a public client (PKCE only, no client authentication). */
  secret: string | null;
}

/**
 * Reads the issuer's discovery document (openid-client validates that its `issuer` is the one asked
 * for) and configures our client: the secret is sent as client_secret_post, or client_secret_basic when
 * the provider does not list post. Plain http is allowed only for a provider on this machine.
 */
export async function discoverProvider(p: ProviderClient): Promise<oidc.Configuration> {
  const server = new URL(p.issuer);
  const insecure = server.protocol === 'http:';
  const execute = insecure ? [oidc.allowInsecureRequests] : [];
  const found = await oidc.discovery(server, p.clientId, p.secret ?? undefined, p.secret ? undefined : oidc.None(), { execute, timeout: TIMEOUT_SECONDS });
  const methods = found.serverMetadata().token_endpoint_auth_methods_supported;
  if (!p.secret || !methods || methods.includes('client_secret_post') || !methods.includes('client_secret_basic')) return found;
  const basic = new oidc.Configuration(found.serverMetadata(), p.clientId, p.secret, oidc.ClientSecretBasic(p.secret));
  for (const run of execute) run(basic);
  basic.timeout = TIMEOUT_SECONDS;
  return basic;
}

const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** The configuration of a saved provider version, discovered once per CACHE_MS (a failed discovery is not kept). */
export function cachedProvider(key: string, p: ProviderClient): Promise<oidc.Configuration> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const config = discoverProvider(p);
  cache.set(key, { at: Date.now(), config });
  config.catch(() => cache.delete(key));
  if (cache.size > 500) cache.delete(cache.keys().next().value!);
  return config;
}
