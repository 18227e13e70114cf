import type { ChatMessage, ChatSummary, ChildProfile } from '@kiddo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHILD_TOKEN_STORAGE_KEY } from '../../../lib/session-storage';
import { createChat, createChild, createMessage, createReplyDone } from '../../../test/factories';
import {
  controlledSseResponse,
  errorReply,
  mockApi,
  type RecordedRequest,
  sseEvent,
  sseResponse,
} from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

type Routes = Parameters<typeof mockApi>[0];

/** The API of a signed-in child with one open conversation, plus whatever the test adds. */
function chatApi(
  options: { child: ChildProfile; chats?: ChatSummary[]; messages?: Record<string, ChatMessage[]>; demoMode?: boolean },
  extra: Routes = {},
) {
  const chats = options.chats ?? [];
  const routes: Routes = {
    'GET /api/auth/child/validate': { body: { success: true, valid: true, child: options.child } },
    'GET /api/chats': { body: { success: true, chats, demo_mode: options.demoMode ?? false } },
    ...extra,
  };
  for (const chat of chats) {
    routes[`GET /api/chats/${chat.id}/messages`] ??= {
      body: { success: true, chat, messages: options.messages?.[chat.id] ?? [] },
    };
  }
  return mockApi(routes);
}

const messages = () => screen.queryAllByTestId('message');

describe('ChatPage', () => {
  it('shows the child’s name, their chats, the transparency line and no demo label', async () => {
    const child = createChild({ name: 'Ana Clara' });
    const chats = [createChat({ title: 'Dinossauros' }), createChat({ title: null })];
    chatApi({ child, chats });

    renderApp('/', { child });

    expect(within(screen.getByRole('banner')).getByText('Ana Clara')).toBeVisible();
    expect(await screen.findByRole('link', { name: /Dinossauros/ })).toHaveAttribute('href', `/chats/${chats[0]?.id}`);
    expect(screen.getByRole('link', { name: /Conversa sem título/ })).toBeInTheDocument();
    expect(screen.getByTestId('transparency-note')).toHaveTextContent('Seu responsável pode ver estas conversas.');
    expect(screen.getByRole('heading', { name: 'Oi, Ana Clara!' })).toBeInTheDocument();
    expect(screen.queryByTestId('demo-badge')).not.toBeInTheDocument();
  });

  it('says so when Kiddo is the demo without an AI model', async () => {
    const child = createChild({ language: 'en' });
    chatApi({ child, demoMode: true });

    renderApp('/', { child });

    expect(await screen.findByTestId('demo-badge')).toHaveTextContent('Demo mode: Kiddo has no AI model');
    expect(screen.getByTestId('transparency-note')).toHaveTextContent('Your grown-up can see these chats.');
  });

  it('shows a streamed reply as it is generated, then keeps it with the new title', async () => {
    const child = createChild();
    const chat = createChat({ title: null });
    const stream = controlledSseResponse();
    const api = chatApi({ child, chats: [chat] }, { [`POST /api/chats/${chat.id}/messages`]: stream.response });
    const { user } = renderApp(`/chats/${chat.id}`, { child });

    await user.type(await screen.findByLabelText('Mensagem'), 'Oi, Kiddo! Me conta sobre a lua');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    // The child's message at once, Kiddo thinking, the box emptied.
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(messages()[0]).toHaveAttribute('data-sender', 'kid');
    expect(messages()[0]).toHaveTextContent('Oi, Kiddo! Me conta sobre a lua');
    expect(messages()[1]).toHaveAttribute('data-sender', 'ai');
    expect(messages()[1]).toHaveTextContent('O Kiddo está pensando…');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();

    stream.write(sseEvent('delta', { text: 'A lua ' }));
    await waitFor(() => expect(messages()[1]).toHaveTextContent('A lua'));
    expect(messages()[1]).not.toHaveTextContent('gira');
    expect(messages()[1]).toHaveAttribute('aria-busy', 'true');

    // An event cut in the middle shows up once its end arrives.
    stream.write('event: delta\ndata: {"text":"gira em vo');
    stream.write('lta da Terra."}\n\n');
    await waitFor(() => expect(messages()[1]).toHaveTextContent('A lua gira em volta da Terra.'));

    stream.write(sseEvent('done', createReplyDone({ message_id: 'm-1', reply_id: 'r-1', title: 'A lua' })));
    stream.close();
    await waitFor(() => expect(messages()[1]).not.toHaveAttribute('aria-busy'));
    expect(messages()).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A lua');
    expect(screen.getByRole('link', { name: /A lua/ })).toBeInTheDocument();

    const [request] = api.callsTo(`POST /api/chats/${chat.id}/messages`);
    expect(request?.headers.Accept).toBe('text/event-stream');
    expect(request?.headers.Authorization).toBe('Bearer child-token');
    expect(request?.body).toEqual({ language: 'pt', content: 'Oi, Kiddo! Me conta sobre a lua' });
  });

  it('tells the child to ask their grown-up when the tokens ran out, and gives the text back', async () => {
    const child = createChild();
    const chat = createChat();
    chatApi(
      { child, chats: [chat] },
      { [`POST /api/chats/${chat.id}/messages`]: errorReply(402, 'insufficient_tokens', 'texto do servidor') },
    );
    const { user } = renderApp(`/chats/${chat.id}`, { child });

    await user.type(await screen.findByLabelText('Mensagem'), 'Vamos brincar?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O Kiddo precisa de mais energia!');
    expect(alert).toHaveTextContent('Peça ao seu responsável para adicionar mais.');
    expect(messages()).toHaveLength(0);
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Vamos brincar?');
    // Kindly dismissed.
    await user.click(within(alert).getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the child’s message kindly when the safety layer changed the subject', async () => {
    const child = createChild({ language: 'en' });
    const chat = createChat();
    chatApi(
      { child, chats: [chat] },
      {
        [`POST /api/chats/${chat.id}/messages`]: sseResponse([
          sseEvent('delta', { text: "Let's talk about something else! Do you like animals?" }),
          sseEvent(
            'done',
            createReplyDone({ moderation: { blocked: true, category: 'violence', care: false }, tokens_left: 10 }),
          ),
        ]),
      },
    );
    const { user } = renderApp(`/chats/${chat.id}`, { child });

    await user.type(await screen.findByLabelText('Message'), 'something not for kids');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(messages()[0]).toHaveAttribute('data-blocked', 'true'));
    expect(messages()[0]).toHaveAttribute('data-sender', 'kid');
    expect(messages()[0]).toHaveTextContent('Kiddo changed the subject');
    expect(messages()[1]).toHaveAttribute('data-sender', 'ai');
    expect(messages()[1]).not.toHaveAttribute('data-blocked');
    expect(messages()[1]).toHaveTextContent('Do you like animals?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a caring reply clearly, without calling the child’s message a change of subject', async () => {
    const child = createChild();
    const chat = createChat();
    chatApi(
      { child, chats: [chat] },
      {
        [`POST /api/chats/${chat.id}/messages`]: sseResponse([
          sseEvent('delta', { text: 'Sinto muito que você esteja passando por isso.' }),
          sseEvent('done', createReplyDone({ moderation: { blocked: true, category: 'self_harm', care: true } })),
        ]),
      },
    );
    const { user } = renderApp(`/chats/${chat.id}`, { child });

    await user.type(await screen.findByLabelText('Mensagem'), 'estou muito triste');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(messages()[1]).toHaveAttribute('data-care', 'true'));
    expect(messages()[1]).toHaveTextContent('O Kiddo se importa com você');
    expect(messages()[1]).toHaveTextContent('Conte para um adulto de confiança');
    expect(messages()[0]).not.toHaveTextContent('O Kiddo mudou de assunto');
  });

  it('marks blocked and caring messages from the stored history too', async () => {
    const child = createChild();
    const chat = createChat();
    chatApi({
      child,
      chats: [chat],
      messages: {
        [chat.id]: [
          createMessage({ sender: 'kid', content: 'pergunta bloqueada', safety_category: 'blocked_topic' }),
          createMessage({ sender: 'ai', content: 'Vamos falar de planetas?', safety_category: 'blocked_topic' }),
          createMessage({ sender: 'kid', content: 'tudo bem', safety_category: null }),
        ],
      },
    });

    renderApp(`/chats/${chat.id}`, { child });

    await waitFor(() => expect(messages()).toHaveLength(3));
    expect(messages().map((m) => m.getAttribute('data-blocked'))).toEqual(['true', null, null]);
    expect(messages()[0]).toHaveTextContent('O Kiddo mudou de assunto');
  });

  it('says the connection dropped when the stream breaks, and gives the text back', async () => {
    const child = createChild();
    const chat = createChat();
    const stream = controlledSseResponse();
    chatApi({ child, chats: [chat] }, { [`POST /api/chats/${chat.id}/messages`]: stream.response });
    const { user } = renderApp(`/chats/${chat.id}`, { child });

    await user.type(await screen.findByLabelText('Mensagem'), 'Qual é o maior planeta?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    stream.write(sseEvent('delta', { text: 'O maior' }));
    await waitFor(() => expect(messages()[1]).toHaveTextContent('O maior'));
    stream.fail();

    expect(await screen.findByRole('alert')).toHaveTextContent('Ops! A conexão caiu.');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Qual é o maior planeta?');
    expect(screen.queryByText('O maior')).not.toBeInTheDocument();
  });

  it('says so when the model failed mid-way (an error event)', async () => {
    const child = createChild();
    const chat = createChat();
    chatApi(
      { child, chats: [chat] },
      {
        [`POST /api/chats/${chat.id}/messages`]: sseResponse([
          sseEvent('delta', { text: 'Era uma' }),
          sseEvent('error', { code: 'provider_error', error: 'O Kiddo não conseguiu responder agora.' }),
        ]),
      },
    );
    const { user } = renderApp(`/chats/${chat.id}`, { child });

    await user.type(await screen.findByLabelText('Mensagem'), 'Conta uma história');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O Kiddo não conseguiu responder agora.');
    expect(alert).toHaveTextContent('Sua mensagem voltou para a caixa de texto.');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Conta uma história');
  });

  it('starts a conversation with the first message sent from the welcome screen', async () => {
    const child = createChild();
    const created = createChat({ id: 'new-chat', title: null });
    const api = chatApi(
      { child },
      {
        'POST /api/chats': { status: 201, body: { success: true, chat: created } },
        'POST /api/chats/new-chat/messages': sseResponse([
          sseEvent('delta', { text: 'Oi! Que legal!' }),
          sseEvent('done', createReplyDone({ title: 'Oi Kiddo' })),
        ]),
      },
    );
    const { user, router } = renderApp('/', { child });

    await user.click(await screen.findByRole('button', { name: 'Me conta uma curiosidade sobre o espaço' }));
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Me conta uma curiosidade sobre o espaço');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(messages()[1]).toHaveTextContent('Oi! Que legal!'));
    expect(router.state.location.pathname).toBe('/chats/new-chat');
    expect(api.callsTo('POST /api/chats')).toHaveLength(1);
    expect(api.callsTo('GET /api/chats/new-chat/messages')).toHaveLength(0);
    expect(await screen.findByRole('link', { name: /Oi Kiddo/ })).toBeInTheDocument();
  });

  it('explains the daily chat limit when a new chat is refused', async () => {
    const child = createChild();
    const chat = createChat();
    chatApi(
      { child, chats: [chat], messages: { [chat.id]: [createMessage()] } },
      { 'POST /api/chats': errorReply(429, 'daily_chat_limit') },
    );
    const { user, router } = renderApp(`/chats/${chat.id}`, { child });

    await waitFor(() => expect(messages()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Nova conversa' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chega de conversas novas por hoje!');
    expect(alert).toHaveTextContent('Você já começou todas as conversas de hoje. Amanhã tem mais!');
    expect(router.state.location.pathname).toBe(`/chats/${chat.id}`);
  });

  it('opens a new conversation with the new chat button', async () => {
    const child = createChild();
    const chat = createChat();
    const created = createChat({ id: 'fresh', title: null });
    chatApi(
      { child, chats: [chat], messages: { [chat.id]: [createMessage()] } },
      { 'POST /api/chats': { status: 201, body: { success: true, chat: created } } },
    );
    const { user, router } = renderApp(`/chats/${chat.id}`, { child });

    await waitFor(() => expect(messages()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Nova conversa' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/fresh'));
    // The router moves first, React renders the new conversation right after.
    await waitFor(() => expect(messages()).toHaveLength(0));
    expect(screen.getByLabelText('Mensagem')).toHaveFocus();
  });

  it('goes back to /login when the server ended the session', async () => {
    const child = createChild();
    mockApi({
      'GET /api/auth/child/validate': errorReply(401, 'unauthorized'),
      'GET /api/chats': errorReply(401, 'unauthorized'),
    });
    const { router } = renderApp('/', { child });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Você saiu da conversa. Entre de novo para continuar.')).toBeInTheDocument();
    expect(localStorage.getItem(CHILD_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('signs out', async () => {
    const child = createChild();
    const api = chatApi({ child }, { 'POST /api/auth/child/logout': { body: { success: true } } });
    const { user, router } = renderApp('/', { child });

    await user.click(await screen.findByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /api/auth/child/logout')).toHaveLength(1);
    // The server is told which session ends, even though this device forgets it at once.
    expect(api.callsTo('POST /api/auth/child/logout')[0]?.headers.Authorization).toBe('Bearer child-token');
    expect(localStorage.getItem(CHILD_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('updates the profile from the server at start (the parent may have changed the limits)', async () => {
    const stored = createChild({ max_message_length: 500 });
    chatApi({ child: { ...stored, max_message_length: 100 } });
    renderApp('/', { child: stored });
    await waitFor(() => expect(screen.getByTestId('char-counter')).toHaveTextContent('0/100'));
  });
});

describe('ChatPage audio', () => {
  function installSpeech() {
    const spoken: Array<{ text: string; onend: (() => void) | null }> = [];
    const synth = {
      speak: vi.fn((utterance: { text: string; onend: (() => void) | null }) => spoken.push(utterance)),
      cancel: vi.fn(),
      getVoices: () => [],
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        text: string;
        onend: (() => void) | null = null;
        constructor(text: string) {
          this.text = text;
        }
      },
    );
    return { synth, spoken };
  }

  const replyRoute = (chatId: string) => ({
    [`POST /api/chats/${chatId}/messages`]: (_request: RecordedRequest) =>
      sseResponse([
        sseEvent('delta', { text: 'A baleia azul.' }),
        sseEvent('done', createReplyDone({ reply_id: 'r-9' })),
      ]),
  });

  it('reads the reply aloud when audio is on, with a button to stop and replay', async () => {
    const { synth, spoken } = installSpeech();
    const child = createChild({ audio_enabled: true, voice_quality: 'premium' });
    const chat = createChat();
    chatApi({ child, chats: [chat] }, replyRoute(chat.id));
    const { user } = renderApp(`/chats/${chat.id}`, { child });

    await user.type(await screen.findByLabelText('Mensagem'), 'Qual o maior animal?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(spoken.map((u) => u.text)).toEqual(['A baleia azul.']));
    const stop = await screen.findByRole('button', { name: 'Parar' });
    await user.click(stop);
    expect(synth.cancel).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ouvir' }));
    expect(spoken).toHaveLength(2);
  });

  it('offers no audio buttons when audio is off', async () => {
    installSpeech();
    const child = createChild({ audio_enabled: false });
    const chat = createChat();
    chatApi({ child, chats: [chat], messages: { [chat.id]: [createMessage({ sender: 'ai' })] } });
    renderApp(`/chats/${chat.id}`, { child });
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Ouvir' })).not.toBeInTheDocument();
  });

  it('keeps working without speech synthesis in the browser', async () => {
    const child = createChild({ audio_enabled: true });
    const chat = createChat();
    chatApi({ child, chats: [chat] }, replyRoute(chat.id));
    const { user } = renderApp(`/chats/${chat.id}`, { child });

    await user.type(await screen.findByLabelText('Mensagem'), 'Oi');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(messages()[1]).toHaveTextContent('A baleia azul.'));
    expect(screen.queryByRole('button', { name: 'Ouvir' })).not.toBeInTheDocument();
  });
});
