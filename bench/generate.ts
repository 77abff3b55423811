/**
 * Benchmark dataset: a department tree, N users spread across it, dictionaries with items, written
 * straight through drizzle into a PostgreSQL database (migrated and bootstrapped by the app itself).
 *
 *   npx tsx bench/generate.ts [--database-url URL] [--users 5000] [--depts 150] [--dicts 40] [--items 12] [--fresh]
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { and, count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase, type Db } from '../apps/server/src/platform/db/client.js';
import { nextId } from '../apps/server/src/platform/db/ids.js';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.js';
import { dept, dict, role, user } from '../apps/server/src/modules/system/system.tables.js';

export const BENCH_ADMIN_PASSWORD = 'Bench@12345';
export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/hr_bench';
const TENANT = '000000';

export interface GenerateOptions {
  databaseUrl: string;
  users: number;
  depts: number;
  dicts: number;
  items: number;
  fresh: boolean;
}

export function parseGenerateArgs(argv: string[]): GenerateOptions {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: {
      'database-url': { type: 'string' },
      users: { type: 'string' },
      depts: { type: 'string' },
      dicts: { type: 'string' },
      items: { type: 'string' },
      fresh: { type: 'boolean' },
    },
  });
  return {
    databaseUrl: String(values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL),
    users: Number(values.users ?? 5000),
    depts: Number(values.depts ?? 150),
    dicts: Number(values.dicts ?? 40),
    items: Number(values.items ?? 12),
    fresh: Boolean(values.fresh),
  };
}

/** Creates (or with `fresh`, recreates) the database named in the URL. */
async function ensureDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name must be a plain identifier: ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const c = new pg.Client({ connectionString: maintenance.toString() });
  await c.connect();
  try {
    if (fresh) await c.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await c.query(`create database ${name}`);
  } finally {
    await c.end();
  }
}

/** Creates the database if needed and lets the app migrate and seed it (tenant 000000, the administrator, the web client, forms and their flows). */
export async function prepareDatabase(url: string, fresh: boolean): Promise<void> {
  await ensureDatabase(url, fresh);
  const app = await buildApp({ config: { databaseUrl: url, adminPassword: BENCH_ADMIN_PASSWORD, logLevel: 'warn', backgroundJobs: false } });
  await app.close();
}

async function insertChunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** A tree: one company at the root, then levels of departments, about `total` nodes in all. */
function deptTree(total: number): (typeof dept.$inferInsert)[] {
  const rows: (typeof dept.$inferInsert)[] = [];
  const rootId = nextId();
  rows.push({
    id: rootId,
    tenantId: TENANT,
    parentId: '0',
    ancestors: '0',
    deptCategory: 1,
    deptName: 'Bench Holdings',
    fullName: 'Bench Holdings Pte Ltd',
    sort: 1,
  });
  let level = [{ id: rootId, ancestors: '0' }];
  let depth = 1;
  while (rows.length < total) {
    const next: { id: string; ancestors: string }[] = [];
    for (const parent of level) {
      for (let k = 0; k < 6 && rows.length < total; k++) {
        const id = nextId();
        const ancestors = `${parent.ancestors},${parent.id}`;
        rows.push({
          id,
          tenantId: TENANT,
          parentId: parent.id,
          ancestors,
          deptCategory: depth === 1 ? 1 : 2,
          deptName: `Dept ${depth}-${rows.length}`,
          sort: k,
          deptLevel: depth,
        });
        next.push({ id, ancestors });
      }
    }
    level = next;
    depth++;
  }
  return rows;
}

export async function generate(opts: GenerateOptions): Promise<void> {
  const started = Date.now();
  await prepareDatabase(opts.databaseUrl, opts.fresh);

  const database = await openDatabase({ databaseUrl: opts.databaseUrl });
  const db: Db = database.db;
  try {
    const [{ n: existingUsers }] = await db.select({ n: count() }).from(user).where(eq(user.tenantId, TENANT));
    if (existingUsers > 1) {
      console.log(`bench data already present (${existingUsers} users); use --fresh to regenerate`);
      return;
    }
    const depts = deptTree(opts.depts);
    await insertChunked(depts, (c) => db.insert(dept).values(c));

    const staffRoleId = nextId();
    await db.insert(role).values({ id: staffRoleId, tenantId: TENANT, roleName: 'Staff', roleAlias: 'staff', sort: 5 });
    const hash = await hashPassword('Staff@12345'); // one hash for all: generation stays fast
    const users: (typeof user.$inferInsert)[] = [];
    for (let i = 1; i <= opts.users; i++) {
      const d = depts[1 + ((i * 7919) % (depts.length - 1))] ?? depts[0];
      users.push({
        tenantId: TENANT,
        code: `E${String(i).padStart(6, '0')}`,
        account: `user${String(i).padStart(6, '0')}`,
        password: hash,
        name: `User ${i}`,
        realName: `Bench User ${i}`,
        email: `user${i}@bench.example.com`,
        phone: `+659${String(1000000 + i).slice(-7)}`,
        sex: (i % 2) + 1,
        roleId: staffRoleId,
        deptId: d.id!,
        createDept: d.id!,
        isInitialPassword: 0,
      });
    }
    await insertChunked(users, (c) => db.insert(user).values(c));

    // Dictionaries: `sex` (unless a module seeds it) and `bench_dict_N`, each a parent row and its items.
    const dictRows: (typeof dict.$inferInsert)[] = [];
    const addDict = (code: string, label: string, items: string[]) => {
      const parentId = nextId();
      dictRows.push({ id: parentId, tenantId: TENANT, parentId: '0', code, dictKey: '-1', dictValue: label, sort: 0, isSealed: 1 });
      items.forEach((v, k) => {
        dictRows.push({ tenantId: TENANT, parentId, code, dictKey: String(k + 1), dictValue: v, sort: k + 1 });
      });
    };
    const [{ n: sexRows }] = await db
      .select({ n: count() })
      .from(dict)
      .where(and(eq(dict.code, 'sex'), eq(dict.isDeleted, 0)));
    if (!sexRows) addDict('sex', 'Sex', ['Male', 'Female', 'Unknown']);
    for (let i = 1; i <= opts.dicts; i++)
      addDict(
        `bench_dict_${i}`,
        `Bench dictionary ${i}`,
        Array.from({ length: opts.items }, (_, k) => `Item ${i}.${k + 1}`),
      );
    await insertChunked(dictRows, (c) => db.insert(dict).values(c));
    await db.execute(sql`analyze`); // planner statistics, as autovacuum would gather on a live database

    console.log(
      `generated ${depts.length} departments, ${users.length} users, ${opts.dicts + (sexRows ? 0 : 1)} dictionaries (${dictRows.length} rows) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await generate(parseGenerateArgs(process.argv.slice(2)));
}
