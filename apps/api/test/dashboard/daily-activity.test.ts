import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childDailyActivity, parents } from '../../src/db/schema';
import {
  createChild,
  createChildSession,
  createSignedInParent,
  createTestApp,
  openChat,
  type TestApp,
} from '../helper';
import { createConversation, DINOSAUR_CHAT } from '../history/conversation-factory';

/*
 * child_daily_activity is kept by triggers (migration 0008, ADR 013): whatever writes messages
 * or conversations, the counters must equal a recount from the messages themselves.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

async function countersOf(parentId: string) {
  return t.db
    .select({
      childId: childDailyActivity.childId,
      day: childDailyActivity.day,
      conversations: childDailyActivity.conversations,
      messages: childDailyActivity.messages,
      kidMessages: childDailyActivity.kidMessages,
      tokens: childDailyActivity.tokens,
    })
    .from(childDailyActivity)
    .where(eq(childDailyActivity.parentId, parentId))
    .orderBy(asc(childDailyActivity.childId), asc(childDailyActivity.day));
}

/** The counters as they are, then as a recount from scratch finds them: they must agree. */
async function expectCountersMatchRecount(parentId: string) {
  const kept = (await countersOf(parentId)).filter((row) => row.conversations + row.messages > 0);
  await t.db.execute(sql`select kiddo_rebuild_daily_activity(${parentId}::uuid)`);
  expect(kept).toEqual(await countersOf(parentId));
  return kept;
}

async function dashboard(parent: { auth: Record<string, string> }) {
  const response = await t.app.inject({ method: 'GET', url: '/api/parent/dashboard', headers: parent.auth });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the dashboard’s daily counters', () => {
  it('count a real chat turn by turn: the child’s messages, the replies, their tokens and the conversation', async () => {
    const parent = await createSignedInParent(t, { tokens: 50 });
    const child = await createChild(t, parent, { name: 'Nina' });
    const session = await createChildSession(t, child);
    const { send } = await openChat(t, session);
    for (const content of ['Como nasce um vulcão?', 'E a lava é quente?']) {
      expect((await send(content)).statusCode).toBe(200);
    }

    const body = await dashboard(parent);
    const spent = 50 - body.parent.tokens;
    expect(spent).toBeGreaterThan(0);
    expect(body.stats).toMatchObject({
      total_chats: 1,
      total_messages: 4,
      tokens_used: spent,
      chats_this_week: 1,
      messages_this_week: 4,
      tokens_this_week: spent,
    });
    expect(body.children[0]).toMatchObject({ id: child.id, chat_count: 1 });
    expect(body.charts.messages_per_day[0].counts.at(-1)).toBe(2);
    await expectCountersMatchRecount(parent.id);
  });

  it('take a deleted conversation’s messages off the days they were sent', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Caio' });
    const now = t.clock.now().getTime();
    const kept = await createConversation(t, child, { messages: DINOSAUR_CHAT, startedAt: new Date(now - 3 * DAY) });
    const deleted = await createConversation(t, child, {
      messages: DINOSAUR_CHAT.slice(0, 2),
      startedAt: new Date(now - 3 * DAY + 3_600_000),
    });
    expect((await dashboard(parent)).stats).toMatchObject({ total_chats: 2, total_messages: 8, tokens_used: 4 });

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/parent/chat-history/${deleted.id}`,
      headers: parent.auth,
    });
    expect(response.statusCode).toBe(200);
    const body = await dashboard(parent);
    expect(body.stats).toMatchObject({ total_chats: 1, total_messages: 6, tokens_used: 3 });
    expect(body.children[0]).toMatchObject({ chat_count: 1, last_activity: kept.lastMessageAt!.toISOString() });
    await expectCountersMatchRecount(parent.id);
  });

  it('count on the parent’s local day, and recount the days when the parent’s time zone changes', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Bia' });
    // 01:30 UTC is still the evening before in São Paulo (UTC−3).
    const lateEvening = new Date(`${new Date(t.clock.now().getTime() - 2 * DAY).toISOString().slice(0, 10)}T01:30:00Z`);
    await createConversation(t, child, { messages: DINOSAUR_CHAT.slice(0, 2), startedAt: lateEvening });
    const utcDay = lateEvening.toISOString().slice(0, 10);
    const saoPauloDay = new Date(lateEvening.getTime() - DAY).toISOString().slice(0, 10);
    expect((await countersOf(parent.id)).map((row) => row.day)).toEqual([saoPauloDay]);

    await t.db.update(parents).set({ timeZone: 'UTC' }).where(eq(parents.id, parent.id));
    expect(await countersOf(parent.id)).toEqual([
      { childId: child.id, day: utcDay, conversations: 1, messages: 2, kidMessages: 1, tokens: 1 },
    ]);
    await expectCountersMatchRecount(parent.id);
  });

  it('cost the same whatever the length of the history: a year of chats is at most a row per day', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Teo' });
    const now = t.clock.now().getTime();
    for (let day = 0; day < 40; day += 1) {
      for (let chat = 0; chat < 3; chat += 1) {
        await createConversation(t, child, {
          messages: DINOSAUR_CHAT.slice(0, 4),
          startedAt: new Date(now - day * DAY - (chat + 1) * 3_600_000),
        });
      }
    }
    const counters = await expectCountersMatchRecount(parent.id);
    expect(counters.length).toBeLessThanOrEqual(41);
    const body = await dashboard(parent);
    expect(body.stats).toMatchObject({ total_chats: 120, total_messages: 480, tokens_used: 240 });
    expect(body.children[0].chat_count).toBe(120);
  });

  it('go with the child: deleting a child removes its counters', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Lu' });
    await createConversation(t, child, { messages: DINOSAUR_CHAT });
    expect(await countersOf(parent.id)).toHaveLength(1);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/parent/children/${child.id}`,
      headers: parent.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(await countersOf(parent.id)).toEqual([]);
    expect((await dashboard(parent)).stats.total_messages).toBe(0);
  });
});
