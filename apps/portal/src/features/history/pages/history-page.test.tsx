import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { createUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';
import { createChildOverview, createSearchResult } from '../../../test/supervision-factories';

const OVERVIEW = 'GET /api/parent/conversations';
const SEARCH = 'POST /api/parent/conversations/search';

function renderHistory(overview: ReturnType<typeof createChildOverview>[], routes: Parameters<typeof mockApi>[0] = {}) {
  const user = createUser();
  storeLoggedInParent(user);
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    [OVERVIEW]: { body: { success: true, data: overview } },
    ...routes,
  });
  return { api, view: renderApp('/history') };
}

const CHILDREN = [
  createChildOverview({
    id: 'c1',
    name: 'Lia Souza',
    username: 'lia',
    conversation_count: 12,
    last_activity: '2025-05-02T15:20:00.000Z',
  }),
  createChildOverview({ id: 'c2', name: 'Théo Lima', username: 'dino_fan', conversation_count: 1 }),
];

describe('/history', () => {
  // The layout and the page are lazily loaded chunks: loaded once here, so the first test waits no longer than the rest.
  beforeAll(() => Promise.all([import('../../../app/layouts/app-layout'), import('./history-page')]));

  it('lists each child with username, conversation count and last activity, leading to their history', async () => {
    renderHistory(CHILDREN);

    const lia = await screen.findByRole('link', { name: /Lia Souza/ });
    expect(lia).toHaveAttribute('href', '/history/c1');
    expect(lia).toHaveTextContent('@lia');
    expect(lia).toHaveTextContent('12 conversas');
    expect(lia).toHaveTextContent(`Última atividade: ${formatDateTime('2025-05-02T15:20:00.000Z', 'pt')}`);
    const theo = screen.getByRole('link', { name: /Théo Lima/ });
    expect(theo).toHaveAttribute('href', '/history/c2');
    expect(theo).toHaveTextContent('1 conversa');
    expect(theo).toHaveTextContent('Ainda não conversou');
  });

  it('filters the children by name or username as the parent types, ignoring case and accents', async () => {
    const { view } = renderHistory(CHILDREN);
    const box = await screen.findByRole('searchbox', { name: 'Buscar criança' });

    await view.user.type(box, 'theo');
    expect(screen.queryByRole('link', { name: /Lia Souza/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Théo Lima/ })).toBeInTheDocument();

    await view.user.clear(box);
    await view.user.type(box, '@DINO');
    expect(screen.getByRole('link', { name: /Théo Lima/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Lia Souza/ })).not.toBeInTheDocument();

    await view.user.clear(box);
    await view.user.type(box, 'zzz');
    expect(screen.getByText('Nenhuma criança encontrada para “zzz”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /Souza|Lima/ })).toHaveLength(0);
  });

  it('shows the empty state leading to /children when there are no children', async () => {
    renderHistory([]);
    expect(await screen.findByText('Nenhuma criança cadastrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar criança' })).toHaveAttribute('href', '/children');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('says the history could not be loaded and tries again', async () => {
    let calls = 0;
    const { view } = renderHistory([], {
      [OVERVIEW]: () => {
        calls += 1;
        return calls <= 2 ? { status: 500, body: undefined } : { body: { success: true, data: CHILDREN } };
      },
    });

    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Erro ao carregar histórico');
    await view.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: /Lia Souza/ })).toBeInTheDocument();
  });

  it('searches all conversations and marks the words that matched', async () => {
    const { api, view } = renderHistory(CHILDREN, {
      [SEARCH]: {
        body: {
          success: true,
          data: {
            results: [
              createSearchResult(),
              createSearchResult({
                message_id: 'm2',
                conversation_id: 'chat-9',
                conversation_title: 'Museu',
                child: { id: 'c2', name: 'Théo Lima' },
                sender: 'ai',
                snippet: [
                  { text: 'O ', match: false },
                  { text: 'dinossauro', match: true },
                  { text: ' do museu', match: false },
                ],
              }),
            ],
          },
        },
      },
    });
    const search = await screen.findByRole('region', { name: 'Pesquisar em todas as conversas' });

    await view.user.type(within(search).getByRole('searchbox', { name: 'Palavras para pesquisar' }), ' dinossauro ');
    await view.user.click(within(search).getByRole('button', { name: 'Pesquisar' }));

    expect(await within(search).findByText('2 mensagens encontradas para “dinossauro”')).toBeInTheDocument();
    expect(api.callsTo(SEARCH)[0]?.body).toEqual({ language: 'pt', keyword: 'dinossauro' });
    const [first, second] = within(search).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/history/child-1/conversations/chat-1#message-message-1');
    expect(second).toHaveAttribute('href', '/history/c2/conversations/chat-9#message-m2');
    expect(first).toHaveTextContent('Qual era o maior dinossauro de todos?');
    const marks = first?.querySelectorAll('mark');
    expect([...(marks ?? [])].map((mark) => mark.textContent)).toEqual(['dinossauro']);
    expect(second).toHaveTextContent('Kiddo');
  });

  it('asks for 2 characters before searching, and says when nothing matched', async () => {
    const { api, view } = renderHistory(CHILDREN, {
      [SEARCH]: { body: { success: true, data: { results: [] } } },
    });
    const search = await screen.findByRole('region', { name: 'Pesquisar em todas as conversas' });
    const box = within(search).getByRole('searchbox', { name: 'Palavras para pesquisar' });

    await view.user.type(box, 'a');
    await view.user.click(within(search).getByRole('button', { name: 'Pesquisar' }));
    expect(within(search).getByText('Digite pelo menos 2 caracteres para pesquisar.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(SEARCH)).toHaveLength(0);

    await view.user.type(box, 'stronauta');
    await view.user.click(within(search).getByRole('button', { name: 'Pesquisar' }));
    expect(await within(search).findByText('Nenhuma mensagem encontrada para “astronauta”.')).toBeInTheDocument();
  });

  it('says the search failed', async () => {
    const { view } = renderHistory(CHILDREN, { [SEARCH]: { status: 500, body: undefined } });
    const search = await screen.findByRole('region', { name: 'Pesquisar em todas as conversas' });

    await view.user.type(within(search).getByRole('searchbox', { name: 'Palavras para pesquisar' }), 'lua');
    await view.user.click(within(search).getByRole('button', { name: 'Pesquisar' }));

    const alert = await within(search).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Erro ao buscar conversas');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
