import type { Plan, TokenPackage } from '@kiddo/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatPrice, formatPricePerToken } from '../../../lib/format-money';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language';

interface ComparisonRow {
  id: string;
  name: string;
  kind: string;
  price: string;
  tokens: string;
  pricePerToken: string;
  /** Against the plan's price per token; null for the plan itself, the reference. */
  percentVersusPlan: number | null;
}

/**
 * The price per token of the plan and of each package, and how much more (or less) a package's
 * token costs than the plan's (spec §2): a table from 768 px, cards below.
 */
export function PriceComparison({ plan, packages }: { plan: Plan; packages: TokenPackage[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();

  const rows: ComparisonRow[] = [
    {
      id: plan.id,
      name: plan.name,
      kind: t('subscription.comparison.monthly'),
      price: `${formatPrice(plan.price_cents)}${t('subscription.plan.perMonth')}`,
      tokens: formatNumber(plan.tokens, language),
      pricePerToken: formatPricePerToken(plan.price_per_token),
      percentVersusPlan: null,
    },
    ...packages.map((pkg) => ({
      id: pkg.id,
      name: pkg.name,
      kind: t('subscription.comparison.oneTime'),
      price: formatPrice(pkg.price_cents),
      tokens: formatNumber(pkg.tokens, language),
      pricePerToken: formatPricePerToken(pkg.price_per_token),
      percentVersusPlan: pkg.percent_vs_plan,
    })),
  ];

  const headerClassName =
    'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
  return (
    <section aria-labelledby={titleId} className="mt-12">
      <h2 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
        {t('subscription.comparison.title')}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subscription.comparison.subtitle')}</p>

      <div className="mt-6 hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full">
          <caption className="sr-only">{t('subscription.comparison.title')}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              <th scope="col" className={headerClassName}>
                {t('subscription.comparison.option')}
              </th>
              <th scope="col" className={headerClassName}>
                {t('subscription.comparison.price')}
              </th>
              <th scope="col" className={headerClassName}>
                {t('subscription.comparison.tokens')}
              </th>
              <th scope="col" className={headerClassName}>
                {t('subscription.comparison.perToken')}
              </th>
              <th scope="col" className={headerClassName}>
                {t('subscription.comparison.versusPlan')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((row) => (
              <tr
                key={row.id}
                className={cn(row.percentVersusPlan === null && 'bg-violet-50/60 dark:bg-violet-950/30')}
              >
                <th scope="row" className="px-4 py-3 text-left">
                  <span className="block font-semibold text-slate-900 dark:text-white">{row.name}</span>
                  <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">{row.kind}</span>
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-slate-800 dark:text-slate-200">{row.price}</td>
                <td className="px-4 py-3 text-slate-800 dark:text-slate-200">{row.tokens}</td>
                <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900 dark:text-white">
                  {row.pricePerToken}
                </td>
                <td className="px-4 py-3">
                  <VersusPlan percent={row.percentVersusPlan} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="mt-6 space-y-3 md:hidden" data-testid="price-comparison-cards">
        {rows.map((row) => (
          <li
            key={row.id}
            className={cn(
              'rounded-2xl border p-4 shadow-sm',
              row.percentVersusPlan === null
                ? 'border-violet-300 bg-violet-50 dark:border-violet-800 dark:bg-violet-950/40'
                : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
            )}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{row.name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{row.kind}</p>
              </div>
              <VersusPlan percent={row.percentVersusPlan} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('subscription.comparison.price')}</dt>
                <dd className="font-medium text-slate-900 dark:text-white">{row.price}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('subscription.comparison.tokens')}</dt>
                <dd className="font-medium text-slate-900 dark:text-white">{row.tokens}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('subscription.comparison.perToken')}</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">{row.pricePerToken}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "133% mais caro", "10% mais barato", or the plan's own "reference" label. */
function VersusPlan({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  if (percent === null) {
    return (
      <span className="inline-block rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-violet-800 dark:bg-violet-900 dark:text-violet-100">
        {t('subscription.comparison.reference')}
      </span>
    );
  }
  const text =
    percent > 0
      ? t('subscription.comparison.moreExpensive', { percent })
      : percent < 0
        ? t('subscription.comparison.cheaper', { percent: Math.abs(percent) })
        : t('subscription.comparison.same');
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        percent > 0
          ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
          : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
      )}
    >
      {text}
    </span>
  );
}
