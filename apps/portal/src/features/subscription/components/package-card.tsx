import { TOKEN_PACKAGES, type TokenPackage } from '@kiddo/contracts';
import { Zap } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatPrice, formatPricePerToken } from '../../../lib/format-money';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language';
import { PopularBadge } from './popular-badge';

type KnownPackageId = (typeof TOKEN_PACKAGES)[number]['id'];

function isKnownPackage(id: string): id is KnownPackageId {
  return TOKEN_PACKAGES.some((pkg) => pkg.id === id);
}

export interface PackageCardProps {
  tokenPackage: TokenPackage;
  /** The buy button (on /subscription) or link (on the landing page). */
  action: ReactNode;
}

/** One token package (spec §2): name, description, price, tokens, price per token; the popular one highlighted. */
export function PackageCard({ tokenPackage, action }: PackageCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const nameId = useId();
  const { id, name, popular } = tokenPackage;

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900',
        popular
          ? 'border-2 border-violet-500 shadow-md ring-4 ring-violet-100 dark:border-violet-400 dark:ring-violet-950'
          : 'border border-slate-200 dark:border-slate-800',
      )}
    >
      {popular && <PopularBadge />}
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
          <Zap className="size-5" aria-hidden="true" />
        </span>
        <h3 id={nameId} className="text-lg font-bold text-slate-900 dark:text-white">
          {name}
        </h3>
      </div>
      {isKnownPackage(id) && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t(`subscription.packages.description.${id}`)}
        </p>
      )}
      <p className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        {formatPrice(tokenPackage.price_cents)}
      </p>
      <p className="mt-1 font-semibold text-slate-700 dark:text-slate-300">
        {t('subscription.tokensAmount', { tokens: formatNumber(tokenPackage.tokens, language) })}
      </p>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">
        {t('subscription.perToken', { price: formatPricePerToken(tokenPackage.price_per_token) })}
      </p>
      <div className="mt-auto">{action}</div>
    </article>
  );
}
