import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@kiddo/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/router';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { createUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const CALLBACK = 'POST /api/auth/google/callback';
/** Screens are loaded on first visit: the first one can take a moment in a test run. */
const LOADED = { timeout: 5000 };
const DASHBOARD = {
  success: true,
  parent: createUser(),
  children: [],
  stats: { total_children: 0, total_conversations: 0, total_messages: 0, tokens: 500 },
  recentActivities: [],
};

/** The portal as the browser runs it: StrictMode mounts effects twice. */
function renderStrict(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: path.split('?')[0], search: `?${path.split('?')[1] ?? ''}` }],
  });
  render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return router;
}

describe('GoogleCallbackPage', () => {
  it('exchanges the code once, stores the session like a login and opens the dashboard', async () => {
    const user = createUser({ has_password: false, google_linked: true, language: 'en' });
    const api = mockApi({
      [CALLBACK]: { body: { success: true, token: 'google-token', user } },
      'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
      'GET /api/parent/dashboard': { body: { ...DASHBOARD, parent: user } },
    });
    const router = renderStrict('/auth/google/callback?code=the-code&state=the-state&iss=http%3A%2F%2Fissuer');

    expect(await screen.findByText('Confirmando sua conta Google…', {}, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), LOADED);
    expect(api.callsTo(CALLBACK)).toHaveLength(1);
    expect(api.callsTo(CALLBACK)[0]?.body).toEqual({
      language: 'pt',
      code: 'the-code',
      state: 'the-state',
      iss: 'http://issuer',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('google-token');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({ id: user.id });
    // The account's language is taken on, as after a login.
    expect(i18n.language).toBe('en');
  });

  it('without a code says so and goes back to /login without calling the server', async () => {
    const api = mockApi({});
    const view = renderApp('/auth/google/callback?state=s');
    expect(await screen.findByText('Código de autorização não fornecido', {}, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'), LOADED);
    expect(api.callsTo(CALLBACK)).toHaveLength(0);
  });

  it("shows the server's reason on /login when the sign-in is refused", async () => {
    const message = 'O Google não confirmou este email, então não podemos usá-lo para entrar no Kiddo.';
    mockApi({ [CALLBACK]: { status: 409, body: { success: false, code: 'google_email_unverified', error: message } } });
    const view = renderApp('/auth/google/callback?code=c&state=s');
    expect(await screen.findByText(message, {}, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'), LOADED);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("falls back to the spec's text when the server sent none", async () => {
    mockApi({ [CALLBACK]: { status: 401, body: undefined } });
    renderApp('/auth/google/callback?code=c&state=s');
    expect(await screen.findByText('Erro ao fazer login com Google', {}, LOADED)).toBeInTheDocument();
  });

  it('explains a start the server could not make, and a sign-in cancelled at Google', async () => {
    mockApi({});
    const first = renderApp('/auth/google/callback?error=google_unavailable');
    expect(await screen.findByText('Erro ao redirecionar para o Google', {}, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'), LOADED);
    first.unmount();

    renderApp('/auth/google/callback?error=access_denied&error_description=<b>not ours</b>');
    expect(await screen.findByText('Erro ao fazer login com Google', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByText(/not ours/)).not.toBeInTheDocument();
  });
});
