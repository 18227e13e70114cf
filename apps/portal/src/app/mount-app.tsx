import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
// From react-router itself, as the tests' routers: react-router/dom only adds flushSync, unused here.
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { getInterfaceLanguage, i18nReady, PRERENDERED_LANGUAGE } from '../lib/i18n';
import { readStoredToken } from '../lib/session-storage';
import { PortalRoot } from './providers';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Whether `root` holds a pre-rendered page that this visitor may keep: one rendered for them,
 * i.e. in their language and without a session. The build marks such a page
 * `<html data-prerendered="pt">`; index.html's first script made the same call before the first
 * paint and, for anyone else, hid the page (`data-prerendered="stale"`).
 */
export function canHydrate(root: HTMLElement): boolean {
  return (
    root.hasChildNodes() &&
    document.documentElement.dataset.prerendered === PRERENDERED_LANGUAGE &&
    getInterfaceLanguage() === PRERENDERED_LANGUAGE &&
    readStoredToken() === null
  );
}

/** Settles once the router has loaded the chunks of the first page's lazy routes. */
function whenRouterInitialized(router: BrowserRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the portal in `root`. A pre-rendered page (the landing, the login page) is hydrated: its
 * HTML is already on screen and React only attaches to it, once the page's texts and route
 * chunks are in, so the first client render matches the HTML. Anything else is rendered afresh.
 * Both run as a transition, so React works in short slices rather than one long task that would
 * hold up a tap (docs/decisions/008-web-performance.md).
 */
export async function mountApp(
  root: HTMLElement,
  { router, onRecoverableError }: { router: BrowserRouter; onRecoverableError?: RootOptions['onRecoverableError'] },
): Promise<Root> {
  const app = (
    <PortalRoot>
      <RouterProvider router={router} />
    </PortalRoot>
  );
  if (canHydrate(root)) {
    await Promise.all([i18nReady, whenRouterInitialized(router)]);
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(root, app, { onRecoverableError });
    });
    return hydrated as Root;
  }
  // Not for this visitor (another language, a session to check): nothing of it is shown.
  root.replaceChildren();
  delete document.documentElement.dataset.prerendered;
  await i18nReady;
  const rendered = createRoot(root, { onRecoverableError });
  startTransition(() => rendered.render(app));
  return rendered;
}
