import { cn } from './cn';

/** The Kiddo mascot mark and word (decorative mark; the word is the text). */
export function Logo({ className, showWord = true }: { className?: string; showWord?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="18" className="fill-violet-600" />
        <circle cx="24" cy="28" r="5" fill="#fff" />
        <circle cx="40" cy="28" r="5" fill="#fff" />
        <path d="M21 40c6 6 16 6 22 0" stroke="#fbbf24" strokeWidth="4" fill="none" strokeLinecap="round" />
      </svg>
      {showWord && <span className="text-xl font-extrabold tracking-tight text-slate-900 dark:text-white">Kiddo</span>}
    </span>
  );
}
