import type { HistoryMessage } from '@kiddo/contracts';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatDate, formatTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';

export interface MessageListProps {
  messages: HistoryMessage[];
  childName: string;
  /** The message a search result pointed at: scrolled to and outlined. */
  highlightedId?: string;
}

/** The id of a message's element, the target of a search result's link (#message-{id}). */
export function messageElementId(messageId: string): string {
  return `message-${messageId}`;
}

/**
 * A conversation as the child saw it (spec §2): the child's messages on the left, Kiddo's on the
 * right, each with its time, a line for each new day. A message the safety layer refused is marked
 * with its reason in words, and the scripted reply that answered it as Kiddo's safe redirect.
 */
export function MessageList({ messages, childName, highlightedId }: MessageListProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  let previousDay = '';

  return (
    <ol className="space-y-4">
      {messages.map((message) => {
        const day = formatDate(message.timestamp, language);
        const isNewDay = day !== previousDay;
        previousDay = day;
        const isKid = message.sender === 'kid';
        const isRefused = isKid && message.safety_category !== null;
        const isSafeRedirect = !isKid && message.safety_category !== null;
        return (
          <li key={message.id} id={messageElementId(message.id)} className="scroll-mt-24">
            {isNewDay && (
              <p className="mb-4 flex items-center gap-3 text-xs font-semibold text-slate-600 dark:text-slate-400">
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" aria-hidden="true" />
                <time dateTime={message.timestamp.slice(0, 10)}>{day}</time>
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" aria-hidden="true" />
              </p>
            )}
            <div className={cn('flex', isKid ? 'justify-start' : 'justify-end')}>
              <div
                data-testid={isRefused ? 'refused-message' : isSafeRedirect ? 'safe-redirect' : undefined}
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-3 shadow-sm sm:max-w-[70%]',
                  isKid ? 'rounded-bl-md' : 'rounded-br-md',
                  isRefused
                    ? 'border-2 border-red-400 bg-red-50 text-slate-900 dark:border-red-700 dark:bg-red-950 dark:text-red-50'
                    : isSafeRedirect
                      ? 'border-2 border-emerald-400 bg-emerald-50 text-slate-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50'
                      : isKid
                        ? 'border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100'
                        : 'bg-violet-600 text-white dark:bg-violet-700',
                  highlightedId === message.id && 'ring-4 ring-amber-400',
                )}
              >
                <p
                  className={cn(
                    'flex items-center gap-2 text-xs font-semibold',
                    isKid || isRefused || isSafeRedirect ? 'text-slate-600 dark:text-slate-300' : 'text-violet-100',
                  )}
                >
                  <span>{isKid ? childName : t('history.sender.ai')}</span>
                  <time dateTime={message.timestamp} className="font-normal">
                    {formatTime(message.timestamp, language)}
                  </time>
                </p>
                {isRefused && message.safety_category && (
                  <p className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-red-800 dark:text-red-200">
                    <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span>
                      {t('history.safety.refused', {
                        reason: t(`history.safety.reasons.${message.safety_category}`),
                      })}
                    </span>
                  </p>
                )}
                {isSafeRedirect && (
                  <p className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-emerald-800 dark:text-emerald-200">
                    <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span>{t('history.safety.redirect')}</span>
                  </p>
                )}
                <p className="mt-1 break-words whitespace-pre-wrap">{message.content}</p>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
