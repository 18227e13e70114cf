import { type Child, childResponseSchema } from '@kiddo/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { CHILDREN_QUERY_KEY } from './get-children';

export function childQueryKey(childId: string) {
  return [...CHILDREN_QUERY_KEY, childId] as const;
}

/** Checks a `{ success, child }` answer and returns the child. */
export function readChildResponse(response: unknown): Child {
  const parsed = childResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.child;
}

/** GET /parent/children/{id}; another parent's child is a 404. */
export async function fetchChild(childId: string, signal?: AbortSignal): Promise<Child> {
  return readChildResponse(await apiRequest<unknown>(`/parent/children/${encodeURIComponent(childId)}`, { signal }));
}

export function childQueryOptions(childId: string) {
  return queryOptions({ queryKey: childQueryKey(childId), queryFn: ({ signal }) => fetchChild(childId, signal) });
}

export function useChildQuery(childId: string, options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...childQueryOptions(childId), enabled: options.isEnabled ?? true });
}

/** Puts a child the server just sent into its own entry and into the list, so no screen shows a stale copy. */
export function storeChildInCache(queryClient: QueryClient, child: Child): void {
  queryClient.setQueryData(childQueryKey(child.id), child);
  queryClient.setQueryData<Child[]>(CHILDREN_QUERY_KEY, (list) =>
    list?.map((item) => (item.id === child.id ? child : item)),
  );
}
