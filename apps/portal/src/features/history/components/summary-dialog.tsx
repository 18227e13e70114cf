import type { ConversationSummary, HistoryChat } from '@kiddo/contracts';
import { Download, Eye, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useExportConversationMutation } from '../api/export-conversation';
import { useGenerateSummaryMutation } from '../api/generate-summary';
import { CategoryBadge } from './conversation-badges';

export interface SummaryDialogProps {
  /** The conversation as a list or the conversation view holds it; null when the dialog is closed. */
  chat: HistoryChat | null;
  /** Where "View full conversation" leads; omitted on the conversation view itself. */
  conversationPath?: string;
  onClose: () => void;
}

/**
 * The summary modal (spec §2): title, summary (or "not available"), total messages, date and the
 * latest message; close, view the whole conversation, export. A conversation with no summary yet
 * gets one on opening, and "Generate again" writes a new one.
 */
export function SummaryDialog({ chat, conversationPath, onClose }: SummaryDialogProps) {
  if (!chat) return null;
  // Keyed by the conversation: another conversation starts with a fresh request state.
  return <SummaryDialogPanel key={chat.id} chat={chat} conversationPath={conversationPath} onClose={onClose} />;
}

function SummaryDialogPanel({ chat, conversationPath, onClose }: SummaryDialogProps & { chat: HistoryChat }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const generate = useGenerateSummaryMutation();
  const exportConversation = useExportConversationMutation();
  const headingId = useId();
  const hasRequested = useRef(false);
  const generated: ConversationSummary | undefined = generate.data;

  const summary = generated?.summary ?? chat.summary;
  const category = generated?.category ?? chat.category;
  const messageCount = generated?.message_count ?? chat.messageCount;
  const latestMessage = generated ? generated.latest_message : chat.latest_message;
  const { mutate } = generate;

  // The first opening of a conversation that has no summary yet writes one (once, even under StrictMode).
  useEffect(() => {
    if (chat.summary || hasRequested.current) return;
    hasRequested.current = true;
    mutate(chat.id);
  }, [chat.id, chat.summary, mutate]);

  const onExport = () => {
    exportConversation.mutate(
      { conversationId: chat.id, format: 'txt' },
      {
        onSuccess: () => toast.success(t('history.export.success')),
        onError: (error) => toast.error(describeApiError(error, () => t('history.export.error'))),
      },
    );
  };

  return (
    <Dialog
      isOpen
      size="lg"
      title={t('history.summary.title')}
      description={<span className="font-semibold text-slate-900 dark:text-slate-100">{chat.title}</span>}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('history.summary.close')}
          </Button>
          <Button variant="outline" onClick={onExport} isLoading={exportConversation.isPending}>
            {!exportConversation.isPending && <Download className="size-4" aria-hidden="true" />}
            {t('history.summary.export')}
          </Button>
          {conversationPath && (
            <Link to={conversationPath} className={buttonClassName()} onClick={onClose}>
              <Eye className="size-4" aria-hidden="true" />
              {t('history.summary.viewConversation')}
            </Link>
          )}
        </>
      }
    >
      <div className="space-y-4">
        <section aria-labelledby={headingId} aria-busy={generate.isPending}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={headingId} className="text-sm font-semibold text-slate-600 dark:text-slate-400">
              {t('history.summary.heading')}
            </h3>
            <CategoryBadge category={category} />
          </div>
          <div aria-live="polite" className="mt-2">
            {generate.isPending ? (
              <p role="status" className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
                <Spinner className="size-5" />
                {t('history.summary.generating')}
              </p>
            ) : summary ? (
              <p className="whitespace-pre-line text-slate-900 dark:text-slate-100">{summary}</p>
            ) : (
              <p className="text-slate-600 italic dark:text-slate-400">{t('history.summary.notAvailable')}</p>
            )}
          </div>
          {generate.isError && (
            <Alert tone="error" role="alert" className="mt-3">
              <p>{describeApiError(generate.error, () => t('history.summary.error'))}</p>
            </Alert>
          )}
          {generated?.source === 'extractive' && !generate.isPending && (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('history.summary.extractive')}</p>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="mt-2 -ml-3 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            // aria-disabled, not disabled: the button keeps the focus while the summary is written.
            aria-disabled={generate.isPending || undefined}
            onClick={() => {
              if (!generate.isPending) generate.mutate(chat.id);
            }}
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            {summary || generate.isError ? t('history.summary.regenerate') : t('history.summary.generate')}
          </Button>
        </section>

        <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2 dark:bg-slate-800/60">
          <div>
            <dt className="font-medium text-slate-600 dark:text-slate-400">{t('history.summary.totalMessages')}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 dark:text-slate-100">{messageCount}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600 dark:text-slate-400">{t('history.summary.date')}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 dark:text-slate-100">
              {formatDateTime(chat.date, language)}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-600 dark:text-slate-400">{t('history.summary.latestMessage')}</dt>
            <dd className="mt-0.5 text-slate-900 dark:text-slate-100">
              {latestMessage ? (
                <>
                  <span className="line-clamp-3">{latestMessage.content}</span>
                  <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                    {formatDateTime(latestMessage.timestamp, language)}
                  </span>
                </>
              ) : (
                t('history.summary.noMessages')
              )}
            </dd>
          </div>
        </dl>
      </div>
    </Dialog>
  );
}
