import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  chatUsage,
  conversations,
  messages,
  notifications,
  parentalControls,
  parents,
  tokenLedger,
} from '../../src/db/schema';
import { createOpenAiProvider } from '../../src/plugins/llm/openai-provider';
import { createOpenAiSpeech } from '../../src/plugins/llm/speech-provider';
import { type FakeOpenAi, parseSse, startFakeOpenAi } from '../fake-openai';
import { createChild, createChildSession, createSignedInParent, createTestApp, type TestApp } from '../helper';

let fake: FakeOpenAi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    llm: createOpenAiProvider({ baseUrl: fake.baseUrl, model: 'kiddo-test-model' }),
    speech: createOpenAiSpeech({
      baseUrl: fake.baseUrl,
      model: 'kiddo-tts',
      voices: { standard: 'voice-a', premium: 'voice-b', deluxe: 'voice-c' },
    }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.behaviour = { chunks: ['Olá! ', 'Os dinossauros ', 'viveram há muito tempo.'], mode: 'ok', completion: 'NO' };
});

type Auth = { auth: Record<string, string> };

/** A parent with tokens, a child and the child's chat session. */
async function family(options: { tokens?: number; controls?: Record<string, unknown> } = {}) {
  const parent = await createSignedInParent(t, { tokens: options.tokens ?? 100 });
  const child = await createChild(t, parent, { name: 'Leo', ...options.controls });
  const session = await createChildSession(t, child);
  return { parent, child, session };
}

const newChat = async (who: Auth) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/chats', headers: who.auth });
  return response;
};
const send = (who: Auth, chatId: string, content: string, accept = 'text/event-stream') =>
  t.app.inject({
    method: 'POST',
    url: `/api/chats/${chatId}/messages`,
    headers: { ...who.auth, accept },
    payload: { content },
  });
const balanceOf = async (parentId: string) =>
  (await t.db.select().from(parents).where(eq(parents.id, parentId)))[0]!.tokens;
const ledgerSum = async (parentId: string) =>
  (await t.db.select().from(tokenLedger).where(eq(tokenLedger.parentId, parentId))).reduce(
    (sum, row) => sum + row.delta,
    0,
  );
const messageCount = async () => (await t.db.select().from(messages)).length;

describe('GET and POST /api/chats', () => {
  it('lists the child’s conversations and says whether the demo companion answers', async () => {
    const { session } = await family();
    const empty = await t.app.inject({ method: 'GET', url: '/api/chats', headers: session.auth });
    expect(empty.json()).toEqual({ success: true, chats: [], demo_mode: false });
    const created = await newChat(session);
    expect(created.statusCode).toBe(201);
    const listed = await t.app.inject({ method: 'GET', url: '/api/chats', headers: session.auth });
    expect(listed.json().chats).toEqual([created.json().chat]);
  });

  it('reuses the empty conversation instead of making another', async () => {
    const { session } = await family();
    const first = (await newChat(session)).json().chat.id;
    expect((await newChat(session)).json().chat.id).toBe(first);
  });

  it('is for child sessions only', async () => {
    const { parent } = await family();
    expect((await t.app.inject({ method: 'GET', url: '/api/chats', headers: parent.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/chats' })).statusCode).toBe(401);
  });
});

describe('POST /api/chats/{id}/messages', () => {
  it('streams the reply as server-sent events and stores both messages, charging 1 token', async () => {
    const { parent, session } = await family({ tokens: 100 });
    const chat = (await newChat(session)).json().chat;
    const response = await send(session, chat.id, 'Me conta sobre dinossauros?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(response.body);
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(text).toBe('Olá! Os dinossauros viveram há muito tempo.');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({
      moderation: { blocked: false, category: null, care: false },
      tokens_left: 99,
      title: 'Me conta sobre dinossauros?',
    });

    const stored = await t.app.inject({ method: 'GET', url: `/api/chats/${chat.id}/messages`, headers: session.auth });
    expect(stored.json().messages.map((m: { sender: string; content: string }) => [m.sender, m.content])).toEqual([
      ['kid', 'Me conta sobre dinossauros?'],
      ['ai', 'Olá! Os dinossauros viveram há muito tempo.'],
    ]);
    expect(stored.json().chat).toMatchObject({ title: 'Me conta sobre dinossauros?', message_count: 2 });
    expect(await balanceOf(parent.id)).toBe(99);
    expect(await ledgerSum(parent.id)).toBe(-1); // the factory's balance was set directly; the ledger holds the change
  });

  it('sends the model a system prompt from the profile and the conversation so far', async () => {
    const { session } = await family({
      controls: { blocked_topics: ['Futebol'], interest_topics: ['Planetas'], response_complexity: 'simple' },
    });
    const chat = (await newChat(session)).json().chat;
    await send(session, chat.id, 'Oi Kiddo!');
    await send(session, chat.id, 'E os planetas?');
    const last = fake.requests.at(-1)!;
    expect(last).toMatchObject({ model: 'kiddo-test-model', stream: true });
    expect(last.messages[0]!.role).toBe('system');
    expect(last.messages[0]!.content).toContain('"Futebol"');
    expect(last.messages[0]!.content).toContain('"Planetas"');
    expect(last.messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    // the factory's child is "Leo"; a surname would never be sent
    expect(last.messages[0]!.content).toContain('talking with Leo,');
  });

  it('answers in JSON when asked to', async () => {
    const { session } = await family();
    const chat = (await newChat(session)).json().chat;
    const response = await send(session, chat.id, 'Oi!', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: { sender: 'kid', content: 'Oi!' },
      reply: { sender: 'ai', content: 'Olá! Os dinossauros viveram há muito tempo.' },
      moderation: { blocked: false },
      tokens_left: 99,
    });
  });

  it('refuses a message over the child’s length limit with 400 and changes nothing', async () => {
    const { parent, session } = await family({ controls: { max_message_length: 50 } });
    const chat = (await newChat(session)).json().chat;
    const before = await messageCount();
    const response = await send(session, chat.id, 'x'.repeat(51));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('message_too_long');
    expect(await messageCount()).toBe(before);
    expect(await balanceOf(parent.id)).toBe(100);
  });

  it('checks the length before the balance', async () => {
    const { parent, session } = await family({ controls: { max_message_length: 50 } });
    const chat = (await newChat(session)).json().chat;
    await t.db.update(parents).set({ tokens: 0 }).where(eq(parents.id, parent.id));
    expect((await send(session, chat.id, 'y'.repeat(51))).json().code).toBe('message_too_long');
    expect((await send(session, chat.id, 'oi')).json().code).toBe('insufficient_tokens');
  });

  it('refuses a new conversation past the daily limit with 429 daily_chat_limit', async () => {
    const { child, parent, session } = await family({ controls: { max_daily_chats: 1 } });
    const first = (await newChat(session)).json().chat;
    expect((await send(session, first.id, 'Oi')).statusCode).toBe(200);
    const refused = await newChat(session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'daily_chat_limit',
      error: 'Você já começou todas as conversas de hoje. Amanhã tem mais!',
    });
    // a conversation made before the limit was reached cannot be started either
    const [spare] = await t.db.insert(conversations).values({ childId: child.id, parentId: parent.id }).returning();
    expect((await send(session, spare!.id, 'Oi de novo')).json().code).toBe('daily_chat_limit');
    // but the started one goes on
    expect((await send(session, first.id, 'Mais uma pergunta')).statusCode).toBe(200);
  });

  it('starts at most the day’s conversations when first messages race in several empty ones (issue 15)', async () => {
    const { child, parent, session } = await family({ controls: { max_daily_chats: 2 } });
    const spares = await t.db
      .insert(conversations)
      .values(Array.from({ length: 5 }, () => ({ childId: child.id, parentId: parent.id })))
      .returning();
    const answers = await Promise.all(spares.map((spare) => send(session, spare.id, 'Oi, tudo bem?')));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(2);
    expect(codes.filter((code) => code === 'daily_chat_limit')).toHaveLength(3);
  });

  it('refuses messages once today’s minutes are used, with 429 time_limit', async () => {
    const { child, session } = await family({ controls: { time_restrictions: 10 } });
    const chat = (await newChat(session)).json().chat;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
    await t.db.insert(chatUsage).values({ childId: child.id, day: today, seconds: 600, lastActivityAt: t.clock.now() });
    const response = await send(session, chat.id, 'Oi');
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('time_limit');
  });

  it('counts chat time per day', async () => {
    const { child, session } = await family();
    const chat = (await newChat(session)).json().chat;
    await send(session, chat.id, 'Oi');
    t.clock.advance(30_000);
    await send(session, chat.id, 'Tudo bem?');
    const rows = await t.db.select().from(chatUsage).where(eq(chatUsage.childId, child.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.seconds).toBeGreaterThanOrEqual(60 + 30);
  });

  it('refuses with 402 insufficient_tokens when the balance is 0, and writes nothing', async () => {
    const { parent, session } = await family({ tokens: 1 });
    const chat = (await newChat(session)).json().chat;
    await t.db.update(parents).set({ tokens: 0 }).where(eq(parents.id, parent.id));
    expect((await newChat(session)).json().code).toBe('insufficient_tokens');
    const before = await messageCount();
    const response = await send(session, chat.id, 'Oi');
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toBe('Os tokens acabaram. Peça ao seu responsável para adicionar mais.');
    expect(await messageCount()).toBe(before);
  });

  it('charges the audio extra by voice quality', async () => {
    const { child, parent, session } = await family({ tokens: 100 });
    await t.db
      .update(parentalControls)
      .set({ audioEnabled: true, voiceQuality: 'deluxe' })
      .where(eq(parentalControls.childId, child.id));
    const chat = (await newChat(session)).json().chat;
    await send(session, chat.id, 'Oi');
    expect(await balanceOf(parent.id)).toBe(96);
  });

  it('costs nothing when the provider fails before replying (stream and JSON)', async () => {
    const { parent, session } = await family({ tokens: 100 });
    const chat = (await newChat(session)).json().chat;
    fake.behaviour.mode = 'http_error';
    const events = parseSse((await send(session, chat.id, 'Oi')).body);
    expect(events).toEqual([
      {
        event: 'error',
        data: { code: 'provider_error', error: 'O Kiddo não conseguiu responder agora. Tente de novo daqui a pouco.' },
      },
    ]);
    const json = await send(session, chat.id, 'Oi', 'application/json');
    expect(json.statusCode).toBe(502);
    expect(await balanceOf(parent.id)).toBe(100);
    expect(await ledgerSum(parent.id)).toBe(0);
  });

  it('costs nothing when the stream breaks in the middle', async () => {
    const { parent, session } = await family({ tokens: 100 });
    const chat = (await newChat(session)).json().chat;
    fake.behaviour.mode = 'break_mid_stream';
    const events = parseSse((await send(session, chat.id, 'Oi')).body);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'provider_error' } });
    expect(await balanceOf(parent.id)).toBe(100);
  });

  it('gives exactly 10 replies for 50 messages sent at once with a balance of 10', async () => {
    const { parent, session } = await family({ tokens: 10 });
    const chat = (await newChat(session)).json().chat;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(session, chat.id, `Pergunta ${i}`, 'application/json')),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 402)).toHaveLength(40);
    expect(await balanceOf(parent.id)).toBe(0);
    expect(await ledgerSum(parent.id)).toBe(-10);
    const replies = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, chat.id), eq(messages.sender, 'ai')));
    expect(replies).toHaveLength(10);
  });

  it('redirects a blocked topic gently, stores it with its category, charges nothing and tells the parent', async () => {
    const { parent, child, session } = await family({ tokens: 100, controls: { blocked_topics: ['futebol'] } });
    const chat = (await newChat(session)).json().chat;
    const requestsBefore = fake.requests.length;
    const response = await send(session, chat.id, 'Quem ganhou o jogo de FUTEBOL ontem?', 'application/json');
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json.moderation).toEqual({ blocked: true, category: 'blocked_topic', care: false });
    expect(json.message.safety_category).toBe('blocked_topic');
    expect(json.reply.content.toLowerCase()).not.toContain('futebol');
    expect(fake.requests.length).toBe(requestsBefore);
    expect(await balanceOf(parent.id)).toBe(100);
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.parentId, parent.id));
    expect(notification).toMatchObject({ kind: 'safety', childId: child.id, isUrgent: false });
    expect((await t.mailsTo(parent.email)).at(-1)?.subject).toContain('desviou');
  });

  it('uses the model’s check of blocked topics when a model is configured', async () => {
    const { session } = await family({ controls: { blocked_topics: ['terror'] } });
    const chat = (await newChat(session)).json().chat;
    fake.behaviour.completion = 'YES';
    const json = (await send(session, chat.id, 'Qual o filme mais assustador de todos?', 'application/json')).json();
    expect(json.moderation).toMatchObject({ blocked: true, category: 'blocked_topic' });
  });

  it('answers a care case with the scripted message, never the model, and alerts the parent urgently by e-mail', async () => {
    const { parent, session } = await family({ tokens: 100 });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/parent/settings',
      headers: parent.auth,
      payload: { notifications: { email: false } },
    });
    const chat = (await newChat(session)).json().chat;
    const requestsBefore = fake.requests.length;
    const json = (await send(session, chat.id, 'eu não quero mais viver', 'application/json')).json();
    expect(json.moderation).toMatchObject({ blocked: true, care: true });
    expect(json.reply.content).toContain('188');
    expect(fake.requests.length).toBe(requestsBefore);
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.parentId, parent.id));
    expect(notification).toMatchObject({ kind: 'care', isUrgent: true });
    expect(notification!.emailedAt).not.toBeNull();
    expect((await t.mailsTo(parent.email)).at(-1)?.subject).toContain('Urgente');
  });

  it('stops a reply that strays into unsafe content and closes it with a redirect', async () => {
    const { session } = await family({ controls: { blocked_topics: ['futebol'] } });
    const chat = (await newChat(session)).json().chat;
    fake.behaviour.chunks = [
      'Os planetas giram em volta do Sol. ',
      'Agora vamos falar de futebol e ',
      'do campeonato.',
    ];
    const events = parseSse((await send(session, chat.id, 'Me fala dos planetas')).body);
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(text.startsWith('Os planetas giram em volta do Sol.')).toBe(true);
    expect(text.toLowerCase()).not.toContain('futebol');
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { moderation: { blocked: true, category: 'blocked_topic' } },
    });
  });

  it('records one low-balance notification when the balance crosses 50', async () => {
    const { parent, session } = await family({ tokens: 51 });
    const chat = (await newChat(session)).json().chat;
    for (let i = 0; i < 3; i += 1) await send(session, chat.id, `Pergunta ${i}`, 'application/json');
    expect(await balanceOf(parent.id)).toBe(48);
    const rows = await t.db.select().from(notifications).where(eq(notifications.parentId, parent.id));
    expect(rows.map((r) => [r.kind, r.data.tokens])).toEqual([['low_tokens', 49]]);
    expect((await t.mailsTo(parent.email)).at(-1)?.subject).toBe('Seus tokens do Kiddo estão acabando');
  });

  it('answers 404 for another child’s conversation and for a malformed id', async () => {
    const { session } = await family();
    const other = await family();
    const chat = (await newChat(other.session)).json().chat;
    expect((await send(session, chat.id, 'Oi')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/chats/${chat.id}/messages`, headers: session.auth })).statusCode,
    ).toBe(404);
    expect((await send(session, 'nope', 'Oi')).statusCode).toBe(404);
  });

  it('answers 400 for an empty message', async () => {
    const { session } = await family();
    const chat = (await newChat(session)).json().chat;
    expect((await send(session, chat.id, '   ')).statusCode).toBe(400);
  });
});

describe('GET /api/chats/{id}/messages/{messageId}/speech', () => {
  it('reads a reply aloud with the voice of the parent’s quality level when audio is on', async () => {
    const { child, session } = await family();
    await t.db
      .update(parentalControls)
      .set({ audioEnabled: true, voiceQuality: 'premium' })
      .where(eq(parentalControls.childId, child.id));
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/auth/child/validate', headers: session.auth })
    ).json().child;
    expect(profile).toMatchObject({ audio_enabled: true, server_speech: true });
    const chat = (await newChat(session)).json().chat;
    const { reply } = (await send(session, chat.id, 'Oi', 'application/json')).json();
    const audio = await t.app.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages/${reply.id}/speech`,
      headers: session.auth,
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.subarray(0, 3).toString()).toBe('ID3');
    expect(fake.speechRequests.at(-1)).toMatchObject({ model: 'kiddo-tts', voice: 'voice-b', input: reply.content });
  });

  it('is refused when the parent has not enabled audio, and for the child’s own messages', async () => {
    const { child, session } = await family();
    const chat = (await newChat(session)).json().chat;
    const { message, reply } = (await send(session, chat.id, 'Oi', 'application/json')).json();
    const off = await t.app.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages/${reply.id}/speech`,
      headers: session.auth,
    });
    expect(off.statusCode).toBe(403);
    await t.db.update(parentalControls).set({ audioEnabled: true }).where(eq(parentalControls.childId, child.id));
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages/${message.id}/speech`,
      headers: session.auth,
    });
    expect(own.statusCode).toBe(404);
    const other = await family();
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages/${reply.id}/speech`,
      headers: other.session.auth,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
