import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';

/** A titled card inside a settings tab; `danger` marks one whose action cannot be undone. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <Card tone={tone}>
      <h2
        className={cn(
          'text-lg font-semibold',
          tone === 'danger' ? 'text-red-700 dark:text-red-400' : 'text-slate-900 dark:text-white',
        )}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
