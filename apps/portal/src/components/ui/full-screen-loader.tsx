import { Spinner } from './spinner';

/** Fills the screen while something the whole page depends on loads (e.g. the session check). */
export function FullScreenLoader({ message, detail }: { message: string; detail?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 px-6 text-center dark:bg-slate-950"
    >
      <Spinner className="size-10" />
      <p className="text-lg font-semibold text-slate-900 dark:text-slate-100">{message}</p>
      {detail && <p className="text-sm text-slate-600 dark:text-slate-400">{detail}</p>}
    </div>
  );
}
