import type { HistoryChat } from '@kiddo/contracts';
import { ArrowLeft, ChevronDown, MessagesSquare, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { describeApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useDeleteConversationMutation } from '../api/delete-conversation';
import { useChatHistoryQuery } from '../api/get-chat-history';
import { useConversationsOverviewQuery } from '../api/get-conversations-overview';
import type { HistoryFilters } from '../api/history-query-keys';
import { ConversationCard } from '../components/conversation-card';
import {
  ConversationFilters,
  hasActiveFilters,
  readHistoryFilters,
  writeHistoryFilters,
} from '../components/conversation-filters';
import { ConversationSearch } from '../components/conversation-search';
import { LoadErrorPanel, LoadingPanel } from '../components/history-panels';
import { SummaryDialog } from '../components/summary-dialog';

/** The path of a conversation's full view. */
export function conversationPath(childId: string, conversationId: string): string {
  return `/history/${encodeURIComponent(childId)}/conversations/${encodeURIComponent(conversationId)}`;
}

/**
 * /history/{childId} (spec §2): the child's conversations, newest first, filtered by keyword,
 * category and days (kept in the URL), page by page; each with its summary, export and delete.
 * Below, a search through the words of the child's messages.
 */
export function ChildHistoryPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { childId = '' } = useParams();
  const listHeadingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readHistoryFilters(searchParams);
  const overview = useConversationsOverviewQuery();
  const history = useChatHistoryQuery(childId, filters);
  const deleteConversation = useDeleteConversationMutation();
  const [summaryChatId, setSummaryChatId] = useState<string | null>(null);
  const [chatToDelete, setChatToDelete] = useState<Pick<HistoryChat, 'id' | 'title'> | null>(null);

  const child = overview.data?.find((item) => item.child.id === childId)?.child;
  const chats = history.data?.pages.flatMap((page) => page.chats);
  // The modal follows the list's copy, so a summary written meanwhile shows at once.
  const summaryChat = chats?.find((chat) => chat.id === summaryChatId) ?? null;
  const isFiltered = hasActiveFilters(filters);

  const changeFilters = (change: Partial<HistoryFilters>) =>
    setSearchParams((current) => writeHistoryFilters(current, change), { replace: true });

  const confirmDelete = () => {
    if (!chatToDelete) return;
    deleteConversation.mutate(chatToDelete.id, {
      onSuccess: () => {
        setChatToDelete(null);
        toast.success(t('history.delete.success'));
      },
      onError: (error) => toast.error(describeApiError(error, () => t('history.delete.error'))),
    });
  };

  const title = child ? child.name : t('history.child.title');

  return (
    <>
      <title>{`${title} · ${t('history.title')} · Kiddo`}</title>
      <Link
        to="/history"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-violet-700 hover:underline dark:text-violet-300"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('history.backToHistory')}
      </Link>

      <div className="mb-6 flex items-center gap-4">
        {child && <PersonAvatar name={child.name} src={child.avatar_url} className="size-16 text-xl" />}
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
            {title}
          </h1>
          {child && (
            <>
              <p className="mt-0.5 text-slate-600 dark:text-slate-400">
                <span className="font-medium text-violet-700 dark:text-violet-300">@{child.username}</span>
                <span aria-hidden="true"> · </span>
                {t('history.conversationCount', { count: child.conversation_count })}
              </p>
              {child.last_activity && (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('history.lastActivity', { date: formatDateTime(child.last_activity, language) })}
                </p>
              )}
            </>
          )}
        </div>
      </div>

      <div className="space-y-8">
        <ConversationFilters filters={filters} onChange={changeFilters} />

        <section aria-labelledby={listHeadingId} aria-busy={history.isFetching}>
          <h2 id={listHeadingId} className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
            {t('history.child.listTitle')}
          </h2>

          {history.isPending && <LoadingPanel message={t('history.loading')} />}
          {history.isError && !chats && <LoadErrorPanel error={history.error} onRetry={() => void history.refetch()} />}

          {chats && chats.length === 0 && (
            <EmptyState
              icon={isFiltered ? SearchX : MessagesSquare}
              title={isFiltered ? t('history.child.noMatchTitle') : t('history.child.emptyTitle')}
              description={isFiltered ? t('history.child.noMatchText') : t('history.child.emptyText')}
              action={
                isFiltered ? (
                  <Button
                    variant="outline"
                    onClick={() =>
                      changeFilters({ keyword: undefined, category: undefined, from: undefined, to: undefined })
                    }
                  >
                    {t('history.filters.clear')}
                  </Button>
                ) : (
                  <Link to="/history" className={buttonClassName({ variant: 'outline' })}>
                    {t('history.backToHistory')}
                  </Link>
                )
              }
            />
          )}

          {chats && chats.length > 0 && (
            <>
              <ul className="space-y-4">
                {chats.map((chat) => (
                  <li key={chat.id}>
                    <ConversationCard
                      chat={chat}
                      conversationPath={conversationPath(childId, chat.id)}
                      onShowSummary={(item) => setSummaryChatId(item.id)}
                      onDelete={(item) => setChatToDelete({ id: item.id, title: item.title })}
                    />
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex flex-col items-center gap-2">
                <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
                  {t('history.child.shown', { count: chats.length })}
                </p>
                {history.hasNextPage && (
                  <Button
                    variant="outline"
                    onClick={() => void history.fetchNextPage()}
                    isLoading={history.isFetchingNextPage}
                  >
                    {!history.isFetchingNextPage && <ChevronDown className="size-4" aria-hidden="true" />}
                    {t('history.child.loadMore')}
                  </Button>
                )}
                {history.isFetchNextPageError && (
                  <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
                    {describeApiError(history.error, () => t('history.loadError'))}
                  </p>
                )}
              </div>
            </>
          )}
        </section>

        <ConversationSearch
          childId={childId}
          title={t('history.search.childTitle')}
          description={
            child ? t('history.search.childText', { name: child.name }) : t('history.search.childTextFallback')
          }
        />
      </div>

      <SummaryDialog
        chat={summaryChat}
        conversationPath={summaryChat ? conversationPath(childId, summaryChat.id) : undefined}
        onClose={() => setSummaryChatId(null)}
      />
      <ConfirmDialog
        isOpen={chatToDelete !== null}
        title={t('history.delete.title')}
        description={t('history.delete.text', { title: chatToDelete?.title ?? '' })}
        confirmLabel={t('history.delete.confirm')}
        cancelLabel={t('history.delete.cancel')}
        isLoading={deleteConversation.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setChatToDelete(null)}
      />
    </>
  );
}
