import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

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
    graph.set(file, targets.map((t) => resolve(dirname(file), t.replace(/\.js$/, '.ts'))).filter((t) => known.has(t)));
  }
  return graph;
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
