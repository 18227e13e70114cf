import type { ChildProfile } from '@kiddo/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { applyInterfaceLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { storeSession } from '../lib/session-storage';

/**
 * Renders the whole app at a URL, as the browser would: the real routes, providers and session.
 * With `child`, a session is stored first (in the child's language), as after a sign-in.
 */
export function renderApp(url: string, options: { child?: ChildProfile; token?: string } = {}) {
  if (options.child) {
    storeSession(options.token ?? 'child-token', options.child);
    applyInterfaceLanguage(options.child.language);
  }
  const queryClient = createQueryClient();
  // Tests answer once; a retry would only hide what the first answer did.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}
