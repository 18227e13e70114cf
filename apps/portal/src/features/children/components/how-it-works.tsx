import { Bell, Heart, type LucideIcon, MessagesSquare, ShieldBan, SlidersHorizontal, Volume2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const STEPS: ReadonlyArray<{
  key: 'interests' | 'blocked' | 'history' | 'notifications' | 'complexity' | 'audio';
  icon: LucideIcon;
}> = [
  { key: 'interests', icon: Heart },
  { key: 'blocked', icon: ShieldBan },
  { key: 'history', icon: MessagesSquare },
  { key: 'notifications', icon: Bell },
  { key: 'complexity', icon: SlidersHorizontal },
  { key: 'audio', icon: Volume2 },
];

/** The "how it works" box of /children: the six things a profile gives the parent. */
export function HowItWorks() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-10 rounded-2xl border border-violet-200 bg-violet-50 p-5 sm:p-6 dark:border-violet-900 dark:bg-violet-950/40"
    >
      <h2 id={titleId} className="text-lg font-semibold text-violet-950 dark:text-violet-100">
        {t('children.howItWorks.title')}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STEPS.map(({ key, icon: Icon }, index) => (
          <li key={key} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-violet-700 shadow-sm dark:bg-slate-900 dark:text-violet-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900 dark:text-white">
                <span className="sr-only">{index + 1}. </span>
                {t(`children.howItWorks.steps.${key}.title`)}
              </h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t(`children.howItWorks.steps.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
