import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  checkouts,
  children,
  contactMessages,
  conversations,
  messages,
  notifications,
  parentalControls,
  parentSettings,
  parents,
  subscriptions,
  tokenLedger,
} from '../../db/schema';

/** Everything stored about a parent and their children, for the data export. */
export async function loadEverything(db: Executor, parentId: string) {
  const [parent] = await db.select().from(parents).where(eq(parents.id, parentId));
  if (!parent) return undefined;
  const [settings] = await db.select().from(parentSettings).where(eq(parentSettings.parentId, parentId));
  const kids = await db.select().from(children).where(eq(children.parentId, parentId)).orderBy(asc(children.createdAt));
  const childIds = kids.map((kid) => kid.id);
  const controls = childIds.length
    ? await db.select().from(parentalControls).where(inArray(parentalControls.childId, childIds))
    : [];
  const chats = await db
    .select()
    .from(conversations)
    .where(eq(conversations.parentId, parentId))
    .orderBy(asc(conversations.createdAt));
  const chatIds = chats.map((chat) => chat.id);
  const lines = chatIds.length
    ? await db
        .select()
        .from(messages)
        .where(inArray(messages.conversationId, chatIds))
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  return {
    parent,
    settings,
    children: kids,
    controls,
    conversations: chats,
    messages: lines,
    ledger: await db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.parentId, parentId))
      .orderBy(asc(tokenLedger.createdAt)),
    subscription: (await db.select().from(subscriptions).where(eq(subscriptions.parentId, parentId)))[0],
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.parentId, parentId))
      .orderBy(asc(notifications.createdAt)),
    checkouts: await db
      .select()
      .from(checkouts)
      .where(eq(checkouts.parentId, parentId))
      .orderBy(asc(checkouts.createdAt)),
  };
}

/** Avatar files to remove once the rows are gone. */
export async function avatarKeysOf(db: Executor, parentId: string): Promise<string[]> {
  const rows = await db.select({ key: children.avatarKey }).from(children).where(eq(children.parentId, parentId));
  return rows.map((row) => row.key).filter((key): key is string => key !== null);
}

/**
 * Erases the parent. Foreign keys do the rest in the same statement: sessions, e-mail links,
 * settings, children (with controls, conversations, messages, usage, child sessions),
 * notifications and the subscription cascade away; the token ledger, payment events and
 * checkouts keep their rows with the parent link set to null — accounting without a person.
 */
export async function deleteParent(db: Executor, parentId: string, email: string) {
  await db.delete(contactMessages).where(eq(contactMessages.email, email));
  await db.delete(parents).where(eq(parents.id, parentId));
}
