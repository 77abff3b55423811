import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime, nowSql } from '../../platform/db/columns.js';

/**
 * A tenant's OpenID Connect provider (System > Single sign-on): at most one live row per tenant. The
 * client secret is kept encrypted (AES-256-GCM under a key derived from the token signing key) and is
 * never answered by the API. `version` is bumped on every change: a sign-in started under an older
 * version is refused at its callback.
 */
export const oidcProvider = pgTable(
  'sys_oidc_provider',
  {
    ...businessColumns(),
    issuer: varchar('issuer', { length: 500 }).notNull(),
    clientId: varchar('client_id', { length: 200 }).notNull(),
    clientSecretEnc: text('client_secret_enc'),
    /** The ID token (or userinfo) claim that names the account, e.g. preferred_username or email. */
    accountClaim: varchar('account_claim', { length: 64 }).notNull().default('preferred_username'),
    /** The user field the claim's value is matched against: account or email. */
    matchField: varchar('match_field', { length: 16 }).notNull().default('account'),
    scope: varchar('scope', { length: 300 }).notNull().default('openid profile email'),
    buttonLabel: varchar('button_label', { length: 50 }).notNull(),
    enabled: smallint('enabled').notNull().default(0),
  },
  (t) => [uniqueIndex('sys_oidc_provider_tenant_uq').on(t.tenantId).where(sql`${t.isDeleted} = 0`)],
);

/**
 * A sign-in on its way through the provider, keyed by the SHA-256 of its `state`: the nonce and PKCE
 * verifier stay on the server, and the hash of a random value the browser holds in an HttpOnly cookie
 * ties the callback to the browser that started it. Taken (deleted) once by the callback; 10 minutes.
 */
export const authOidcFlow = pgTable('auth_oidc_flow', {
  key: varchar('key', { length: 64 }).primaryKey(),
  tenantId: varchar('tenant_id', { length: 12 }).notNull(),
  providerId: bigId('provider_id').notNull(),
  providerVersion: integer('provider_version').notNull(),
  nonce: varchar('nonce', { length: 100 }).notNull(),
  codeVerifier: varchar('code_verifier', { length: 200 }).notNull(),
  redirectUri: varchar('redirect_uri', { length: 600 }).notNull(),
  browserHash: varchar('browser_hash', { length: 64 }).notNull(),
  createTime: dateTime('create_time').notNull().default(nowSql),
  expireTime: dateTime('expire_time').notNull(),
});

/**
 * The one-time code the callback hands to the web app (in the URL fragment) for a matched user: the web
 * exchanges it for the usual token pair with `grant_type=oidc`. Hashed, single use, 2 minutes.
 */
export const authOidcHandoff = pgTable('auth_oidc_handoff', {
  key: varchar('key', { length: 64 }).primaryKey(),
  tenantId: varchar('tenant_id', { length: 12 }).notNull(),
  userId: bigId('user_id').notNull(),
  expireTime: dateTime('expire_time').notNull(),
});
