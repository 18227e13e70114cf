import type { Child } from '@kiddo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { childQueryKey } from './get-child';
import { CHILDREN_QUERY_KEY } from './get-children';

/** DELETE /parent/children/{id}: the profile, its conversations and its avatar. */
export async function deleteChild(childId: string): Promise<void> {
  await apiRequest(`/parent/children/${encodeURIComponent(childId)}`, { method: 'DELETE' });
}

export function useDeleteChildMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: (_response, childId) => {
      queryClient.setQueryData<Child[]>(CHILDREN_QUERY_KEY, (list) => list?.filter((child) => child.id !== childId));
      queryClient.removeQueries({ queryKey: childQueryKey(childId) });
      void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY, exact: true });
    },
  });
}
