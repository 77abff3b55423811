import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));
const webSrc = fileURLToPath(new URL('../../web/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each file's relative imports that load code at run time (`import type` and `export type` load nothing). */
function runtimeImports(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const m of text.matchAll(/^(import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)) targets.push(m[2]);
    for (const m of text.matchAll(/^import\s+'(\.[^']+)'/gm)) targets.push(m[1]);
    graph.set(
      file,
      targets.map((t) => resolve(dirname(file), t.replace(/\.js$/, '.ts'))).filter((t) => known.has(t)),
    );
  }
  return graph;
}

/** Every .ts/.tsx file under `dir`, tests included. */
function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return allFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$|\.fixtures?\.ts$|[/\\]test-utils[/\\]|test-setup\.ts$/.test(file);

/**
 * A file's relative imports, whatever they load: `import`, `import type`, `export ... from`, `export * from`
 * and `import()` (the TypeScript scanner), each resolved to the file it names.
 */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return [];
    const base = resolve(dirname(file), fileName.replace(/\.js$/, ''));
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((end) => base + end).find((p) => existsSync(p) && statSync(p).isFile());
    return found ? [found] : [];
  });
}

/** The module a file belongs to (`modules/<name>/...` under `root`), else undefined. */
function moduleOf(root: string, file: string): string | undefined {
  return /^modules\/([^/]+)\//.exec(relative(root, file).split('\\').join('/'))?.[1];
}

/** The pairs `a<->b` of modules (a before b) each of which imports the other, counting type imports. */
function mutualModules(root: string, files: string[]): string[] {
  const edges = new Set<string>();
  for (const file of files) {
    const from = moduleOf(root, file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = moduleOf(root, target);
      if (to && to !== from) edges.add(`${from}->${to}`);
    }
  }
  return [...edges]
    .map((e) => e.split('->'))
    .filter(([a, b]) => a < b && edges.has(`${b}->${a}`))
    .map(([a, b]) => `${a}<->${b}`)
    .sort();
}

/** Strongly connected components of more than one file (Tarjan): each is an import cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(relative(src, w));
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Functions (declarations, arrows, methods) longer than `max` lines, as `file:line (n lines)`. */
function longFunctions(file: string, max: number): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > max) found.push(`${relative(src, file)}:${first + 1} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the shape of the server code', () => {
  it('has no import cycles (modules are wired through the app, not through each other at load time)', () => {
    expect(cycles(runtimeImports(sourceFiles(src)))).toEqual([]);
  });

  const routeFiles = sourceFiles(join(src, 'modules')).filter((f) => f.endsWith('.routes.ts'));

  it('keeps SQL and transactions out of routes files (they list operations; services and queries do the work)', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    const offending = routeFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const reasons = [
        /from 'drizzle-orm/.test(text) && 'imports drizzle-orm',
        /from '[^']*\.tables\.js'/.test(text) && 'imports a tables file',
        /\.transaction\(/.test(text) && 'opens a transaction',
      ].filter(Boolean);
      return reasons.map((r) => `${relative(src, file)} ${r}`);
    });
    expect(offending).toEqual([]);
  });

  it('has no function over 80 lines in a routes file', () => {
    expect(routeFiles.flatMap((file) => longFunctions(file, 80))).toEqual([]);
  });
});

describe('the boundaries of modules (each module owns its data and its features)', () => {
  const rel = (file: string) => relative(src, file).split('\\').join('/');
  const production = allFiles(src).filter((f) => !isTest(f));
  const webProduction = allFiles(webSrc).filter((f) => !isTest(f));

  it('the platform imports no module, types included (production files; platform tests may use module fixtures)', () => {
    const offending = production
      .filter((f) => rel(f).startsWith('platform/'))
      .flatMap((file) =>
        importsOf(file)
          .filter((t) => rel(t).startsWith('modules/'))
          .map((t) => `${rel(file)} -> ${rel(t)}`),
      );
    expect(offending).toEqual([]);
  });

  it('no two modules import each other (production files, type imports included)', () => {
    expect(mutualModules(src, production)).toEqual([]);
  });

  it("no module's file imports another module's tables (it calls that module's public surface)", () => {
    const offending = production
      .filter((f) => !rel(f).startsWith('platform/') && rel(f) !== schemaIndex)
      .flatMap((file) =>
        importsOf(file)
          .filter((t) => t.endsWith('.tables.ts') && moduleOf(src, t) && moduleOf(src, t) !== moduleOf(src, file))
          .map((t) => `${rel(file)} -> ${moduleOf(src, t)}`),
      );
    expect([...new Set(offending)]).toEqual([]);
  });

  it("no module's SQL text names another module's table (a raw `from`/`join` is a door around its owner too)", () => {
    // every table by its SQL name, with the module that defines it
    const owners = new Map<string, string>();
    for (const file of production.filter((f) => f.endsWith('.tables.ts') && moduleOf(src, f))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)) owners.set(m[1]!, moduleOf(src, file)!);
    }
    expect(owners.size).toBeGreaterThan(40);
    const offending = production
      .filter((f) => moduleOf(src, f) && rel(f) !== schemaIndex)
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(/\b(?:from|join)\s+([a-z][a-z0-9_]*)\b/g)]
          .map((m) => m[1]!)
          .filter((table) => owners.has(table) && owners.get(table) !== moduleOf(src, file))
          .map((table) => `${rel(file)} -> ${table} (${owners.get(table)})`);
      });
    expect([...new Set(offending)]).toEqual([]);
  });

  it('data functions take the caller as a `Tenant` (or its auth), never a bare tenant id; `Tenant` is defined once', () => {
    // a parameter list holding a database handle and a `tenantId: string` parameter (not a field of an object type)
    const param = String.raw`(?:[^()]|\([^()]*\))*?`;
    const bareTenant = new RegExp(
      String.raw`\(${param}(?:\b(?:Db|ServiceContext\['db'\])\b${param}[(,]\s*tenantId\??: string\s*[,)=]|[(,]\s*tenantId\??: string\s*[,)=]${param}\b(?:Db|ServiceContext\['db'\])\b)`,
    );
    const context = 'platform/auth/context.ts';
    const offending = production.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return [
        ...(bareTenant.test(text) ? [`${rel(f)}: a bare tenant id`] : []),
        ...(rel(f) !== context && /\btype Tenant =|Pick<AuthContext, 'tenantId'>/.test(text) ? [`${rel(f)}: a second Tenant`] : []),
      ];
    });
    expect(offending).toEqual([]);
  });

  it("no service runs a query itself (its module's queries or repositories do)", () => {
    const offending = production
      .filter((f) => f.endsWith('.service.ts'))
      .filter((f) => /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*\(/.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(offending).toEqual([]);
  });

  it("defines each module's process forms in its own `x.forms.ts`, listed by its module (form/ keeps only the machinery)", () => {
    const offending = production.flatMap((file) => {
      const path = rel(file);
      const text = readFileSync(file, 'utf8');
      const m = moduleOf(src, file);
      const reasons: string[] = [];
      const own = m !== undefined && m !== 'form' && path === `modules/${m}/${m}.forms.ts`;
      if (/\bdefineForm\(/.test(text) && !own) reasons.push(`${path} defines a form outside its module's forms file`);
      if (path.endsWith('.forms.ts') && !own) reasons.push(`${path} is not its module's forms file`);
      if (own && !readFileSync(join(src, 'modules', m!, `${m}.module.ts`), 'utf8').includes(`./${m}.forms.js`)) {
        reasons.push(`${path} is not listed by ${m}.module.ts`);
      }
      return reasons;
    });
    expect(offending).toEqual([]);
  });

  it('the web derives the list routes of process forms from @hr/contracts (FORMS) instead of writing them out', () => {
    const offending = webProduction.filter((file) => /['`]\/(staff|worker)\/flow\//.test(readFileSync(file, 'utf8'))).map((f) => relative(webSrc, f));
    expect(offending).toEqual([]);
  });

  it('reads type-only imports, re-exports and import() as imports (a type import of another module counts)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arch-'));
    try {
      for (const name of ['a.tables.ts', 'b.ts', 'c.ts', 'd.ts']) writeFileSync(join(dir, name), 'export type T = 1;\n');
      const file = join(dir, 'user.ts');
      writeFileSync(
        file,
        "import type { T } from './a.tables.js';\nexport type { T as U } from './b.js';\nexport * from './c.js';\nconst d = () => import('./d.js');\n",
      );
      expect(importsOf(file).map((f) => relative(dir, f))).toEqual(['a.tables.ts', 'b.ts', 'c.ts', 'd.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('no two web modules import each other (production files)', () => {
    expect(mutualModules(webSrc, webProduction)).toEqual([]);
  });

  it("no web component calls HTTP or builds a CRUD resource itself (its module's api.ts names each call; the shared widgets call the URLs they are given)", () => {
    const inline =
      /\b(?:api\s*\.\s*(?:get|post|postParams)|http\s*\.\s*(?:get|post|postParams|request|download|upload|blob))(?:<[^()]*?>)?\(|\bfetch\(|\bbladeResource\(/;
    const offending = webProduction
      .filter((f) => f.endsWith('.tsx') && !relative(webSrc, f).split('\\').join('/').startsWith('shared/') && inline.test(readFileSync(f, 'utf8')))
      .map((f) => relative(webSrc, f).split('\\').join('/'));
    expect(offending).toEqual([]);
  });
});

/** The drizzle-kit schema index: it lists every module's tables. */
const schemaIndex = 'modules/schema.ts';
