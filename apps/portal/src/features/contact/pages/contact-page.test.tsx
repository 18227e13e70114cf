import { CONTACT_MESSAGE_MAX_LENGTH } from '@kiddo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

const CONTACT = 'POST /api/contact';

async function fillForm(view: ReturnType<typeof renderApp>, message = 'Como funciona o limite diário?') {
  await view.user.type(await screen.findByLabelText('Nome'), 'Ana Souza');
  await view.user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await view.user.type(screen.getByLabelText('Mensagem'), message);
}

describe('ContactPage', () => {
  it('shows the support e-mail, phone, hours and where emergencies go', async () => {
    mockApi({});
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fale conosco' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'suporte@kiddo.app' })).toHaveAttribute('href', 'mailto:suporte@kiddo.app');
    expect(screen.getByRole('link', { name: '+55 11 4000-0000' })).toHaveAttribute('href', 'tel:+551140000000');
    expect(screen.getByText('Segunda a sexta, das 9h às 18h (horário de Brasília)')).toBeInTheDocument();
    expect(screen.getByText(/190 \(Polícia Militar\).*CVV atende 24 horas pelo 188/)).toBeInTheDocument();
  });

  it('requires every field after a submit attempt and checks the e-mail, sending nothing', async () => {
    const api = mockApi({});
    const view = renderApp('/contact');
    const name = await screen.findByLabelText('Nome');
    expect(name).not.toHaveAccessibleDescription();

    await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(name).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByLabelText('Mensagem')).toHaveAccessibleDescription(/^Campo obrigatório\./);

    await view.user.type(screen.getByLabelText('Email'), 'não-é-email');
    await view.user.type(screen.getByLabelText('Mensagem'), '   ');
    await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Informe um email válido.');
    // Blanks are no message: the shared schema trims first.
    expect(screen.getByLabelText('Mensagem')).toHaveAccessibleDescription(/^Campo obrigatório\./);
    expect(api.requests).toHaveLength(0);
  });

  it('counts the characters of the message live and refuses one over the limit', async () => {
    const api = mockApi({});
    const view = renderApp('/contact');
    const message = await screen.findByLabelText('Mensagem');
    expect(message).toHaveAccessibleDescription('0 / 5.000 caracteres');

    await view.user.type(message, 'Olá!');
    expect(message).toHaveAccessibleDescription('4 / 5.000 caracteres');

    await view.user.type(screen.getByLabelText('Nome'), 'Ana');
    await view.user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await view.user.clear(message);
    await view.user.click(message);
    await view.user.paste('a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1));
    expect(message).toHaveAccessibleDescription('5.001 / 5.000 caracteres');
    await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(message).toHaveAccessibleDescription(
      'A mensagem pode ter no máximo 5000 caracteres. 5.001 / 5.000 caracteres',
    );
    expect(api.requests).toHaveLength(0);
  });

  it("sends the message, toasts the server's answer and clears the form", async () => {
    const api = mockApi({
      [CONTACT]: { body: { success: true, message: 'Recebemos sua mensagem. Responderemos em breve.' } },
    });
    const view = renderApp('/contact');
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    expect(await screen.findByText('Recebemos sua mensagem. Responderemos em breve.')).toBeInTheDocument();
    expect(api.callsTo(CONTACT)[0]?.body).toEqual({
      language: 'pt',
      name: 'Ana Souza',
      email: 'ana@example.com',
      message: 'Como funciona o limite diário?',
    });
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('');
    expect(screen.getByLabelText('Mensagem')).toHaveAccessibleDescription('0 / 5.000 caracteres');
  });

  it('shows the rate limit, keeping what was typed', async () => {
    mockApi({
      [CONTACT]: {
        status: 429,
        body: {
          success: false,
          error: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
          code: 'rate_limited',
        },
      },
    });
    const view = renderApp('/contact');
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Como funciona o limite diário?');
  });

  it('has its own rate-limit text when the server gives none', async () => {
    mockApi({ [CONTACT]: { status: 429, body: undefined } });
    const view = renderApp('/contact');
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.',
    );
  });

  it("puts the server's field errors next to the fields", async () => {
    mockApi({
      [CONTACT]: {
        status: 400,
        body: {
          success: false,
          error: 'Dados inválidos. Verifique os campos e tente novamente.',
          code: 'validation_error',
          fields: { email: 'Informe um email válido.' },
        },
      },
    });
    const view = renderApp('/contact');
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Informe um email válido.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a logged-in parent to /dashboard', async () => {
    storeLoggedInParent(createUser());
    mockApi({ 'GET /api/auth/parent/validate': { body: { success: true, valid: true, user: createUser() } } });
    const { router } = renderApp('/contact');
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
