import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from '../src/modules/schema.js';
import { migrationsFolder } from '../src/platform/db/migrate.js';
import { sql } from 'drizzle-orm';
import { formatDateTime, today } from '../src/platform/util.js';
import { createTestApp, type TestApp } from './helpers.js';
import { addUser } from './users.js';
import { nameOf } from '../src/platform/names.js';
import { param, user } from '../src/modules/system/system.tables.js';
import { openapiDocument, snapshotPath } from './openapi-doc.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('platform conventions', () => {
  it('every API route declares a permission or is explicitly public', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(5);
    const undeclared = api.filter((r) => r.permission === undefined || r.permission === '').map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('the committed openapi.json matches the routes (run `npm run openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(snapshotPath, 'utf8'));
    expect(await openapiDocument()).toEqual(committed);
  }, 120_000);

  it('every OpenAPI operation has a unique, readable operationId (derived from the URL: platform/http/operation-ids.ts)', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { operationId?: string }>> };
    const byId = new Map<string, string>();
    const bad: string[] = [];
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        const id = op.operationId;
        if (!id || !/^[a-z][A-Za-z0-9]*$/.test(id) || byId.has(id)) bad.push(`${method} ${path}: ${id} (${byId.get(id ?? '')})`);
        if (id) byId.set(id, `${method} ${path}`);
      }
    expect(bad).toEqual([]);
    expect(byId.size).toBeGreaterThan(500);
    expect(byId.get('leaverecordPage')).toBe('get /api/mcc-staff/leaverecord/page');
    expect(byId.get('vacationCreditDetailSearch')).toMatch(/ \/api\/mcc-staff\/vacationCreditDetail\/search$/);
    expect(byId.get('fileByAttachId')).toBe('get /api/blade-resource/file/{attachId}');
    expect(byId.get('staffProcessfieldPage')).toBe('get /api/mcc-staff/processfield/page');
    expect(byId.get('workerProcessfieldPage')).toBe('get /api/mcc-worker/processfield/page');
  });

  it('the committed migrations match the schema (run `npm run db:generate` after changing a table)', async () => {
    const meta = `${migrationsFolder}/meta`;
    const snapshots = readdirSync(meta)
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort();
    const last = JSON.parse(readFileSync(`${meta}/${snapshots.at(-1)}`, 'utf8'));
    const current = generateDrizzleJson(schema as Record<string, unknown>);
    const statements = await generateMigration(last, current);
    expect(statements).toEqual([]);
  }, 60_000);

  it('answers the envelope for unknown API paths and a health check', async () => {
    const res = await t.get(null, '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res).toMatchObject({ code: 404, success: false, data: null });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'up' });
  });

  it('the database sessions run in UTC (instants are stored; the code converts to the company clock, clock-context.ts)', async () => {
    const { rows } = (await t.db.execute(
      sql`select current_date::text as day, to_char(localtimestamp, 'YYYY-MM-DD HH24:MI') as minute, current_setting('TimeZone') as zone`,
    )) as unknown as { rows: { day: string; minute: string; zone: string }[] };
    expect(rows[0].zone).toMatch(/^(UTC|GMT|Etc\/UTC)$/);
    expect(rows[0].day).toBe(today('UTC'));
    expect([formatDateTime(new Date(), 'UTC').slice(0, 16), formatDateTime(new Date(Date.now() - 60_000), 'UTC').slice(0, 16)]).toContain(rows[0].minute);
  });

  it("a looked-up name binds to the outer row's key, even where the looked-up table has a column of the key's name", async () => {
    // sys_user has a create_user column too: a bare "create_user" key would bind to it inside the look-up
    const maker = await addUser(t, { account: 'nm_maker', password: 'Secret#2026' });
    const [row] = await t.db
      .insert(param)
      .values({ paramName: 'probe', paramKey: 'probe.maker', paramValue: 'v', createUser: maker })
      .returning({ id: param.id });
    const [named] = await t.db
      .select({ maker: nameOf({ table: user, id: user.id, name: user.account }, param.createUser) })
      .from(param)
      .where(sql`${param.id} = ${row.id}`);
    expect(named.maker).toBe('nm_maker');
    // looking a table up from itself needs an alias: refused rather than answering another row's name
    expect(() => nameOf({ table: user, id: user.id, name: user.account }, user.createUser)).toThrow(/alias the outer table/);
  });

  it('never leaks internals on malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/blade-system/post/submit',
      headers: { 'content-type': 'application/json', ...(await t.login()).headers },
      payload: '{"postCode":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
