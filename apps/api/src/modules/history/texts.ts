import type { ConversationCategory, Language } from '@kiddo/contracts';

/** Words the server writes into exports and summaries, in the parent's or the child's language. */
export interface HistoryTexts {
  exportHeading: (childName: string) => string;
  title: string;
  child: string;
  date: string;
  messages: string;
  category: string;
  summary: string;
  refused: (reason: string) => string;
  safeRedirect: string;
  exportedAt: string;
  categories: Record<ConversationCategory, string>;
  // The extractive summary (written in the child's language).
  talkedAbout: (childName: string, subjects: string) => string;
  exchanged: (childName: string, count: number) => string;
  questions: (childName: string, questions: string) => string;
  refusedCount: (count: number) => string;
  and: string;
}

export const HISTORY_TEXTS: Record<Language, HistoryTexts> = {
  pt: {
    exportHeading: (name) => `Kiddo — conversa de ${name}`,
    title: 'Título',
    child: 'Criança',
    date: 'Data',
    messages: 'Mensagens',
    category: 'Categoria',
    summary: 'Resumo',
    refused: (reason) => `Recusada pela camada de segurança: ${reason}`,
    safeRedirect: 'Resposta segura do Kiddo',
    exportedAt: 'Exportado em',
    categories: { educational: 'Educativa', leisure: 'Lazer', mixed: 'Mista' },
    talkedAbout: (name, subjects) => `${name} conversou com o Kiddo sobre ${subjects}.`,
    exchanged: (name, count) => `${name} trocou ${count} mensagens com o Kiddo.`,
    questions: (name, questions) => `Perguntas de ${name}: ${questions}.`,
    refusedCount: (count) =>
      count === 1
        ? '1 mensagem foi recusada pela camada de segurança.'
        : `${count} mensagens foram recusadas pela camada de segurança.`,
    and: 'e',
  },
  en: {
    exportHeading: (name) => `Kiddo — ${name}'s conversation`,
    title: 'Title',
    child: 'Child',
    date: 'Date',
    messages: 'Messages',
    category: 'Category',
    summary: 'Summary',
    refused: (reason) => `Refused by the safety layer: ${reason}`,
    safeRedirect: "Kiddo's safe reply",
    exportedAt: 'Exported on',
    categories: { educational: 'Educational', leisure: 'Leisure', mixed: 'Mixed' },
    talkedAbout: (name, subjects) => `${name} talked with Kiddo about ${subjects}.`,
    exchanged: (name, count) => `${name} exchanged ${count} messages with Kiddo.`,
    questions: (name, questions) => `${name}'s questions: ${questions}.`,
    refusedCount: (count) =>
      count === 1
        ? '1 message was refused by the safety layer.'
        : `${count} messages were refused by the safety layer.`,
    and: 'and',
  },
  es: {
    exportHeading: (name) => `Kiddo — conversación de ${name}`,
    title: 'Título',
    child: 'Niño/a',
    date: 'Fecha',
    messages: 'Mensajes',
    category: 'Categoría',
    summary: 'Resumen',
    refused: (reason) => `Rechazado por la capa de seguridad: ${reason}`,
    safeRedirect: 'Respuesta segura de Kiddo',
    exportedAt: 'Exportado el',
    categories: { educational: 'Educativa', leisure: 'Ocio', mixed: 'Mixta' },
    talkedAbout: (name, subjects) => `${name} habló con Kiddo sobre ${subjects}.`,
    exchanged: (name, count) => `${name} intercambió ${count} mensajes con Kiddo.`,
    questions: (name, questions) => `Preguntas de ${name}: ${questions}.`,
    refusedCount: (count) =>
      count === 1
        ? '1 mensaje fue rechazado por la capa de seguridad.'
        : `${count} mensajes fueron rechazados por la capa de seguridad.`,
    and: 'y',
  },
};

/** "a", "a e b", "a, b e c" */
export function listOf(items: string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${HISTORY_TEXTS[language].and} ${items.at(-1)}`;
}
