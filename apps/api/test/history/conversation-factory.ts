import { eq } from 'drizzle-orm';
import { children, conversations, messages } from '../../src/db/schema';
import type { TestApp } from '../helper';

export interface FactoryMessage {
  sender: 'kid' | 'ai';
  content: string;
  safetyCategory?: string | null;
  tokenCost?: number;
}

/**
 * Factory: a conversation with its messages written straight to the database, as the chat
 * would have stored them (one minute apart from `startedAt`, in the child's language).
 */
export async function createConversation(
  t: TestApp,
  child: { id: string },
  options: {
    messages: FactoryMessage[];
    startedAt?: Date;
    title?: string | null;
    summary?: string | null;
    category?: 'educational' | 'leisure' | 'mixed' | null;
  },
) {
  const [kid] = await t.db.select().from(children).where(eq(children.id, child.id));
  if (!kid) throw new Error('no such child');
  const startedAt = options.startedAt ?? t.clock.now();
  const lastAt = new Date(startedAt.getTime() + Math.max(options.messages.length - 1, 0) * 60_000);
  const [conversation] = await t.db
    .insert(conversations)
    .values({
      childId: kid.id,
      parentId: kid.parentId,
      title: options.title === undefined ? (options.messages[0]?.content.slice(0, 40) ?? null) : options.title,
      summary: options.summary ?? null,
      category: options.category ?? null,
      startedAt: options.messages.length > 0 ? startedAt : null,
      lastMessageAt: options.messages.length > 0 ? lastAt : null,
      messageCount: options.messages.length,
      createdAt: startedAt,
      updatedAt: lastAt,
    })
    .returning();
  if (!conversation) throw new Error('conversation not created');
  const rows =
    options.messages.length === 0
      ? []
      : await t.db
          .insert(messages)
          .values(
            options.messages.map((m, i) => ({
              conversationId: conversation.id,
              sender: m.sender,
              content: m.content,
              safetyCategory: m.safetyCategory ?? null,
              tokenCost: m.tokenCost ?? (m.sender === 'ai' && !m.safetyCategory ? 1 : 0),
              language: kid.language,
              createdAt: new Date(startedAt.getTime() + i * 60_000),
            })),
          )
          .returning();
  return { ...conversation, messages: rows };
}

/** A short, ordinary conversation about dinosaurs and volcanoes (in Portuguese). */
export const DINOSAUR_CHAT: FactoryMessage[] = [
  { sender: 'kid', content: 'Oi Kiddo! Por que os dinossauros sumiram?' },
  {
    sender: 'ai',
    content: 'Muitos cientistas acham que um asteroide gigante caiu na Terra e mudou o clima dos dinossauros.',
  },
  { sender: 'kid', content: 'E os vulcões ajudaram a acabar com os dinossauros?' },
  { sender: 'ai', content: 'Sim! Os vulcões soltaram muita fumaça e cinzas, e o planeta esfriou.' },
  { sender: 'kid', content: 'Qual era o maior dinossauro?' },
  { sender: 'ai', content: 'O Argentinossauro era um dos maiores dinossauros: tinha mais de 30 metros!' },
];
