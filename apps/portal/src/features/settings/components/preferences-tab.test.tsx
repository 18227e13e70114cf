import { LANGUAGE_STORAGE_KEY } from '@kiddo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

const SETTINGS = 'PUT /api/auth/parent/settings';

function setup(reply: Parameters<typeof mockApi>[0][string] = { body: undefined }) {
  const user = createUser();
  storeLoggedInParent(user);
  const settings = {
    name: user.name,
    language: 'pt',
    theme: 'system',
    font_size: 'medium',
    notifications: user.notifications,
  };
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    'GET /api/auth/parent/settings': { body: { success: true, settings, user } },
    'PUT /api/auth/parent/language': { body: { success: true, user: { ...user, language: 'en' } } },
    [SETTINGS]: reply,
  });
  return { api, view: renderApp('/settings?tab=preferences'), user, settings };
}

describe('settings: preferences', () => {
  it('applies the dark theme to the whole app at once and saves it', async () => {
    const user = createUser();
    const { api, view } = setup({
      body: { success: true, settings: { theme: 'dark' }, user: { ...user, theme: 'dark' } },
    });

    await view.user.click(await screen.findByRole('radio', { name: 'Escuro' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(await screen.findByText('Configurações atualizadas com sucesso!')).toBeInTheDocument();
    expect(api.callsTo(SETTINGS)[0]?.body).toEqual({ language: 'pt', theme: 'dark' });
  });

  it('applies the font size to the root and keeps it when saving fails', async () => {
    const { view } = setup({ status: 500, body: undefined });
    await view.user.click(await screen.findByRole('radio', { name: 'Grande' }));

    expect(document.documentElement.style.fontSize).toBe('112.5%');
    expect(await screen.findByText('Erro ao atualizar configurações')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Grande' })).toBeChecked();
  });

  it('switches the interface language from the radios', async () => {
    const { view, api } = setup();
    await view.user.click(await screen.findByRole('radio', { name: 'English' }));

    expect(await screen.findByRole('tab', { name: 'Preferences' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    await waitFor(() => expect(api.callsTo('PUT /api/auth/parent/language')[0]?.body).toEqual({ language: 'en' }));
  });

  it('shows the three tabs with their names', async () => {
    setup();
    expect(await screen.findByRole('tab', { name: 'Conta' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Preferências' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Notificações' })).toBeInTheDocument();
  });
});
