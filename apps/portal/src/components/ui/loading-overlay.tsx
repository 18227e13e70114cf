import { Spinner } from './spinner';

/** Covers the page while an action that must not be repeated runs (e.g. logging in). */
export function LoadingOverlay({ message }: { message: string }) {
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white/80 backdrop-blur-sm dark:bg-slate-950/80"
    >
      <Spinner className="size-10" />
      <p className="font-semibold text-slate-900 dark:text-slate-100">{message}</p>
    </div>
  );
}
