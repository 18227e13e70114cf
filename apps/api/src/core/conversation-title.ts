import type { Language } from '@kiddo/contracts';
import { formatDateTime } from '../lib/format-date';

const UNTITLED: Record<Language, (date: string) => string> = {
  pt: (date) => `Conversa de ${date}`,
  en: (date) => `Conversation of ${date}`,
  es: (date) => `Conversación del ${date}`,
};

/**
 * The title a conversation shows while it has none ("Conversa de 22/11/2026"): its first message
 * was refused, and a refused message never becomes a title. The history and the dashboard share it.
 */
export function untitledConversationTitle(startedAt: Date, timeZone: string, language: Language): string {
  return UNTITLED[language](formatDateTime(startedAt, timeZone).slice(0, 10));
}
