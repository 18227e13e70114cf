import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn';
import { INPUT_CLASS_NAME } from './text-field';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** An already translated message; marks the select invalid and describes it. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled native select with its hint and its inline error, like TextField. */
export function SelectField({ label, options, error, hint, id, className, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          className={cn(INPUT_CLASS_NAME, 'cursor-pointer appearance-none pr-10')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
      </div>
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
