import type { Child } from '@kiddo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createChild, createUser } from '../../../test/factories';
import { type MockReply, mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

const LIST = 'GET /api/parent/children';

function renderChildrenPage(children: Child[], routes: Parameters<typeof mockApi>[0] = {}) {
  const user = createUser();
  storeLoggedInParent(user);
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    [LIST]: { body: { success: true, children } },
    ...routes,
  });
  return { api, view: renderApp('/children') };
}

/** The card of one child, found by its name (each card is an article named after the child). */
async function findCard(name: string) {
  return screen.findByRole('article', { name });
}

describe('/children', () => {
  it('lists each child with username, age, creation date and the links to edit, history and password', async () => {
    renderChildrenPage([
      createChild({ id: 'c1', name: 'Lia Souza', username: 'lia', age: 9, created_at: '2025-05-02T12:00:00.000Z' }),
      createChild({ id: 'c2', name: 'Theo Souza', username: 'theo', age: 1 }),
    ]);

    const card = await findCard('Lia Souza');
    expect(screen.getByText('2 perfis cadastrados')).toBeInTheDocument();
    expect(within(card).getByText('@lia')).toBeInTheDocument();
    expect(within(card).getByText(/9 anos/)).toBeInTheDocument();
    expect(within(card).getByText('Criado em 02/05/2025')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/children/c1');
    expect(within(card).getByRole('link', { name: 'Histórico' })).toHaveAttribute('href', '/history/c1');
    expect(within(card).getByRole('link', { name: 'Senha' })).toHaveAttribute('href', '/children/c1/password');
    expect(within(card).getByRole('link', { name: 'Abrir chat' })).toHaveAttribute(
      'href',
      'http://localhost:8081/login?token=token-c1',
    );
    expect(within(card).getByRole('link', { name: 'Abrir chat' })).toHaveAttribute('target', '_blank');
    expect(within(await findCard('Theo Souza')).getByText(/1 ano/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar criança' })).toHaveAttribute('href', '/children/new');
  });

  it('shows the family code a child signs in with, easy to read out (issue 15)', async () => {
    renderChildrenPage([createChild()]);
    expect(await screen.findByText('KDZ7-M4QP')).toBeInTheDocument();
    expect(screen.getByText(/entra com este código, o usuário e a senha/)).toBeInTheDocument();
  });

  it('copies the access link and says so', async () => {
    const { view } = renderChildrenPage([createChild({ id: 'c1' })]);

    await view.user.click(within(await findCard('Lia Souza')).getByRole('button', { name: 'Copiar link' }));

    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost:8081/login?token=token-c1');
  });

  it('says the token is not available when the child has no access token', async () => {
    const { view } = renderChildrenPage([createChild({ access_token: null, access_url: null })]);
    const card = await findCard('Lia Souza');

    await view.user.click(within(card).getByRole('button', { name: 'Copiar link' }));

    expect(await screen.findByText('Token de acesso não disponível')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Abrir chat' })).toBeDisabled();
  });

  it('deletes a child after the confirmation, with the buttons disabled while it runs', async () => {
    let finishDelete: (reply: MockReply) => void = () => {};
    let children = [createChild({ id: 'c1', name: 'Lia Souza' }), createChild({ id: 'c2', name: 'Theo Souza' })];
    const { api, view } = renderChildrenPage(children, {
      [LIST]: () => ({ body: { success: true, children } }),
      'DELETE /api/parent/children/c1': () =>
        new Promise<MockReply>((resolve) => {
          finishDelete = (reply) => {
            children = children.filter((child) => child.id !== 'c1');
            resolve(reply);
          };
        }),
    });

    await view.user.click(within(await findCard('Lia Souza')).getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir perfil?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Tem certeza de que deseja excluir o perfil de Lia Souza?');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();

    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(api.callsTo('DELETE /api/parent/children/c1')).toHaveLength(1);

    finishDelete({ body: { success: true } });
    expect(await screen.findByText('Criança excluída com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Lia Souza' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Theo Souza' })).toBeInTheDocument();
  });

  it('keeps the child when the deletion is cancelled, and shows the server error when it fails', async () => {
    const { api, view } = renderChildrenPage([createChild({ id: 'c1' })], {
      'DELETE /api/parent/children/c1': { status: 500, body: undefined },
    });

    await view.user.click(within(await findCard('Lia Souza')).getByRole('button', { name: 'Excluir' }));
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/parent/children/c1')).toHaveLength(0);

    await view.user.click(within(await findCard('Lia Souza')).getByRole('button', { name: 'Excluir' }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao excluir criança')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lia Souza' })).toBeInTheDocument();
  });

  it('regenerates the access link after a confirmation that the old one stops working', async () => {
    const fresh = createChild({
      id: 'c1',
      access_token: 'fresh',
      access_url: 'http://localhost:8081/login?token=fresh',
    });
    const { api, view } = renderChildrenPage([createChild({ id: 'c1' })], {
      'POST /api/parent/children/c1/access-link': { body: { success: true, child: fresh } },
    });

    await view.user.click(within(await findCard('Lia Souza')).getByRole('button', { name: 'Gerar novo link' }));
    const dialog = screen.getByRole('dialog', { name: 'Gerar novo link de acesso?' });
    expect(dialog).toHaveTextContent('O link atual de Lia Souza para de funcionar na hora');
    await view.user.click(within(dialog).getByRole('button', { name: 'Gerar novo link' }));

    expect(await screen.findByText('Novo link de acesso gerado!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/parent/children/c1/access-link')).toHaveLength(1);
    expect(within(await findCard('Lia Souza')).getByRole('link', { name: 'Abrir chat' })).toHaveAttribute(
      'href',
      'http://localhost:8081/login?token=fresh',
    );
  });

  it('shows the empty state and the how-it-works box without children', async () => {
    renderChildrenPage([]);
    const heading = await screen.findByRole('heading', { name: 'Nenhum perfil de criança ainda' });
    // Kiddo greets from the empty state, as decoration only.
    expect(heading.parentElement?.querySelector('svg[data-mood="happy"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Cadastrar a primeira criança' })).toHaveAttribute('href', '/children/new');
    const box = screen.getByRole('region', { name: 'Como funciona' });
    expect(within(box).getAllByRole('listitem')).toHaveLength(6);
  });

  it('says the list could not be loaded', async () => {
    renderChildrenPage([], { [LIST]: { status: 400, body: { success: false, code: 'validation_error' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao listar crianças');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
