import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES, catalogue } from './src/platform/i18n/index.js';
import { modules } from './src/modules/index.js';

const src = '/work/wt-names/apps/server/src';
const files: string[] = [];
const walk = (d: string) => {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.ts$/.test(n) && !/\.test\.ts$|\.fixtures?\.ts$|\.names(\.\w+)?\.ts$/.test(n) && !/platform\/i18n\/(zh|en|de|fr|pt|ms|ta|bn|my)\.ts$/.test(p)) files.push(p);
  }
};
walk(src);
const texts = files.map((f) => ({ f, owner: /^modules\/([^/]+)\//.exec(relative(src, f))?.[1] ?? 'platform', text: readFileSync(f, 'utf8') }));

const formOwner = new Map<string, string>();
const propOwners = new Map<string, Set<string>>();
const menuOwners = new Map<string, Set<string>>();
for (const m of modules) {
  for (const f of m.forms ?? []) {
    formOwner.set(f.key, m.name);
    for (const x of f.fields) {
      if (!propOwners.has(x.fieldName)) propOwners.set(x.fieldName, new Set());
      propOwners.get(x.fieldName)!.add(m.name);
    }
  }
  for (const menu of m.menus ?? []) {
    if (!menuOwners.has(menu.code)) menuOwners.set(menu.code, new Set());
    menuOwners.get(menu.code)!.add(m.name);
  }
}
const one = (s: Set<string> | undefined) => (s && s.size === 1 ? [...s][0] : 'platform');
const esc = (s: string) => [s, s.replace(/'/g, "\\'")];
function textOwner(key: string): string {
  const pieces = key.split(/\{[a-z0-9]+\}/).filter((p) => p.trim().length > 0);
  let owners = new Set<string>();
  if (pieces.length === 1 && pieces[0] === key) {
    const needles = esc(key).flatMap((k) => [`'${k}'`, `"${key}"`, `\`${key}\``]);
    if (key.length >= 25) needles.push(...esc(key));
    for (const t of texts) if (needles.some((n) => t.text.includes(n))) owners.add(t.owner);
  } else {
    const longest = pieces.sort((a, b) => b.length - a.length)[0];
    if (!longest || longest.trim().length < 6) return 'platform';
    for (const t of texts) if (esc(longest).some((n) => t.text.includes(n))) owners.add(t.owner);
  }
  if (owners.size === 0) return 'platform?';
  return one(owners);
}
const result: Record<string, Record<string, Record<string, string>>> = {}; // section -> key -> owner
const ownerOf = (section: string, key: string): string => {
  switch (section) {
    case 'menus': return one(menuOwners.get(key)) === 'platform' && !menuOwners.get(key) ? 'platform?' : one(menuOwners.get(key));
    case 'forms': return formOwner.get(key) ?? 'platform?';
    case 'formFields': return formOwner.get(key.split('.')[0]) ?? 'platform?';
    case 'fields': return one(propOwners.get(key));
    case 'fieldOptions': {
      const parts = key.split('.');
      if (parts.length === 3 && formOwner.has(parts[0])) return formOwner.get(parts[0])!;
      return one(propOwners.get(parts[0]));
    }
    case 'leaveTypes': return 'leave';
    case 'steps': case 'issueTails': case 'crudButtons': return 'platform';
    default: return textOwner(key);
  }
};
for (const lang of LANGUAGES) {
  const c = catalogue(lang) as unknown as Record<string, Record<string, string>>;
  for (const [section, table] of Object.entries(c)) {
    result[section] ??= {};
    for (const key of Object.keys(table)) result[section][key] ??= ownerOf(section, key);
  }
}
writeFileSync('/tmp/names/owners.json', JSON.stringify(result, null, 1));
const counts: Record<string, number> = {};
for (const [s, t] of Object.entries(result)) for (const o of Object.values(t)) counts[`${o}`] = (counts[`${o}`] ?? 0) + 1;
console.log(counts);
for (const [s, t] of Object.entries(result)) for (const [k, o] of Object.entries(t)) if (o === 'platform?') console.log('UNFOUND', s, k);
