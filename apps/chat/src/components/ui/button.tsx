import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-violet-600 text-white shadow-md shadow-violet-300/60 hover:bg-violet-700 active:bg-violet-800 disabled:bg-violet-300 disabled:shadow-none',
  secondary:
    'bg-white text-violet-700 ring-2 ring-violet-200 hover:bg-violet-50 hover:ring-violet-300 disabled:text-violet-300',
  ghost: 'text-violet-700 hover:bg-violet-100 disabled:text-violet-300',
};

/**
 * The site's button: rounded, bold and at least 48 px tall — a child's finger on a phone needs a
 * bigger target than an adult's mouse.
 */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex min-h-12 min-w-12 cursor-pointer items-center justify-center gap-2 rounded-2xl px-5 font-bold text-base transition-colors',
        'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-400 disabled:cursor-not-allowed',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
