import type { Child, UpdateChildBody } from '@kiddo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readChildResponse, storeChildInCache } from './get-child';

/** PUT /parent/children/{id}: personal fields plus nested, partial parental_controls. */
export async function updateChild({ childId, body }: { childId: string; body: UpdateChildBody }): Promise<Child> {
  return readChildResponse(
    await apiRequest<unknown>(`/parent/children/${encodeURIComponent(childId)}`, { method: 'PUT', body }),
  );
}

export function useUpdateChildMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateChild, onSuccess: (child) => storeChildInCache(queryClient, child) });
}
