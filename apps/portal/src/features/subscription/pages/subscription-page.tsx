import { Coins, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/session';

/** /subscription: the parent's plan and token balance. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isPro = user.plan === 'pro';
  return (
    <>
      <title>{`${t('subscription.title')} · Kiddo`}</title>
      <PageHeader title={t('subscription.title')} description={t('subscription.description')} />
      <div className="mb-6 grid gap-6 sm:grid-cols-2">
        <Card>
          <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t('subscription.status')}</p>
          <p className="mt-1 flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
            <Crown className="size-5 text-amber-600" aria-hidden="true" />
            {isPro ? t('plan.pro') : t('plan.none')}
          </p>
        </Card>
        <Card>
          <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t('dashboard.tokens.label')}</p>
          <p className="mt-1 flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
            <Coins className="size-5 text-violet-700 dark:text-violet-300" aria-hidden="true" />
            {user.tokens}
          </p>
        </Card>
      </div>
      {!isPro && (
        <EmptyState icon={Crown} title={t('subscription.empty.title')} description={t('subscription.empty.text')} />
      )}
    </>
  );
}
