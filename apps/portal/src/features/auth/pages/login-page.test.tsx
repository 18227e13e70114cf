import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@kiddo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { createUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const LOGIN = 'POST /api/auth/parent/login';

async function submitLogin(view: ReturnType<typeof renderApp>, email = 'ana@example.com', password = 'Segredo123') {
  await view.user.type(await screen.findByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Senha'), password);
  await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  it.each([
    [401, 'Email ou senha inválidos.'],
    [403, 'Acesso negado. Verifique suas credenciais.'],
    [404, 'Serviço não encontrado.'],
    [500, 'Erro no servidor. Tente novamente mais tarde.'],
    [503, 'Erro no servidor. Tente novamente mais tarde.'],
    [418, 'Erro ao fazer login. Tente novamente mais tarde.'],
  ])('shows the fallback text for a %i without a server message', async (status, text) => {
    mockApi({ [LOGIN]: { status, body: undefined } });
    const view = renderApp('/login');
    await submitLogin(view);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's own error text first", async () => {
    mockApi({
      [LOGIN]: {
        status: 429,
        body: { success: false, error: 'Muitas tentativas. Aguarde alguns minutos.', code: 'rate_limited' },
      },
    });
    const view = renderApp('/login');
    await submitLogin(view);
    expect(await screen.findByText('Muitas tentativas. Aguarde alguns minutos.')).toBeInTheDocument();
  });

  it('rejects an answer without token and user', async () => {
    mockApi({ [LOGIN]: { body: { success: true } } });
    const view = renderApp('/login');
    await submitLogin(view);
    expect(await screen.findByText('Resposta inválida do servidor')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it('validates the fields before calling the server', async () => {
    const api = mockApi({});
    const view = renderApp('/login');
    await view.user.click(await screen.findByRole('button', { name: 'Entrar' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });

  it('offers to resend the confirmation when the e-mail is not verified', async () => {
    const api = mockApi({
      [LOGIN]: {
        status: 403,
        body: { success: false, error: 'Confirme seu email antes de entrar.', code: 'email_not_verified' },
      },
      'POST /api/auth/parent/resend-confirmation': { body: { success: true, message: 'Link reenviado!' } },
    });
    const view = renderApp('/login');
    await submitLogin(view, 'nova@example.com');

    expect(await screen.findByText('Confirme seu email antes de entrar.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Reenviar email de confirmação' }));

    expect(await screen.findByText('Link reenviado!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/parent/resend-confirmation')[0]?.body).toMatchObject({
      email: 'nova@example.com',
    });
  });

  it("stores the session and the account's language, then opens the dashboard", async () => {
    const user = createUser({ language: 'en', name: 'Ana' });
    const api = mockApi({ [LOGIN]: { body: { success: true, token: 'new-token', user } } });
    const view = renderApp('/login');
    await submitLogin(view, 'ANA@example.com ');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ana!' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({ language: 'pt', email: 'ana@example.com', password: 'Segredo123' });
  });

  it('reads "Sign in" in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({});
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('explains that Google sign-in is not set up', async () => {
    mockApi({});
    const view = renderApp('/login');
    await view.user.click(await screen.findByRole('button', { name: 'Continuar com Google' }));
    await waitFor(() => expect(screen.getByText(/login com Google ainda não foi configurado/)).toBeInTheDocument());
  });
});
