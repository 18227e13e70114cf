import { errorMessage, type SubscriptionInfo } from '@kiddo/contracts';
import { Coins, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { formatDate } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';

/** Whether the parent may cancel: a renewing subscription (a cancelled one already ends at period end). */
export function canCancel(info: SubscriptionInfo): boolean {
  return info.pro_user && info.status === 'active' && !info.cancel_at_period_end;
}

/**
 * The parent's plan and balance (spec §2): pro or none, active or inactive and until when
 * ("Ativa — renova em …", "Cancelada — Super Kiddo até …"), the 30-day block after repeated
 * cancellations, the cancel button, and the token balance.
 */
export function SubscriptionOverview({ info, onCancel }: { info: SubscriptionInfo; onCancel: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const periodEnd = info.current_period_end ? formatDate(info.current_period_end, language) : null;
  const isCanceled = info.pro_user && (info.status === 'canceled' || info.cancel_at_period_end);

  let stateText: string;
  let note: string | null = null;
  if (!info.pro_user) {
    stateText = info.status === 'ended' ? t('subscription.state.ended') : t('subscription.state.inactive');
  } else if (isCanceled) {
    stateText = periodEnd
      ? t('subscription.state.canceled', { date: periodEnd })
      : t('subscription.state.canceledNoDate');
    note = periodEnd ? t('subscription.canceledNote', { date: periodEnd }) : t('subscription.canceledNoteNoDate');
  } else {
    stateText = periodEnd ? t('subscription.state.active', { date: periodEnd }) : t('subscription.state.activeNoDate');
    note = t('subscription.activeNote');
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card className="flex items-start gap-4">
        <span
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-xl',
            info.pro_user
              ? 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300'
              : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
          )}
        >
          <Crown className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t('subscription.status')}</h2>
          <div data-testid="subscription-status">
            <p className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
              {info.pro_user ? t('plan.pro') : t('plan.none')}
            </p>
            <p
              className={cn(
                'mt-2 inline-block rounded-lg px-3 py-1 text-sm font-semibold',
                !info.pro_user && 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
                info.pro_user &&
                  !isCanceled &&
                  'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
                isCanceled && 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
              )}
            >
              {stateText}
            </p>
          </div>
          {note && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{note}</p>}
          {canCancel(info) && (
            <Button
              variant="outline"
              size="sm"
              className="mt-4 border-red-200 text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950"
              onClick={onCancel}
            >
              {t('subscription.cancel.button')}
            </Button>
          )}
        </div>
      </Card>

      <Card className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
          <Coins className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">
            {t('subscription.balance.label')}
          </h2>
          <p data-testid="subscription-tokens" className="mt-1 text-3xl font-extrabold text-slate-900 dark:text-white">
            {info.tokens}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('subscription.balance.hint')}</p>
        </div>
      </Card>

      {info.checkout === 'test' && (
        <Alert tone="warning" className="md:col-span-2" title={t('subscription.testCheckout.title')}>
          <p>{t('subscription.testCheckout.text')}</p>
        </Alert>
      )}

      {info.blocked_until && (
        <Alert tone="warning" className="md:col-span-2">
          <p>{errorMessage('subscription_blocked', language)}</p>
          <p>{t('subscription.blockedUntil', { date: formatDate(info.blocked_until, language) })}</p>
        </Alert>
      )}
    </div>
  );
}
