import { type ComponentProps, useId } from 'react';
import { cn } from './cn';

export interface SwitchFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'role'> {
  label: string;
  description?: string;
}

/** An on/off setting: a checkbox announced as a switch, drawn as a toggle. */
export function SwitchField({ label, description, id, className, checked, ...inputProps }: SwitchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={cn('flex items-start justify-between gap-4 py-4', className)}>
      <div className="min-w-0">
        <label htmlFor={inputId} className="font-medium text-slate-900 dark:text-slate-100">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </p>
        )}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          aria-describedby={descriptionId}
          className="peer h-7 w-12 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-violet-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-slate-600 dark:checked:bg-violet-600"
          {...inputProps}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
