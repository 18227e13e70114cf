import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@kiddo/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { mockApi } from '../test/mock-api';
import { renderApp, storeLoggedInParent } from '../test/render-app';
import { UNAUTHORIZED_EVENT } from './api-client';

const VALIDATE = 'GET /api/auth/parent/validate';

describe('session', () => {
  it('validates the stored token on startup and loads the fresh user', async () => {
    storeLoggedInParent(createUser({ name: 'Nome Antigo' }), 'good-token');
    const api = mockApi({
      [VALIDATE]: { body: { success: true, valid: true, user: createUser({ name: 'Ana Souza' }) } },
    });

    const { router } = renderApp('/dashboard');

    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bem-vindo(a), Ana Souza!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.callsTo(VALIDATE)[0]?.headers.Authorization).toBe('Bearer good-token');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}').name).toBe('Ana Souza');
  });

  it('clears an invalid token on startup and sends a protected page to /login', async () => {
    storeLoggedInParent(createUser(), 'revoked-token');
    mockApi({ [VALIDATE]: { status: 401, body: { success: false, error: 'Sessão expirada', code: 'unauthorized' } } });

    const { router } = renderApp('/settings');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('asks nothing of the server without a stored token', async () => {
    const api = mockApi({});
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login page's Google button asks whether Google is configured; nothing about a session.
    expect(api.requests.filter((request) => request.url.pathname !== '/api/auth/google/status')).toHaveLength(0);
  });

  it('sends a logged-in parent from /login to /dashboard', async () => {
    storeLoggedInParent(createUser());
    mockApi({ [VALIDATE]: { body: { success: true, valid: true, user: createUser() } } });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("ends the session and goes to /login on an 'unauthorized' event", async () => {
    storeLoggedInParent(createUser());
    mockApi({ [VALIDATE]: { body: { success: true, valid: true, user: createUser() } } });
    const { router } = renderApp('/dashboard');
    await screen.findByTestId('token-balance');

    act(() => {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('re-validates when another tab changes the token, and leaves when it was removed', async () => {
    storeLoggedInParent(createUser(), 'first-token');
    const api = mockApi({ [VALIDATE]: { body: { success: true, valid: true, user: createUser() } } });
    const { router } = renderApp('/dashboard');
    await screen.findByTestId('token-balance');

    // The other tab logged in as someone else: this tab checks the new token.
    localStorage.setItem(TOKEN_STORAGE_KEY, 'second-token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: 'second-token' }));
    });
    await waitFor(() => expect(api.callsTo(VALIDATE)).toHaveLength(2));
    expect(api.callsTo(VALIDATE)[1]?.headers.Authorization).toBe('Bearer second-token');

    // The other tab logged out.
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: null }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('logs out on the server, forgets everything and goes to /login', async () => {
    storeLoggedInParent(createUser(), 'my-token');
    const api = mockApi({
      [VALIDATE]: { body: { success: true, valid: true, user: createUser() } },
      'POST /api/auth/parent/logout': { body: { success: true } },
    });
    const { router, user } = renderApp('/dashboard');
    await screen.findByTestId('token-balance');

    await user.click(screen.getByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /api/auth/parent/logout')[0]?.headers.Authorization).toBe('Bearer my-token');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('after a logout, the next login starts at the dashboard rather than the last page', async () => {
    const user = createUser();
    storeLoggedInParent(user);
    mockApi({
      [VALIDATE]: { body: { success: true, valid: true, user } },
      'POST /api/auth/parent/logout': { body: { success: true } },
      'POST /api/auth/parent/login': { body: { success: true, token: 'again', user } },
    });
    const view = renderApp('/settings');
    await view.user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));

    await view.user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await view.user.type(screen.getByLabelText('Senha'), 'Segredo123');
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps the parent signed in with the stored user when the server is unreachable', async () => {
    storeLoggedInParent(createUser({ name: 'Bia' }));
    mockApi({ [VALIDATE]: { status: 503, body: { success: false, error: 'Indisponível', code: 'internal_error' } } });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo(a), Bia!' })).toBeInTheDocument();
  });
});
