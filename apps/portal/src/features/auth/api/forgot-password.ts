import type { EmailOnlyBody, MessageResponse } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/parent/forgot-password: always the same answer, whether the address exists or not. */
export function requestPasswordReset(body: EmailOnlyBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/parent/forgot-password', { method: 'POST', body });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
