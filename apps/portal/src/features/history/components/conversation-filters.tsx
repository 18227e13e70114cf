import { CONVERSATION_CATEGORIES, chatHistoryQuerySchema, SEARCH_KEYWORD_MAX_LENGTH } from '@kiddo/contracts';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { HistoryFilters } from '../api/history-query-keys';

/** How long the keyword waits for the typing to pause before the list is asked again. */
export const KEYWORD_DEBOUNCE_MS = 400;

/** The search parameter of each filter, so that a filtered list can be bookmarked and shared. */
const PARAM_NAMES = { keyword: 'q', category: 'category', from: 'from', to: 'to' } as const satisfies Record<
  keyof HistoryFilters,
  string
>;

/** The filters the URL holds; a value the API would refuse (a bad day, an unknown category) is ignored. */
export function readHistoryFilters(params: URLSearchParams): HistoryFilters {
  const pick = <K extends keyof HistoryFilters>(key: K): HistoryFilters[K] | undefined => {
    const raw = params.get(PARAM_NAMES[key]);
    if (!raw) return undefined;
    const parsed = chatHistoryQuerySchema.shape[key].safeParse(raw);
    return parsed.success ? (parsed.data as HistoryFilters[K]) : undefined;
  };
  return { keyword: pick('keyword') || undefined, category: pick('category'), from: pick('from'), to: pick('to') };
}

/** The URL's search parameters with a change of filters applied (an empty value removes its parameter). */
export function writeHistoryFilters(params: URLSearchParams, change: Partial<HistoryFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as Array<[keyof HistoryFilters, string | undefined]>) {
    if (value) next.set(PARAM_NAMES[key], value);
    else next.delete(PARAM_NAMES[key]);
  }
  return next;
}

export function hasActiveFilters(filters: HistoryFilters): boolean {
  return Object.values(filters).some(Boolean);
}

export interface ConversationFiltersProps {
  filters: HistoryFilters;
  onChange: (change: Partial<HistoryFilters>) => void;
}

/** Keyword (applied when the typing pauses), topic category and a range of days over a child's history. */
export function ConversationFilters({ filters, onChange }: ConversationFiltersProps) {
  const { t } = useTranslation();
  const appliedKeyword = filters.keyword ?? '';
  const [keyword, setKeyword] = useState(appliedKeyword);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed from outside (back button, Clear): the box shows what the list is filtered by.
  useEffect(() => {
    setKeyword((current) => (current.trim() === appliedKeyword ? current : appliedKeyword));
  }, [appliedKeyword]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const applyKeyword = (value: string) => {
    clearTimeout(timer.current);
    onChange({ keyword: value.trim() || undefined });
  };

  const onKeywordChange = (value: string) => {
    setKeyword(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => applyKeyword(value), KEYWORD_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyKeyword(keyword);
  };

  const clear = () => {
    clearTimeout(timer.current);
    setKeyword('');
    onChange({ keyword: undefined, category: undefined, from: undefined, to: undefined });
  };

  const categoryOptions = [
    { value: '', label: t('history.filters.allCategories') },
    ...CONVERSATION_CATEGORIES.map((category) => ({ value: category, label: t(`history.categories.${category}`) })),
  ];

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023; the role says the same
    <form
      role="search"
      aria-label={t('history.filters.label')}
      onSubmit={onSubmit}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      {/* Two by two, then one row from 1280 px: beside the sidebar, a narrower row cut "Todas as categorias" and the dates. */}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="relative">
          <TextField
            type="search"
            label={t('history.filters.keyword')}
            placeholder={t('history.filters.keywordPlaceholder')}
            value={keyword}
            maxLength={SEARCH_KEYWORD_MAX_LENGTH}
            onChange={(event) => onKeywordChange(event.target.value)}
            className="[&_input]:pl-10"
          />
          <Search
            className="pointer-events-none absolute bottom-3 left-3 size-5 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
        </div>
        <SelectField
          label={t('history.filters.category')}
          options={categoryOptions}
          value={filters.category ?? ''}
          onChange={(event) => onChange({ category: (event.target.value || undefined) as HistoryFilters['category'] })}
        />
        <TextField
          type="date"
          label={t('history.filters.from')}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
        <TextField
          type="date"
          label={t('history.filters.to')}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </div>
      {hasActiveFilters(filters) && (
        <Button type="button" size="sm" variant="ghost" className="mt-3" onClick={clear}>
          <X className="size-4" aria-hidden="true" />
          {t('history.filters.clear')}
        </Button>
      )}
    </form>
  );
}
