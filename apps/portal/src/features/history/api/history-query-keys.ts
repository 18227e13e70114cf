import type { ChatHistoryQuery } from '@kiddo/contracts';

/** Every history entry lives under this key, so one invalidation refreshes them all. */
export const HISTORY_QUERY_KEY = ['parent', 'history'] as const;

/**
 * The dashboard's key (its counts and recent activity change when a conversation goes). Written
 * out rather than imported: features never import each other (STYLE).
 */
export const DASHBOARD_QUERY_KEY = ['parent', 'dashboard'] as const;

/** The filters of a child's history, as the list and the URL hold them. */
export type HistoryFilters = Pick<ChatHistoryQuery, 'keyword' | 'category' | 'from' | 'to'>;

export const historyQueryKeys = {
  overview: () => [...HISTORY_QUERY_KEY, 'overview'] as const,
  childLists: (childId: string) => [...HISTORY_QUERY_KEY, 'child', childId] as const,
  childList: (childId: string, filters: HistoryFilters) => [...HISTORY_QUERY_KEY, 'child', childId, filters] as const,
  conversation: (conversationId: string) => [...HISTORY_QUERY_KEY, 'conversation', conversationId] as const,
  search: (keyword: string, childId: string | undefined) =>
    [...HISTORY_QUERY_KEY, 'search', childId ?? 'all', keyword] as const,
};
