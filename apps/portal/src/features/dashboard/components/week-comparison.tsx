import { Coins, type LucideIcon, MessageSquare, MessagesSquare, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language';
import type { Dashboard } from '../api/get-dashboard';
import { DashboardSection } from './dashboard-section';

export type TrendDirection = 'up' | 'down' | 'same';

/** How this week compares with the last: the direction and, when last week had any, the change in percent. */
export function compareWeeks(current: number, previous: number): { direction: TrendDirection; percent: number | null } {
  if (current === previous) return { direction: 'same', percent: 0 };
  const direction = current > previous ? 'up' : 'down';
  if (previous === 0) return { direction, percent: null };
  return { direction, percent: Math.round((Math.abs(current - previous) / previous) * 100) };
}

const TREND_STYLES: Record<TrendDirection, { icon: LucideIcon; className: string }> = {
  up: { icon: TrendingUp, className: 'text-violet-700 dark:text-violet-300' },
  down: { icon: TrendingDown, className: 'text-amber-800 dark:text-amber-300' },
  same: { icon: Minus, className: 'text-slate-600 dark:text-slate-400' },
};

/**
 * This week (the last 7 days) against the 7 days before, for conversations, messages and tokens
 * spent, each with an up or down sign and the change in words; the totals ever beneath.
 */
export function WeekComparison({ stats }: { stats: Dashboard['stats'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const figures: Array<{
    key: string;
    icon: LucideIcon;
    label: string;
    current: number;
    previous: number;
    total: number;
  }> = [
    {
      key: 'chats',
      icon: MessagesSquare,
      label: t('dashboard.week.chats'),
      current: stats.chats_this_week,
      previous: stats.chats_last_week,
      total: stats.total_chats,
    },
    {
      key: 'messages',
      icon: MessageSquare,
      label: t('dashboard.week.messages'),
      current: stats.messages_this_week,
      previous: stats.messages_last_week,
      total: stats.total_messages,
    },
    {
      key: 'tokens',
      icon: Coins,
      label: t('dashboard.week.tokens'),
      current: stats.tokens_this_week,
      previous: stats.tokens_last_week,
      total: stats.tokens_used,
    },
  ];

  return (
    <DashboardSection title={t('dashboard.week.title')} description={t('dashboard.week.description')}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {figures.map(({ key, icon: Icon, label, current, previous, total }) => {
          const { direction, percent } = compareWeeks(current, previous);
          const { icon: TrendIcon, className } = TREND_STYLES[direction];
          const previousText = formatNumber(previous, language);
          const trendText =
            direction === 'same'
              ? t('dashboard.week.same', { previous: previousText })
              : percent === null
                ? t(`dashboard.week.${direction}FromZero`, { previous: previousText })
                : t(`dashboard.week.${direction}`, { percent, previous: previousText });
          return (
            <li key={key} data-testid={`week-${key}`} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </p>
              <p className="mt-1 text-3xl font-extrabold text-slate-900 dark:text-white">
                {formatNumber(current, language)}
              </p>
              <p className={cn('mt-1 flex items-start gap-1.5 text-sm font-medium', className)}>
                <TrendIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{trendText}</span>
              </p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {t('dashboard.week.total', { total: formatNumber(total, language) })}
              </p>
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
