import { KiddoMascot } from '@kiddo/brand';
import { Heart, Sparkles, Square, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

export interface DisplayMessage {
  id: string;
  sender: 'kid' | 'ai';
  content: string;
  /** The child's message that the safety layer refused (Kiddo answered with a redirect). */
  isBlocked: boolean;
  /** Kiddo's caring answer to a disclosure (self-harm, abuse): shown so it cannot be missed. */
  isCare: boolean;
  /** Kiddo's reply still being written. */
  isStreaming?: boolean;
}

interface MessageBubbleProps {
  message: DisplayMessage;
  /** Read-aloud controls, only for Kiddo's finished replies when audio is on. */
  speech?: { isSpeaking: boolean; onListen: () => void; onStop: () => void };
}

/** One message of the conversation: the child's on the right, Kiddo's on the left with the mascot. */
export function MessageBubble({ message, speech }: MessageBubbleProps) {
  const { t } = useTranslation();
  const isKid = message.sender === 'kid';
  const isWaiting = message.isStreaming && message.content === '';

  return (
    <li
      data-testid="message"
      data-sender={message.sender}
      data-blocked={message.isBlocked ? 'true' : undefined}
      data-care={message.isCare ? 'true' : undefined}
      aria-busy={message.isStreaming ? true : undefined}
      className={cn('flex items-end gap-2', isKid ? 'justify-end' : 'justify-start')}
    >
      {isKid ? null : <KiddoMascot size={40} mood={message.isStreaming ? 'thinking' : 'happy'} className="shrink-0" />}
      <div
        className={cn(
          'max-w-[85%] rounded-3xl px-4 py-3 text-base leading-relaxed shadow-sm sm:max-w-[75%] sm:text-lg',
          isKid && 'rounded-br-lg bg-violet-600 text-white',
          isKid && message.isBlocked && 'bg-violet-400',
          !isKid && 'rounded-bl-lg bg-white text-slate-800 ring-1 ring-violet-100',
          !isKid && message.isCare && 'bg-rose-50 ring-2 ring-rose-300',
        )}
      >
        <span className="sr-only">{isKid ? t('chat.you') : t('chat.kiddo')}: </span>
        {message.isCare && !isKid ? (
          <p className="mb-1 flex items-center gap-2 font-extrabold text-rose-700">
            <Heart aria-hidden="true" className="size-5 fill-rose-500 text-rose-500" />
            {t('chat.careTitle')}
          </p>
        ) : null}
        {isWaiting ? (
          <p className="flex items-center gap-1 py-1" role="status">
            <span className="sr-only">{t('chat.thinking')}</span>
            <span aria-hidden="true" className="size-2.5 motion-safe:animate-bounce rounded-full bg-violet-400" />
            <span
              aria-hidden="true"
              className="size-2.5 motion-safe:animate-bounce rounded-full bg-violet-400 [animation-delay:150ms]"
            />
            <span
              aria-hidden="true"
              className="size-2.5 motion-safe:animate-bounce rounded-full bg-violet-400 [animation-delay:300ms]"
            />
          </p>
        ) : (
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        )}
        {isKid && message.isBlocked && !message.isCare ? (
          <p className="mt-2 flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1 font-bold text-sm text-violet-700">
            <Sparkles aria-hidden="true" className="size-4 shrink-0" />
            {t('chat.changedSubject')}
          </p>
        ) : null}
        {!isKid && message.isCare ? <p className="mt-2 font-semibold text-rose-800">{t('chat.careHint')}</p> : null}
        {speech ? (
          <button
            type="button"
            onClick={speech.isSpeaking ? speech.onStop : speech.onListen}
            className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-violet-100 px-4 font-bold text-sm text-violet-800 hover:bg-violet-200 focus-visible:outline-4 focus-visible:outline-amber-400"
          >
            {speech.isSpeaking ? (
              <Square aria-hidden="true" className="size-4 fill-current" />
            ) : (
              <Volume2 aria-hidden="true" className="size-5" />
            )}
            {speech.isSpeaking ? t('chat.stop') : t('chat.listen')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
