import { KiddoMascot, type KiddoMood } from '@kiddo/brand';
import { errorMessage, type Language } from '@kiddo/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ApiError } from '../../../lib/api-client';
import { describeError, isConnectionError } from '../../../lib/error-text';
import { getInterfaceLanguage } from '../../../lib/i18n';

/** The limits a parent sets: not errors for a child, just "that's all for now". */
const LIMIT_CODES = ['daily_chat_limit', 'time_limit', 'insufficient_tokens'] as const;
type LimitCode = (typeof LIMIT_CODES)[number];

function isLimitCode(code: unknown): code is LimitCode {
  return LIMIT_CODES.includes(code as LimitCode);
}

interface AlertView {
  title: string;
  text: string;
  mood: KiddoMood;
  tone: 'amber' | 'sky' | 'rose';
}

/** What to tell the child about a failed message or new chat, kindly and in their language. */
export function describeChatFailure(error: unknown, language: Language, t: TFunction): AlertView {
  const code = error instanceof ApiError ? error.code : undefined;
  if (isLimitCode(code)) {
    return { title: t(`alerts.${code}`), text: errorMessage(code, language), mood: 'sleepy', tone: 'amber' };
  }
  if (code === 'message_too_long') {
    return { title: t('alerts.message_too_long'), text: errorMessage(code, language), mood: 'thinking', tone: 'amber' };
  }
  if (isConnectionError(error)) {
    return { title: t('alerts.connection'), text: t('alerts.connectionText'), mood: 'thinking', tone: 'sky' };
  }
  return {
    title: t('alerts.problem'),
    text: `${describeError(error, language)} ${t('alerts.keptMessage')}`,
    mood: 'thinking',
    tone: 'rose',
  };
}

const TONES: Record<AlertView['tone'], string> = {
  amber: 'bg-amber-100 text-amber-950 ring-amber-300',
  sky: 'bg-sky-100 text-sky-950 ring-sky-300',
  rose: 'bg-rose-100 text-rose-950 ring-rose-300',
};

/** A limit reached, the connection lost or the model failing: said kindly, with Kiddo. */
export function ChatAlert({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  const { t } = useTranslation();
  const view = describeChatFailure(error, getInterfaceLanguage(), t);
  return (
    <div
      role="alert"
      className={cn(
        'mx-3 mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-3xl p-3 ring-2 sm:mx-4',
        TONES[view.tone],
      )}
    >
      <KiddoMascot size={48} mood={view.mood} className="shrink-0" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-extrabold">{view.title}</p>
        <p className="text-sm sm:text-base">{view.text}</p>
      </div>
      <Button variant="ghost" onClick={onDismiss} className="ml-auto min-h-11 shrink-0 px-3 text-current">
        {t('alerts.dismiss')}
      </Button>
    </div>
  );
}
