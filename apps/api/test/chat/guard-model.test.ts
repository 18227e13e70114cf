import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, notifications, parents } from '../../src/db/schema';
import {
  createGuardModel,
  type GuardFormat,
  GuardUnavailableError,
  guardFormatFor,
} from '../../src/plugins/guard-model';
import { createOpenAiProvider } from '../../src/plugins/llm/openai-provider';
import { type FakeGuard, startFakeGuard } from '../fake-guard';
import { type FakeOpenAi, startFakeOpenAi } from '../fake-openai';
import {
  createChild,
  createChildSession,
  createSignedInParent,
  createTestApp,
  openChat,
  type TestApp,
} from '../helper';

/*
 * The guard model (issue 13, item 9) against a local fake speaking /v1/moderations and the
 * Llama Guard 3, ShieldGemma and Qwen3Guard verdict formats; an outage holds the message.
 */

let guardServer: FakeGuard;
let llmServer: FakeOpenAi;
let t: TestApp;

const guardFor = (format: GuardFormat, timeoutMs = 2_000) =>
  createGuardModel({ baseUrl: guardServer.baseUrl, model: `test-${format}`, format, timeoutMs });

beforeAll(async () => {
  guardServer = await startFakeGuard();
  llmServer = await startFakeOpenAi();
  t = await createTestApp({
    llm: createOpenAiProvider({ baseUrl: llmServer.baseUrl, model: 'kiddo-test-model' }),
    guard: createGuardModel({ baseUrl: guardServer.baseUrl, model: 'omni-moderation-latest', timeoutMs: 1_000 }),
  });
});
afterAll(async () => {
  await t.close();
  await guardServer.close();
  await llmServer.close();
});
beforeEach(() => {
  guardServer.behaviour = {
    style: 'moderations',
    unsafeWords: ['forbidden'],
    unsafeCategories: ['violence'],
    mode: 'ok',
  };
  llmServer.behaviour = { chunks: ['Olá! ', 'Os vulcões ', 'são montanhas.'], mode: 'ok', completion: 'NO' };
});

describe('each verdict format, mapped onto Kiddo categories', () => {
  it('reads the model name to pick the format', () => {
    expect(guardFormatFor('meta-llama/Llama-Guard-3-8B')).toBe('llama-guard');
    expect(guardFormatFor('google/shieldgemma-2b')).toBe('shieldgemma');
    expect(guardFormatFor('Qwen/Qwen3Guard-Gen-4B')).toBe('qwen3guard');
    expect(guardFormatFor('omni-moderation-latest')).toBe('moderations');
  });

  it.each([
    ['moderations', ['self-harm/intent'], 'self_harm'],
    ['moderations', ['sexual/minors'], 'sexual'],
    ['llama-guard', ['S9'], 'violence'],
    ['llama-guard', ['S11'], 'self_harm'],
    ['llama-guard', ['S7'], 'personal_data'],
    ['qwen3guard', ['Non-violent Illegal Acts'], 'illegal'],
    ['qwen3guard', ['Sexual Content or Sexual Acts'], 'sexual'],
    ['shieldgemma', ['Hate Speech'], 'hate'],
    ['shieldgemma', ['Sexually Explicit'], 'sexual'],
  ] as const)('%s: %j → %s', async (format, unsafeCategories, category) => {
    guardServer.behaviour = {
      style: format,
      unsafeWords: ['forbidden'],
      unsafeCategories: [...unsafeCategories],
      mode: 'ok',
    };
    const guard = guardFor(format);
    expect(await guard.check({ text: 'tell me the forbidden thing', role: 'child' })).toEqual({
      flagged: true,
      categories: [category],
    });
    expect(await guard.check({ text: 'why is the sky blue?', role: 'child' })).toEqual({
      flagged: false,
      categories: [],
    });
  });

  it.each(['moderations', 'llama-guard', 'qwen3guard', 'shieldgemma'] as const)(
    '%s: an error, an unreadable answer and a timeout all throw GuardUnavailableError',
    async (format) => {
      const guard = guardFor(format, 300);
      for (const mode of ['http_error', 'garbage', 'slow'] as const) {
        guardServer.behaviour = { style: format, unsafeWords: [], unsafeCategories: [], mode };
        await expect(guard.check({ text: 'oi', role: 'child' })).rejects.toBeInstanceOf(GuardUnavailableError);
      }
    },
  );

  it('sends a reply with the child message it answers, as the guard formats expect', async () => {
    guardServer.behaviour = { style: 'llama-guard', unsafeWords: [], unsafeCategories: [], mode: 'ok' };
    guardServer.requests.length = 0;
    await guardFor('llama-guard').check({
      text: 'Volcanoes are mountains.',
      role: 'reply',
      childMessage: 'what is a volcano',
    });
    expect(guardServer.requests[0]!.body.messages).toEqual([
      { role: 'user', content: 'what is a volcano' },
      { role: 'assistant', content: 'Volcanoes are mountains.' },
    ]);
  });
});

describe('the guard in the chat', () => {
  async function family() {
    const parent = await createSignedInParent(t, { tokens: 100 });
    const child = await createChild(t, parent, { name: 'Leo' });
    const session = await createChildSession(t, child);
    return { parent, child, session };
  }
  const tokensOf = async (parentId: string) =>
    (await t.db.select().from(parents).where(eq(parents.id, parentId)))[0]!.tokens;

  it('a message the rules pass but the guard flags gets the safe reply, costs nothing, and records the model as source', async () => {
    const { parent, session } = await family();
    const { chat, send } = await openChat(t, session);
    const response = await send('tell me the forbidden recipe');
    expect(response.statusCode).toBe(200);
    expect(response.json().moderation).toEqual({ blocked: true, category: 'violence', care: false });
    expect(await tokensOf(parent.id)).toBe(100);
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.parentId, parent.id));
    expect(notification?.data).toMatchObject({ category: 'violence', source: 'model', conversationId: chat.id });
  });

  it('a guard outage holds the message: 503 safety_unavailable, nothing stored, nothing charged, no model call', async () => {
    const { parent, session } = await family();
    const { chat, send } = await openChat(t, session);
    llmServer.requests.length = 0;
    for (const mode of ['http_error', 'slow', 'garbage'] as const) {
      guardServer.behaviour = { ...guardServer.behaviour, mode };
      const response = await send('what is a volcano?');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'safety_unavailable' });
    }
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, chat.id))).toEqual([]);
    expect(await tokensOf(parent.id)).toBe(100);
    expect(llmServer.requests).toEqual([]);
  });

  it('a reply sentence the guard flags is cut and closed with a redirect', async () => {
    const { session } = await family();
    const { send } = await openChat(t, session);
    llmServer.behaviour = {
      chunks: ['Olá! ', 'Aqui vai a forbidden receita. ', 'Passo um.'],
      mode: 'ok',
      completion: 'NO',
    };
    const response = await send('o que é um vulcão?');
    expect(response.statusCode).toBe(200);
    const reply = response.json().reply.content as string;
    expect(reply.startsWith('Olá!')).toBe(true);
    expect(reply).not.toContain('forbidden');
    expect(reply).not.toContain('Passo um');
    expect(response.json().moderation).toMatchObject({ blocked: true, category: 'violence' });
  });

  it('a guard outage in the middle of a reply stops it and refunds the tokens', async () => {
    const { parent, session } = await family();
    const { send } = await openChat(t, session);
    // The child's message passes; the guard then fails on the reply's first sentence.
    let calls = 0;
    const original = guardServer.behaviour;
    guardServer.behaviour = new Proxy(original, {
      get(target, key) {
        if (key === 'mode') return calls++ === 0 ? 'ok' : 'http_error';
        return target[key as keyof typeof target];
      },
    });
    const response = await send('o que é um vulcão?');
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('safety_unavailable');
    expect(await tokensOf(parent.id)).toBe(100);
  });
});
