import type { Notification, NotificationKind } from '@kiddo/contracts';
import {
  ArrowRight,
  Bell,
  BellOff,
  CheckCheck,
  Coins,
  CreditCard,
  HeartHandshake,
  type LucideIcon,
  ShieldAlert,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { describeApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import type { Dashboard } from '../api/get-dashboard';
import { useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '../api/mark-notification-read';
import { DashboardSection } from './dashboard-section';

const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  safety: ShieldAlert,
  care: HeartHandshake,
  low_tokens: Coins,
  subscription: CreditCard,
};

/** The unread notifications (the server writes their texts), the urgent ones marked; each can be marked read. */
export function NotificationsPanel({ notifications }: { notifications: Dashboard['notifications'] }) {
  const { t } = useTranslation();
  const markAllRead = useMarkAllNotificationsReadMutation();
  const { items, unread_count: unreadCount } = notifications;

  const onMarkAllRead = () =>
    markAllRead.mutate(undefined, {
      onSuccess: () => toast.success(t('dashboard.notifications.allMarked')),
      onError: (error) => toast.error(describeApiError(error, () => t('dashboard.notifications.markError'))),
    });

  return (
    <DashboardSection
      title={
        <>
          <Bell className="size-5 text-violet-700 dark:text-violet-300" aria-hidden="true" />
          {t('dashboard.notifications.title')}
          {unreadCount > 0 && (
            <>
              <span aria-hidden="true" className="rounded-full bg-violet-600 px-2 py-0.5 text-xs font-bold text-white">
                {unreadCount}
              </span>{' '}
              <span className="sr-only">({t('dashboard.notifications.unread', { count: unreadCount })})</span>
            </>
          )}
        </>
      }
      actions={
        items.length > 0 && (
          <Button size="sm" variant="outline" onClick={onMarkAllRead} isLoading={markAllRead.isPending}>
            {!markAllRead.isPending && <CheckCheck className="size-4" aria-hidden="true" />}
            {t('dashboard.notifications.markAllRead')}
          </Button>
        )
      }
    >
      {items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-4 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <BellOff className="size-5 shrink-0" aria-hidden="true" />
          {t('dashboard.notifications.empty')}
        </p>
      ) : (
        <>
          <ul className="space-y-3">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
          {unreadCount > items.length && (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {t('dashboard.notifications.more', { count: unreadCount - items.length })}
            </p>
          )}
        </>
      )}
    </DashboardSection>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const markRead = useMarkNotificationReadMutation();
  const Icon = KIND_ICONS[notification.kind];
  const isUrgent = notification.is_urgent;

  const onMarkRead = () =>
    markRead.mutate(notification.id, {
      onError: (error) => toast.error(describeApiError(error, () => t('dashboard.notifications.markError'))),
    });

  return (
    <li
      aria-labelledby={titleId}
      data-urgent={isUrgent || undefined}
      className={cn(
        'flex gap-3 rounded-xl border p-4',
        isUrgent
          ? 'border-red-300 border-l-4 border-l-red-600 bg-red-50 dark:border-red-800 dark:border-l-red-500 dark:bg-red-950/60'
          : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
      )}
    >
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          isUrgent ? 'bg-red-600 text-white' : 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {isUrgent && (
            <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
              {t('dashboard.notifications.urgent')}
            </span>
          )}
          <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
            {notification.title}
          </h3>
        </div>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{notification.text}</p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {notification.child_name && (
            <>
              {notification.child_name}
              <span aria-hidden="true"> · </span>
            </>
          )}
          <time dateTime={notification.created_at}>{formatDateTime(notification.created_at, language)}</time>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to={notification.link}
            aria-describedby={titleId}
            className={buttonClassName({ size: 'sm', variant: isUrgent ? 'danger' : 'primary' })}
          >
            {t('dashboard.notifications.open')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Button
            size="sm"
            variant="ghost"
            aria-describedby={titleId}
            onClick={onMarkRead}
            isLoading={markRead.isPending}
          >
            {!markRead.isPending && <CheckCheck className="size-4" aria-hidden="true" />}
            {t('dashboard.notifications.markRead')}
          </Button>
        </div>
      </div>
    </li>
  );
}
