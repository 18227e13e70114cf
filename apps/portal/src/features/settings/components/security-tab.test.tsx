import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser, settingsOf } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

const SECURITY = 'GET /api/auth/parent/security';
const END = 'DELETE /api/auth/parent/sessions/22222222-2222-4222-8222-222222222222';

const OVERVIEW = {
  sessions: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      device: 'Firefox 132 · Windows',
      address: '198.51.100.x',
      created_at: '2026-11-20T10:00:00.000Z',
      last_used_at: '2026-11-25T09:00:00.000Z',
      current: true,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      device: 'Chrome 131 · Android',
      address: '203.0.113.x',
      created_at: '2026-11-01T10:00:00.000Z',
      last_used_at: '2026-11-02T09:00:00.000Z',
      current: false,
    },
  ],
  events: [
    {
      kind: 'sign_in_failed',
      device: 'Firefox 132 · Windows',
      address: '198.51.100.x',
      created_at: '2026-11-25T08:59:00.000Z',
    },
  ],
};

function setup() {
  const user = createUser();
  storeLoggedInParent(user, 'my-token');
  const settings = settingsOf(user);
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    'GET /api/auth/parent/settings': { body: { success: true, settings, user } },
    [SECURITY]: { body: OVERVIEW },
    [END]: { body: { success: true } },
  });
  return { api, view: renderApp('/settings?tab=security') };
}

describe('settings: security', () => {
  it('lists the devices signed in and the recent activity, and signs another device out', async () => {
    const { api, view } = setup();
    const phone = (await screen.findByText('Chrome 131 · Android')).closest('li')!;
    expect(screen.getByText('Este aparelho')).toBeInTheDocument();
    expect(screen.getByText('Tentativa de entrada com senha errada')).toBeInTheDocument();
    // The current device has no sign-out button: that is the sidebar's "Sair".
    expect(screen.getAllByRole('button', { name: /Encerrar a sessão em/ })).toHaveLength(1);
    await view.user.click(within(phone).getByRole('button', { name: 'Encerrar a sessão em Chrome 131 · Android' }));
    await waitFor(() => expect(api.callsTo(END)).toHaveLength(1));
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
  });
});
