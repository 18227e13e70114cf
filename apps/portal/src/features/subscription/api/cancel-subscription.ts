import { cancelResponseSchema, type SubscriptionInfo } from '@kiddo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { SUBSCRIPTION_INFO_QUERY_KEY } from './get-subscription-info';

export interface CancelSubscriptionResult {
  /** The server's text, which says until when Super Kiddo stays. */
  message: string;
  info: SubscriptionInfo;
}

/**
 * POST /subscription/cancel: takes effect at the end of the paid period (DESIGN §4); pro and the
 * tokens received stay until then. 400 no_active_subscription.
 */
export async function cancelSubscription(): Promise<CancelSubscriptionResult> {
  const response = await apiRequest<unknown>('/subscription/cancel', {
    method: 'POST',
    body: { cancel_type: 'immediate' },
  });
  const parsed = cancelResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  const { success: _success, message, ...info } = parsed.data;
  return { message, info };
}

/** Cancels, shows the answer at once, and refreshes the info (spec §4: the page reloads its data). */
export function useCancelSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: ({ info }) => {
      queryClient.setQueryData(SUBSCRIPTION_INFO_QUERY_KEY, info);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_INFO_QUERY_KEY });
    },
  });
}
