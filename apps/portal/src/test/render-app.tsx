import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, type User } from '@kiddo/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Imports the module of every lazy route, as a visit to each screen would. */
async function importLazyRoutes(list: RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await importLazyRoutes(route.children);
    }),
  );
}

// The app loads its screens on demand; a test's time limit must not be spent on the first,
// slow import of a screen in a test run, so every file that renders the app imports them first.
await importLazyRoutes(routes);

/** Renders the whole portal (real routes, providers and session) at `path`. */
export function renderApp(path: string, options: { state?: unknown } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [
      {
        pathname: path.split('?')[0],
        search: path.includes('?') ? `?${path.split('?')[1]}` : '',
        state: options.state,
      },
    ],
  });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}

/** Puts a logged-in parent in storage, as a previous visit would have left it. */
export function storeLoggedInParent(user: User, token = 'stored-token'): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}
