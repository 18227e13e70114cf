import { CalendarClock, FileText, MessageSquare, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';

/*
 * What the conversation card (the history list) and the conversation page both show of a
 * conversation: when it was and how long, and the summary and delete buttons.
 */

/** The conversation's date-time and message count, each with its icon. */
export function ConversationWhen({ date, messageCount }: { date: string; messageCount: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <CalendarClock className="size-4" aria-hidden="true" />
        <time dateTime={date}>{formatDateTime(date, language)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <MessageSquare className="size-4" aria-hidden="true" />
        {t('history.messageCount', { count: messageCount })}
      </span>
    </>
  );
}

export function SummaryButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="outline" onClick={onClick}>
      <FileText className="size-4" aria-hidden="true" />
      {t('history.actions.summary')}
    </Button>
  );
}

export function DeleteConversationButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="ghost"
      className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
      onClick={onClick}
    >
      <Trash2 className="size-4" aria-hidden="true" />
      {t('history.actions.delete')}
    </Button>
  );
}
