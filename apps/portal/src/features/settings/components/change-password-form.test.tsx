import { TOKEN_STORAGE_KEY } from '@kiddo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser, settingsOf } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

const PASSWORD = 'PUT /api/auth/parent/password';

function mockSettingsApi(user: ReturnType<typeof createUser>, extra: Parameters<typeof mockApi>[0] = {}) {
  const settings = settingsOf(user);
  return mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    'GET /api/auth/parent/settings': { body: { success: true, settings, user } },
    ...extra,
  });
}

describe('settings: password change', () => {
  it('asks no current password of an account created with Google', async () => {
    const user = createUser({ has_password: false, google_linked: true });
    storeLoggedInParent(user);
    mockSettingsApi(user);
    renderApp('/settings');

    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar nova senha')).toBeInTheDocument();
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
    expect(screen.getByText(/Sua conta usa o login com Google/)).toBeInTheDocument();
  });

  it('sends only the new password for a Google account and keeps the new token', async () => {
    const user = createUser({ has_password: false, google_linked: true });
    storeLoggedInParent(user, 'old-token');
    const api = mockSettingsApi(user, {
      [PASSWORD]: {
        body: {
          success: true,
          message: 'Senha atualizada!',
          token: 'fresh-token',
          user: { ...user, has_password: true },
        },
      },
    });
    const view = renderApp('/settings');

    await view.user.type(await screen.findByLabelText('Nova senha'), 'Nova12345');
    await view.user.type(screen.getByLabelText('Confirmar nova senha'), 'Nova12345');
    await view.user.click(screen.getByRole('button', { name: 'Alterar senha' }));

    expect(await screen.findByText('Senha atualizada!')).toBeInTheDocument();
    expect(api.callsTo(PASSWORD)[0]?.body).toEqual({ language: 'pt', new_password: 'Nova12345' });
    expect(api.callsTo(PASSWORD)[0]?.headers.Authorization).toBe('Bearer old-token');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
    // The account has a password now: the next change asks for it.
    await waitFor(() => expect(screen.getByLabelText('Senha atual')).toBeInTheDocument());
  });

  it('requires the current password of a password account and shows a wrong one next to the field', async () => {
    const user = createUser({ has_password: true });
    storeLoggedInParent(user);
    const api = mockSettingsApi(user, {
      [PASSWORD]: {
        status: 400,
        body: { success: false, error: 'A senha atual está incorreta.', code: 'invalid_current_password' },
      },
    });
    const view = renderApp('/settings');

    await view.user.type(await screen.findByLabelText('Nova senha'), 'Nova12345');
    await view.user.type(screen.getByLabelText('Confirmar nova senha'), 'Nova12345');
    await view.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(api.callsTo(PASSWORD)).toHaveLength(0);

    await view.user.type(screen.getByLabelText('Senha atual'), 'Errada123');
    await view.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription('A senha atual está incorreta.'),
    );
    expect(api.callsTo(PASSWORD)[0]?.body).toEqual({
      language: 'pt',
      current_password: 'Errada123',
      new_password: 'Nova12345',
    });
  });

  it('falls back to the spec text when the server gives none', async () => {
    const user = createUser();
    storeLoggedInParent(user);
    mockSettingsApi(user, { [PASSWORD]: { status: 500, body: undefined } });
    const view = renderApp('/settings');

    await view.user.type(await screen.findByLabelText('Senha atual'), 'Atual1234');
    await view.user.type(screen.getByLabelText('Nova senha'), 'Nova12345');
    await view.user.type(screen.getByLabelText('Confirmar nova senha'), 'Nova12345');
    await view.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Erro ao atualizar senha')).toBeInTheDocument();
  });
});
