import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHILD_TOKEN_STORAGE_KEY, readStoredChild } from '../../../lib/session-storage';
import { createChild } from '../../../test/factories';
import { errorReply, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const chatRoutes = {
  'GET /api/chats': { body: { success: true, chats: [], demo_mode: false } },
  'GET /api/auth/child/validate': (request: { headers: Record<string, string> }) => ({
    body: { success: true, valid: true, child: createChild({ name: request.headers.Authorization ?? '' }) },
  }),
};

describe('LoginPage', () => {
  it('signs in with the token of the access link and opens the chat in the child’s language', async () => {
    const child = createChild({ name: 'Bia', language: 'en' });
    const api = mockApi({
      ...chatRoutes,
      'POST /api/auth/child/access': { body: { success: true, token: 'session-abc', child } },
    });

    const { router } = renderApp('/login?token=link-token-123');

    expect(await screen.findByRole('button', { name: 'New chat' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The token must not stay in the address (or the history).
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('POST /api/auth/child/access')).toHaveLength(1);
    expect(api.callsTo('POST /api/auth/child/access')[0]?.body).toMatchObject({ token: 'link-token-123' });
    expect(localStorage.getItem(CHILD_TOKEN_STORAGE_KEY)).toBe('session-abc');
    expect(readStoredChild()).toEqual(child);
    expect(screen.getByRole('banner')).toHaveTextContent('Bia');
    expect(document.documentElement.lang).toBe('en');
    // The chat calls carry the new session's token.
    await waitFor(() => expect(api.callsTo('GET /api/chats')[0]?.headers.Authorization).toBe('Bearer session-abc'));
  });

  it('shows the translated message when the link is invalid, and keeps the password form', async () => {
    mockApi({
      'POST /api/auth/child/access': errorReply(400, 'invalid_token', 'Link inválido ou expirado. Solicite um novo.'),
    });

    const { router } = renderApp('/login?token=old-token');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Link inválido ou expirado. Solicite um novo.');
    expect(alert).toHaveTextContent('Peça ao seu responsável um link novo');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Usuário')).toBeInTheDocument();
    expect(localStorage.getItem(CHILD_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('falls back to the contracts’ text for the code when the server sends none', async () => {
    mockApi({ 'POST /api/auth/child/access': { status: 429, body: { success: false, code: 'rate_limited' } } });
    renderApp('/login?token=x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
  });

  it('signs in with the family code, the username and the password', async () => {
    const child = createChild({ name: 'Caio' });
    const api = mockApi({
      ...chatRoutes,
      'POST /api/auth/child/login': { body: { success: true, token: 'session-pw', child } },
    });
    const { user, router } = renderApp('/login');

    await user.type(screen.getByLabelText('Código da família'), 'kdz7-m4qp');
    await user.type(screen.getByLabelText('Usuário'), '  Caio.S ');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('button', { name: 'Nova conversa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // Normalised by the contracts' schema, like the API does.
    expect(api.callsTo('POST /api/auth/child/login')[0]?.body).toEqual({
      language: 'pt',
      family_code: 'KDZ7M4QP',
      username: 'caio.s',
      password: 'segredo1',
    });
    expect(localStorage.getItem(CHILD_TOKEN_STORAGE_KEY)).toBe('session-pw');
  });

  it('shows the server’s message for wrong credentials', async () => {
    mockApi({ 'POST /api/auth/child/login': errorReply(401, 'invalid_credentials', 'Usuário ou senha inválidos.') });
    const { user } = renderApp('/login');

    await user.type(screen.getByLabelText('Código da família'), 'KDZ7M4QP');
    await user.type(screen.getByLabelText('Usuário'), 'ana');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('checks the fields before calling the API', async () => {
    const api = mockApi({});
    const { user } = renderApp('/login');

    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByLabelText('Código da família')).toHaveAccessibleDescription(
      expect.stringContaining('Campo obrigatório.'),
    );
    expect(screen.getByLabelText('Usuário')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(api.requests).toHaveLength(0);
  });

  it('lets the child switch the page’s language before signing in', async () => {
    mockApi({});
    const { user } = renderApp('/login');

    await user.click(screen.getByRole('button', { name: 'Español' }));

    expect(screen.getByLabelText('Usuario')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends an already signed-in child straight to the chat', async () => {
    mockApi(chatRoutes);
    const { router } = renderApp('/login', { child: createChild() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
