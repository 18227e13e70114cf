import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordNotification } from '../../src/core/notifications';
import { birthDateForAge, createChild, createSignedInParent, createTestApp, type TestApp } from '../helper';
import { createConversation, DINOSAUR_CHAT } from '../history/conversation-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

describe('GET /api/parent/dashboard', () => {
  it('answers the parent, children, stats, recent activity, notifications and the charts’ data', async () => {
    // Now: 22 Nov 2026, 15:00 UTC (12:00 in São Paulo).
    const now = Date.parse('2026-11-22T15:00:00Z');
    t.clock.advance(now - t.clock.now().getTime());
    const parent = await createSignedInParent(t, { tokens: 321, name: 'Marta' });
    const bia = await createChild(t, parent, { name: 'Bia', birth_date: birthDateForAge(9, new Date(now)) });
    const leo = await createChild(t, parent, { name: 'Leo' });
    const stranger = await createSignedInParent(t);
    const strangerChild = await createChild(t, stranger, { name: 'Zé' });
    await createConversation(t, strangerChild, { messages: DINOSAUR_CHAT });

    // This week: Bia's dinosaur chat (3 child messages, 3 replies at 1 token) 2 days ago.
    const recent = await createConversation(t, bia, {
      messages: DINOSAUR_CHAT,
      startedAt: new Date(now - 2 * DAY),
      category: 'educational',
      title: 'Dinossauros',
    });
    // Last week: Leo's riddles 10 days ago (1 child message, 1 reply).
    await createConversation(t, leo, {
      messages: [
        { sender: 'kid', content: 'Me conta uma charada?' },
        { sender: 'ai', content: 'O que é, o que é: tem dentes mas não morde? O pente!' },
      ],
      startedAt: new Date(now - 10 * DAY),
      category: 'leisure',
      title: 'Charadas',
    });
    // Long ago and not summarised yet: outside the chart's 30 days.
    await createConversation(t, leo, {
      messages: [{ sender: 'kid', content: 'Oi!' }],
      startedAt: new Date(now - 40 * DAY),
      title: 'Oi',
    });
    await recordNotification(t.db, {
      parentId: parent.id,
      childId: bia.id,
      kind: 'care',
      isUrgent: true,
      data: { childId: bia.id, childName: 'Bia', careKind: 'self_harm', conversationId: recent.id },
      now: new Date(now - DAY),
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/parent/dashboard', headers: parent.auth });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.parent).toMatchObject({ id: parent.id, name: 'Marta', tokens: 321, plan: 'none' });
    expect(body.children).toHaveLength(2);
    expect(body.children[0]).toMatchObject({ id: bia.id, name: 'Bia', age: 9, chat_count: 1 });
    expect(body.children[0].last_activity).toBe(recent.lastMessageAt!.toISOString());
    expect(body.children[1]).toMatchObject({ id: leo.id, chat_count: 2 });
    expect(body.stats).toEqual({
      total_chats: 3,
      total_messages: 9,
      tokens_used: 4,
      chats_this_week: 1,
      chats_last_week: 1,
      messages_this_week: 6,
      messages_last_week: 2,
      tokens_this_week: 3,
      tokens_last_week: 1,
    });
    expect(body.recentActivities.map((a: { title: string }) => a.title)).toEqual(['Dinossauros', 'Charadas', 'Oi']);
    expect(body.recentActivities[0]).toMatchObject({ id: recent.id, child_id: bia.id, child_name: 'Bia' });
    expect(body.notifications.unread_count).toBe(1);
    expect(body.notifications.items[0]).toMatchObject({
      kind: 'care',
      is_urgent: true,
      link: `/history/${bia.id}/conversations/${recent.id}`,
    });

    const { days, messages_per_day, categories } = body.charts;
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2026-11-22');
    expect(days[0]).toBe('2026-10-24');
    const biaPerDay = messages_per_day.find((s: { child_id: string }) => s.child_id === bia.id).counts;
    expect(biaPerDay[days.indexOf('2026-11-20')]).toBe(3);
    expect(biaPerDay.reduce((a: number, b: number) => a + b, 0)).toBe(3);
    const leoPerDay = messages_per_day.find((s: { child_id: string }) => s.child_id === leo.id).counts;
    expect(leoPerDay[days.indexOf('2026-11-12')]).toBe(1);
    expect(leoPerDay.reduce((a: number, b: number) => a + b, 0)).toBe(1);
    expect(categories).toEqual([
      { child_id: bia.id, name: 'Bia', counts: { educational: 1, leisure: 0, mixed: 0, unclassified: 0 } },
      { child_id: leo.id, name: 'Leo', counts: { educational: 0, leisure: 1, mixed: 0, unclassified: 1 } },
    ]);
  });

  it('names a conversation without a title (its first message was refused) as the history does', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Lia' });
    const startedAt = new Date('2026-11-22T15:00:00Z');
    await createConversation(t, child, {
      title: null,
      startedAt,
      messages: [
        { sender: 'kid', content: 'meu telefone é 11 98765-4321', safetyCategory: 'personal_data' },
        {
          sender: 'ai',
          content: 'Informações pessoais ficam só com você e sua família.',
          safetyCategory: 'personal_data',
        },
      ],
    });

    const body = (await t.app.inject({ method: 'GET', url: '/api/parent/dashboard', headers: parent.auth })).json();
    expect(body.recentActivities.map((a: { title: string }) => a.title)).toEqual(['Conversa de 22/11/2026']);
    const english = (
      await t.app.inject({ method: 'GET', url: '/api/parent/dashboard?language=en', headers: parent.auth })
    ).json();
    expect(english.recentActivities[0].title).toBe('Conversation of 22/11/2026');
  });

  it('answers an empty dashboard for a new parent, and 401 without a session', async () => {
    const parent = await createSignedInParent(t, { tokens: 500 });
    const body = (await t.app.inject({ method: 'GET', url: '/api/parent/dashboard', headers: parent.auth })).json();
    expect(body).toMatchObject({
      success: true,
      children: [],
      recentActivities: [],
      notifications: { unread_count: 0, items: [] },
    });
    expect(body.stats.total_chats).toBe(0);
    expect(body.charts.messages_per_day).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/parent/dashboard' })).statusCode).toBe(401);
  });
});
