import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn';
import { INPUT_CLASS_NAME } from './text-field';

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** An already translated message; marks the textarea invalid and describes it. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input with its hint and its inline error, bound through aria-describedby. */
export function TextareaField({ label, error, hint, id, className, rows = 6, ...textareaProps }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const hintId = hint ? `${textareaId}-hint` : undefined;
  const errorId = error ? `${textareaId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={textareaId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        className={cn(INPUT_CLASS_NAME, 'min-h-32 resize-y')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textareaProps}
      />
      {hint && (
        <div id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
