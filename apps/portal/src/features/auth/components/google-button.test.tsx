import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi } from '../../../test/mock-api';
import { mockLocationAssign } from '../../../test/mock-location';
import { GoogleButton } from './google-button';

const STATUS = 'GET /api/auth/google/status';

function renderButton() {
  const router = createMemoryRouter([{ path: '/', element: <GoogleButton /> }]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('GoogleButton', () => {
  it('sends the browser to the server’s start with the interface language when Google is configured', async () => {
    await i18n.changeLanguage('es');
    mockApi({ [STATUS]: { body: { success: true, enabled: true } } });
    const assign = mockLocationAssign();
    const user = renderButton();

    // The same button creates accounts, so it states the sign-up terms.
    expect(await screen.findByText(/Al continuar con Google, aceptas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos de Uso' })).toHaveAttribute('href', '/terms');
    await user.click(screen.getByRole('button', { name: 'Continuar con Google' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/google/start?language=es');
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toHaveAttribute('aria-busy', 'true');
  });

  it('explains that Google sign-in is not set up when the server says so', async () => {
    const api = mockApi({ [STATUS]: { body: { success: true, enabled: false } } });
    const assign = mockLocationAssign();
    const user = renderButton();

    await user.click(await screen.findByRole('button', { name: 'Continuar com Google' }));
    expect(await screen.findByText(/login com Google ainda não foi configurado/)).toBeInTheDocument();
    expect(screen.queryByText(/Ao continuar com o Google/)).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(api.callsTo(STATUS)).toHaveLength(1);
  });

  it('explains the same when the server cannot say', async () => {
    mockApi({ [STATUS]: { status: 500, body: undefined } });
    const assign = mockLocationAssign();
    const user = renderButton();

    await user.click(screen.getByRole('button', { name: 'Continuar com Google' }));
    await waitFor(() => expect(screen.getByText(/login com Google ainda não foi configurado/)).toBeInTheDocument());
    expect(assign).not.toHaveBeenCalled();
  });
});
