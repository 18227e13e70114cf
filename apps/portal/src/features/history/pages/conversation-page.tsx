import { ArrowLeft, MessageSquareOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteConversationMutation } from '../api/delete-conversation';
import { useConversationQuery } from '../api/get-conversation';
import { CategoryBadge, RefusedBadge } from '../components/conversation-badges';
import { ConversationWhen, DeleteConversationButton, SummaryButton } from '../components/conversation-facts';
import { ExportButtons } from '../components/export-buttons';
import { LoadErrorPanel, LoadingPanel } from '../components/history-panels';
import { MessageList, messageElementId } from '../components/message-list';
import { SummaryDialog } from '../components/summary-dialog';

/** The message a link pointed at (#message-{id}, from a search result). */
function readTargetMessageId(hash: string): string | undefined {
  const prefix = `#${messageElementId('')}`;
  return hash.startsWith(prefix) ? decodeURIComponent(hash.slice(prefix.length)) : undefined;
}

/**
 * /history/{childId}/conversations/{conversationId} (spec §2): the whole conversation, with its
 * child, date, category, summary, export and delete; refused messages marked with their reason.
 */
export function ConversationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { childId = '', conversationId = '' } = useParams();
  const conversation = useConversationQuery(conversationId);
  const deleteConversation = useDeleteConversationMutation();
  const [isSummaryOpen, setIsSummaryOpen] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const targetMessageId = readTargetMessageId(hash);
  const childHistoryPath = `/history/${encodeURIComponent(childId)}`;
  const data = conversation.data;

  // A search result's link: bring its message into view once the conversation is on screen.
  useEffect(() => {
    if (!data || !targetMessageId) return;
    document.getElementById(messageElementId(targetMessageId))?.scrollIntoView?.({ block: 'center' });
  }, [data, targetMessageId]);

  const confirmDelete = () => {
    deleteConversation.mutate(conversationId, {
      onSuccess: () => {
        setIsDeleteOpen(false);
        toast.success(t('history.delete.success'));
        navigate(childHistoryPath, { replace: true });
      },
      onError: (error) => toast.error(describeApiError(error, () => t('history.delete.error'))),
    });
  };

  const backLink = (
    <Link
      to={childHistoryPath}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-violet-700 hover:underline dark:text-violet-300"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {data ? t('history.backToChildNamed', { name: data.chat.child.name }) : t('history.backToChild')}
    </Link>
  );

  if (conversation.isPending) {
    return (
      <>
        <title>{`${t('history.conversation.title')} · Kiddo`}</title>
        {backLink}
        <h1 className="sr-only">{t('history.conversation.title')}</h1>
        <LoadingPanel message={t('history.conversation.loading')} />
      </>
    );
  }

  if (conversation.isError) {
    const isNotFound = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <>
        <title>{`${t('history.conversation.title')} · Kiddo`}</title>
        {backLink}
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
          {t('history.conversation.title')}
        </h1>
        {isNotFound ? (
          <EmptyState
            icon={MessageSquareOff}
            title={t('history.conversation.notFoundTitle')}
            description={t('history.conversation.notFoundText')}
            action={
              <Link to={childHistoryPath} className={buttonClassName({ variant: 'outline' })}>
                {t('history.backToChild')}
              </Link>
            }
          />
        ) : (
          <LoadErrorPanel error={conversation.error} onRetry={() => void conversation.refetch()} />
        )}
      </>
    );
  }

  const { chat, messages } = conversation.data;
  return (
    <>
      <title>{`${chat.title} · ${t('history.conversation.title')} · Kiddo`}</title>
      {backLink}

      <header className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center gap-3">
          <PersonAvatar name={chat.child.name} src={chat.child.avatar_url} className="size-12" />
          <p className="min-w-0">
            <span className="block truncate font-semibold text-slate-900 dark:text-white">{chat.child.name}</span>
            <span className="block truncate text-sm text-violet-700 dark:text-violet-300">@{chat.child.username}</span>
          </p>
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-slate-50">
          {chat.title}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
          <ConversationWhen date={chat.date} messageCount={chat.messageCount} />
          <CategoryBadge category={chat.category} />
          <RefusedBadge count={chat.refused_count} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          <SummaryButton onClick={() => setIsSummaryOpen(true)} />
          <DeleteConversationButton onClick={() => setIsDeleteOpen(true)} />
          <ExportButtons conversationId={chat.id} className="sm:ml-auto" />
        </div>
      </header>

      <section aria-labelledby="conversation-messages-heading">
        <h2 id="conversation-messages-heading" className="sr-only">
          {t('history.conversation.messages')}
        </h2>
        {messages.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('history.conversation.noMessages')}</p>
        ) : (
          <MessageList messages={messages} childName={chat.child.name} highlightedId={targetMessageId} />
        )}
      </section>

      <SummaryDialog chat={isSummaryOpen ? chat : null} onClose={() => setIsSummaryOpen(false)} />
      <ConfirmDialog
        isOpen={isDeleteOpen}
        title={t('history.delete.title')}
        description={t('history.delete.text', { title: chat.title })}
        confirmLabel={t('history.delete.confirm')}
        cancelLabel={t('history.delete.cancel')}
        isLoading={deleteConversation.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setIsDeleteOpen(false)}
      />
    </>
  );
}
