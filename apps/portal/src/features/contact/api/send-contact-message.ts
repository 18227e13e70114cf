import type { ContactBody, MessageResponse } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /contact (public): stores the message and e-mails it to support (DESIGN §4). */
export function sendContactMessage(body: ContactBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/contact', { method: 'POST', body });
}

export function useSendContactMessageMutation() {
  return useMutation({ mutationFn: sendContactMessage });
}
