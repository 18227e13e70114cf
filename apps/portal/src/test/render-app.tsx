import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, type User } from '@kiddo/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

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
