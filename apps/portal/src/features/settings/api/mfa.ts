import type { MfaEnabledResponse, MfaSetupResponse, UserResponse } from '@kiddo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { SECURITY_QUERY_KEY } from './get-security';

/** POST /auth/parent/mfa/setup: a new secret and its QR code (issue 15). */
export function useMfaSetupMutation() {
  return useMutation({
    mutationFn: () => apiRequest<MfaSetupResponse>('/auth/parent/mfa/setup', { method: 'POST', body: {} }),
  });
}

/** POST /auth/parent/mfa/enable and /disable: both answer the fresh user, which the session keeps. */
export function useMfaSwitchMutation(action: 'enable' | 'disable') {
  const { updateUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<MfaEnabledResponse | UserResponse>(`/auth/parent/mfa/${action}`, { method: 'POST', body: { code } }),
    onSuccess: (response) => {
      updateUser(response.user);
      void queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
    },
  });
}
