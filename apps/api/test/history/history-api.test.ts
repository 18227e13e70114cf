import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../src/db/schema';
import { createChild, createSignedInParent, createTestApp, type TestApp } from '../helper';
import { createConversation, DINOSAUR_CHAT } from './conversation-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Auth = { auth: Record<string, string> };
const get = (who: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: who.auth });

async function family() {
  const parent = await createSignedInParent(t);
  const child = await createChild(t, parent, { name: 'Bia' });
  return { parent, child };
}

const DAY = 86_400_000;

describe('GET /api/parent/children/:id/chat-history', () => {
  it('lists the conversations newest first with the spec fields, and leaves out empty ones', async () => {
    const { parent, child } = await family();
    const base = new Date('2026-10-01T15:00:00Z');
    await createConversation(t, child, {
      messages: DINOSAUR_CHAT,
      startedAt: base,
      summary: 'Sobre dinossauros.',
      category: 'educational',
    });
    await createConversation(t, child, {
      messages: [
        { sender: 'kid', content: 'Me conta uma piada?' },
        { sender: 'ai', content: 'Por que o livro de matemática ficou triste? Tinha muitos problemas!' },
      ],
      startedAt: new Date(base.getTime() + DAY),
    });
    await createConversation(t, child, { messages: [], startedAt: new Date(base.getTime() + 2 * DAY) });

    const response = await get(parent, `/api/parent/children/${child.id}/chat-history`);
    expect(response.statusCode).toBe(200);
    const { chats, next_cursor } = response.json().data;
    expect(next_cursor).toBeNull();
    expect(chats).toHaveLength(2);
    expect(chats[0]).toMatchObject({ title: 'Me conta uma piada?', messageCount: 2, summary: null, category: null });
    expect(chats[1]).toMatchObject({
      title: 'Oi Kiddo! Por que os dinossauros sumiram',
      date: base.toISOString(),
      messageCount: 6,
      summary: 'Sobre dinossauros.',
      category: 'educational',
      refused_count: 0,
      latest_message: { content: DINOSAUR_CHAT.at(-1)!.content },
    });
  });

  it('pages with a cursor: a full last page has no next cursor, each page picks up where the last ended', async () => {
    const { parent, child } = await family();
    const base = new Date('2026-09-01T12:00:00Z');
    for (let i = 0; i < 7; i += 1) {
      await createConversation(t, child, {
        messages: [{ sender: 'kid', content: `pergunta ${i}` }],
        startedAt: new Date(base.getTime() + i * 3_600_000),
        title: `conversa ${i}`,
      });
    }
    const url = `/api/parent/children/${child.id}/chat-history`;
    const first = (await get(parent, `${url}?limit=3`)).json().data;
    expect(first.chats.map((c: { title: string }) => c.title)).toEqual(['conversa 6', 'conversa 5', 'conversa 4']);
    const second = (await get(parent, `${url}?limit=3&cursor=${first.next_cursor}`)).json().data;
    expect(second.chats.map((c: { title: string }) => c.title)).toEqual(['conversa 3', 'conversa 2', 'conversa 1']);
    const third = (await get(parent, `${url}?limit=3&cursor=${second.next_cursor}`)).json().data;
    expect(third.chats.map((c: { title: string }) => c.title)).toEqual(['conversa 0']);
    expect(third.next_cursor).toBeNull();

    const exact = (await get(parent, `${url}?limit=7`)).json().data;
    expect(exact.chats).toHaveLength(7);
    expect(exact.next_cursor).toBeNull();
    const oneShort = (await get(parent, `${url}?limit=6`)).json().data;
    expect(oneShort.next_cursor).not.toBeNull();

    // Two conversations started at the same instant are both listed, once each, across pages.
    await createConversation(t, child, { messages: [{ sender: 'kid', content: 'a' }], startedAt: base, title: 'twin' });
    const titles: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { chats: Array<{ title: string }>; next_cursor: string | null } = (
        await get(parent, `${url}?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json().data;
      titles.push(...page.chats.map((c) => c.title));
      cursor = page.next_cursor;
    }
    expect(titles).toHaveLength(8);
    expect(new Set(titles).size).toBe(8);
  });

  it('refuses bad limits and cursors with a translated 400', async () => {
    const { parent, child } = await family();
    const url = `/api/parent/children/${child.id}/chat-history`;
    for (const query of [
      'limit=0',
      'limit=51',
      'limit=abc',
      'cursor=not-a-cursor',
      'from=2026-13-45x',
      'category=games',
    ]) {
      const response = await get(parent, `${url}?${query}&language=en`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'validation_error' });
    }
  });

  it('filters by date range in the parent’s time zone, by category and by keyword', async () => {
    const { parent, child } = await family();
    // 23:30 in São Paulo on 10 Oct is 02:30 UTC on 11 Oct: it belongs to the 10th for the parent.
    const late = await createConversation(t, child, {
      messages: [{ sender: 'kid', content: 'Como as abelhas fazem mel?' }],
      startedAt: new Date('2026-10-11T02:30:00Z'),
      category: 'educational',
    });
    const next = await createConversation(t, child, {
      messages: [
        { sender: 'kid', content: 'Vamos jogar adivinha?' },
        { sender: 'ai', content: 'Vamos! O que é, o que é: cai em pé e corre deitado?' },
      ],
      startedAt: new Date('2026-10-11T15:00:00Z'),
      category: 'leisure',
    });
    const url = `/api/parent/children/${child.id}/chat-history`;
    const ids = async (query: string) =>
      (await get(parent, `${url}?${query}`)).json().data.chats.map((c: { id: string }) => c.id);

    expect(await ids('from=2026-10-10&to=2026-10-10')).toEqual([late.id]);
    expect(await ids('from=2026-10-11')).toEqual([next.id]);
    expect(await ids('to=2026-10-09')).toEqual([]);
    expect(await ids('category=leisure')).toEqual([next.id]);
    expect(await ids('category=educational')).toEqual([late.id]);
    // Keyword: the words of the messages (stemmed, accents ignored), and the title.
    expect(await ids(`keyword=${encodeURIComponent('abelha')}`)).toEqual([late.id]);
    expect(await ids(`keyword=${encodeURIComponent('deitado')}`)).toEqual([next.id]);
    expect(await ids('keyword=girafa')).toEqual([]);
    // A keyword that is SQL's wildcard means itself.
    expect(await ids(`keyword=${encodeURIComponent('%')}`)).toEqual([]);
  });
});

describe('GET /api/parent/chat-history/:id', () => {
  it('answers the chat and its messages, refused ones with their reason', async () => {
    const { parent, child } = await family();
    const chat = await createConversation(t, child, {
      messages: [
        { sender: 'kid', content: 'Qual é o planeta mais quente?' },
        { sender: 'ai', content: 'Vênus é o planeta mais quente do Sistema Solar.' },
        { sender: 'kid', content: 'Eu moro na Rua das Flores 123', safetyCategory: 'personal_data' },
        { sender: 'ai', content: 'Vamos guardar o endereço em segredo!', safetyCategory: 'personal_data' },
      ],
    });
    const response = await get(parent, `/api/parent/chat-history/${chat.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.chat).toMatchObject({
      id: chat.id,
      messageCount: 4,
      refused_count: 1,
      child: { id: child.id, name: 'Bia', username: child.username },
    });
    expect(data.messages.map((m: { sender: string }) => m.sender)).toEqual(['kid', 'ai', 'kid', 'ai']);
    expect(data.messages[2]).toMatchObject({
      content: 'Eu moro na Rua das Flores 123',
      safety_category: 'personal_data',
    });
    expect(data.messages[1]).toMatchObject({ safety_category: null, token_cost: 1 });
    expect(data.messages[0].timestamp).toBe(chat.messages[0]!.createdAt.toISOString());
  });
});

describe('DELETE /api/parent/chat-history/:id', () => {
  it('deletes the conversation and its messages', async () => {
    const { parent, child } = await family();
    const chat = await createConversation(t, child, { messages: DINOSAUR_CHAT });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/parent/chat-history/${chat.id}`,
      headers: parent.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(conversations).where(eq(conversations.id, chat.id))).toHaveLength(0);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, chat.id))).toHaveLength(0);
    expect((await get(parent, `/api/parent/chat-history/${chat.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/parent/conversations', () => {
  it('answers each child with counts, last activity and latest conversations', async () => {
    const parent = await createSignedInParent(t);
    const bia = await createChild(t, parent, { name: 'Bia' });
    const leo = await createChild(t, parent, { name: 'Leo' });
    const last = await createConversation(t, bia, {
      messages: DINOSAUR_CHAT,
      startedAt: new Date('2026-10-02T10:00:00Z'),
    });
    await createConversation(t, bia, {
      messages: DINOSAUR_CHAT.slice(0, 2),
      startedAt: new Date('2026-10-01T10:00:00Z'),
    });
    const response = await get(parent, '/api/parent/conversations');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Array<{
      child: Record<string, unknown>;
      conversations: Array<{ id: string }>;
    }>;
    expect(data.map((entry) => entry.child.name)).toEqual(['Bia', 'Leo']);
    expect(data[0]!.child).toMatchObject({
      id: bia.id,
      conversation_count: 2,
      last_activity: last.lastMessageAt!.toISOString(),
    });
    expect(data[0]!.conversations[0]!.id).toBe(last.id);
    expect(data[1]!.child).toMatchObject({ id: leo.id, conversation_count: 0, last_activity: null });
    expect(data[1]!.conversations).toEqual([]);
  });
});

describe('ownership', () => {
  it('answers 404 on every route for another parent’s child or conversation, and changes nothing', async () => {
    const owner = await family();
    const stranger = await createSignedInParent(t);
    const chat = await createConversation(t, owner.child, { messages: DINOSAUR_CHAT });
    const attempts = [
      { method: 'GET', url: `/api/parent/children/${owner.child.id}/chat-history` },
      { method: 'GET', url: `/api/parent/chat-history/${chat.id}` },
      { method: 'DELETE', url: `/api/parent/chat-history/${chat.id}` },
      { method: 'GET', url: `/api/parent/chat-history/${chat.id}/export/txt` },
      { method: 'GET', url: `/api/parent/chat-history/${chat.id}/export/pdf` },
      { method: 'POST', url: `/api/parent/chat-history/${chat.id}/summary` },
      {
        method: 'POST',
        url: '/api/parent/conversations/search',
        payload: { keyword: 'dinossauros', child_id: owner.child.id },
      },
      { method: 'GET', url: '/api/parent/chat-history/not-a-uuid' },
      { method: 'GET', url: '/api/parent/chat-history/00000000-0000-4000-8000-000000000000' },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: stranger.auth });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    // The stranger's own search finds nothing of the owner's.
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/parent/conversations/search',
      headers: stranger.auth,
      payload: { keyword: 'dinossauros' },
    });
    expect(search.json().data.results).toEqual([]);
    const [still] = await t.db.select().from(conversations).where(eq(conversations.id, chat.id));
    expect(still).toMatchObject({ summary: null, messageCount: 6 });
  });

  it('refuses a child session and no session', async () => {
    const { child } = await family();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/parent/children/${child.id}/chat-history` })).statusCode,
    ).toBe(401);
  });
});
