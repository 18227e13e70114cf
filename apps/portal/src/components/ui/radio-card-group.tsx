import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from './cn';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
}

export interface RadioCardGroupProps<T extends string> {
  legend: string;
  description?: string;
  name: string;
  options: ReadonlyArray<RadioOption<T>>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A set of native radios drawn as cards (arrow keys move between them, as with any radio group). */
export function RadioCardGroup<T extends string>({
  legend,
  description,
  name,
  options,
  value,
  onChange,
  disabled,
}: RadioCardGroupProps<T>) {
  const baseId = useId();
  const descriptionId = description ? `${baseId}-description` : undefined;
  return (
    <fieldset aria-describedby={descriptionId} disabled={disabled}>
      <legend className="font-semibold text-slate-900 dark:text-slate-100">{legend}</legend>
      {description && (
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 transition-colors',
                'hover:border-violet-300 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
                'has-checked:border-violet-600 has-checked:bg-violet-50 dark:has-checked:border-violet-400 dark:has-checked:bg-violet-950',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-violet-600',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="size-4 shrink-0 accent-violet-600 focus-visible:outline-none"
              />
              {Icon && <Icon className="size-5 text-violet-700 dark:text-violet-300" aria-hidden="true" />}
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
