import type { ComponentProps } from 'react';
import { cn } from './cn';

export interface CardProps extends ComponentProps<'div'> {
  /** `danger` outlines a card whose action cannot be undone (deleting the account). */
  tone?: 'default' | 'danger';
}

/** A surface that groups related content. */
export function Card({ tone = 'default', className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900',
        tone === 'danger' ? 'border-red-200 dark:border-red-900' : 'border-slate-200 dark:border-slate-800',
        className,
      )}
      {...props}
    />
  );
}
