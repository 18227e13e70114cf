import { type Child, childListResponseSchema } from '@kiddo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The list's key; each child's own entry lives under it (see childQueryKey), so invalidating it refreshes both. */
export const CHILDREN_QUERY_KEY = ['parent', 'children'] as const;

const childListSchema = childListResponseSchema.shape.children;

/** GET /parent/children: the parent's children in creation order (spec §7 allows a bare array too). */
export async function fetchChildren(signal?: AbortSignal): Promise<Child[]> {
  const response = await apiRequest<unknown>('/parent/children', { signal });
  const list = Array.isArray(response) ? response : (response as { children?: unknown } | undefined)?.children;
  const parsed = childListSchema.safeParse(list);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data;
}

export function childrenQueryOptions() {
  return queryOptions({ queryKey: CHILDREN_QUERY_KEY, queryFn: ({ signal }) => fetchChildren(signal) });
}

export function useChildrenQuery() {
  return useQuery(childrenQueryOptions());
}
