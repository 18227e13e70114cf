import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** The centred card every sign-in page is drawn in, with the page's h1. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-50">{title}</h1>
        {description && <div className="mt-2 text-slate-600 dark:text-slate-400">{description}</div>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">{footer}</div>}
    </div>
  );
}
