import { cn } from './cn';

/** Up to two initials of a name: first and last word ("Ana Maria Souza" → "AS"). */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A round badge with a person's initials; decorative, the name is shown next to it. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-violet-100 font-bold text-violet-800 dark:bg-violet-900 dark:text-violet-100',
        className,
      )}
    >
      {getInitials(name)}
    </span>
  );
}
