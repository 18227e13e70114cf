import { Loader2 } from 'lucide-react';
import { cn } from './cn';

/** A decorative spinner; pair it with a visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <Loader2 className={cn('size-8 animate-spin text-violet-600 dark:text-violet-400', className)} aria-hidden="true" />
  );
}
