import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

interface MessageBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The child's `max_message_length` (set by the parent). */
  maxLength: number;
  /** Sends the trimmed text; the page clears the box and gives the text back if it failed. */
  onSend: (content: string) => void;
  /** A reply is still coming: the child may type, not send. */
  isBusy: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * Where the child writes: a live counter against the parent's limit, and a send button that
 * stays off while the box is empty or the text is too long. Enter sends, Shift+Enter breaks
 * the line.
 */
export function MessageBox({ value, onChange, maxLength, onSend, isBusy, textareaRef }: MessageBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const length = value.length;
  const isTooLong = length > maxLength;
  const canSend = value.trim() !== '' && !isTooLong && !isBusy;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (canSend) onSend(value.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Not while an input method is composing a character (Enter confirms it there).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="grid grid-cols-[1fr_auto] items-end gap-x-2">
      <div className="min-w-0">
        <label htmlFor={`${id}-text`} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textareaRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          placeholder={t('composer.placeholder')}
          aria-invalid={isTooLong ? true : undefined}
          aria-describedby={`${id}-counter ${id}-too-long`}
          className={cn(
            'block max-h-40 min-h-14 w-full resize-none rounded-3xl border-2 bg-white px-4 py-3.5 text-base outline-none [field-sizing:content] sm:text-lg',
            'focus:ring-4',
            isTooLong
              ? 'border-rose-400 focus:border-rose-500 focus:ring-rose-200'
              : 'border-violet-200 focus:border-violet-500 focus:ring-violet-200',
          )}
        />
      </div>
      <Button
        type="submit"
        disabled={!canSend}
        aria-label={t('composer.send')}
        className="size-14 shrink-0 rounded-full p-0 sm:w-auto sm:px-6"
      >
        <SendHorizontal aria-hidden="true" className="size-6" />
        <span aria-hidden="true" className="hidden sm:inline">
          {t('composer.send')}
        </span>
      </Button>
      <div className="col-start-1 flex min-h-6 items-start justify-between gap-2 px-2 pt-1">
        <span id={`${id}-too-long`} aria-live="polite" className="font-semibold text-rose-700 text-sm">
          {isTooLong ? t('composer.tooLong', { count: length - maxLength }) : ''}
        </span>
        <span
          id={`${id}-counter`}
          data-testid="char-counter"
          className={cn(
            'ml-auto shrink-0 rounded-full px-2 font-bold text-xs tabular-nums leading-5',
            isTooLong ? 'bg-rose-100 text-rose-700' : length > maxLength * 0.9 ? 'text-amber-700' : 'text-slate-500',
          )}
        >
          {length}/{maxLength}
        </span>
      </div>
    </form>
  );
}
