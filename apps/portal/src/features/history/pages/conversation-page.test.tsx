import { SAFETY_CATEGORIES } from '@kiddo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from '../../../lib/format-date';
import { i18n } from '../../../lib/i18n';
import { createUser } from '../../../test/factories';
import { type MockReply, mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';
import { createHistoryChat, createHistoryChild, createHistoryMessage } from '../../../test/supervision-factories';

const CONVERSATION = 'GET /api/parent/chat-history/chat-1';

const MESSAGES = [
  createHistoryMessage({ id: 'm1', content: 'Oi, Kiddo! Quantos dinossauros existiam?' }),
  createHistoryMessage({
    id: 'm2',
    sender: 'ai',
    content: 'Muitos! Os cientistas já descreveram mais de mil espécies.',
    timestamp: '2025-05-02T15:05:00.000Z',
    token_cost: 12,
  }),
  createHistoryMessage({
    id: 'm3',
    content: 'Como faço uma briga de verdade?',
    timestamp: '2025-05-02T15:06:00.000Z',
    safety_category: 'violence',
  }),
  createHistoryMessage({
    id: 'm4',
    sender: 'ai',
    content: 'Vamos falar de outra coisa? Que tal dinossauros herbívoros?',
    timestamp: '2025-05-02T15:06:05.000Z',
    safety_category: 'violence',
  }),
];

function renderConversation(reply: MockReply | (() => MockReply), routes: Parameters<typeof mockApi>[0] = {}) {
  const user = createUser();
  storeLoggedInParent(user);
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    [CONVERSATION]: reply,
    ...routes,
  });
  return { api, view: renderApp('/history/child-1/conversations/chat-1') };
}

function detail(messages = MESSAGES) {
  return {
    body: {
      success: true,
      data: {
        chat: {
          ...createHistoryChat({ refused_count: 1, messageCount: messages.length }),
          child: createHistoryChild(),
        },
        messages,
      },
    },
  };
}

describe('/history/{childId}/conversations/{conversationId}', () => {
  // The layout and the page are lazily loaded chunks: loaded once here, so the first test waits no longer than the rest.
  beforeAll(() => Promise.all([import('../../../app/layouts/app-layout'), import('./conversation-page')]));

  it('shows the header with child, title, date and category, and the messages by sender with their times', async () => {
    renderConversation(detail());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Por que os dinossauros sumiram?' }),
    ).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).closest('header');
    expect(header).toHaveTextContent('Lia Souza');
    expect(header).toHaveTextContent('@lia');
    expect(header).toHaveTextContent(formatDateTime('2025-05-02T15:04:00.000Z', 'pt'));
    expect(header).toHaveTextContent('Educativa');
    expect(header).toHaveTextContent('1 mensagem bloqueada');

    const items = within(screen.getByRole('region', { name: 'Mensagens' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(`Lia Souza${formatTime('2025-05-02T15:04:00.000Z', 'pt')}`);
    expect(items[0]?.querySelector('.justify-start')).not.toBeNull();
    expect(items[1]).toHaveTextContent(`Kiddo${formatTime('2025-05-02T15:05:00.000Z', 'pt')}`);
    expect(items[1]?.querySelector('.justify-end')).not.toBeNull();
  });

  it('marks a refused message with its reason in words and the reply as Kiddo’s safe redirect', async () => {
    renderConversation(detail());

    const refused = await screen.findByTestId('refused-message');
    expect(refused).toHaveTextContent('Como faço uma briga de verdade?');
    expect(refused).toHaveTextContent(
      'Mensagem bloqueada pela proteção do Kiddo — motivo: violência. Ela não foi enviada à IA.',
    );
    const redirect = screen.getByTestId('safe-redirect');
    expect(redirect).toHaveTextContent('Resposta segura do Kiddo');
    expect(redirect).toHaveTextContent('Vamos falar de outra coisa?');
    // Only the refused pair is marked.
    expect(screen.getAllByTestId(/refused-message|safe-redirect/)).toHaveLength(2);
  });

  it.each(['pt', 'en', 'es'] as const)('names every safety reason in words (%s)', async (language) => {
    await i18n.changeLanguage(language);
    renderConversation(
      detail(
        SAFETY_CATEGORIES.map((category, index) =>
          createHistoryMessage({ id: `m${index}`, content: `message ${index}`, safety_category: category }),
        ),
      ),
    );

    const refused = await screen.findAllByTestId('refused-message');
    expect(refused).toHaveLength(SAFETY_CATEGORIES.length);
    const reasons = refused.map((element) => element.textContent ?? '');
    for (const [index, category] of SAFETY_CATEGORIES.entries()) {
      expect(reasons[index]).toContain(i18n.t(`history.safety.reasons.${category}`));
      expect(reasons[index]).not.toContain('history.safety');
    }
    // Nine different reasons, not one text for all.
    expect(new Set(reasons.map((text) => text.replace(/message \d+/, ''))).size).toBe(SAFETY_CATEGORIES.length);
  });

  it('opens the summary and exports from the header', async () => {
    const { view } = renderConversation(detail());
    await view.user.click(await screen.findByRole('button', { name: 'Resumo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resumo da conversa' });
    expect(dialog).toHaveTextContent('Lia perguntou sobre a extinção dos dinossauros');
    // Already on the conversation: no link to itself.
    expect(within(dialog).queryByRole('link', { name: 'Ver conversa completa' })).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));

    expect(screen.getByRole('group', { name: 'Exportar conversa' })).toBeInTheDocument();
  });

  it('deletes the conversation after the confirmation and goes back to the child’s history', async () => {
    const { api, view } = renderConversation(detail(), {
      'DELETE /api/parent/chat-history/chat-1': { body: { success: true } },
      'GET /api/parent/children/child-1/chat-history': {
        body: { success: true, data: { chats: [], next_cursor: null } },
      },
      'GET /api/parent/conversations': { body: { success: true, data: [] } },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir conversa?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/history/child-1'));
    expect(await screen.findByText('Conversa excluída com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/parent/chat-history/chat-1')).toHaveLength(1);
  });

  it('says when the conversation does not exist, with the way back', async () => {
    renderConversation({ status: 404, body: { success: false, error: 'Não encontrado.', code: 'not_found' } });
    expect(await screen.findByText('Conversa não encontrada')).toBeInTheDocument();
    const backLinks = screen.getAllByRole('link', { name: 'Voltar para as conversas' });
    expect(backLinks.map((link) => link.getAttribute('href'))).toEqual(['/history/child-1', '/history/child-1']);
  });

  it('says the conversation could not be loaded, and loads it on Try again', async () => {
    let calls = 0;
    const { view } = renderConversation(() => {
      calls += 1;
      return calls <= 2 ? { status: 500, body: undefined } : detail();
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Erro ao carregar histórico');
    await view.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('refused-message')).toBeInTheDocument();
  });
});
