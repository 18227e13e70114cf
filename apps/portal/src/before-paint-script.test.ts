import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FONT_SIZES,
  LANGUAGE_STORAGE_KEY,
  resolveLanguage,
  THEMES,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '@kiddo/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { APPEARANCE_STORAGE_KEY, type Appearance, applyAppearance, DEFAULT_APPEARANCE } from './lib/appearance';
import { setSystemPrefersDark } from './test/match-media';

/*
 * index.html's first script runs before the first paint, before any module: plain JavaScript
 * that repeats what lib/appearance.ts and lib/i18n.ts decide. These tests run that very script
 * and hold it to those modules.
 */
const INDEX_HTML = readFileSync(path.join(import.meta.dirname, '..', 'index.html'), 'utf8');
const BEFORE_PAINT_SCRIPT = [...INDEX_HTML.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1] ?? '')
  .find((script) => script.includes('prerendered'));

const root = document.documentElement;

function resetDocument() {
  root.className = '';
  root.removeAttribute('style');
  root.lang = 'pt';
  delete root.dataset.prerendered;
}

/** Runs the script as the browser would, on a pre-rendered page (`<html data-prerendered="pt">`) or the app's shell. */
function runBeforePaint({ isPrerendered }: { isPrerendered: boolean }) {
  resetDocument();
  if (isPrerendered) root.dataset.prerendered = 'pt';
  new Function('document', 'localStorage', 'matchMedia', BEFORE_PAINT_SCRIPT ?? '')(
    document,
    localStorage,
    window.matchMedia,
  );
}

/** What the document shows of an appearance. */
function shownAppearance() {
  return {
    isDark: root.classList.contains('dark'),
    colorScheme: root.style.colorScheme,
    fontSize: root.style.fontSize,
  };
}

/** What lib/appearance.ts shows for the same appearance. */
function appliedByTheApp(appearance: Appearance) {
  resetDocument();
  applyAppearance(appearance);
  return shownAppearance();
}

beforeEach(() => {
  resetDocument();
});

describe("index.html's script before the first paint", () => {
  it('is in index.html', () => {
    expect(BEFORE_PAINT_SCRIPT).toContain(APPEARANCE_STORAGE_KEY);
  });

  it('shows every stored theme and font size as lib/appearance.ts does, in a light and a dark system', () => {
    for (const isSystemDark of [false, true]) {
      setSystemPrefersDark(isSystemDark);
      for (const theme of THEMES) {
        for (const fontSize of FONT_SIZES) {
          localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme, fontSize }));
          runBeforePaint({ isPrerendered: true });
          expect(shownAppearance(), `${theme} ${fontSize} (system dark: ${isSystemDark})`).toEqual(
            appliedByTheApp({ theme, fontSize }),
          );
        }
      }
    }
  });

  it('falls back to the default appearance for a missing, broken or unknown entry', () => {
    setSystemPrefersDark(true);
    for (const stored of [null, '{not json', '"dark"', JSON.stringify({ theme: 'neon', fontSize: 'huge' })]) {
      if (stored === null) localStorage.removeItem(APPEARANCE_STORAGE_KEY);
      else localStorage.setItem(APPEARANCE_STORAGE_KEY, stored);
      runBeforePaint({ isPrerendered: true });
      expect(shownAppearance(), String(stored)).toEqual(appliedByTheApp(DEFAULT_APPEARANCE));
    }
  });

  it('keeps a pre-rendered page for a visitor in pt without a session', () => {
    for (const stored of [null, 'pt', 'pt-BR', 'fr']) {
      if (stored === null) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      else localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
      runBeforePaint({ isPrerendered: true });
      expect(root.dataset.prerendered, String(stored)).toBe('pt');
      expect(root.lang).toBe('pt');
    }
  });

  it('hides it from a visitor whose stored language is another one, and gives the page their language', () => {
    for (const stored of ['en', 'es', 'en-US', 'ES']) {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
      runBeforePaint({ isPrerendered: true });
      expect(root.dataset.prerendered, stored).toBe('stale');
      expect(root.lang).toBe(resolveLanguage(stored));
    }
  });

  it('picks the language as lib/i18n.ts does (resolveLanguage)', () => {
    for (const stored of ['pt', 'en', 'es', 'en-GB', 'es-419', 'EN', 'fr', 'xx', '']) {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
      runBeforePaint({ isPrerendered: true });
      expect(root.dataset.prerendered === 'stale', stored).toBe(resolveLanguage(stored || 'pt') !== 'pt');
    }
  });

  it('hides it from a visitor with a stored session, who is sent on to /dashboard', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    localStorage.setItem(USER_STORAGE_KEY, '{}');
    runBeforePaint({ isPrerendered: true });
    expect(root.dataset.prerendered).toBe('stale');
  });

  it("marks nothing on the app's shell, which has no pre-rendered page", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    runBeforePaint({ isPrerendered: false });
    expect(root.dataset.prerendered).toBeUndefined();
  });
});
