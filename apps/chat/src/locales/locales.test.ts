import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

/** Every leaf key as a dotted path, e.g. `chat.suggestions.space`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** The `{{name}}` placeholders of every leaf text, keyed by path. */
function placeholders(value: unknown, prefix = ''): Record<string, string[]> {
  if (typeof value === 'string') return { [prefix]: (value.match(/\{\{\w+\}\}/g) ?? []).sort() };
  if (typeof value !== 'object' || value === null) return {};
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => placeholders(child, prefix ? `${prefix}.${key}` : key)),
  );
}

describe('locales', () => {
  it('have exactly the same keys, at every depth, in pt, en and es', () => {
    const reference = keyPaths(pt).sort();
    expect(keyPaths(en).sort()).toEqual(reference);
    expect(keyPaths(es).sort()).toEqual(reference);
  });

  it('use the same placeholders in every language', () => {
    expect(placeholders(en)).toEqual(placeholders(pt));
    expect(placeholders(es)).toEqual(placeholders(pt));
  });

  it('have no empty text', () => {
    for (const locale of [pt, en, es]) {
      expect(Object.values(placeholders(locale)).length).toBeGreaterThan(0);
      for (const path of keyPaths(locale)) {
        const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], locale);
        expect(text, path).toEqual(expect.stringMatching(/\S/));
      }
    }
  });

  it('would catch a missing nested key', () => {
    const broken = structuredClone(en) as { chat: { suggestions: Record<string, string> } };
    delete broken.chat.suggestions.space;
    expect(keyPaths(broken).sort()).not.toEqual(keyPaths(pt).sort());
  });
});
