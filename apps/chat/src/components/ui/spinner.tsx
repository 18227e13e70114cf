import { cn } from './cn';

/** A small turning ring; decorative, so the text next to it says what is happening. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 motion-safe:animate-spin rounded-full border-[3px] border-current border-r-transparent',
        className,
      )}
    />
  );
}
