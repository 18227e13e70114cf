import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicExpansions } from '../api/get-topic-expansion';

/** Terms shown per topic before "show all": enough to understand the concept without a wall of chips. */
const TERMS_SHOWN = 12;

interface BlockedTopicTermsProps {
  topics: readonly string[];
  /** Terms saved or edited per topic; a topic missing here shows the server's expansion. */
  value: Readonly<Record<string, string[]>> | undefined;
  onChange: (value: Record<string, string[]>) => void;
}

/**
 * "Also blocks: T-rex, velociraptor, 🦖…" under each blocked topic (issue 13): the parent sees
 * what a topic covers and may remove an item. A topic saved before keeps its saved list; a new
 * one shows its concept from the server until the parent edits it.
 */
export function BlockedTopicTerms({ topics, value, onChange }: BlockedTopicTermsProps) {
  const { t } = useTranslation();
  const unsaved = topics.filter((topic) => value?.[topic] === undefined);
  const expansions = useTopicExpansions(unsaved);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const termsOf = (topic: string): string[] | undefined => value?.[topic] ?? expansions[unsaved.indexOf(topic)]?.data;

  const removeTerm = (topic: string, term: string) => {
    const current = termsOf(topic) ?? [];
    onChange({ ...value, [topic]: current.filter((item) => item !== term) });
  };

  const rows = topics
    .map((topic) => ({ topic, terms: termsOf(topic) }))
    .filter((row): row is { topic: string; terms: string[] } => row.terms !== undefined && row.terms.length > 0);
  if (rows.length === 0) return null;

  return (
    <div className="mt-3 space-y-3" data-testid="blocked-topic-terms">
      {rows.map(({ topic, terms }) => {
        const isOpen = expanded.has(topic);
        const shown = isOpen ? terms : terms.slice(0, TERMS_SHOWN);
        return (
          <div key={topic} className="rounded-xl bg-red-50/60 p-3 text-sm dark:bg-red-950/40">
            <p className="font-medium text-red-900 dark:text-red-100">
              {t('children.form.topics.alsoBlocks', { topic })}
            </p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {shown.map((term) => (
                <li
                  key={term}
                  className="inline-flex items-center gap-0.5 rounded-full bg-white py-0.5 pr-0.5 pl-2.5 text-xs text-red-900 ring-1 ring-red-200 dark:bg-slate-900 dark:text-red-100 dark:ring-red-800"
                >
                  <span>{term}</span>
                  <button
                    type="button"
                    onClick={() => removeTerm(topic, term)}
                    aria-label={t('children.form.topics.removeTerm', { term, topic })}
                    title={t('children.form.topics.removeTerm', { term, topic })}
                    className="inline-flex size-6 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-violet-600 dark:hover:bg-white/10"
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
            {terms.length > TERMS_SHOWN && (
              <button
                type="button"
                className="mt-2 text-xs font-semibold text-violet-700 underline underline-offset-2 dark:text-violet-300"
                aria-expanded={isOpen}
                onClick={() =>
                  setExpanded((previous) => {
                    const next = new Set(previous);
                    if (isOpen) next.delete(topic);
                    else next.add(topic);
                    return next;
                  })
                }
              >
                {isOpen
                  ? t('children.form.topics.showFewer')
                  : t('children.form.topics.showAll', { count: terms.length })}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
