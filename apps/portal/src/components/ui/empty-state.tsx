import { KiddoMascot, type KiddoMood } from '@kiddo/brand';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

/** The picture above the title: an icon, or Kiddo the mascot in a mood. Either is decoration. */
type EmptyStatePicture = { icon: LucideIcon; mascot?: never } | { mascot: KiddoMood; icon?: never };

/** What a page shows when it has nothing to list yet. */
export function EmptyState({
  icon: Icon,
  mascot,
  title,
  description,
  action,
  className,
}: EmptyStatePicture & {
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      {mascot ? (
        // Without a title the mascot is hidden from assistive technology: the text says it all.
        <KiddoMascot size={88} mood={mascot} className="mb-3" />
      ) : (
        Icon && (
          <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
            <Icon className="size-7" aria-hidden="true" />
          </span>
        )
      )}
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      {description && <p className="mt-1 max-w-md text-slate-600 dark:text-slate-400">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
