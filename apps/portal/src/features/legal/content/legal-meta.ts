import { CURRENCY, type Language } from '@kiddo/contracts';

/** The version date of the terms and the privacy policy (spec §2: 2 May 2025), as an ISO date. */
export const LAST_UPDATED = '2025-05-02';

/** How many days before a relevant change takes effect parents are told of it by e-mail (spec §2). */
export const CHANGE_NOTICE_DAYS = 30;

/** The addresses the legal texts and the FAQ give parents. Placeholders until the mailboxes exist. */
export const LEGAL_CONTACTS = {
  /** Privacy requests and the data protection officer (encarregado, LGPD art. 41). */
  privacy: 'privacidade@kiddo.app',
  /** Accounts, payments, refunds and everything else. */
  support: 'suporte@kiddo.app',
} as const;

/** One numbered part of a legal document; `id` is its anchor (`#id`) and is the same in every language. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

/** The terms of use or the privacy policy in one language. */
export interface LegalDocumentContent {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** One question of the FAQ; `id` is the same in every language. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The locale each interface language formats dates and numbers in. */
const LEGAL_LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es-419' };

/** An ISO date (yyyy-MM-dd) written out for the language: "2 de maio de 2025", "2 May 2025". */
export function formatLegalDate(isoDate: string, language: Language): string {
  // A bare ISO date is midnight UTC: format it in UTC too, or it becomes the day before west of Greenwich.
  return new Intl.DateTimeFormat(LEGAL_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A whole number with the language's digit grouping: 7.000 (pt, es) or 7,000 (en). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(LEGAL_LOCALES[language]).format(value);
}

const PRICE_FORMAT = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: CURRENCY });

/** Integer cents as "R$ 97,97": the product is sold in Brazil, so prices read the Brazilian way in every language. */
export function formatPriceCents(cents: number): string {
  return PRICE_FORMAT.format(cents / 100);
}

/** Days within which an online purchase can be withdrawn (Código de Defesa do Consumidor, art. 49). */
export const WITHDRAWAL_PERIOD_DAYS = 7;

/** Days within which deleted data also leaves the backups. */
export const BACKUP_PURGE_DAYS = 30;

/** Days within which a privacy request written to us is answered (LGPD art. 19). */
export const PRIVACY_REQUEST_RESPONSE_DAYS = 15;

/** Months the access records (IP, date, time) are kept (Marco Civil da Internet, art. 15). */
export const ACCESS_LOG_RETENTION_MONTHS = 6;

/** Extra tokens an audio reply costs by voice quality (DESIGN §4; the API's `replyCost`), on top of 1 per reply. */
export const AUDIO_EXTRA_TOKENS = { standard: 1, premium: 2, deluxe: 3 } as const;
