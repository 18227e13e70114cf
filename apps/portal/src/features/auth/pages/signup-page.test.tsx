import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { createUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const REGISTER = 'POST /api/auth/parent/register';

async function fillSignup(
  view: ReturnType<typeof renderApp>,
  values: { name?: string; email?: string; password?: string; confirm?: string; acceptTerms?: boolean } = {},
) {
  const {
    name = 'Ana Souza',
    email = 'ana@example.com',
    password = 'Segura123',
    confirm = password,
    acceptTerms = true,
  } = values;
  if (name) await view.user.type(await screen.findByLabelText('Nome'), name);
  if (email) await view.user.type(screen.getByLabelText('Email'), email);
  if (password) await view.user.type(screen.getByLabelText('Senha'), password);
  if (confirm) await view.user.type(screen.getByLabelText('Confirmar senha'), confirm);
  if (acceptTerms) await view.user.click(screen.getByRole('checkbox', { name: /^Li e aceito/ }));
  await view.user.click(screen.getByRole('button', { name: 'Criar conta' }));
}

describe('SignupPage', () => {
  it('marks every empty field and the terms after a submit attempt', async () => {
    const api = mockApi({});
    const view = renderApp('/signup');
    await view.user.click(await screen.findByRole('button', { name: 'Criar conta' }));

    for (const label of ['Nome', 'Email', 'Senha', 'Confirmar senha']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('Campo obrigatório.'));
    }
    expect(screen.getByRole('checkbox', { name: /^Li e aceito/ })).toHaveAccessibleDescription(
      'Você precisa aceitar os termos de uso e a política de privacidade.',
    );
    expect(api.callsTo(REGISTER)).toHaveLength(0);
  });

  it('shows no error before the first submit', async () => {
    mockApi({});
    renderApp('/signup');
    expect(await screen.findByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Campo obrigatório.')).not.toBeInTheDocument();
  });

  it('applies the password policy and the confirmation match', async () => {
    mockApi({});
    const view = renderApp('/signup');
    await fillSignup(view, { password: 'curta', confirm: 'outra' });
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(
      expect.stringContaining('A senha deve ter pelo menos 8 caracteres.'),
    );

    await view.user.clear(screen.getByLabelText('Senha'));
    await view.user.type(screen.getByLabelText('Senha'), 'Segura123');
    await view.user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(screen.getByLabelText('Confirmar senha')).toHaveAccessibleDescription('As senhas não coincidem');
  });

  it('requires the terms', async () => {
    const api = mockApi({});
    const view = renderApp('/signup');
    await fillSignup(view, { acceptTerms: false });
    expect(
      await screen.findByText('Você precisa aceitar os termos de uso e a política de privacidade.'),
    ).toBeInTheDocument();
    expect(api.callsTo(REGISTER)).toHaveLength(0);
  });

  it('links the terms and the privacy policy from the checkbox label', async () => {
    mockApi({});
    renderApp('/signup');
    const checkbox = await screen.findByRole('checkbox', { name: /^Li e aceito/ });
    const label = document.querySelector<HTMLElement>(`label[for="${checkbox.id}"]`);
    expect(label).toHaveTextContent(
      'Li e aceito os Termos de Uso e a Política de Privacidade, e declaro ter mais de 18 anos e ser pai, mãe ou responsável legal da criança.',
    );
    expect(within(label!).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
    expect(within(label!).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacy');
  });

  it('asks for the same declaration in English and titles the page', async () => {
    await i18n.changeLanguage('en');
    mockApi({});
    renderApp('/signup');

    const checkbox = await screen.findByRole('checkbox', {
      name: 'I have read and accept the Terms of Use and the Privacy Policy, and I declare that I am over 18 and the child’s parent or legal guardian.',
    });
    expect(checkbox).not.toBeChecked();
    expect(document.title).toBe('Create account · Kiddo');
  });

  it('creates the account and goes to /email-confirmation with the address', async () => {
    const api = mockApi({
      [REGISTER]: {
        status: 201,
        body: { success: true, message: 'Conta criada', user: createUser({ email: 'ana@example.com' }) },
      },
    });
    const view = renderApp('/signup');
    await fillSignup(view);

    expect(await screen.findByRole('heading', { name: 'Verifique seu email' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/email-confirmation');
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(api.callsTo(REGISTER)[0]?.body).toEqual({
      language: 'pt',
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'Segura123',
      accept_terms: true,
    });
  });

  it.each([
    [
      409,
      { success: false, error: 'Este email já está cadastrado.', code: 'email_taken' },
      'Este email já está cadastrado.',
    ],
    [409, undefined, 'Este email já está cadastrado.'],
    [400, undefined, 'Dados inválidos. Verifique os campos e tente novamente.'],
    [500, undefined, 'Erro ao registrar. Tente novamente mais tarde.'],
  ])('answers a %i with the right text', async (status, body, text) => {
    mockApi({ [REGISTER]: { status, body } });
    const view = renderApp('/signup');
    await fillSignup(view);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signup');
  });

  it("puts the server's field messages next to the fields", async () => {
    mockApi({
      [REGISTER]: {
        status: 400,
        body: {
          success: false,
          error: 'Dados inválidos.',
          code: 'validation_error',
          fields: { email: 'Este domínio não recebe emails.' },
        },
      },
    });
    const view = renderApp('/signup');
    await fillSignup(view);
    expect(await screen.findByText('Este domínio não recebe emails.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
