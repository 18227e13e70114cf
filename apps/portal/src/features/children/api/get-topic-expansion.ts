import { topicExpansionResponseSchema } from '@kiddo/contracts';
import { useQueries } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /parent/topic-expansion: what blocking a topic also blocks (its concept), before the parent saves it. */
export async function fetchTopicExpansion(topic: string, signal?: AbortSignal): Promise<string[]> {
  const response = await apiRequest<unknown>(`/parent/topic-expansion?topic=${encodeURIComponent(topic)}`, { signal });
  const parsed = topicExpansionResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.terms;
}

/** The expansions of the topics that have none saved yet; the table changes rarely, so they stay fresh for an hour. */
export function useTopicExpansions(topics: readonly string[]) {
  return useQueries({
    queries: topics.map((topic) => ({
      queryKey: ['topic-expansion', topic.toLocaleLowerCase()] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchTopicExpansion(topic, signal),
      staleTime: 60 * 60_000,
    })),
  });
}
