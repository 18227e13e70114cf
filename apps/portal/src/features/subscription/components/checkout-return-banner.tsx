import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';

export interface CheckoutReturn {
  outcome: 'success' | 'cancelled';
  kind: 'package' | 'pro';
}

/** Reads `?checkout=success|cancelled&kind=package|pro`, the address the checkout page comes back to. */
export function readCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const outcome = params.get('checkout');
  if (outcome !== 'success' && outcome !== 'cancelled') return null;
  return { outcome, kind: params.get('kind') === 'pro' ? 'pro' : 'package' };
}

/** Says how the checkout ended: paid (the new balance and plan show below) or cancelled (nothing charged). */
export function CheckoutReturnBanner({ checkout, onDismiss }: { checkout: CheckoutReturn; onDismiss: () => void }) {
  const { t } = useTranslation();
  const isSuccess = checkout.outcome === 'success';
  return (
    <div className="relative mb-6">
      <Alert
        role="status"
        tone={isSuccess ? 'success' : 'warning'}
        title={isSuccess ? t('subscription.checkout.successTitle') : t('subscription.checkout.cancelledTitle')}
        className="pr-12"
      >
        <p>{isSuccess ? t(`subscription.checkout.success.${checkout.kind}`) : t('subscription.checkout.cancelled')}</p>
      </Alert>
      <button
        type="button"
        aria-label={t('subscription.checkout.dismiss')}
        onClick={onDismiss}
        className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-slate-300 dark:hover:bg-white/10"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
