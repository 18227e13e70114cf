import { KiddoMascot } from '@kiddo/brand';
import { useTranslation } from 'react-i18next';

const SUGGESTIONS = ['space', 'story', 'animals'] as const;

/** An empty conversation: Kiddo says hello and offers ideas (a tap puts one in the box). */
export function Welcome({ name, onPick }: { name: string; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
      <KiddoMascot size={128} className="drop-shadow-lg" />
      <h2 className="font-black text-3xl text-violet-800">{t('chat.welcomeTitle', { name })}</h2>
      <p className="max-w-md text-lg text-slate-700">{t('chat.welcomeText')}</p>
      <ul aria-label={t('chat.suggestionsLabel')} className="mt-2 flex max-w-xl flex-wrap justify-center gap-2">
        {SUGGESTIONS.map((key) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onPick(t(`chat.suggestions.${key}`))}
              className="min-h-12 cursor-pointer rounded-2xl bg-white px-4 py-2 font-semibold text-violet-800 shadow-sm ring-2 ring-violet-100 hover:bg-violet-50 hover:ring-violet-300 focus-visible:outline-4 focus-visible:outline-amber-400"
            >
              {t(`chat.suggestions.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
