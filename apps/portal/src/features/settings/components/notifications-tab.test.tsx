import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser, settingsOf } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

const SETTINGS = 'PUT /api/auth/parent/settings';

describe('settings: notifications', () => {
  it('turns the daily digest e-mail on, off by default', async () => {
    const user = createUser();
    storeLoggedInParent(user);
    const settings = settingsOf(user);
    const saved = { ...user, notifications: { ...user.notifications, daily_digest: true } };
    const api = mockApi({
      'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
      'GET /api/auth/parent/settings': { body: { success: true, settings, user } },
      [SETTINGS]: {
        body: { success: true, settings: { ...settings, notifications: saved.notifications }, user: saved },
      },
    });
    const view = renderApp('/settings?tab=notifications');

    const digest = await screen.findByRole('switch', { name: 'Resumo diário por email' });
    expect(digest).not.toBeChecked();
    expect(digest).toHaveAccessibleDescription('Um email por dia, à noite, com um resumo do dia de cada criança.');

    await view.user.click(digest);

    await waitFor(() => expect(api.callsTo(SETTINGS)).toHaveLength(1));
    expect(api.callsTo(SETTINGS)[0]?.body).toEqual({ language: 'pt', notifications: { daily_digest: true } });
    expect(await screen.findByText('Configurações atualizadas com sucesso!')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Resumo diário por email' })).toBeChecked();
  });
});
