import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { auditLog } from './platform.tables.js';
import { preparedPerDb } from './prepared.js';
import { executeText, Expr, insertText, setText, SqlText, statementNameOf } from './sql-text.js';
import { compiledSelection } from '../repository.js';

/**
 * The hot path's two ways around drizzle's builders (issue 13): statements written as text keep drizzle's insert
 * rules and value mapping, and a prepared statement runs on the transaction it is given (it sees that
 * transaction's own writes, and on PGlite's single connection it does not wait for the transaction to end).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const auditById = preparedPerDb((db) =>
  db
    .select({ id: auditLog.id, action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.id, sql.placeholder('id')))
    .prepare('test_audit_by_id'),
);

describe('statements as text', () => {
  it('inserts rows as drizzle would: $defaultFn ids, database defaults, jsonb written as JSON, expressions as SQL', async () => {
    const text = insertText(new SqlText(), auditLog, [
      { tenantId: '000000', userId: '1', account: 'sql-text', action: 'first', resource: 'test', changes: { a: 1, list: ['x'] } },
      { tenantId: '000000', userId: '1', account: 'sql-text', action: 'second', resource: 'test', recordId: new Expr(`'r' || ${'42'}`) },
    ]);
    const selection = compiledSelection(auditLog);
    const rows = (await executeText(t.db, text.add(` returning ${selection.text}`))).map((r) => selection.decode(r));
    expect(rows).toHaveLength(2);
    // ids from the column's $defaultFn, distinct; the creation time from the database's default
    expect(rows[0].id).toMatch(/^\d+$/);
    expect(rows[1].id).not.toBe(rows[0].id);
    expect(rows[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[0].changes).toEqual({ a: 1, list: ['x'] });
    expect(rows[1]).toMatchObject({ action: 'second', recordId: 'r42', changes: null });
    // the values travel as parameters: one per value, none spelled into the text
    expect(text.sql).not.toContain('sql-text');
  });

  it('updates with setText, parameters numbered across the parts of one statement', async () => {
    const [row] = await t.db.insert(auditLog).values({ tenantId: '000000', userId: '1', account: 'a', action: 'before', resource: 'test' }).returning();
    const params: unknown[] = [];
    const one = new SqlText(params);
    one.add(`update sys_audit_log set ${setText(one, auditLog, { action: 'after', recordId: undefined })} where id = ${one.param(row.id)} returning id`);
    const two = new SqlText(params);
    two.add(`select ${two.param('unused')}::text as v`);
    expect(one.sql).toContain('$1');
    expect(two.sql).toContain('$3');
    const [done] = await executeText(
      t.db,
      new SqlText(params).add(`with w0 as (${one.sql}), w1 as (${two.sql}) select (select count(*) from w0)::int as n, (select v from w1) as v`),
    );
    expect(done).toEqual({ n: 1, v: 'unused' });
    const [after] = await t.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after.action).toBe('after');
  });

  it('keep a text run again and again parsed and planned under one name from its third run, answering as before', async () => {
    const tag = `${process.pid}-${Date.now()}`;
    const text = `select 1 -- ${tag}`;
    expect([statementNameOf(text), statementNameOf(text)]).toEqual([undefined, undefined]);
    const name = statementNameOf(text);
    expect(name).toMatch(/^hr_text_\d+$/);
    expect(statementNameOf(text)).toBe(name);
    expect(statementNameOf(`${text} `)).toBeUndefined();

    const count = async (db: typeof t.db) => {
      const q = new SqlText();
      const statement = `select count(*)::int as n from "sys_audit_log" where account = ${q.param('sql-text')} and action like ${q.param('%')} -- ${tag}`;
      return { n: (await executeText(db, q.add(statement)))[0].n as number, statement };
    };
    const first = await count(t.db);
    expect(first.n).toBeGreaterThanOrEqual(2);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 4; i++) expect((await count(tx)).n).toBe(first.n);
      if (t.database.kind === 'postgres') {
        // the transaction's connection keeps it parsed under its name (PGlite ignores names)
        const kept = await tx.execute(sql`select name from pg_prepared_statements where statement = ${first.statement}`);
        expect((kept as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([statementNameOf(first.statement)]);
      }
    });
  });

  it('refuses a key that is not a column, naming it', () => {
    expect(() => setText(new SqlText(), auditLog, { nope: 1 })).toThrow(/nope is not a column of "sys_audit_log"/);
  });
});

describe('prepared statements', () => {
  it('run on the transaction they are given: they see its own uncommitted rows, which others do not', async () => {
    // built on the database handle first: the transaction below reuses that statement on its own connection
    expect(await auditById(t.db).execute({ id: '1' })).toEqual([]);
    await t.db
      .transaction(async (tx) => {
        const [row] = await tx.insert(auditLog).values({ tenantId: '000000', userId: '1', account: 'a', action: 'inside', resource: 'test' }).returning();
        expect(await auditById(tx).execute({ id: row.id })).toEqual([{ id: row.id, action: 'inside' }]);
        if (t.database.kind === 'postgres') expect(await auditById(t.db).execute({ id: row.id })).toEqual([]);
        tx.rollback();
      })
      .catch((e: Error) => {
        if (!/rollback/i.test(e.message)) throw e;
      });
  });
});
