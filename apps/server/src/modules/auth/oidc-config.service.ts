import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OidcMatchField } from '@hr/contracts';
import { purposeKey } from '../../platform/auth/signed.js';
import { audit, diff } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { providerOfTenant, writeProvider, type OidcProviderRow } from './oidc-config.queries.js';
import { discoverProvider } from './oidc-discovery.js';
import type { Tenant } from '../../platform/auth/context.js';

/** Path of our callback at the provider: registered there as the client's redirect URI. */
export const OIDC_CALLBACK_PATH = '/api/blade-auth/oidc/callback';

/** The redirect URI the provider sends the browser back to: PUBLIC_WEB_URL, else the address the request came to. */
export function callbackUrl(app: FastifyInstance, req: FastifyRequest | undefined): string {
  const base = app.config.publicWebUrl ?? (req ? `${req.protocol}://${req.host}` : '');
  return `${base.replace(/\/$/, '')}${OIDC_CALLBACK_PATH}`;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** https only, except a provider on this machine (development, tests). */
export function issuerAllowed(issuer: string): boolean {
  try {
    const u = new URL(issuer);
    if (u.search || u.hash || u.username || u.password) return false;
    return u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK.test(u.hostname));
  } catch {
    return false;
  }
}

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const oidcConfigInput = z.object({
  issuer: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(500, 'must be at most 500 characters')
    .refine(issuerAllowed, 'must be an https:// address without query (http:// only for localhost)'),
  clientId: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  /** Sent only to set or replace it; blank keeps the stored one. */
  clientSecret: z.string().max(500, 'must be at most 500 characters').optional(),
  /** true: forget the stored secret (a public client using PKCE only). */
  clearSecret: flag.optional(),
  accountClaim: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(64, 'must be at most 64 characters')
    .regex(/^[A-Za-z0-9_.:/-]+$/, 'may contain letters, digits and _ . : / - only')
    .default('preferred_username'),
  matchField: z.enum([OidcMatchField.ACCOUNT, OidcMatchField.EMAIL], { message: 'must be account or email' }).default(OidcMatchField.ACCOUNT),
  scope: z
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    .regex(/^[\x21\x23-\x5B\x5D-\x7E ]*$/, 'may contain printable characters without quotes or backslashes only')
    .refine((s) => s.split(/\s+/).includes('openid'), 'must include openid')
    .default('openid profile email'),
  buttonLabel: z.string().trim().min(1, 'is required').max(50, 'must be at most 50 characters'),
  enabled: flag.default(false),
});
export type OidcConfigInput = z.output<typeof oidcConfigInput>;

export const oidcConfigRecord = z.object({
  id: z.string().nullable(),
  issuer: z.string(),
  clientId: z.string(),
  /** Whether a client secret is stored (the secret itself is never answered). */
  hasSecret: z.boolean(),
  accountClaim: z.string(),
  matchField: z.string(),
  scope: z.string(),
  buttonLabel: z.string(),
  enabled: z.boolean(),
  /** What to register at the provider as the redirect URI. */
  redirectUri: z.string(),
  updateTime: z.string().nullable(),
});

const secretKey = (app: FastifyInstance) => purposeKey(app.signingKey, 'oidc-client-secret');

/** `v1.<iv>.<tag>.<ciphertext>` (AES-256-GCM, base64url parts). */
export function encryptSecret(app: FastifyInstance, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(app), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The stored secret in clear, or null when none is stored or it cannot be read (the signing key changed). */
export function decryptSecret(app: FastifyInstance, stored: string | null): string | null {
  if (!stored) return null;
  const [v, iv, tag, body] = stored.split('.');
  if (v !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secretKey(app), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function present(app: FastifyInstance, req: FastifyRequest | undefined, row: OidcProviderRow | null): z.input<typeof oidcConfigRecord> {
  return {
    id: row?.id ?? null,
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    hasSecret: Boolean(row?.clientSecretEnc),
    accountClaim: row?.accountClaim ?? 'preferred_username',
    matchField: row?.matchField ?? OidcMatchField.ACCOUNT,
    scope: row?.scope ?? 'openid profile email',
    buttonLabel: row?.buttonLabel ?? '',
    enabled: row?.enabled === 1,
    redirectUri: callbackUrl(app, req),
    updateTime: row?.updateTime ?? null,
  };
}

/** The caller's tenant's provider settings (defaults when none is saved yet). */
export async function oidcConfigDetail({ app, db, auth, req }: ServiceContext) {
  return present(app, req, await providerOfTenant(db, auth));
}

/**
 * Saves the caller's tenant's provider (creates it the first time). Enabling it checks that the issuer's
 * discovery document answers, so a typo is a 400 on save rather than a broken sign-in button.
 */
export async function submitOidcConfig(ctx: ServiceContext, input: OidcConfigInput) {
  const { app, db, auth, req } = ctx;
  const before = await providerOfTenant(db, auth);
  const secret = input.clientSecret?.trim();
  const clientSecretEnc = input.clearSecret ? null : secret ? encryptSecret(app, secret) : (before?.clientSecretEnc ?? null);
  if (input.enabled) {
    try {
      await discoverProvider({ issuer: input.issuer, clientId: input.clientId, secret: secret || decryptSecret(app, clientSecretEnc) });
    } catch (e) {
      throw badRequest(`issuer: the provider's discovery document could not be read (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  const values = {
    issuer: input.issuer.replace(/\/$/, ''),
    clientId: input.clientId,
    clientSecretEnc,
    accountClaim: input.accountClaim,
    matchField: input.matchField,
    scope: input.scope,
    buttonLabel: input.buttonLabel,
    enabled: input.enabled ? 1 : 0,
  };
  const now = formatDateTime(new Date());
  const saved = await db.transaction(async (tx) => {
    const row = await writeProvider(tx, auth, before?.id, values, now);
    await audit(tx, auth, req, { action: before ? 'update' : 'create', resource: 'oidc_provider', recordId: row.id, changes: diff(before, row) });
    return row;
  });
  return present(app, req, saved);
}

/** What the sign-in screen may know about a tenant's provider: its button label, when it is enabled. */
export async function publicProvider(db: ServiceContext['db'], tenant: Tenant): Promise<{ enabled: boolean; label: string }> {
  const row = await providerOfTenant(db, tenant);
  return row?.enabled === 1 ? { enabled: true, label: row.buttonLabel } : { enabled: false, label: '' };
}
