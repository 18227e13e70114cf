/*
 * jsdom has no matchMedia. This stand-in answers `(prefers-color-scheme: dark)` and
 * `(prefers-reduced-motion: reduce)` from flags the tests flip, and tells the listeners of that
 * query, like a browser whose system setting changes.
 */

type Listener = (event: MediaQueryListEvent) => void;

const DARK_QUERY = 'prefers-color-scheme: dark';
const REDUCED_MOTION_QUERY = 'prefers-reduced-motion: reduce';

const flags = new Map<string, boolean>();
const listeners = new Map<Listener, string>();

function answer(query: string): boolean {
  for (const [feature, value] of flags) if (query.includes(feature)) return value;
  return false;
}

function setFlag(feature: string, value: boolean): void {
  flags.set(feature, value);
  for (const [listener, query] of listeners)
    if (query.includes(feature)) listener({ matches: value, media: query } as MediaQueryListEvent);
}

/** Pretends the operating system switched to (or from) a dark theme. */
export function setSystemPrefersDark(value: boolean): void {
  setFlag(DARK_QUERY, value);
}

/** Pretends the user turned the system's "reduce motion" setting on (or off). */
export function setSystemPrefersReducedMotion(value: boolean): void {
  setFlag(REDUCED_MOTION_QUERY, value);
}

export function installMatchMedia(): void {
  flags.clear();
  listeners.clear();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return answer(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.set(listener, query),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.set(listener, query),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
}
