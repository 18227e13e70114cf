import { Spinner } from '../../../components/ui/spinner';

/** What a children page shows while its data loads. */
export function LoadingPanel({ message }: { message: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-400">
      <Spinner className="size-6" />
      <span>{message}</span>
    </div>
  );
}
