import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/platform/config.js';
import { openDatabase, type Database } from '../src/platform/db/client.js';

export const ADMIN_PASSWORD = 'Admin@12345';
export const BASIC = `Basic ${Buffer.from('hr-web:hr-web-secret').toString('base64')}`;

/** True when the suite runs against PostgreSQL (DATABASE_URL set), as CI's second pass does. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** A new, empty PostgreSQL database beside DATABASE_URL's, and how to drop it. */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or with DATABASE_URL a new PostgreSQL database
 * created for this test file and dropped on close.
 */
export async function createTestApp(config: Partial<AppConfig> = {}): Promise<TestApp> {
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (onPostgres) {
    const fresh = await createPostgresDatabase('hr_test');
    url = fresh.url;
    database = await openDatabase({ databaseUrl: url });
    dropDb = fresh.drop;
  } else {
    database = await openDatabase({ inMemory: true });
  }
  const app = await buildApp({ database, config: { adminPassword: ADMIN_PASSWORD, jwtSecret: 'test-signing-key-only-for-tests', backgroundJobs: false, ...config } });
  await app.ready();
  return new TestApp(app, database, url, async () => {
    await app.close();
    await database.close();
    await dropDb?.();
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

  /** Calls the API as `session`; answers the parsed envelope with the HTTP status. */
  async call<T = any>(session: Session | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown> | unknown[], extra: Partial<InjectOptions> = {}) {
    const res = await this.app.inject({
      method,
      url,
      headers: { ...(session?.headers ?? {}), ...((extra.headers as Record<string, string>) ?? {}) },
      ...(method === 'GET' && payload && !Array.isArray(payload) ? { query: stringifyQuery(payload) } : payload !== undefined ? { payload: payload as never } : {}),
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
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
}
