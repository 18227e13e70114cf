import type { Child, CreateChildBody } from '@kiddo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readChildResponse, storeChildInCache } from './get-child';
import { CHILDREN_QUERY_KEY } from './get-children';

/** POST /parent/children with the spec §7 create payload (flat controls). */
export async function createChild(body: CreateChildBody): Promise<Child> {
  return readChildResponse(await apiRequest<unknown>('/parent/children', { method: 'POST', body }));
}

export function useCreateChildMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChild,
    onSuccess: (child) => {
      storeChildInCache(queryClient, child);
      void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY, exact: true });
    },
  });
}
