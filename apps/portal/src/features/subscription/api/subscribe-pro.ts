import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { goToCheckout, readCheckoutUrl } from './buy-token-package';

/**
 * POST /subscription/subscribe-pro: starts the Super Kiddo checkout. 409 already_subscribed;
 * 403 subscription_blocked (30 days after repeated cancellations).
 */
export async function subscribePro(): Promise<string> {
  return readCheckoutUrl(await apiRequest<unknown>('/subscription/subscribe-pro', { method: 'POST' }));
}

/** Starts the plan's checkout and sends the browser there. */
export function useSubscribeProMutation() {
  return useMutation({ mutationFn: subscribePro, onSuccess: goToCheckout });
}
