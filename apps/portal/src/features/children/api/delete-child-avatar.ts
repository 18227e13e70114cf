import type { Child } from '@kiddo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readChildResponse, storeChildInCache } from './get-child';

/** DELETE /parent/children/{id}/avatar: back to the generated avatar. */
export async function deleteChildAvatar(childId: string): Promise<Child> {
  return readChildResponse(
    await apiRequest<unknown>(`/parent/children/${encodeURIComponent(childId)}/avatar`, { method: 'DELETE' }),
  );
}

export function useDeleteChildAvatarMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChildAvatar, onSuccess: (child) => storeChildInCache(queryClient, child) });
}
