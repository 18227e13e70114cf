import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The 'Most Popular' ribbon on top of a highlighted card. */
export function PopularBadge() {
  const { t } = useTranslation();
  return (
    <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-amber-300 px-3 py-1 text-xs font-bold whitespace-nowrap text-slate-900 shadow-sm">
      <Star className="size-3.5 fill-current" aria-hidden="true" />
      {t('subscription.popular')}
    </p>
  );
}
