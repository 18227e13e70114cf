import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A titled card inside a settings tab. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
