import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';

/** An inline link inside sign-in texts. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'font-semibold text-violet-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 dark:text-violet-300',
        className,
      )}
      {...props}
    />
  );
}
