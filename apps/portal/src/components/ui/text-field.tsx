import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn';

export const INPUT_CLASS_NAME = cn(
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm',
  'placeholder:text-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500',
  'focus:border-violet-600 focus:outline-2 focus:outline-offset-0 focus:outline-violet-600/40',
  'aria-invalid:border-red-600 aria-invalid:focus:outline-red-600/40 dark:aria-invalid:border-red-400',
  'disabled:cursor-not-allowed disabled:bg-slate-100 dark:disabled:bg-slate-800',
);

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** An already translated message; marks the input invalid and describes it. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its hint and its inline error, bound through aria-describedby. */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={inputId}
        className={INPUT_CLASS_NAME}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
