import type { ChatMessage, ChatReplyDone, ChatSummary, ChildProfile } from '@kiddo/contracts';

/*
 * Test data that satisfies the contracts; each test overrides only what it is about.
 */

let sequence = 0;
const next = () => ++sequence;

export function createChild(overrides: Partial<ChildProfile> = {}): ChildProfile {
  const n = next();
  return {
    id: `child-${n}`,
    name: 'Ana',
    username: `ana${n}`,
    age: 9,
    language: 'pt',
    avatar_url: '',
    max_message_length: 500,
    audio_enabled: false,
    voice_quality: 'standard',
    server_speech: false,
    ...overrides,
  };
}

export function createChat(overrides: Partial<ChatSummary> = {}): ChatSummary {
  const n = next();
  return {
    id: `chat-${n}`,
    title: `Conversa ${n}`,
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:00.000Z',
    message_count: 0,
    ...overrides,
  };
}

export function createMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const n = next();
  return {
    id: `message-${n}`,
    sender: 'kid',
    content: `Mensagem ${n}`,
    timestamp: '2026-03-01T12:00:00.000Z',
    safety_category: null,
    ...overrides,
  };
}

export function createReplyDone(overrides: Partial<ChatReplyDone> = {}): ChatReplyDone {
  const n = next();
  return {
    message_id: `message-${n}`,
    reply_id: `reply-${n}`,
    moderation: { blocked: false, category: null, care: false },
    tokens_left: 99,
    title: null,
    ...overrides,
  };
}
