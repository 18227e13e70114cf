import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, type User } from '@kiddo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser, settingsOf } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

const DELETE = 'DELETE /api/auth/parent/account';

function setup(user: User, deleteReply: Parameters<typeof mockApi>[0][string] = { body: undefined }) {
  storeLoggedInParent(user, 'my-token');
  const settings = settingsOf(user);
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    'GET /api/auth/parent/settings': { body: { success: true, settings, user } },
    [DELETE]: deleteReply,
  });
  return { api, view: renderApp('/settings') };
}

async function openDialog(view: ReturnType<typeof renderApp>) {
  await view.user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
  return screen.getByRole('dialog', { name: 'Excluir sua conta?' });
}

describe('settings: account deletion', () => {
  it('says what is erased and what the law keeps', async () => {
    const { view } = setup(createUser());
    const dialog = await openDialog(view);
    for (const item of [
      'todas as sessões',
      'perfis das crianças',
      'todas as conversas',
      'as fotos enviadas',
      'configurações',
    ]) {
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining(item));
    }
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Os registros de pagamento são mantidos sem seus dados pessoais'),
    );
  });

  it('asks an account with a password for it, with the confirm button disabled until something is typed', async () => {
    const { api, view } = setup(createUser({ has_password: true }), {
      body: { success: true, message: 'Sua conta foi excluída.' },
    });
    const dialog = await openDialog(view);
    const confirm = within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' });
    expect(within(dialog).queryByLabelText('Digite seu email para confirmar')).not.toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await view.user.type(within(dialog).getByLabelText('Senha atual'), 'Segredo123');
    expect(confirm).toBeEnabled();
    await view.user.click(confirm);

    await waitFor(() => expect(api.callsTo(DELETE)).toHaveLength(1));
    expect(api.callsTo(DELETE)[0]?.body).toEqual({ language: 'pt', password: 'Segredo123' });
    expect(api.callsTo(DELETE)[0]?.headers.Authorization).toBe('Bearer my-token');
  });

  it('shows a wrong password next to the field and keeps the parent signed in', async () => {
    const { view } = setup(createUser(), {
      status: 400,
      body: {
        success: false,
        error: 'A senha atual está incorreta.',
        code: 'invalid_current_password',
        fields: { password: 'A senha atual está incorreta.' },
      },
    });
    const dialog = await openDialog(view);
    const password = within(dialog).getByLabelText('Senha atual');
    await view.user.type(password, 'Errada123');
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));

    await waitFor(() => expect(password).toHaveAccessibleDescription('A senha atual está incorreta.'));
    expect(password).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('my-token');
    expect(view.router.state.location.pathname).toBe('/settings');
  });

  it('shows the error code next to the field when the server names no field', async () => {
    const { view } = setup(createUser(), {
      status: 400,
      body: { success: false, error: 'A senha atual está incorreta.', code: 'invalid_current_password' },
    });
    const dialog = await openDialog(view);
    const password = within(dialog).getByLabelText('Senha atual');
    await view.user.type(password, 'Errada123');
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('A senha atual está incorreta.'));
  });

  it('asks a Google account without a password to type its e-mail, and sends it', async () => {
    const user = createUser({ has_password: false, google_linked: true, email: 'ana@example.com' });
    const { api, view } = setup(user, { body: { success: true, message: 'Sua conta foi excluída.' } });
    const dialog = await openDialog(view);
    expect(within(dialog).queryByLabelText('Senha atual')).not.toBeInTheDocument();
    const email = within(dialog).getByLabelText('Digite seu email para confirmar');
    const confirm = within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' });
    expect(confirm).toBeDisabled();

    await view.user.type(email, 'outra@example.com');
    await view.user.click(confirm);
    expect(email).toHaveAccessibleDescription(
      'O email digitado não é o da sua conta. Digite ana@example.com, o email da sua conta.',
    );
    expect(api.callsTo(DELETE)).toHaveLength(0);

    await view.user.clear(email);
    await view.user.type(email, ' Ana@Example.com ');
    await view.user.click(confirm);
    await waitFor(() => expect(api.callsTo(DELETE)).toHaveLength(1));
    expect(api.callsTo(DELETE)[0]?.body).toEqual({ language: 'pt', confirm_email: 'ana@example.com' });
  });

  it("shows the server's confirmation_mismatch next to the e-mail field", async () => {
    const user = createUser({ has_password: false, google_linked: true });
    const { view } = setup(user, {
      status: 400,
      body: {
        success: false,
        error: 'O email digitado não é o da sua conta.',
        code: 'confirmation_mismatch',
        fields: { confirm_email: 'O email digitado não é o da sua conta.' },
      },
    });
    const dialog = await openDialog(view);
    const email = within(dialog).getByLabelText('Digite seu email para confirmar');
    await view.user.type(email, user.email);
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('O email digitado não é o da sua conta.')),
    );
  });

  it('after the deletion forgets the session and lands on / with the server message', async () => {
    const { view } = setup(createUser(), { body: { success: true, message: 'Conta excluída. Sentiremos sua falta!' } });
    const dialog = await openDialog(view);
    await view.user.type(within(dialog).getByLabelText('Senha atual'), 'Segredo123');
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Conta excluída. Sentiremos sua falta!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Começar' })).toHaveAttribute('href', '/signup');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // It stays there: nothing sends the parent on to /login.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('cancels without a call, and opens again empty', async () => {
    const { api, view } = setup(createUser());
    let dialog = await openDialog(view);
    await view.user.type(within(dialog).getByLabelText('Senha atual'), 'Segredo123');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openDialog(view);
    expect(within(dialog).getByLabelText('Senha atual')).toHaveValue('');
    expect(api.callsTo(DELETE)).toHaveLength(0);
  });

  it('toasts any other failure', async () => {
    const { view } = setup(createUser(), { status: 500, body: undefined });
    const dialog = await openDialog(view);
    await view.user.type(within(dialog).getByLabelText('Senha atual'), 'Segredo123');
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(await screen.findByText('Erro ao excluir a conta')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/settings');
  });
});
