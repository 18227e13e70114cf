import type { Child } from '@kiddo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readChildResponse, storeChildInCache } from './get-child';

/** POST /parent/children/{id}/access-link: a new chat link; the old one stops working at once. */
export async function regenerateAccessLink(childId: string): Promise<Child> {
  return readChildResponse(
    await apiRequest<unknown>(`/parent/children/${encodeURIComponent(childId)}/access-link`, { method: 'POST' }),
  );
}

export function useRegenerateAccessLinkMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: regenerateAccessLink, onSuccess: (child) => storeChildInCache(queryClient, child) });
}
