import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createChild, createUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

const PASSWORD = 'PUT /api/parent/children/c1/password';

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const user = createUser();
  storeLoggedInParent(user);
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    'GET /api/parent/children': { body: { success: true, children: [] } },
    'GET /api/parent/children/c1': {
      body: { success: true, child: createChild({ id: 'c1', name: 'Lia Souza', username: 'lia', age: 9 }) },
    },
    ...routes,
  });
  return { api, view: renderApp('/children/c1/password') };
}

describe('/children/{id}/password', () => {
  it("shows the child's name, username and age, and security tips", async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Lia Souza' })).toBeInTheDocument();
    expect(screen.getByText('@lia')).toBeInTheDocument();
    expect(screen.getByText('9 anos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dicas de segurança' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/children');
  });

  it('refuses a short password and a confirmation that does not match, without calling the server', async () => {
    const { api, view } = setup();

    await view.user.type(await screen.findByLabelText('Nova senha'), 'abc');
    await view.user.type(screen.getByLabelText('Confirmar senha'), 'abd');
    await view.user.click(screen.getByRole('button', { name: 'Atualizar' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
        expect.stringContaining('A senha deve ter pelo menos 8 caracteres'),
      ),
    );
    expect(screen.getByLabelText('Confirmar senha')).toHaveAccessibleDescription('As senhas não coincidem');
    expect(api.callsTo(PASSWORD)).toHaveLength(0);
  });

  it('shows and hides each password', async () => {
    const { view } = setup();
    const password = await screen.findByLabelText('Nova senha');
    expect(password).toHaveAttribute('type', 'password');
    await view.user.click(screen.getAllByRole('button', { name: 'Mostrar senha' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirmar senha')).toHaveAttribute('type', 'password');
    await view.user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('updates the password, toasts and returns to the list', async () => {
    const { api, view } = setup({ [PASSWORD]: { body: { success: true } } });

    await view.user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-123');
    await view.user.type(screen.getByLabelText('Confirmar senha'), 'nova-senha-123');
    await view.user.click(screen.getByRole('button', { name: 'Atualizar' }));

    expect(await screen.findByText('Senha atualizada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo(PASSWORD)[0]?.body).toEqual({ language: 'pt', new_password: 'nova-senha-123' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/children'));
  });

  it('shows the spec text when the update fails without a server message', async () => {
    const { view } = setup({ [PASSWORD]: { status: 500, body: undefined } });
    await view.user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-123');
    await view.user.type(screen.getByLabelText('Confirmar senha'), 'nova-senha-123');
    await view.user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Erro ao atualizar senha')).toBeInTheDocument();
    expect(window.location.pathname).not.toBe('/children');
  });

  it('sends the parent back to /children when the child cannot be loaded', async () => {
    const { view } = setup({
      'GET /api/parent/children/c1': { status: 404, body: { success: false, code: 'not_found', error: '' } },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/children'));
    expect(await screen.findByText('Erro ao buscar criança')).toBeInTheDocument();
  });
});
