import { type Plan, PRO_PLAN } from '@kiddo/contracts';
import { Check, Crown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatPrice, formatPricePerToken } from '../../../lib/format-money';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language';
import { PopularBadge } from './popular-badge';

type PlanFeature = (typeof PRO_PLAN.features)[number];

function isKnownFeature(feature: string): feature is PlanFeature {
  return (PRO_PLAN.features as ReadonlyArray<string>).includes(feature);
}

export interface PlanCardProps {
  plan: Plan;
  /** The buy button (on /subscription) or link (on the landing page). */
  action: ReactNode;
  /** A line under the action, e.g. why it is disabled or how cancelling works. */
  footnote?: ReactNode;
}

/**
 * The Super Kiddo card (spec §2): name, list and sale price with the discount, price per token,
 * the translated features, the 'Most Popular' badge and the highlight.
 */
export function PlanCard({ plan, action, footnote }: PlanCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const nameId = useId();
  const tokens = formatNumber(plan.tokens, language);
  const hasDiscount = plan.original_price_cents > plan.price_cents;

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm sm:p-8 dark:bg-slate-900',
        plan.highlight
          ? 'border-2 border-violet-500 shadow-lg ring-4 ring-violet-100 dark:border-violet-400 dark:ring-violet-950'
          : 'border border-slate-200 dark:border-slate-800',
      )}
    >
      {plan.popular && <PopularBadge />}
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
              <Crown className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 id={nameId} className="text-xl font-bold text-slate-900 dark:text-white">
                {plan.name}
              </h3>
              <p className="text-sm font-semibold text-violet-700 dark:text-violet-300">
                {t('subscription.plan.title')}
              </p>
            </div>
          </div>
          <p className="mt-3 text-slate-600 dark:text-slate-400">{t('subscription.plan.description')}</p>

          <div className="mt-5">
            {hasDiscount && (
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <span data-testid="plan-original-price">
                  <Trans
                    i18nKey="subscription.plan.originalPrice"
                    values={{ price: formatPrice(plan.original_price_cents) }}
                    components={{ s: <s /> }}
                  />
                </span>
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                  {t('subscription.plan.discount', { percent: plan.discount_percent })}
                </span>
              </p>
            )}
            <p className="mt-1 text-slate-900 dark:text-white" data-testid="plan-price">
              <span className="sr-only">
                {t('subscription.plan.salePrice', { price: formatPrice(plan.price_cents) })}
              </span>
              <span aria-hidden="true">
                <span className="text-4xl font-extrabold tracking-tight">{formatPrice(plan.price_cents)}</span>
                <span className="text-base font-semibold text-slate-600 dark:text-slate-400">
                  {t('subscription.plan.perMonth')}
                </span>
              </span>
            </p>
            <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('subscription.tokensAmount', { tokens })}
              <span aria-hidden="true"> · </span>
              <span data-testid="plan-price-per-token">
                {t('subscription.perToken', { price: formatPricePerToken(plan.price_per_token) })}
              </span>
            </p>
          </div>
        </div>

        <div className="flex flex-col">
          <ul className="mb-8 space-y-3">
            {plan.features.filter(isKnownFeature).map((feature) => (
              <li key={feature} className="flex gap-3 text-slate-700 dark:text-slate-300">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                <span>{t(`subscription.plan.features.${feature}`, { tokens })}</span>
              </li>
            ))}
          </ul>
          <div className="mt-auto">{action}</div>
          {footnote && <div className="mt-3 text-sm text-slate-600 dark:text-slate-400">{footnote}</div>}
        </div>
      </div>
    </article>
  );
}
