import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const RESET = 'POST /api/auth/parent/reset-password';

describe('ResetPasswordPage', () => {
  it('without a token shows the invalid-link notice and a way to ask for a new link', async () => {
    const api = mockApi({});
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Link inválido' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute('href', '/forgot-password');
    expect(api.requests).toHaveLength(0);
  });

  it('sends the token with the new password and confirms', async () => {
    const api = mockApi({ [RESET]: { body: { success: true, message: 'Senha alterada.' } } });
    const view = renderApp('/reset-password?token=abc123');
    await view.user.type(await screen.findByLabelText('Nova senha'), 'Nova12345');
    await view.user.type(screen.getByLabelText('Confirmar nova senha'), 'Nova12345');
    await view.user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

    expect(await screen.findByRole('heading', { name: 'Senha redefinida!' })).toBeInTheDocument();
    expect(api.callsTo(RESET)[0]?.body).toEqual({ language: 'pt', token: 'abc123', password: 'Nova12345' });
  });

  it('checks that both passwords match', async () => {
    const api = mockApi({});
    const view = renderApp('/reset-password?token=abc123');
    await view.user.type(await screen.findByLabelText('Nova senha'), 'Nova12345');
    await view.user.type(screen.getByLabelText('Confirmar nova senha'), 'Outra12345');
    await view.user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the expired-link state when the server rejects the token', async () => {
    mockApi({
      [RESET]: {
        status: 400,
        body: { success: false, error: 'Link inválido ou expirado. Solicite um novo.', code: 'invalid_token' },
      },
    });
    const view = renderApp('/reset-password?token=old');
    await view.user.type(await screen.findByLabelText('Nova senha'), 'Nova12345');
    await view.user.type(screen.getByLabelText('Confirmar nova senha'), 'Nova12345');
    await view.user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

    expect(await screen.findByRole('heading', { name: 'Link inválido ou expirado' })).toBeInTheDocument();
    expect(screen.getByText('Link inválido ou expirado. Solicite um novo.')).toBeInTheDocument();
  });
});
