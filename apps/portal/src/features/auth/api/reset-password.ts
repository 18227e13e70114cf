import type { MessageResponse, ResetPasswordBody } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/parent/reset-password with the token of the e-mailed link; 400 invalid_token when it expired. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/parent/reset-password', { method: 'POST', body });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
