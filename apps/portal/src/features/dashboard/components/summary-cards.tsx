import { ArrowRight, Coins, Crown, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language';

const LINK_CLASS_NAME =
  'mt-2 inline-flex items-center gap-1 text-sm font-semibold text-violet-700 hover:underline dark:text-violet-300';

function SummaryCard({
  icon,
  iconClassName,
  label,
  children,
}: {
  icon: ReactNode;
  iconClassName: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', iconClassName)}>{icon}</span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{label}</h2>
        {children}
      </div>
    </Card>
  );
}

/** The plan, the number of child profiles and the token balance, with the ways to change them. */
export function SummaryCards({
  plan,
  tokens,
  profileCount,
}: {
  plan: 'pro' | 'none';
  tokens: number;
  /** Undefined while the dashboard loads. */
  profileCount: number | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const isPro = plan === 'pro';
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <SummaryCard
        label={t('dashboard.plan.label')}
        icon={<Crown className="size-6" aria-hidden="true" />}
        iconClassName={
          isPro
            ? 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300'
            : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
        }
      >
        <p className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
          {isPro ? t('plan.pro') : t('plan.none')}
        </p>
        {!isPro && (
          <Link to="/subscription" className={LINK_CLASS_NAME}>
            {t('dashboard.plan.upgrade')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </SummaryCard>

      <SummaryCard
        label={t('dashboard.profiles.label')}
        icon={<Users className="size-6" aria-hidden="true" />}
        iconClassName="bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300"
      >
        <p data-testid="profile-count" className="mt-1 text-3xl font-extrabold text-slate-900 dark:text-white">
          {profileCount === undefined ? (
            <>
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('common.loading')}</span>
            </>
          ) : (
            formatNumber(profileCount, language)
          )}
        </p>
        <Link to="/children" className={LINK_CLASS_NAME}>
          {t('dashboard.profiles.manage')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </SummaryCard>

      <SummaryCard
        label={t('dashboard.tokens.label')}
        icon={<Coins className="size-6" aria-hidden="true" />}
        iconClassName="bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300"
      >
        {/* Written as the subscription page writes the balance: a plain count. */}
        <p data-testid="token-balance" className="mt-1 text-3xl font-extrabold text-slate-900 dark:text-white">
          {tokens}
        </p>
        <Link to="/subscription" className={LINK_CLASS_NAME}>
          {t('dashboard.tokens.buyMore')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </SummaryCard>
    </div>
  );
}
