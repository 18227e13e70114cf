import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<AlertTone, { className: string; icon: typeof Info }> = {
  info: {
    className: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
    icon: Info,
  },
  success: {
    className:
      'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
    icon: CheckCircle2,
  },
  warning: {
    className:
      'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
    icon: AlertTriangle,
  },
  error: {
    className: 'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
    icon: XCircle,
  },
};

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  /** `alert` for something that just went wrong, `status` for news; none for a static notice. */
  role?: 'alert' | 'status';
  className?: string;
}

/** A highlighted message box. */
export function Alert({ tone = 'info', title, children, role, className }: AlertProps) {
  const { className: toneClassName, icon: Icon } = TONES[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-xl border p-4 text-sm', toneClassName, className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
