import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { worker } from '../../modules/worker/worker.tables.js';
import { auditLog } from './platform.tables.js';
import { containsAny, liveRows } from '../repository.js';
import { renderQuery, runQuery } from './render.js';

/**
 * The list pages' renderer (render.ts) writes what drizzle writes, text and parameters, for every piece it handles,
 * and leaves the rest to drizzle.
 */
const drizzle = new PgDialect();
const auth = { tenantId: '000000' };
const boss = alias(worker, 'boss');

describe('rendering a statement', () => {
  const statements: Record<string, SQL> = {
    'a list page with conditions of every kind': sql`select ${worker.id}, ${worker.name} from ${worker} where ${and(
      liveRows(worker, auth),
      containsAny([worker.name, worker.employmentCode, worker.finNo], 'Rahman 1000'),
      inArray(worker.teamId, ['11', '12', '13']),
      or(isNull(worker.leaveDate), gte(worker.wpExpiryDate, '2026-11-29')),
      not(eq(worker.status, 2)),
    )} order by ${worker.employmentCode}, ${worker.id} limit ${10} offset ${0}`,
    'plain values in a template, null among them': sql`select ${1} as one, ${'text'} as two, ${null}::int as three, ${true} as four`,
    'a column written with its encoder (jsonb)': sql`select 1 from ${auditLog} where ${eq(auditLog.changes, { a: 1, list: ['x'] })}`,
    'an aliased table and its columns': sql`select ${boss.name} from ${boss} where ${eq(boss.id, '42')}`,
    'nothing but text': sql.raw('select 1'),
    'identifiers, quotes doubled': sql`select ${worker.name} as ${sql.identifier('name "as called"')} from ${worker}`,
    'a nested empty piece': sql`select 1 where true${sql``}${undefined}`,
  };
  for (const [label, statement] of Object.entries(statements)) {
    it(`as drizzle does: ${label}`, () => {
      const ours = renderQuery(statement);
      const theirs = drizzle.sqlToQuery(statement);
      expect(ours).toEqual({ sql: theirs.sql, params: theirs.params });
    });
  }

  it('leaves to drizzle what it does not handle: placeholders, inlined parameters, aliased expressions', () => {
    expect(renderQuery(sql`select 1 where ${worker.id} = ${sql.placeholder('id')}`)).toBeUndefined();
    expect(renderQuery(sql`select ${'x'}`.inlineParams())).toBeUndefined();
    expect(renderQuery(sql`select ${sql`1`.as('one')}`)).toBeUndefined();
  });
});

describe('running a statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers the same rows rendered here as drizzle answers, and runs what only drizzle renders', async () => {
    const statement = sql`select ${worker.id} as id from ${worker} where ${liveRows(worker, auth)} order by ${worker.id} limit ${5}`;
    const drizzleRows = ((await t.db.execute(statement)) as unknown as { rows: unknown[] }).rows;
    expect(await runQuery(t.db, statement)).toEqual(drizzleRows);
    expect(await runQuery(t.db, sql`select ${'x'} as v`.inlineParams())).toEqual([{ v: 'x' }]);
  });
});
