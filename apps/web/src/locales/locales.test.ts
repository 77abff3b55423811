import { describe, expect, it } from 'vitest';
import en from './en';
import zh from './zh';
import ms from './ms';
import ta from './ta';
import bn from './bn';
import my from './my';

/**
 * Issue 33 section 3: the worker's screens are complete in each language of the workforce. Every text of the
 * worker's phone pages (en/me.ts) and of the sign-in pages (the `login` block) exists in Chinese, Malay, Tamil,
 * Bengali and Burmese, keeps its {{values}}, and is not left in English.
 */

type Tree = { [key: string]: string | Tree };
/** Every text of a tree by its dotted path. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}
const values = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const WORKER_AREAS = { me: en.me, login: en.login } as unknown as Tree;
const LANGUAGES = { zh, ms, ta, bn, my } as unknown as Record<string, Tree>;
/** Texts that read the same in a language (a file type, a placeholder sign). */
const SAME_IN_EVERY_LANGUAGE = new Set(['SMS']);

describe("the worker's screens in the workforce's languages", () => {
  const english = leaves(WORKER_AREAS);
  it.each(Object.keys(LANGUAGES))('%s has every text of the worker pages and the sign-in, with the same values', (code) => {
    const own = leaves({ me: LANGUAGES[code]!.me!, login: LANGUAGES[code]!.login! } as Tree);
    const missing = [...english.keys()].filter((path) => !own.get(path)?.trim());
    expect(missing).toEqual([]);
    const changedValues = [...english].filter(([path, text]) => values(own.get(path) ?? '').join() !== values(text).join()).map(([path]) => path);
    expect(changedValues).toEqual([]);
  });

  it.each(['ms', 'ta', 'bn', 'my'])('%s words them in its own language, not in English', (code) => {
    const own = leaves({ me: LANGUAGES[code]!.me!, login: LANGUAGES[code]!.login! } as Tree);
    const english_ = [...english].filter(([path, text]) => own.get(path) === text && /[a-z]{3}/i.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text));
    expect(english_.map(([path]) => path)).toEqual([]);
  });
});
