/*
 * jsdom has no matchMedia. This stand-in answers `(prefers-color-scheme: dark)` from a flag the
 * tests flip, and tells the listeners, like a browser whose system theme changes.
 */

let prefersDark = false;
const listeners = new Set<(event: MediaQueryListEvent) => void>();

/** Pretends the operating system switched to (or from) a dark theme. */
export function setSystemPrefersDark(value: boolean): void {
  prefersDark = value;
  for (const listener of listeners)
    listener({ matches: value, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent);
}

export function installMatchMedia(): void {
  prefersDark = false;
  listeners.clear();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('prefers-color-scheme: dark') ? prefersDark : false;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
}
