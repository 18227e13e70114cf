import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, use, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';

/**
 * What every screen needs above the router: translations, and the server cache when one is
 * given (tests give theirs). The running app gives none here: its screens bring the app's
 * client with their chunk (`ScreenQueryClient`), so the landing's first load has no TanStack
 * Query client to build.
 */
export function AppProviders({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const translated = <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return queryClient ? <QueryClientProvider client={queryClient}>{translated}</QueryClientProvider> : translated;
}

/**
 * Gives a screen the app's QueryClient, unless one is given above it already (by a test, or by
 * the layout around the screen), which it then keeps.
 */
export function ScreenQueryClient({ client, children }: { client: QueryClient; children: ReactNode }) {
  const outerClient = use(QueryClientContext);
  return outerClient ? children : <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * The portal's tree around its router: the same when the build pre-renders a page
 * (src/prerender.tsx) and when the browser hydrates it (app/mount-app.tsx), so the two match.
 */
export function PortalRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>{children}</AppProviders>
      <AppStartedMark />
    </StrictMode>
  );
}

/**
 * Once the app has rendered or hydrated, the page is the app's: `<html data-prerendered>` goes
 * (browser tests wait for it before they touch a pre-rendered page's controls).
 */
function AppStartedMark() {
  useEffect(() => {
    delete document.documentElement.dataset.prerendered;
  }, []);
  return null;
}
