import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SECURITY_QUERY_KEY } from './get-security';

/** DELETE /auth/parent/sessions/{id}: signs that device out. */
export function endSession(sessionId: string): Promise<{ success: true }> {
  return apiRequest(`/auth/parent/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

export function useEndSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY }),
  });
}
