import { describe, expect, it } from 'vitest';
import enFirstLoad from './en.json';
import enScreens from './en.screens.json';
import esFirstLoad from './es.json';
import esScreens from './es.screens.json';
import ptFirstLoad from './pt.json';
import ptScreens from './pt.screens.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf path of a locale, e.g. "auth.login.submit". */
function collectKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : collectKeys(value, path);
  });
}

function readLeaf(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The variables ({{name}}) and tags (<terms>) a translation must keep. */
function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>/g)].map((match) => match[0].replace(/\s/g, '')).sort();
}

/*
 * Each language's texts come in two files (lib/i18n.ts): `<language>.json` for the first load
 * (the landing, the layouts, the page titles) and `<language>.screens.json` for every other screen.
 */
const PARTS = {
  pt: { firstLoad: ptFirstLoad, screens: ptScreens },
  en: { firstLoad: enFirstLoad, screens: enScreens },
  es: { firstLoad: esFirstLoad, screens: esScreens },
} as Record<string, { firstLoad: Tree; screens: Tree }>;
const pt = { ...ptFirstLoad, ...ptScreens } as Tree;
const LOCALES = {
  pt,
  en: { ...enFirstLoad, ...enScreens },
  es: { ...esFirstLoad, ...esScreens },
} as Record<string, Tree>;
const ptKeys = collectKeys(pt).sort();

describe('locales', () => {
  it.each(['en', 'es'])('%s has exactly the keys of pt', (language) => {
    const keys = collectKeys(LOCALES[language] as Tree).sort();
    expect({
      missing: ptKeys.filter((key) => !keys.includes(key)),
      extra: keys.filter((key) => !ptKeys.includes(key)),
    }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(['en', 'es'])('%s splits its texts between the two files as pt does', (language) => {
    for (const part of ['firstLoad', 'screens'] as const) {
      expect(Object.keys(PARTS[language]![part]).sort(), part).toEqual(Object.keys(PARTS.pt![part]).sort());
    }
  });

  it('keeps no group of texts in both files', () => {
    const shared = Object.keys(ptFirstLoad).filter((group) => group in ptScreens);
    expect(shared).toEqual([]);
  });

  it.each(['pt', 'en', 'es'])('%s has no empty text', (language) => {
    const tree = LOCALES[language] as Tree;
    expect(collectKeys(tree).filter((key) => !readLeaf(tree, key)?.trim())).toEqual([]);
  });

  it.each(['en', 'es'])('%s keeps the variables and tags of pt', (language) => {
    const tree = LOCALES[language] as Tree;
    const mismatches = ptKeys.filter(
      (key) => placeholdersOf(readLeaf(pt, key) ?? '').join() !== placeholdersOf(readLeaf(tree, key) ?? '').join(),
    );
    expect(mismatches).toEqual([]);
  });
});
