import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debitTokens } from '../../src/core/token-ledger';
import { messages, parents, tokenLedger } from '../../src/db/schema';
import { refundUndeliveredReplies } from '../../src/modules/chat/refund-sweep';
import {
  createChild,
  createChildSession,
  createSignedInParent,
  createTestApp,
  openChat,
  type TestApp,
} from '../helper';
import { createConversation } from '../history/conversation-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const balanceOf = async (parentId: string) =>
  (await t.db.select().from(parents).where(eq(parents.id, parentId)))[0]!.tokens;

describe('refunding replies that were paid for but never arrived', () => {
  it('refunds a debit whose reply never came (the process died), once, and leaves delivered replies alone', async () => {
    const parent = await createSignedInParent(t, { tokens: 10 });
    const child = await createChild(t, parent, { name: 'Leo' });
    // A delivered reply, through the real chat.
    const { send } = await openChat(t, await createChildSession(t, child));
    const sent = await send('Quantos planetas existem?');
    expect(sent.statusCode).toBe(200);
    const [reply] = await t.db.select().from(messages).where(eq(messages.id, sent.json().reply.id));
    expect(reply!.replyTo).toBe(sent.json().message.id);

    // A child's message paid for whose reply never came: what a crash between the two leaves.
    const orphan = await createConversation(t, child, { messages: [{ sender: 'kid', content: 'E as estrelas?' }] });
    const kidId = orphan.messages[0]!.id;
    await t.db.transaction((tx) =>
      debitTokens(tx, {
        parentId: parent.id,
        amount: 1,
        reason: 'chat_reply',
        reference: `chat:${kidId}`,
        now: t.clock.now(),
      }),
    );
    expect(await balanceOf(parent.id)).toBe(8);

    // Too early: the reply may still be on its way.
    expect(await refundUndeliveredReplies(t.deps)).toEqual({ refunded: 0 });
    t.clock.advance(6 * 60_000);
    const [first, second] = await Promise.all([refundUndeliveredReplies(t.deps), refundUndeliveredReplies(t.deps)]);
    expect(first.refunded + second.refunded).toBe(1);
    expect(await refundUndeliveredReplies(t.deps)).toEqual({ refunded: 0 });
    expect(await balanceOf(parent.id)).toBe(9);
    const refunds = await t.db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.reference, `chat-refund:${kidId}`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ reason: 'chat_refund', delta: 1, balanceAfter: 9 });
  });

  it('never refunds the replies of a deleted conversation: chat, delete, wait, repeat gives no free tokens', async () => {
    const parent = await createSignedInParent(t, { tokens: 10 });
    const child = await createChild(t, parent, { name: 'Ana' });
    const { chat, send } = await openChat(t, await createChildSession(t, child));
    const sent = await send('Quantos planetas existem?');
    expect(sent.statusCode).toBe(200);
    expect(await balanceOf(parent.id)).toBe(9);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/parent/chat-history/${chat.id}`,
      headers: parent.auth,
    });
    expect(deleted.statusCode).toBe(200);
    t.clock.advance(6 * 60_000);
    expect(await refundUndeliveredReplies(t.deps)).toEqual({ refunded: 0 });
    expect(await balanceOf(parent.id)).toBe(9);
  });
});
