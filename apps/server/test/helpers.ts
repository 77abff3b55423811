import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppModule } from '../src/modules/module.js';
import type { AppConfig } from '../src/platform/config.js';
import { openDatabase, type Database } from '../src/platform/db/client.js';
import { resolveAuth } from '../src/platform/auth/authenticate.js';
import { initialPassword } from '../src/platform/auth/initial-password.js';
import type { ServiceContext } from '../src/platform/http/route.js';

import { adminPostgres, ADMIN_PASSWORD, TEST_JWT_SECRET } from './snapshot.js';

export { ADMIN_PASSWORD };
export const BASIC = `Basic ${Buffer.from('hr-web:hr-web-secret').toString('base64')}`;

/** True when the suite runs against PostgreSQL (DATABASE_URL set), as CI's second pass does. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A new PostgreSQL database beside DATABASE_URL's (a copy of `template` when given, else empty), and
 * how to drop it.
 */
export async function createPostgresDatabase(prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminPostgres(`create database ${name}${template ? ` template ${template}` : ''}`);
      break;
    } catch (err) {
      // two files copying the template in the same instant: "source database is being accessed by other users"
      if (!template || attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminPostgres(`drop database if exists ${name} with (force)`) };
}

let snapshot: Blob | undefined;
/** What test/global-setup.ts provided; nothing outside vitest (the benches build their apps from empty databases). */
const provided = (key: 'snapshotFile' | 'templateDatabase') => (process.env.VITEST ? inject(key) : '');

/**
 * A database for one test app, already migrated and bootstrapped: a copy of the run's snapshot
 * (test/global-setup.ts), or an empty one when `fresh` (first-boot behaviour under test, demo data).
 */
async function openTestDatabase(fresh: boolean): Promise<{ database: Database; url?: string; drop?: () => Promise<void> }> {
  if (onPostgres) {
    const created = await createPostgresDatabase('hr_test', fresh ? undefined : provided('templateDatabase') || undefined);
    return { database: await openDatabase({ databaseUrl: created.url }), url: created.url, drop: created.drop };
  }
  const file = fresh ? '' : provided('snapshotFile');
  if (file && !snapshot) snapshot = new Blob([readFileSync(file)]);
  return { database: await openDatabase({ inMemory: true, loadDataDir: file ? snapshot : undefined }) };
}

/**
 * A fresh app on its own database, a copy of the migrated snapshot (in-memory PGlite, or with
 * DATABASE_URL a PostgreSQL database created for this test file and dropped on close). Configuration
 * that changes the first boot (demo data, another admin password) starts from an empty database.
 */
export async function createTestApp(config: Partial<AppConfig> = {}, options: { modules?: readonly AppModule[] } = {}): Promise<TestApp> {
  const fresh = config.demoData === true || 'adminPassword' in config;
  const { database, url, drop } = await openTestDatabase(fresh);
  const app = await buildApp({
    database,
    modules: options.modules,
    config: { adminPassword: ADMIN_PASSWORD, jwtSecret: TEST_JWT_SECRET, backgroundJobs: false, ...config },
  });
  await app.ready();
  return new TestApp(app, database, url, async () => {
    await app.close();
    await database.close();
    await drop?.();
  });
}

/**
 * One app for the whole test file, signed in as admin: `const s = useTestApp();` then `s.t`, `s.admin`
 * inside tests (created in beforeAll, closed in afterAll).
 */
export function useTestApp(config: Partial<AppConfig> = {}): { readonly t: TestApp; readonly admin: Session } {
  const state: { t?: TestApp; admin?: Session } = {};
  beforeAll(async () => {
    state.t = await createTestApp(config);
    state.admin = await state.t.login();
  });
  afterAll(async () => state.t?.close());
  return {
    get t() {
      return state.t!;
    },
    get admin() {
      return state.admin!;
    },
  };
}

export interface Session {
  token: string;
  refreshToken: string;
  userId: string;
  headers: Record<string, string>;
}

export class TestApp {
  constructor(
    readonly app: FastifyInstance,
    readonly database: Database,
    readonly databaseUrl: string | undefined,
    readonly close: () => Promise<void>,
  ) {}

  get db() {
    return this.database.db;
  }

  /** The context a service sees for `session`'s caller: services are tested directly with it, without HTTP. */
  async serviceContext(session: Session): Promise<ServiceContext> {
    const auth = await resolveAuth(this.app, session.token);
    if (!auth) throw new Error('the session has ended');
    return { db: this.db, auth, app: this.app };
  }

  /** Signs in with the password grant; throws with the server's description on failure. */
  async login(account = 'admin', password = ADMIN_PASSWORD, tenantId = '000000'): Promise<Session> {
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'tenant-id': tenantId },
      payload: { grant_type: 'password', username: account, password, tenantId, scope: 'all' },
    });
    const body = res.json();
    if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.statusCode} ${JSON.stringify(body)}`);
    return {
      token: body.access_token,
      refreshToken: body.refresh_token,
      userId: body.user_id,
      headers: { 'blade-auth': `bearer ${body.access_token}`, authorization: BASIC },
    };
  }

  /** The passwords `loginChangingInitial` chose, by account (a bench signs in with them over HTTP). */
  readonly changedPasswords = new Map<string, string>();

  /**
   * Signs in with the initial password, as a new account's user does: when the account must change it (a
   * new or reset account), the first sign-in changes it (resetPassword1, the forced change) and later ones
   * use the new one; until the change such a session answers only the password calls (403 otherwise). A demo
   * account is asked no change and keeps signing in with the initial password.
   */
  async loginChangingInitial(account: string): Promise<Session> {
    const known = this.changedPasswords.get(account);
    if (known) return this.login(account, known);
    const session = await this.login(account, initialPassword());
    const info = await this.get(session, '/api/blade-user/all-info');
    if (info.data?.passwordInitial !== true) return session;
    const fresh = `Changed@${account.length}x${account}`.slice(0, 60);
    const res = await this.post(session, '/api/blade-user/resetPassword1', { newPassword: fresh, newPassword1: fresh });
    if (res.status !== 200) throw new Error(`${account}: the password change failed: ${res.status} ${res.msg}`);
    this.changedPasswords.set(account, fresh);
    return session;
  }

  /** Calls the API as `session`; answers the parsed envelope with the HTTP status. */
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer's data as its assertions need
  async call<T = any>(
    session: Session | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown> | unknown[],
    extra: Partial<InjectOptions> = {},
  ) {
    const res = await this.app.inject({
      method,
      url,
      // without a session the call still carries the client's credentials, as every call of our client does
      headers: { ...(session?.headers ?? { authorization: BASIC }), ...((extra.headers as Record<string, string>) ?? {}) },
      ...(method === 'GET' && payload && !Array.isArray(payload)
        ? { query: stringifyQuery(payload) }
        : payload !== undefined
          ? { payload: payload as never }
          : {}),
    });
    let body: { code: number; success: boolean; data: T; msg: string };
    try {
      body = res.json();
    } catch {
      body = { code: res.statusCode, success: false, data: res.body as T, msg: '' };
    }
    return { status: res.statusCode, ...body, raw: res };
  }

  get(session: Session | null, url: string, query?: Record<string, unknown>) {
    return this.call(session, 'GET', url, query);
  }

  post(session: Session | null, url: string, body?: Record<string, unknown> | unknown[], extra?: Partial<InjectOptions>) {
    return this.call(session, 'POST', url, body ?? {}, extra);
  }
}

function stringifyQuery(q: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
}
