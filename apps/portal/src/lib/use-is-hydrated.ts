import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in a pre-rendered page's HTML (and while React hydrates it), true once the page is the
 * app's. A form disables its submit button until then: submitted by the browser itself, before
 * the app handles it, a login form would send the password in the address.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
