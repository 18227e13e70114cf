import { errorMessage } from '@kiddo/contracts';
import type { TFunction } from 'i18next';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { getInterfaceLanguage } from '../../../lib/i18n';

/** The codes whose text the contracts share (spec §8), used when the server's own text did not arrive. */
const SUBSCRIPTION_ERROR_CODES = [
  'already_subscribed',
  'subscription_blocked',
  'no_active_subscription',
  'payments_unavailable',
] as const;
type SubscriptionErrorCode = (typeof SUBSCRIPTION_ERROR_CODES)[number];

function isSubscriptionErrorCode(code: unknown): code is SubscriptionErrorCode {
  return SUBSCRIPTION_ERROR_CODES.includes(code as SubscriptionErrorCode);
}

/**
 * The text of a failed purchase or cancellation (spec §8): login required when the session is
 * gone; else the server's translated message (already subscribed, blocked for 30 days, no active
 * subscription…); else the shared text of its code; else the generic error.
 */
export function describeSubscriptionError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 401) return t('subscription.errors.loginRequired');
  return describeApiError(error, () =>
    error instanceof ApiError && isSubscriptionErrorCode(error.code)
      ? errorMessage(error.code, getInterfaceLanguage())
      : t('subscription.errors.generic'),
  );
}
