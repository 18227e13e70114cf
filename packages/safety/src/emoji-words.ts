import type { Language } from '@kiddo/contracts';
import EMOJI_EN from 'emojibase-data/en/compact.json';
import EMOJI_ES from 'emojibase-data/es/compact.json';
import EMOJI_PT from 'emojibase-data/pt/compact.json';

/*
 * Emoji read as words, in the child's language: "🦖" is "tiranossauro rex dinossauro t-rex" in
 * Portuguese, "💣" is "bomba", "🔫" is "pistola". The names and keywords are the CLDR
 * annotations that emojibase ships per locale, so a blocked topic or a lexicon word meets the
 * emoji that stands for it without a hand-made emoji list.
 */

interface CompactEmoji {
  unicode: string;
  label: string;
  tags?: string[];
}

const VARIATION_SELECTOR = /\ufe0f/g;
const SKIN_TONE = /[\u{1f3fb}-\u{1f3ff}]/gu;
/** One emoji: a pictograph with its joiners, selectors and modifiers. */
export const EMOJI_SEQUENCE =
  /\p{Extended_Pictographic}(?:\ufe0f|[\u{1f3fb}-\u{1f3ff}]|\u200d\p{Extended_Pictographic}\ufe0f?)*/gu;
const HAS_EMOJI = /\p{Extended_Pictographic}/u;

const SOURCES: Record<Language, readonly CompactEmoji[]> = {
  pt: EMOJI_PT as CompactEmoji[],
  en: EMOJI_EN as CompactEmoji[],
  es: EMOJI_ES as CompactEmoji[],
};

const tables = new Map<Language, ReadonlyMap<string, string>>();

const keyOf = (emoji: string) => emoji.replace(VARIATION_SELECTOR, '').replace(SKIN_TONE, '');

/** The emoji → words table of one language, built on first use. */
function tableFor(language: Language): ReadonlyMap<string, string> {
  let table = tables.get(language);
  if (!table) {
    table = new Map(
      SOURCES[language].map((emoji) => [keyOf(emoji.unicode), [emoji.label, ...(emoji.tags ?? [])].join(' ')]),
    );
    tables.set(language, table);
  }
  return table;
}

export const hasEmoji = (text: string) => HAS_EMOJI.test(text);

/** The words an emoji stands for in these languages ('' when it is unknown). */
export function emojiWords(emoji: string, languages: readonly Language[]): string {
  const key = keyOf(emoji);
  const words: string[] = [];
  for (const language of languages) {
    const table = tableFor(language);
    // A sequence unknown as a whole (a rare ZWJ combination) is read by its first pictograph.
    const found = table.get(key) ?? table.get(String.fromCodePoint(key.codePointAt(0) ?? 0));
    if (found) words.push(found);
  }
  return words.join(' ');
}

/** The text with every emoji replaced by its words, set apart as a sentence of their own. */
export function spellOutEmoji(text: string, languages: readonly Language[]): string {
  return text.replace(EMOJI_SEQUENCE, (emoji) => {
    const words = emojiWords(emoji, languages);
    return words === '' ? ' ' : ` ${words} `;
  });
}
