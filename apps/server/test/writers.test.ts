import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Locked data has one writer. Each rule names the tables whose rows a lock protects (drizzle names and
 * SQL names) and the one file allowed to write them; the test scans every server source file (tests
 * aside) for drizzle inserts/updates/deletes, SQL writes, and writes through a repository over those
 * tables (save/remove, or CRUD routes that submit or remove), and fails on any outside the writer.
 */

const SRC = join(import.meta.dirname, '..', 'src');

interface WriterRule {
  what: string;
  tables: string[];
  sqlTables: string[];
  writer: string;
}

const RULES: WriterRule[] = [
  {
    what: 'attendance (confirmed months)',
    tables: ['attendanceRecord', 'attendanceOvertime'],
    sqlTables: ['att_record', 'att_overtime'],
    writer: 'modules/attendance/attendance.writer.ts',
  },
  {
    what: 'worker salary settlements (sent or approved)',
    tables: ['salarySettlement', 'salarySettlementRow'],
    sqlTables: ['worker_salary_settlement', 'worker_salary_settlement_row'],
    writer: 'modules/settlement/settlement.writer.ts',
  },
  { what: 'recruitment contracts (signed)', tables: ['recruitContract'], sqlTables: ['recruit_contract'], writer: 'modules/recruit/contract.writer.ts' },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const FILES = sources(SRC).map((path) => ({ file: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));
const alt = (names: readonly string[]) => names.map((n) => n.replace(/[$]/g, '\\$')).join('|');

/** Repositories (and their option objects) over the tables, by the names the sources give them. */
type Source = { file: string; text: string };

function repositoriesOver(tables: readonly string[], files: readonly Source[] = FILES): string[] {
  const options = new Set<string>();
  const repos = new Set<string>();
  for (const { text } of files) {
    for (const m of text.matchAll(new RegExp(`(?:const|let)\\s+(\\w+)\\s*=\\s*\\{[^;]*?\\btable:\\s*(?:${alt(tables)})\\b`, 'g'))) options.add(m[1]);
  }
  for (const { text } of files) {
    for (const m of text.matchAll(/(?:const|let)\s+(\w+)\s*=\s*defineRepository(?:<[^>]*>)?\(\s*(\w+)?\s*(?:\)|\{([^;]*))/g)) {
      const body = m[3] ?? '';
      const spread = [...body.matchAll(/\.\.\.(\w+)/g)].map((s) => s[1]);
      if ((m[2] && options.has(m[2])) || spread.some((s) => options.has(s)) || new RegExp(`\\btable:\\s*(?:${alt(tables)})\\b`).test(body)) repos.add(m[1]);
    }
  }
  return [...repos];
}

/** Every place outside `rule.writer` that writes the rule's tables, as `file: code`. */
function bypasses(rule: WriterRule, files: readonly Source[] = FILES): { found: string[]; inWriter: string[]; repositories: string[] } {
  const repositories = repositoriesOver(rule.tables, files);
  const patterns = [
    new RegExp(`\\.(?:insert|update|delete)\\(\\s*(?:${alt(rule.tables)})\\s*[),]`, 'g'),
    new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?(?:${alt(rule.sqlTables)})\\b`, 'gi'),
    ...(repositories.length
      ? [new RegExp(`\\b(?:${alt(repositories)})\\.(?:save|remove)\\(`, 'g'), new RegExp(`crudRoutes\\(\\s*(?:${alt(repositories)})\\s*,[^\\n]*`, 'g')]
      : []),
  ];
  const found: string[] = [];
  const inWriter: string[] = [];
  for (const { file, text } of files) {
    for (const p of patterns) {
      for (const m of text.matchAll(p)) {
        // CRUD routes of such a repository are fine when they neither submit nor remove (the call's `routes`
        // option, on its first line or on a later one when the call spans lines)
        if (m[0].startsWith('crudRoutes')) {
          const routes = /routes:\s*\{[^}]*\}/.exec(text.slice(m.index ?? 0, (m.index ?? 0) + 800))?.[0] ?? m[0];
          if (/submit:\s*false/.test(routes) && /remove:\s*false/.test(routes) && !/(?:save|update):\s*'/.test(routes)) continue;
        }
        (file === rule.writer ? inWriter : found).push(`${file}: ${m[0].slice(0, 80)}`);
      }
    }
  }
  return { found, inWriter, repositories };
}

describe('locked data has one writer', () => {
  for (const rule of RULES) {
    it(`${rule.what}: only ${rule.writer} writes ${rule.tables.join(', ')}`, () => {
      const { found, inWriter } = bypasses(rule);
      // the scan sees the writer's own writes (so a rename cannot make it blind)
      expect(inWriter.length, `no write found in ${rule.writer}`).toBeGreaterThan(0);
      expect(found).toEqual([]);
    });
  }

  it('finds repositories over a locked table and every kind of bypass', () => {
    expect(repositoriesOver(['attendanceRecord'])).toContain('attendanceRecords');
    expect(repositoriesOver(['nonexistentTable'])).toEqual([]);
    const rule = RULES[0];
    const sneaky: Source[] = [
      { file: 'modules/x/a.ts', text: 'await tx.insert(attendanceOvertime).values(v);' },
      { file: 'modules/x/b.ts', text: 'await tx.execute(sql`update att_record set hours = 0`);' },
      {
        file: 'modules/x/c.ts',
        text: 'const opts = { name: "r", table: attendanceRecord };\nexport const recs = defineRepository({ ...opts });\nawait recs.save(ctx, v);',
      },
      {
        file: 'modules/x/d.ts',
        text: 'const opts = { name: "r", table: attendanceRecord };\nexport const recs = defineRepository(opts);\nconst routes = [...crudRoutes(recs, { prefix: P, permissions: Q })];',
      },
    ];
    expect(bypasses(rule, sneaky).found.map((f) => f.split(':')[0])).toEqual(['modules/x/a.ts', 'modules/x/b.ts', 'modules/x/c.ts', 'modules/x/d.ts']);
  });
});
