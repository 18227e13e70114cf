import type { HistoryChat } from '@kiddo/contracts';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { CategoryBadge, RefusedBadge } from './conversation-badges';
import { ConversationWhen, DeleteConversationButton, SummaryButton } from './conversation-facts';
import { ExportButtons } from './export-buttons';

export interface ConversationCardProps {
  chat: HistoryChat;
  conversationPath: string;
  onShowSummary: (chat: HistoryChat) => void;
  onDelete: (chat: HistoryChat) => void;
}

/**
 * One conversation in a child's history (spec §2): title, date-time, message count, a two-line
 * summary preview, its category, whether the safety layer refused messages in it, and its actions.
 */
export function ConversationCard({ chat, conversationPath, onShowSummary, onDelete }: ConversationCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 id={titleId} className="min-w-0 text-base font-bold text-slate-900 sm:text-lg dark:text-white">
          <Link
            to={conversationPath}
            className="break-words hover:text-violet-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 dark:hover:text-violet-300"
          >
            {chat.title}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-1.5 sm:justify-end">
          <CategoryBadge category={chat.category} />
          <RefusedBadge count={chat.refused_count} />
        </div>
      </div>

      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <ConversationWhen date={chat.date} messageCount={chat.messageCount} />
      </p>

      <p
        data-testid="summary-preview"
        className={
          chat.summary
            ? 'mt-3 line-clamp-2 text-slate-800 dark:text-slate-200'
            : 'mt-3 line-clamp-2 text-slate-600 italic dark:text-slate-400'
        }
      >
        {chat.summary ?? t('history.summary.notYet')}
      </p>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <SummaryButton onClick={() => onShowSummary(chat)} />
        <Link to={conversationPath} className={buttonClassName({ size: 'sm', variant: 'outline' })}>
          <Eye className="size-4" aria-hidden="true" />
          {t('history.actions.view')}
        </Link>
        <DeleteConversationButton onClick={() => onDelete(chat)} />
      </div>
      <ExportButtons conversationId={chat.id} className="mt-3 border-t border-slate-100 pt-3 dark:border-slate-800" />
    </article>
  );
}
