import { ChevronRight, Search, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';
import { type ChildOverview, useConversationsOverviewQuery } from '../api/get-conversations-overview';
import { ConversationSearch } from '../components/conversation-search';
import { LoadErrorPanel, LoadingPanel } from '../components/history-panels';

/** Whether a child's name or username holds what the parent typed (case and accents ignored). */
function matchesChild({ child }: ChildOverview, query: string): boolean {
  const normalise = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = normalise(query.trim().replace(/^@/, ''));
  return normalise(child.name).includes(wanted) || normalise(child.username).includes(wanted);
}

/**
 * /history (spec §2): each child with avatar, name, @username, conversation count and last
 * activity, filtered by name or username as the parent types; a search through all conversations.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const listHeadingId = useId();
  const [query, setQuery] = useState('');
  const overview = useConversationsOverviewQuery();
  const children = overview.data;
  const visible = children?.filter((item) => matchesChild(item, query));

  return (
    <>
      <title>{`${t('history.title')} · Kiddo`}</title>
      <PageHeader title={t('history.title')} description={t('history.description')} />

      {overview.isPending && <LoadingPanel message={t('history.loading')} />}
      {overview.isError && <LoadErrorPanel error={overview.error} onRetry={() => void overview.refetch()} />}

      {children && children.length === 0 && (
        <EmptyState
          icon={Users}
          title={t('history.noChildren.title')}
          description={t('history.noChildren.text')}
          action={
            <Link to="/children" className={buttonClassName({ variant: 'outline' })}>
              <UserPlus className="size-4" aria-hidden="true" />
              {t('history.noChildren.action')}
            </Link>
          }
        />
      )}

      {children && children.length > 0 && visible && (
        <div className="space-y-8">
          <section aria-labelledby={listHeadingId}>
            <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <h2 id={listHeadingId} className="text-lg font-semibold text-slate-900 dark:text-white">
                {t('history.children.title')}
              </h2>
              <div className="relative sm:w-80">
                <TextField
                  type="search"
                  label={t('history.children.filter')}
                  placeholder={t('history.children.filterPlaceholder')}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  className="[&_input]:pl-10"
                />
                <Search
                  className="pointer-events-none absolute bottom-3 left-3 size-5 text-slate-500 dark:text-slate-400"
                  aria-hidden="true"
                />
              </div>
            </div>
            <p aria-live="polite" className="sr-only">
              {query.trim() ? t('history.children.shown', { count: visible.length }) : ''}
            </p>
            {visible.length === 0 ? (
              <p className="rounded-2xl border-2 border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
                {t('history.children.noMatch', { query: query.trim() })}
              </p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {visible.map(({ child }) => (
                  <li key={child.id} className="min-w-0">
                    <Link
                      to={`/history/${encodeURIComponent(child.id)}`}
                      className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-violet-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-violet-700"
                    >
                      <PersonAvatar name={child.name} src={child.avatar_url} className="size-14 text-lg" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-lg font-bold text-slate-900 dark:text-white">
                          {child.name}
                        </span>
                        <span className="block truncate text-sm font-medium text-violet-700 dark:text-violet-300">
                          @{child.username}
                        </span>
                        <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                          {t('history.conversationCount', { count: child.conversation_count })}
                        </span>
                        <span className="block text-xs text-slate-600 dark:text-slate-400">
                          {child.last_activity
                            ? t('history.lastActivity', { date: formatDateTime(child.last_activity, language) })
                            : t('history.noActivity')}
                        </span>
                      </span>
                      <ChevronRight
                        className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <ConversationSearch title={t('history.search.allTitle')} description={t('history.search.allText')} />
        </div>
      )}
    </>
  );
}
