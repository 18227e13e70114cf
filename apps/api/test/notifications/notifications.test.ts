import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailNotification, recordNotification } from '../../src/core/notifications';
import { notifications, parentSettings } from '../../src/db/schema';
import { runDigestJob } from '../../src/modules/notifications/digest';
import { createChild, createChildSession, createSignedInParent, createTestApp, type TestApp } from '../helper';
import { createConversation, DINOSAUR_CHAT } from '../history/conversation-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Parent = Awaited<ReturnType<typeof createSignedInParent>>;
const list = (who: Parent, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/parent/notifications${query}`, headers: who.auth });

describe('notifications', () => {
  it('lists a refused message as a safety notification with its reason, a link to the conversation and the texts in the reader’s language', async () => {
    const parent = await createSignedInParent(t, { tokens: 20 });
    const child = await createChild(t, parent, { name: 'Leo', blocked_topics: ['futebol'] });
    const session = await createChildSession(t, child);
    const chat = (await t.app.inject({ method: 'POST', url: '/api/chats', headers: session.auth })).json().chat;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      headers: { ...session.auth, accept: 'application/json' },
      payload: { content: 'Quem ganhou o jogo de futebol ontem?' },
    });
    expect(sent.json().moderation).toMatchObject({ blocked: true, category: 'blocked_topic' });

    const pt = (await list(parent)).json().data;
    expect(pt.unread_count).toBe(1);
    expect(pt.notifications[0]).toMatchObject({
      kind: 'safety',
      child_id: child.id,
      child_name: 'Leo',
      category: 'blocked_topic',
      is_urgent: false,
      link: `/history/${child.id}/conversations/${chat.id}`,
      read_at: null,
    });
    expect(pt.notifications[0].text).toContain('um tema que você bloqueou');
    const en = (await list(parent, '?language=en')).json().data;
    expect(en.notifications[0].text).toContain('a topic you blocked');
  });

  it('marks one and all read, pages with a cursor, and hides other parents’ notifications (404)', async () => {
    const parent = await createSignedInParent(t);
    const other = await createSignedInParent(t);
    const base = t.clock.now();
    const rows = [];
    for (let i = 0; i < 5; i += 1) {
      rows.push(
        await recordNotification(t.db, {
          parentId: parent.id,
          kind: 'low_tokens',
          data: { tokens: 40 - i },
          now: new Date(base.getTime() + i * 1000),
        }),
      );
    }
    const first = (await list(parent, '?limit=2')).json().data;
    expect(first.notifications.map((n: { id: string }) => n.id)).toEqual([rows[4]!.id, rows[3]!.id]);
    const second = (await list(parent, `?limit=2&cursor=${first.next_cursor}`)).json().data;
    expect(second.notifications.map((n: { id: string }) => n.id)).toEqual([rows[2]!.id, rows[1]!.id]);
    expect(first.notifications[0]).toMatchObject({ kind: 'low_tokens', link: '/subscription' });
    expect(first.notifications[0].text).toContain('36 tokens');

    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/parent/notifications/${rows[0]!.id}/read`,
      headers: other.auth,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await list(other)).json().data.notifications).toEqual([]);

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/parent/notifications/${rows[0]!.id}/read`,
      headers: parent.auth,
    });
    expect(read.statusCode).toBe(200);
    expect((await list(parent)).json().data.unread_count).toBe(4);
    expect((await list(parent, '?unread_only=true')).json().data.notifications).toHaveLength(4);
    await t.app.inject({ method: 'POST', url: '/api/parent/notifications/read-all', headers: parent.auth });
    expect((await list(parent)).json().data.unread_count).toBe(0);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/parent/notifications/not-an-id/read',
      headers: parent.auth,
    });
    expect(bad.statusCode).toBe(404);
  });

  it('e-mails notifications as the parent’s settings say, and urgent care cases always', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Nina' });
    const notify = async (kind: 'safety' | 'care' | 'low_tokens') => {
      const row = await recordNotification(t.db, {
        parentId: parent.id,
        childId: child.id,
        kind,
        isUrgent: kind === 'care',
        data: { childId: child.id, childName: 'Nina', category: 'violence', careKind: 'self_harm', tokens: 42 },
        now: t.clock.now(),
      });
      await mailNotification(t.deps, row);
      const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, row.id));
      return stored!.emailedAt !== null;
    };

    expect(await notify('safety')).toBe(true);
    expect(await notify('low_tokens')).toBe(true);
    await t.db.update(parentSettings).set({ notifyLowTokens: false }).where(eq(parentSettings.parentId, parent.id));
    expect(await notify('low_tokens')).toBe(false);
    await t.db.update(parentSettings).set({ notifyEmail: false }).where(eq(parentSettings.parentId, parent.id));
    expect(await notify('safety')).toBe(false);
    expect(await notify('care')).toBe(true);

    const mails = await t.mailsTo(parent.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'O Kiddo desviou um assunto na conversa de Nina',
      'Seus tokens do Kiddo estão acabando',
      'Urgente: Nina pode precisar de você',
    ]);
    expect(mails[0]!.text).toContain('armas ou violência');
  });
});

describe('the daily digest', () => {
  it('is opt-in, goes out once after 19:00 in the parent’s time zone, and only on a day with chats', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Caio' });
    const quiet = await createSignedInParent(t);
    await createChild(t, quiet, { name: 'Dora' });
    // 20:00 UTC is 17:00 in São Paulo.
    t.clock.advance(Date.parse('2026-11-25T20:00:00Z') - t.clock.now().getTime());
    await createConversation(t, child, {
      messages: [
        ...DINOSAUR_CHAT,
        { sender: 'kid', content: 'Meu telefone é 11 98765-4321', safetyCategory: 'personal_data' },
      ],
      startedAt: new Date('2026-11-25T14:00:00Z'),
      title: 'Dinossauros',
    });

    expect(await runDigestJob(t.deps)).toEqual({ sent: 0 });
    const enable = (id: string) =>
      t.db.update(parentSettings).set({ notifyDailyDigest: true }).where(eq(parentSettings.parentId, id));
    await enable(parent.id);
    await enable(quiet.id);
    expect(await runDigestJob(t.deps)).toEqual({ sent: 0 }); // 17:00: too early

    t.clock.advance(2.5 * 3_600_000); // 19:30 in São Paulo
    const [a, b] = await Promise.all([runDigestJob(t.deps), runDigestJob(t.deps)]);
    expect(a.sent + b.sent).toBe(1);
    expect(await runDigestJob(t.deps)).toEqual({ sent: 0 });
    const mails = await t.mailsTo(parent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('O dia no Kiddo — 25/11/2026');
    expect(mails[0]!.text).toContain('Caio: 1 conversa, 4 mensagens, 1 recusada pela camada de segurança.');
    expect(mails[0]!.text).toContain('Assuntos: Dinossauros');
    expect(await t.mailsTo(quiet.email)).toEqual([]);

    // The next evening, another one (if there were chats).
    t.clock.advance(24 * 3_600_000);
    expect(await runDigestJob(t.deps)).toEqual({ sent: 0 });
  });
});
