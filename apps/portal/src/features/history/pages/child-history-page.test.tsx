import type { HistoryChat } from '@kiddo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { createUser } from '../../../test/factories';
import { type MockReply, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';
import { createChildOverview, createHistoryChat } from '../../../test/supervision-factories';

const HISTORY = 'GET /api/parent/children/child-1/chat-history';
const OVERVIEW = 'GET /api/parent/conversations';

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

function page(chats: HistoryChat[], nextCursor: string | null = null): MockReply {
  return { body: { success: true, data: { chats, next_cursor: nextCursor } } };
}

function renderChildHistory(history: Handler, routes: Record<string, Handler> = {}, path = '/history/child-1') {
  const user = createUser();
  storeLoggedInParent(user, 'my-token');
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    [OVERVIEW]: {
      body: {
        success: true,
        data: [
          createChildOverview({
            id: 'child-1',
            name: 'Lia Souza',
            username: 'lia',
            conversation_count: 3,
            last_activity: '2025-05-02T15:20:00.000Z',
          }),
        ],
      },
    },
    [HISTORY]: history,
    ...routes,
  });
  return { api, view: renderApp(path) };
}

async function findCard(title: string) {
  return screen.findByRole('article', { name: title });
}

/** Records the object URLs made and the anchors clicked: jsdom downloads nothing. */
function watchDownloads() {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/export-1');
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { createObjectURL, clicked };
}

describe('/history/{childId}', () => {
  // The layout and the page are lazily loaded chunks: loaded once here, so the first test waits no longer than the rest.
  beforeAll(() => Promise.all([import('../../../app/layouts/app-layout'), import('./child-history-page')]));

  it("shows the child and each conversation's date, count, summary preview, category and refusals", async () => {
    renderChildHistory(
      page([
        createHistoryChat(),
        createHistoryChat({
          id: 'chat-2',
          title: 'Brincadeiras',
          messageCount: 1,
          summary: null,
          category: null,
          refused_count: 2,
        }),
      ]),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Lia Souza' })).toBeInTheDocument();
    expect(screen.getByText('@lia')).toBeInTheDocument();
    const card = await findCard('Por que os dinossauros sumiram?');
    expect(card).toHaveTextContent(formatDateTime('2025-05-02T15:04:00.000Z', 'pt'));
    expect(card).toHaveTextContent('6 mensagens');
    expect(card).toHaveTextContent('Educativa');
    expect(within(card).getByTestId('summary-preview')).toHaveTextContent(
      'Lia perguntou sobre a extinção dos dinossauros',
    );
    expect(within(card).getByTestId('summary-preview')).toHaveClass('line-clamp-2');
    expect(within(card).queryByText(/bloqueada/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver conversa completa' })).toHaveAttribute(
      'href',
      '/history/child-1/conversations/chat-1',
    );

    const other = await findCard('Brincadeiras');
    expect(other).toHaveTextContent('1 mensagem');
    expect(other).toHaveTextContent('2 mensagens bloqueadas');
    expect(other).toHaveTextContent('Resumo ainda não gerado.');
  });

  it('reads the filters from the URL and sends them with the request', async () => {
    const { api } = renderChildHistory(
      page([createHistoryChat()]),
      {},
      '/history/child-1?q=dino&category=leisure&from=2025-05-01&to=2025-05-31',
    );
    await findCard('Por que os dinossauros sumiram?');

    const query = api.callsTo(HISTORY)[0]?.url.searchParams;
    expect(query?.get('keyword')).toBe('dino');
    expect(query?.get('category')).toBe('leisure');
    expect(query?.get('from')).toBe('2025-05-01');
    expect(query?.get('to')).toBe('2025-05-31');
    expect(query?.get('limit')).toBe('20');
    expect(screen.getByRole('searchbox', { name: 'Palavra-chave' })).toHaveValue('dino');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('leisure');
  });

  it('asks again with each filter, once the typing pauses, and keeps them in the URL', async () => {
    const { api, view } = renderChildHistory(() => page([createHistoryChat()]));
    await findCard('Por que os dinossauros sumiram?');

    await view.user.type(screen.getByRole('searchbox', { name: 'Palavra-chave' }), 'lua');
    await waitFor(() => expect(api.callsTo(HISTORY).at(-1)?.url.searchParams.get('keyword')).toBe('lua'));
    // Only the whole word went out, not "l" and "lu".
    expect(api.callsTo(HISTORY).map((call) => call.url.searchParams.get('keyword'))).toEqual([null, 'lua']);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'educational');
    await waitFor(() => expect(api.callsTo(HISTORY).at(-1)?.url.searchParams.get('category')).toBe('educational'));

    // jsdom's date input takes its value as typed text.
    const from = screen.getByLabelText('De');
    await view.user.type(from, '2025-05-01');
    await waitFor(() => expect(api.callsTo(HISTORY).at(-1)?.url.searchParams.get('from')).toBe('2025-05-01'));
    const last = api.callsTo(HISTORY).at(-1)?.url.searchParams;
    expect(last?.get('keyword')).toBe('lua');
    expect(last?.get('category')).toBe('educational');
    expect(view.router.state.location.search).toBe('?q=lua&category=educational&from=2025-05-01');

    await view.user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Palavra-chave' })).toHaveValue('');
  });

  it('says when no conversation matches the filters, and clears them', async () => {
    const { view } = renderChildHistory(
      (request) => (request.url.searchParams.get('keyword') ? page([]) : page([createHistoryChat()])),
      {},
      '/history/child-1?q=zzz',
    );

    expect(await screen.findByText('Nenhuma conversa encontrada')).toBeInTheDocument();
    await view.user.click(screen.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
    expect(await findCard('Por que os dinossauros sumiram?')).toBeInTheDocument();
  });

  it('shows the empty state when the child never chatted', async () => {
    renderChildHistory(page([]));
    expect(await screen.findByText('Nenhuma conversa ainda')).toBeInTheDocument();
  });

  it('loads the next page with the cursor and adds it below', async () => {
    const { api, view } = renderChildHistory((request) =>
      request.url.searchParams.get('cursor') === 'page-2'
        ? page([createHistoryChat({ id: 'chat-3', title: 'Planetas' })])
        : page([createHistoryChat(), createHistoryChat({ id: 'chat-2', title: 'Brincadeiras' })], 'page-2'),
    );
    await findCard('Brincadeiras');
    expect(screen.getByText('Mostrando 2 conversas')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Carregar mais' }));

    expect(await findCard('Planetas')).toBeInTheDocument();
    expect(api.callsTo(HISTORY).map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Mostrando 3 conversas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('says the history could not be loaded and loads it on Try again', async () => {
    let calls = 0;
    const { view } = renderChildHistory(() => {
      calls += 1;
      return calls <= 2 ? { status: 500, body: undefined } : page([createHistoryChat()]);
    });

    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Erro ao carregar histórico');
    await view.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await findCard('Por que os dinossauros sumiram?')).toBeInTheDocument();
  });

  describe('summary', () => {
    it('shows the summary, total messages, date and latest message, and writes it again on request', async () => {
      const { api, view } = renderChildHistory(page([createHistoryChat()]), {
        'POST /api/parent/chat-history/chat-1/summary': {
          body: {
            success: true,
            data: {
              id: 'chat-1',
              title: 'Por que os dinossauros sumiram?',
              summary: 'Um resumo novinho sobre asteroides.',
              category: 'mixed',
              created_at: '2025-05-02T15:04:00.000Z',
              updated_at: '2025-05-02T15:20:00.000Z',
              message_count: 7,
              latest_message: { content: 'Tchau, Kiddo!', timestamp: '2025-05-02T15:21:00.000Z' },
              source: 'model',
            },
          },
        },
      });
      const card = await findCard('Por que os dinossauros sumiram?');

      await view.user.click(within(card).getByRole('button', { name: 'Resumo' }));

      const dialog = await screen.findByRole('dialog', { name: 'Resumo da conversa' });
      expect(dialog).toHaveTextContent('Lia perguntou sobre a extinção dos dinossauros');
      expect(dialog).toHaveTextContent('Total de mensagens6');
      expect(dialog).toHaveTextContent(`Data${formatDateTime('2025-05-02T15:04:00.000Z', 'pt')}`);
      expect(dialog).toHaveTextContent('Que legal! Obrigada, Kiddo.');
      expect(within(dialog).getByRole('link', { name: 'Ver conversa completa' })).toHaveAttribute(
        'href',
        '/history/child-1/conversations/chat-1',
      );
      expect(api.callsTo('POST /api/parent/chat-history/chat-1/summary')).toHaveLength(0);

      await view.user.click(within(dialog).getByRole('button', { name: 'Gerar novamente' }));

      expect(await within(dialog).findByText('Um resumo novinho sobre asteroides.')).toBeInTheDocument();
      expect(dialog).toHaveTextContent('Total de mensagens7');
      expect(dialog).toHaveTextContent('Tchau, Kiddo!');
      expect(dialog).toHaveTextContent('Mista');
      expect(api.callsTo('POST /api/parent/chat-history/chat-1/summary')).toHaveLength(1);

      await view.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The list shows the new summary too.
      expect(within(card).getByTestId('summary-preview')).toHaveTextContent('Um resumo novinho sobre asteroides.');
    });

    it('writes a summary on opening when there is none yet, with a spinner meanwhile', async () => {
      let answer: (reply: MockReply) => void = () => {};
      const { api, view } = renderChildHistory(page([createHistoryChat({ summary: null, category: null })]), {
        'POST /api/parent/chat-history/chat-1/summary': () => new Promise<MockReply>((resolve) => (answer = resolve)),
      });
      const card = await findCard('Por que os dinossauros sumiram?');

      await view.user.click(within(card).getByRole('button', { name: 'Resumo' }));

      const dialog = await screen.findByRole('dialog', { name: 'Resumo da conversa' });
      expect(await within(dialog).findByText('Gerando resumo...')).toBeInTheDocument();
      // The focus stays in the dialog meanwhile (Escape and Tab keep working).
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(within(dialog).getByRole('button', { name: 'Gerar resumo' })).toHaveAttribute('aria-disabled', 'true');
      answer({
        body: {
          success: true,
          data: {
            id: 'chat-1',
            title: 'Por que os dinossauros sumiram?',
            summary: 'Conversa sobre fósseis.',
            category: 'educational',
            created_at: '2025-05-02T15:04:00.000Z',
            updated_at: '2025-05-02T15:20:00.000Z',
            message_count: 6,
            latest_message: null,
            source: 'extractive',
          },
        },
      });
      expect(await within(dialog).findByText('Conversa sobre fósseis.')).toBeInTheDocument();
      expect(within(dialog).queryByText('Gerando resumo...')).not.toBeInTheDocument();
      expect(dialog).toHaveTextContent('Resumo feito automaticamente a partir das mensagens.');
      expect(api.callsTo('POST /api/parent/chat-history/chat-1/summary')).toHaveLength(1);
    });

    it('says the summary is not available when writing it fails', async () => {
      const { view } = renderChildHistory(page([createHistoryChat({ summary: null, category: null })]), {
        'POST /api/parent/chat-history/chat-1/summary': { status: 502, body: undefined },
      });
      const card = await findCard('Por que os dinossauros sumiram?');

      await view.user.click(within(card).getByRole('button', { name: 'Resumo' }));

      const dialog = await screen.findByRole('dialog', { name: 'Resumo da conversa' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro ao gerar resumo');
      expect(dialog).toHaveTextContent('Resumo não disponível');
      expect(within(dialog).getByRole('button', { name: 'Gerar novamente' })).toBeEnabled();
    });

    it("shows the server's message when it explains the failure", async () => {
      const { view } = renderChildHistory(page([createHistoryChat()]), {
        'POST /api/parent/chat-history/chat-1/summary': {
          status: 502,
          body: { success: false, error: 'Erro ao gerar resumo. Tente novamente.', code: 'summary_failed' },
        },
      });
      await view.user.click(
        within(await findCard('Por que os dinossauros sumiram?')).getByRole('button', { name: 'Resumo' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Resumo da conversa' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Gerar novamente' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro ao gerar resumo. Tente novamente.');
      // The summary the parent had stays readable.
      expect(dialog).toHaveTextContent('Lia perguntou sobre a extinção dos dinossauros');
    });
  });

  it('deletes a conversation after the confirmation and refreshes the list', async () => {
    let chats = [createHistoryChat(), createHistoryChat({ id: 'chat-2', title: 'Brincadeiras' })];
    const { api, view } = renderChildHistory(() => page(chats), {
      'DELETE /api/parent/chat-history/chat-2': () => {
        chats = chats.filter((chat) => chat.id !== 'chat-2');
        return { body: { success: true } };
      },
    });
    const card = await findCard('Brincadeiras');

    await view.user.click(within(card).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir conversa?' });
    expect(dialog).toHaveTextContent('A conversa “Brincadeiras” e todas as mensagens dela serão excluídas.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Conversa excluída com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Brincadeiras' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/parent/chat-history/chat-2')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(HISTORY).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('article', { name: 'Por que os dinossauros sumiram?' })).toBeInTheDocument();
  });

  it('keeps the conversation and says so when deleting fails', async () => {
    const { view } = renderChildHistory(page([createHistoryChat()]), {
      'DELETE /api/parent/chat-history/chat-1': { status: 500, body: undefined },
    });
    const card = await findCard('Por que os dinossauros sumiram?');

    await view.user.click(within(card).getByRole('button', { name: 'Excluir' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Erro ao excluir conversa')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Por que os dinossauros sumiram?' })).toBeInTheDocument();
  });

  it('downloads an export from the right address under the name the API gives', async () => {
    const downloads = watchDownloads();
    const { api, view } = renderChildHistory(page([createHistoryChat()]), {
      'GET /api/parent/chat-history/chat-1/export/pdf': {
        body: { pretend: 'pdf' },
        headers: { 'Content-Disposition': 'attachment; filename="conversa-dinossauros.pdf"' },
      },
    });
    const card = await findCard('Por que os dinossauros sumiram?');
    const exports = within(card).getByRole('group', { name: 'Exportar conversa' });
    const exportButtons = within(exports).getAllByRole('button');
    expect(exportButtons.map((button) => button.textContent)).toEqual(['TXT', 'PDF', 'JSON']);
    expect(exportButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Exportar como TXT',
      'Exportar como PDF',
      'Exportar como JSON',
    ]);

    await view.user.click(within(exports).getByRole('button', { name: 'Exportar como PDF' }));

    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(downloads.clicked[0]?.download).toBe('conversa-dinossauros.pdf');
    expect(downloads.clicked[0]?.href).toBe('blob:http://localhost/export-1');
    const call = api.callsTo('GET /api/parent/chat-history/chat-1/export/pdf')[0];
    expect(call?.headers.Authorization).toBe('Bearer my-token');
    expect(call?.url.searchParams.get('language')).toBe('pt');
    expect(await screen.findByText('Conversa exportada.')).toBeInTheDocument();
  });

  it('names the file itself when the API gives no name, and reports a failed export', async () => {
    const downloads = watchDownloads();
    const { view } = renderChildHistory(page([createHistoryChat()]), {
      'GET /api/parent/chat-history/chat-1/export/txt': { body: 'texto' },
      'GET /api/parent/chat-history/chat-1/export/json': {
        status: 400,
        body: {
          success: false,
          error: 'Formato de exportação inválido. Use txt, json ou pdf.',
          code: 'invalid_export_format',
        },
      },
    });
    const card = await findCard('Por que os dinossauros sumiram?');

    await view.user.click(within(card).getByRole('button', { name: 'Exportar como TXT' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(downloads.clicked[0]?.download).toBe('kiddo-conversa-chat-1.txt');

    await view.user.click(within(card).getByRole('button', { name: 'Exportar como JSON' }));
    expect(await screen.findByText('Formato de exportação inválido. Use txt, json ou pdf.')).toBeInTheDocument();
    expect(downloads.clicked).toHaveLength(1);
  });

  it('searches the words of this child only', async () => {
    const { api, view } = renderChildHistory(page([createHistoryChat()]), {
      'POST /api/parent/conversations/search': { body: { success: true, data: { results: [] } } },
    });
    const search = await screen.findByRole('region', { name: 'Pesquisar nas mensagens' });
    expect(
      await within(search).findByText('Encontre palavras nas mensagens de Lia Souza e do Kiddo.'),
    ).toBeInTheDocument();

    await view.user.type(within(search).getByRole('searchbox', { name: 'Palavras para pesquisar' }), 'lua');
    await view.user.click(within(search).getByRole('button', { name: 'Pesquisar' }));

    expect(await within(search).findByText('Nenhuma mensagem encontrada para “lua”.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/parent/conversations/search')[0]?.body).toEqual({
      language: 'pt',
      keyword: 'lua',
      child_id: 'child-1',
    });
  });
});
