import { SEARCH_KEYWORD_MAX_LENGTH, searchBodySchema } from '@kiddo/contracts';
import { Bot, MessageCircle, Search, SearchX } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/format-date';
import { translateFormMessage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { useSearchConversationsQuery } from '../api/search-conversations';
import { HighlightedSnippet } from './highlighted-snippet';
import { LoadErrorPanel, LoadingPanel } from './history-panels';

export interface ConversationSearchProps {
  /** Only this child's conversations; all the children's when absent. */
  childId?: string;
  title: string;
  description: string;
}

/**
 * Searches the words of the conversations (POST /parent/conversations/search) and lists the
 * messages that matched, the matching words marked, each leading to its conversation.
 */
export function ConversationSearch({ childId, title, description }: ConversationSearchProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string>();
  const search = useSearchConversationsQuery(keyword, childId);
  const results = search.data;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The API's own rule (at least 2 characters after trimming), checked before asking.
    const parsed = searchBodySchema.shape.keyword.safeParse(input);
    if (!parsed.success) {
      setError(translateFormMessage(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    setKeyword(parsed.data);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Search className="size-5 text-violet-700 dark:text-violet-300" aria-hidden="true" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023; the role says the same */}
      <form role="search" aria-labelledby={headingId} onSubmit={onSubmit} noValidate className="mt-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            type="search"
            label={t('history.search.label')}
            placeholder={t('history.search.placeholder')}
            value={input}
            maxLength={SEARCH_KEYWORD_MAX_LENGTH}
            onChange={(event) => setInput(event.target.value)}
            error={error}
            className="flex-1"
          />
          <Button type="submit" className="sm:mt-7" isLoading={search.isFetching}>
            {!search.isFetching && <Search className="size-4" aria-hidden="true" />}
            {t('history.search.submit')}
          </Button>
        </div>
      </form>

      <div aria-live="polite" className="mt-4">
        {search.isPending && search.fetchStatus === 'fetching' && (
          <LoadingPanel message={t('history.search.searching')} />
        )}
        {search.isError && (
          <LoadErrorPanel
            error={search.error}
            title={t('history.search.error')}
            onRetry={() => void search.refetch()}
          />
        )}
        {results && results.length === 0 && (
          <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-4 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
            <SearchX className="size-5 shrink-0" aria-hidden="true" />
            {t('history.search.empty', { keyword })}
          </p>
        )}
        {results && results.length > 0 && (
          <>
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('history.search.count', { count: results.length, keyword })}
            </p>
            <ul className="mt-3 space-y-3">
              {results.map((result) => {
                const SenderIcon = result.sender === 'ai' ? Bot : MessageCircle;
                return (
                  <li key={result.message_id}>
                    <Link
                      to={`/history/${encodeURIComponent(result.child.id)}/conversations/${encodeURIComponent(result.conversation_id)}#message-${encodeURIComponent(result.message_id)}`}
                      className="block rounded-xl border border-slate-200 p-4 transition-colors hover:border-violet-300 hover:bg-violet-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 dark:border-slate-700 dark:hover:border-violet-700 dark:hover:bg-violet-950/40"
                    >
                      <span className="block font-semibold text-slate-900 dark:text-white">
                        {result.conversation_title}
                      </span>
                      <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-400">
                        <SenderIcon className="size-3.5" aria-hidden="true" />
                        <span>{result.sender === 'ai' ? t('history.sender.ai') : result.child.name}</span>
                        <span aria-hidden="true">·</span>
                        <time dateTime={result.timestamp}>{formatDateTime(result.timestamp, language)}</time>
                      </span>
                      <span className="mt-2 block text-sm text-slate-800 dark:text-slate-200">
                        <HighlightedSnippet parts={result.snippet} />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
