import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const FORGOT = 'POST /api/auth/parent/forgot-password';

describe('ForgotPasswordPage', () => {
  it('confirms with the address and lets the parent try again', async () => {
    const api = mockApi({ [FORGOT]: { body: { success: true, message: 'Se a conta existir, enviamos um link.' } } });
    const view = renderApp('/forgot-password');
    await view.user.type(await screen.findByLabelText('Email'), 'pai@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Enviar link' }));

    expect(await screen.findByText('pai@example.com')).toBeInTheDocument();
    expect(api.callsTo(FORGOT)[0]?.body).toEqual({ language: 'pt', email: 'pai@example.com' });

    await view.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('shows the spec text when the request fails without a server message', async () => {
    mockApi({ [FORGOT]: { status: 500, body: undefined } });
    const view = renderApp('/forgot-password');
    await view.user.type(await screen.findByLabelText('Email'), 'pai@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Erro ao solicitar recuperação de senha')).toBeInTheDocument();
  });

  it('validates the address', async () => {
    const api = mockApi({});
    const view = renderApp('/forgot-password');
    await view.user.type(await screen.findByLabelText('Email'), 'não-é-email');
    await view.user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Informe um email válido.');
    expect(api.requests).toHaveLength(0);
  });
});
