import { KiddoMascot } from '@kiddo/brand';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';

/** How long each message of the demo stays the newest one (spec §2: a new message every 3 s). */
export const CHAT_PREVIEW_INTERVAL_MS = 3000;
/** How many bubbles the demo shows at once (spec §2). */
export const CHAT_PREVIEW_VISIBLE_BUBBLES = 3;

const SCRIPT = [
  { from: 'kid', key: 'landing.preview.kid1' },
  { from: 'ai', key: 'landing.preview.ai1' },
  { from: 'kid', key: 'landing.preview.kid2' },
  { from: 'ai', key: 'landing.preview.ai2' },
  { from: 'kid', key: 'landing.preview.kid3' },
  { from: 'ai', key: 'landing.preview.ai3' },
] as const;

/**
 * A child's conversation with Kiddo, next to the hero text: a new message every 3 s, the last
 * three shown, the script starting over at the end. It stays still for a user who prefers
 * reduced motion, and screen readers are not told about each new bubble (aria-live off): the
 * caption says what the picture is.
 */
export function ChatPreview() {
  const { t } = useTranslation();
  const prefersReducedMotion = usePrefersReducedMotion();
  // How many messages have been posted so far; the newest three are on screen.
  const [posted, setPosted] = useState(CHAT_PREVIEW_VISIBLE_BUBBLES);

  useEffect(() => {
    if (prefersReducedMotion) return;
    const timer = window.setInterval(() => setPosted((count) => count + 1), CHAT_PREVIEW_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [prefersReducedMotion]);

  const first = posted - CHAT_PREVIEW_VISIBLE_BUBBLES;
  const bubbles = Array.from({ length: CHAT_PREVIEW_VISIBLE_BUBBLES }, (_, offset) => {
    const index = first + offset;
    // The absolute position is the key: a bubble keeps its node while it moves up.
    return { index, ...SCRIPT[index % SCRIPT.length]! };
  });

  return (
    <figure className="relative isolate mx-auto mt-10 w-full max-w-sm lg:mt-0">
      <div
        className="absolute -inset-4 -z-10 rotate-3 rounded-[2rem] bg-amber-200/70 dark:bg-amber-500/20"
        aria-hidden="true"
      />
      <KiddoMascot size={104} className="absolute -top-16 -right-3 drop-shadow-lg sm:-right-8" />
      <div className="rounded-[1.75rem] border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-4 flex items-center gap-3 border-b border-slate-100 pb-4 dark:border-slate-800">
          <span className="flex size-11 items-center justify-center rounded-full bg-violet-100 dark:bg-violet-950">
            <KiddoMascot size={36} />
          </span>
          <div>
            <p className="font-bold text-slate-900 dark:text-white">Kiddo</p>
            <p className="text-xs text-emerald-700 dark:text-emerald-400">{t('landing.preview.status')}</p>
          </div>
        </div>
        <ul aria-live="off" className="flex min-h-64 flex-col justify-end gap-3" data-testid="chat-preview-bubbles">
          {bubbles.map((bubble) => (
            <li
              key={bubble.index}
              data-from={bubble.from}
              className={
                bubble.from === 'kid'
                  ? 'ml-8 animate-bubble-in rounded-2xl rounded-tr-sm bg-violet-600 px-4 py-2.5 text-sm text-white'
                  : 'mr-8 animate-bubble-in rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100'
              }
            >
              <span className="sr-only">{bubble.from === 'kid' ? t('landing.preview.kidLabel') : 'Kiddo'}: </span>
              {t(bubble.key)}
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="sr-only">{t('landing.preview.caption')}</figcaption>
    </figure>
  );
}
