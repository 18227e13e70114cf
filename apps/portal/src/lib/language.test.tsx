import { LANGUAGE_STORAGE_KEY } from '@kiddo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../test/factories';
import { mockApi } from '../test/mock-api';
import { renderApp, storeLoggedInParent } from '../test/render-app';

const LANGUAGE = 'PUT /api/auth/parent/language';

describe('interface language', () => {
  it('starts in Portuguese and switches from the header without calling the server when logged out', async () => {
    const api = mockApi({});
    const view = renderApp('/login');
    const select = await screen.findByRole('combobox', { name: 'Idioma' });
    expect(select).toHaveValue('pt');
    expect(document.documentElement.lang).toBe('pt');

    await view.user.selectOptions(select, 'en');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(api.callsTo(LANGUAGE)).toHaveLength(0);
  });

  it('saves the choice on the account when logged in', async () => {
    const user = createUser();
    storeLoggedInParent(user, 'tok');
    const api = mockApi({
      'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
      [LANGUAGE]: { body: { success: true, user: { ...user, language: 'es' } } },
    });
    const view = renderApp('/dashboard');
    await screen.findByTestId('token-balance');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'es');

    await waitFor(() => expect(api.callsTo(LANGUAGE)).toHaveLength(1));
    expect(api.callsTo(LANGUAGE)[0]?.body).toEqual({ language: 'es' });
    expect(api.callsTo(LANGUAGE)[0]?.headers.Authorization).toBe('Bearer tok');
    expect(screen.getByRole('heading', { name: /Ana Souza/ })).toHaveTextContent('¡Te damos la bienvenida, Ana Souza!');
  });

  it('keeps the local change and tells the parent when saving fails', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const user = createUser();
    storeLoggedInParent(user);
    mockApi({
      'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
      [LANGUAGE]: { status: 500, body: undefined },
    });
    const view = renderApp('/dashboard');
    await screen.findByTestId('token-balance');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');

    expect(await screen.findByText('Error saving your language preference')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Erro ao salvar preferência de idioma', expect.anything());
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(screen.getByRole('heading', { name: /^Welcome/ })).toBeInTheDocument();
  });
});
