import type {
  DashboardResponse,
  HistoryChat,
  HistoryChild,
  HistoryMessage,
  Notification,
  SearchResult,
} from '@kiddo/contracts';

/** A conversation of a child's history: summarised, educational, nothing refused. */
export function createHistoryChat(overrides: Partial<HistoryChat> = {}): HistoryChat {
  return {
    id: 'chat-1',
    title: 'Por que os dinossauros sumiram?',
    date: '2025-05-02T15:04:00.000Z',
    updated_at: '2025-05-02T15:20:00.000Z',
    messageCount: 6,
    summary: 'Lia perguntou sobre a extinção dos dinossauros e o Kiddo explicou o asteroide.',
    category: 'educational',
    refused_count: 0,
    latest_message: { content: 'Que legal! Obrigada, Kiddo.', timestamp: '2025-05-02T15:20:00.000Z' },
    ...overrides,
  };
}

/** The child as the history routes describe it. */
export function createHistoryChild(overrides: Partial<HistoryChild> = {}): HistoryChild {
  return {
    id: 'child-1',
    name: 'Lia Souza',
    username: 'lia',
    avatar_url: '/api/avatars/generated/0123456789abcdef.svg',
    language: 'pt',
    ...overrides,
  };
}

/** One child of GET /parent/conversations. */
export function createChildOverview(
  child: Partial<HistoryChild> & { conversation_count?: number; last_activity?: string | null } = {},
  conversations: HistoryChat[] = [],
) {
  const { conversation_count = conversations.length, last_activity = null, ...rest } = child;
  return { child: { ...createHistoryChild(rest), conversation_count, last_activity }, conversations };
}

/** A message of a conversation: the child's, allowed. */
export function createHistoryMessage(overrides: Partial<HistoryMessage> = {}): HistoryMessage {
  return {
    id: 'message-1',
    sender: 'kid',
    content: 'Oi, Kiddo!',
    timestamp: '2025-05-02T15:04:00.000Z',
    safety_category: null,
    token_cost: 0,
    ...overrides,
  };
}

/** A search hit in a child's message, "dinossauro" marked. */
export function createSearchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    conversation_id: 'chat-1',
    conversation_title: 'Por que os dinossauros sumiram?',
    child: { id: 'child-1', name: 'Lia Souza' },
    message_id: 'message-1',
    sender: 'kid',
    timestamp: '2025-05-02T15:04:00.000Z',
    snippet: [
      { text: 'Qual era o maior ', match: false },
      { text: 'dinossauro', match: true },
      { text: ' de todos?', match: false },
    ],
    rank: 0.9,
    ...overrides,
  };
}

/** An unread, urgent safety notification about Lia. */
export function createNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'notification-1',
    kind: 'safety',
    child_id: 'child-1',
    child_name: 'Lia Souza',
    category: 'violence',
    is_urgent: true,
    title: 'Mensagem bloqueada',
    text: 'Lia escreveu sobre violência e o Kiddo respondeu com um redirecionamento seguro.',
    link: '/history/child-1/conversations/chat-1',
    read_at: null,
    created_at: '2025-05-02T15:05:00.000Z',
    ...overrides,
  };
}

/** 30 consecutive days ending on `last` (YYYY-MM-DD), oldest first. */
export function lastThirtyDays(last = '2025-05-30'): string[] {
  const end = new Date(`${last}T12:00:00.000Z`);
  return Array.from({ length: 30 }, (_unused, index) => {
    const day = new Date(end);
    day.setUTCDate(end.getUTCDate() - (29 - index));
    return day.toISOString().slice(0, 10);
  });
}

/** GET /parent/dashboard for a parent with two children, a little activity and one urgent notification. */
export function createDashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  const days = lastThirtyDays();
  const liaCounts = days.map((_day, index) => (index === 27 ? 9 : index % 5 === 0 ? 2 : 0));
  const theoCounts = days.map((_day, index) => (index === 29 ? 3 : 0));
  return {
    success: true,
    parent: { id: 'parent-1', name: 'Ana Souza', email: 'ana@example.com', tokens: 4321, plan: 'none' },
    children: [
      {
        id: 'child-1',
        name: 'Lia Souza',
        username: 'lia',
        birth_date: '2016-03-10',
        age: 9,
        avatar_url: '/api/avatars/generated/0123456789abcdef.svg',
        chat_count: 12,
        last_activity: '2025-05-02T15:20:00.000Z',
      },
      {
        id: 'child-2',
        name: 'Theo Souza',
        username: 'theo',
        birth_date: '2018-01-20',
        age: 7,
        avatar_url: '/api/avatars/generated/fedcba9876543210.svg',
        chat_count: 1,
        last_activity: null,
      },
    ],
    stats: {
      total_chats: 13,
      total_messages: 80,
      tokens_used: 950,
      chats_this_week: 6,
      chats_last_week: 4,
      messages_this_week: 20,
      messages_last_week: 25,
      tokens_this_week: 120,
      tokens_last_week: 120,
    },
    recentActivities: [
      {
        id: 'chat-1',
        child_id: 'child-1',
        child_name: 'Lia Souza',
        title: 'Por que os dinossauros sumiram?',
        updated_at: '2025-05-02T15:20:00.000Z',
      },
      {
        id: 'chat-2',
        child_id: 'child-2',
        child_name: 'Theo Souza',
        title: 'Contas de dividir',
        updated_at: '2025-05-01T10:00:00.000Z',
      },
    ],
    notifications: {
      unread_count: 2,
      items: [
        createNotification(),
        createNotification({
          id: 'notification-2',
          kind: 'low_tokens',
          child_id: null,
          child_name: null,
          category: null,
          is_urgent: false,
          title: 'Seus tokens estão acabando',
          text: 'Restam poucos tokens na sua conta.',
          link: '/subscription',
        }),
      ],
    },
    charts: {
      days,
      messages_per_day: [
        { child_id: 'child-1', name: 'Lia Souza', counts: liaCounts },
        { child_id: 'child-2', name: 'Theo Souza', counts: theoCounts },
      ],
      categories: [
        { child_id: 'child-1', name: 'Lia Souza', counts: { educational: 7, leisure: 3, mixed: 1, unclassified: 1 } },
        { child_id: 'child-2', name: 'Theo Souza', counts: { educational: 0, leisure: 1, mixed: 0, unclassified: 0 } },
      ],
    },
    ...overrides,
  };
}
