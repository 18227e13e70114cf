import type { ConversationCategory } from '@kiddo/contracts';
import { BookOpen, Gamepad2, type LucideIcon, Shapes, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

const BADGE_CLASS_NAME =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const CATEGORY_STYLES: Record<ConversationCategory, { icon: LucideIcon; className: string }> = {
  educational: { icon: BookOpen, className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200' },
  leisure: { icon: Gamepad2, className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  mixed: { icon: Shapes, className: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200' },
};

/** The topic category a conversation's summary gave it; nothing before it was summarised. */
export function CategoryBadge({ category }: { category: ConversationCategory | null }) {
  const { t } = useTranslation();
  if (!category) return null;
  const { icon: Icon, className } = CATEGORY_STYLES[category];
  return (
    <span className={cn(BADGE_CLASS_NAME, className)}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`history.categories.${category}`)}
    </span>
  );
}

/** Says that the safety layer refused some of the child's messages in a conversation. */
export function RefusedBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        BADGE_CLASS_NAME,
        'bg-red-100 text-red-900 ring-1 ring-red-300 ring-inset dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
      )}
    >
      <ShieldAlert className="size-3.5" aria-hidden="true" />
      {t('history.refused', { count })}
    </span>
  );
}
