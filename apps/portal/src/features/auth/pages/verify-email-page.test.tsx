import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('VerifyEmailPage', () => {
  it('confirms the token once and offers the login', async () => {
    const api = mockApi({
      'GET /api/auth/parent/confirm-email/tok-1': { body: { success: true, message: 'Email confirmado.' } },
    });
    renderApp('/verify-email?token=tok-1');

    expect(await screen.findByText('Verificando seu link...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email confirmado!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    expect(api.requests).toHaveLength(1);
  });

  it('shows the failure with the server text and lets the parent try again', async () => {
    const api = mockApi({
      'GET /api/auth/parent/confirm-email/bad': {
        status: 400,
        body: { success: false, error: 'Link inválido ou expirado. Solicite um novo.', code: 'invalid_token' },
      },
    });
    const view = renderApp('/verify-email?token=bad');

    expect(await screen.findByText('Link inválido ou expirado. Solicite um novo.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByText('Link inválido ou expirado. Solicite um novo.');
    expect(api.requests).toHaveLength(2);
  });

  it('without a token explains the link is invalid', async () => {
    const api = mockApi({});
    renderApp('/verify-email');
    expect(await screen.findByRole('heading', { name: 'Não foi possível confirmar' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
