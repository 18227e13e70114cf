import { checkoutResponseSchema, type TokenPackage } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Checks a `{ success, url }` answer of a purchase call and returns the checkout page's address. */
export function readCheckoutUrl(response: unknown): string {
  const parsed = checkoutResponseSchema.safeParse(response);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
  return parsed.data.url;
}

/**
 * Leaves the portal for the checkout page (Stripe's, or the built-in test checkout), which comes
 * back to /subscription?checkout=success|cancelled&kind=package|pro.
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/** POST /subscription/add-tokens: starts the checkout of one package; nothing is credited until it is paid. */
export async function buyTokenPackage(packageId: TokenPackage['id']): Promise<string> {
  return readCheckoutUrl(
    await apiRequest<unknown>('/subscription/add-tokens', { method: 'POST', body: { package_id: packageId } }),
  );
}

/** Starts a package's checkout and sends the browser there. */
export function useBuyTokenPackageMutation() {
  return useMutation({ mutationFn: buyTokenPackage, onSuccess: goToCheckout });
}
