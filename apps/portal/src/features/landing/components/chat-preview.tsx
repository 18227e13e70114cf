import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/ui/logo';

/** A static picture of a child's conversation with Kiddo, next to the hero text. */
export function ChatPreview() {
  const { t } = useTranslation();
  const bubbles = [
    { from: 'kid', text: t('landing.preview.kid1') },
    { from: 'ai', text: t('landing.preview.ai1') },
    { from: 'kid', text: t('landing.preview.kid2') },
  ] as const;
  return (
    <figure className="relative isolate mx-auto w-full max-w-sm">
      <div
        className="absolute -inset-4 -z-10 rotate-3 rounded-[2rem] bg-amber-200/70 dark:bg-amber-500/20"
        aria-hidden="true"
      />
      <div className="rounded-[1.75rem] border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-4 flex items-center gap-3 border-b border-slate-100 pb-4 dark:border-slate-800">
          <Logo showWord={false} />
          <div>
            <p className="font-bold text-slate-900 dark:text-white">Kiddo</p>
            <p className="text-xs text-emerald-700 dark:text-emerald-400">{t('landing.preview.status')}</p>
          </div>
        </div>
        <ul className="space-y-3">
          {bubbles.map((bubble) => (
            <li
              key={bubble.text}
              className={
                bubble.from === 'kid'
                  ? 'ml-8 rounded-2xl rounded-tr-sm bg-violet-600 px-4 py-2.5 text-sm text-white'
                  : 'mr-8 rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100'
              }
            >
              <span className="sr-only">{bubble.from === 'kid' ? t('landing.preview.kidLabel') : 'Kiddo'}: </span>
              {bubble.text}
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="sr-only">{t('landing.preview.caption')}</figcaption>
    </figure>
  );
}
