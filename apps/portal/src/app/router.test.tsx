import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { mockApi } from '../test/mock-api';
import { renderApp, storeLoggedInParent } from '../test/render-app';

describe('routes', () => {
  it('sends /parental to the landing page', async () => {
    mockApi({});
    const { router } = renderApp('/parental');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('link', { name: 'Começar' })).toHaveAttribute('href', '/signup');
  });

  it('shows the not-found page with a way home for an unknown path', async () => {
    mockApi({});
    renderApp('/this-page-does-not-exist');
    const heading = await screen.findByRole('heading', { name: 'Página não encontrada' });
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    // A puzzled Kiddo above it, as decoration only.
    expect(heading.parentElement?.querySelector('svg[data-mood="thinking"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('sends a logged-in parent from the landing page to /dashboard', async () => {
    storeLoggedInParent(createUser());
    mockApi({ 'GET /api/auth/parent/validate': { body: { success: true, valid: true, user: createUser() } } });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each([
    '/children',
    '/children/new',
    '/children/abc',
    '/children/abc/password',
    '/history',
    '/history/abc',
    '/history/abc/conversations/xyz',
    '/settings',
    '/subscription',
  ])('guards %s', async (path) => {
    mockApi({});
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('returns to the page that asked for the login', async () => {
    const user = createUser();
    mockApi({ 'POST /api/auth/parent/login': { body: { success: true, token: 't', user } } });
    const view = renderApp('/settings');
    await view.user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await view.user.type(screen.getByLabelText('Senha'), 'Segredo123');
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/settings'));
  });
});
