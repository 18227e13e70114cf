import type { EmailOnlyBody, MessageResponse } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/parent/resend-confirmation: sends the verification e-mail again. */
export function resendConfirmation(body: EmailOnlyBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/parent/resend-confirmation', { method: 'POST', body });
}

export function useResendConfirmationMutation() {
  return useMutation({ mutationFn: resendConfirmation });
}
