import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { createUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

function renderDashboard(user = createUser()) {
  storeLoggedInParent(user);
  mockApi({ 'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } } });
  return renderApp('/dashboard');
}

describe('DashboardPage', () => {
  it('welcomes the parent and shows plan and token balance with a link to buy more', async () => {
    renderDashboard(createUser({ name: 'Carla', tokens: 1234, plan: 'none' }));

    expect(await screen.findByRole('heading', { name: 'Bem-vindo(a), Carla!' })).toBeInTheDocument();
    expect(screen.getByTestId('token-balance')).toHaveTextContent('1234');
    expect(screen.getByText('Sem plano')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar mais tokens' })).toHaveAttribute('href', '/subscription');
  });

  it('shows the pro plan', async () => {
    renderDashboard(createUser({ plan: 'pro' }));
    expect(await screen.findByText('Super Kiddo (Pro)')).toBeInTheDocument();
  });

  it('links the three cards', async () => {
    renderDashboard();
    const main = await screen.findByRole('main');
    const list = within(main).getAllByRole('list').at(-1)!;
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/children', '/subscription', '/history']);
  });

  it('shows the name and e-mail in the menu, and English when chosen', async () => {
    await i18n.changeLanguage('en');
    renderDashboard(createUser({ name: 'Carla Dias', email: 'carla@example.com' }));
    expect(await screen.findByRole('heading', { name: /^Welcome/ })).toBeInTheDocument();
    expect(screen.getByText('carla@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText('CD')).toBeInTheDocument();
  });
});
