import { TOPIC_MAX_LENGTH, TOPICS_MAX_COUNT } from '@kiddo/contracts';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { INPUT_CLASS_NAME } from '../../../components/ui/text-field';

type Notice = 'duplicate' | 'full' | null;

export interface TopicListFieldProps {
  label: string;
  hint?: string;
  value: string[];
  onChange: (topics: string[]) => void;
  onBlur?: () => void;
  /** An already translated message from the form or the server. */
  error?: string;
  tone?: 'default' | 'blocked';
}

/**
 * A list of topics: typed in, added by Enter or the Add button, shown as removable chips. Blank
 * entries are ignored, and so is a topic already on the list (ignoring case, as the API does).
 * The group is named by its legend, so "Adicionar" is told apart by the list it belongs to.
 */
export function TopicListField({ label, hint, value, onChange, onBlur, error, tone = 'default' }: TopicListFieldProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const legendId = `${baseId}-legend`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const noticeId = `${baseId}-notice`;
  const errorId = error ? `${baseId}-error` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const isFull = value.length >= TOPICS_MAX_COUNT;

  const add = () => {
    const topic = draft.trim();
    if (!topic) {
      setDraft('');
      return;
    }
    if (isFull) {
      setNotice('full');
      return;
    }
    const key = topic.toLocaleLowerCase();
    if (value.some((item) => item.toLocaleLowerCase() === key)) {
      setNotice('duplicate');
      return;
    }
    onChange([...value, topic]);
    setDraft('');
    setNotice(null);
  };

  const remove = (topic: string) => {
    onChange(value.filter((item) => item !== topic));
    setNotice(null);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault(); // Enter adds the topic; it must not submit the form.
    add();
  };

  const noticeText =
    notice === 'duplicate'
      ? t('children.form.topics.duplicate')
      : notice === 'full' || isFull
        ? t('children.form.topics.full', { max: TOPICS_MAX_COUNT })
        : '';

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend id={legendId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </legend>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <div className="space-y-1">
        <div className="flex gap-2">
          <input
            ref={inputRef}
            type="text"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (notice === 'duplicate') setNotice(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            maxLength={TOPIC_MAX_LENGTH}
            enterKeyHint="done"
            placeholder={t('children.form.topics.placeholder')}
            aria-labelledby={legendId}
            aria-describedby={[errorId, hintId, noticeId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            className={cn(INPUT_CLASS_NAME, 'min-w-0 flex-1')}
          />
          <Button variant="outline" onClick={add} disabled={isFull} className="shrink-0 px-3 sm:px-4">
            <Plus className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('children.form.topics.add')}</span>
          </Button>
        </div>
        <p id={noticeId} role="status" className="text-xs font-medium text-amber-800 dark:text-amber-300">
          {noticeText}
        </p>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((topic) => (
            <li
              key={topic}
              className={cn(
                'inline-flex max-w-full items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium',
                tone === 'blocked'
                  ? 'bg-red-50 text-red-900 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-100 dark:ring-red-800'
                  : 'bg-violet-50 text-violet-900 ring-1 ring-violet-200 dark:bg-violet-950 dark:text-violet-100 dark:ring-violet-800',
              )}
            >
              <span className="truncate">{topic}</span>
              <button
                type="button"
                onClick={() => remove(topic)}
                aria-label={t('children.form.topics.remove', { topic })}
                title={t('children.form.topics.remove', { topic })}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-violet-600 dark:hover:bg-white/10"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('children.form.topics.empty')}</p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
