import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { cn } from './cn';
import { INPUT_CLASS_NAME } from './text-field';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  /** The toggle's texts, e.g. "Mostrar senha" / "Ocultar senha". */
  showLabel: string;
  hideLabel: string;
  error?: string;
  hint?: ReactNode;
  /** Controlled visibility (e.g. shown after a generated password); uncontrolled when left out. */
  isVisible?: boolean;
  onVisibilityChange?: (isVisible: boolean) => void;
}

/**
 * A labelled password input with a show/hide toggle. The toggle's name is visually hidden text,
 * not an aria-label, so that it never matches a search for the field's label.
 */
export function PasswordField({
  label,
  showLabel,
  hideLabel,
  error,
  hint,
  id,
  className,
  isVisible: controlledIsVisible,
  onVisibilityChange,
  ...inputProps
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const [ownIsVisible, setOwnIsVisible] = useState(false);
  const isVisible = controlledIsVisible ?? ownIsVisible;
  const toggle = () => {
    setOwnIsVisible(!isVisible);
    onVisibilityChange?.(!isVisible);
  };
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          className={cn(INPUT_CLASS_NAME, 'pr-12')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...inputProps}
        />
        <button
          type="button"
          onClick={toggle}
          aria-controls={inputId}
          title={isVisible ? hideLabel : showLabel}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-600 dark:text-slate-400 dark:hover:text-slate-100"
        >
          <Icon className="size-5" aria-hidden="true" />
          <span className="sr-only">{isVisible ? hideLabel : showLabel}</span>
        </button>
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
