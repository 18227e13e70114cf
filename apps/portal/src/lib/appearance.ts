import { FONT_SIZES, THEMES } from '@kiddo/contracts';
import { useSyncExternalStore } from 'react';

export type Theme = (typeof THEMES)[number];
export type FontSize = (typeof FONT_SIZES)[number];
export interface Appearance {
  theme: Theme;
  fontSize: FontSize;
}

/** Where this device keeps the theme and font size (also saved on the account when logged in). */
export const APPEARANCE_STORAGE_KEY = 'kiddo.appearance';
export const DEFAULT_APPEARANCE: Appearance = { theme: 'system', fontSize: 'medium' };

/** Root font sizes: every size in the app is in rem, so this scales the whole interface. */
export const ROOT_FONT_SIZES: Record<FontSize, string> = { small: '87.5%', medium: '100%', large: '112.5%' };

const DARK_QUERY = '(prefers-color-scheme: dark)';

let current: Appearance = readStoredAppearance();
const listeners = new Set<() => void>();

function readStoredAppearance(): Appearance {
  try {
    const stored = JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? '{}') as Partial<Appearance>;
    return {
      theme: THEMES.includes(stored.theme as Theme) ? (stored.theme as Theme) : DEFAULT_APPEARANCE.theme,
      fontSize: FONT_SIZES.includes(stored.fontSize as FontSize)
        ? (stored.fontSize as FontSize)
        : DEFAULT_APPEARANCE.fontSize,
    };
  } catch {
    return DEFAULT_APPEARANCE;
  }
}

/** Whether the system asks for dark; never at build time, where pages are pre-rendered without a window. */
function prefersDark(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
  );
}

/** The theme actually shown: `system` follows the operating system's preference. */
export function resolveTheme(theme: Theme): 'light' | 'dark' {
  if (theme === 'system') return prefersDark() ? 'dark' : 'light';
  return theme;
}

/** Puts an appearance on the whole document: the `dark` class and the root font size. */
export function applyAppearance(appearance: Appearance): void {
  const root = document.documentElement;
  const resolved = resolveTheme(appearance.theme);
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  root.style.fontSize = ROOT_FONT_SIZES[appearance.fontSize];
}

/** The current appearance (a snapshot: replaced, never mutated). */
export function getAppearance(): Appearance {
  return current;
}

/** Changes the appearance, applies it at once and keeps it on this device. */
export function setAppearance(change: Partial<Appearance>): void {
  current = { ...current, ...change };
  try {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Without storage the change still applies for this visit.
  }
  applyAppearance(current);
  for (const listener of listeners) listener();
}

/** Re-reads the stored appearance (tests, another tab) and applies it. */
export function reloadAppearance(): void {
  current = readStoredAppearance();
  applyAppearance(current);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies the stored appearance before the first render and keeps `system` in step with the
 * operating system. Returns a function that stops following it.
 */
export function initAppearance(): () => void {
  applyAppearance(current);
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (current.theme !== 'system') return;
    current = { ...current }; // a new snapshot, so components re-render with the new resolved theme
    applyAppearance(current);
    for (const listener of listeners) listener();
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** The appearance as React state. */
export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribe, getAppearance, getAppearance);
}
