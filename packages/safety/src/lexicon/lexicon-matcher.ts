import type { Language } from '@kiddo/contracts';
import { foldText, SENTENCE_BREAK, splitWordPieces } from '../text-views';

/*
 * Lexicon classes found in a text: each class ("drug", "request_how", "death_wish"…) is a list
 * of words and short phrases per language (data/lexicons/<class>.json). Entries are folded like
 * the text (case, accents) and matched on whole words:
 *
 *   maconha          the word
 *   drog*            any word starting with "drog" (stem of 4+ letters)
 *   me _ sozinho     "_" stands for exactly one word
 *   como fazer       words in a row
 *
 * Matching walks the text once: at each word, the entries starting with that word (a hash
 * lookup) or with a prefix of it are tried. A phrase never crosses a sentence end.
 */

export interface LexiconData {
  description?: string;
  pt: readonly string[];
  en: readonly string[];
  es: readonly string[];
}

interface EntryWord {
  text: string;
  kind: 'word' | 'prefix' | 'any';
}

interface Entry {
  className: string;
  words: readonly EntryWord[];
}

/** One class found at words [start, end). */
export interface LexiconHit {
  className: string;
  start: number;
  end: number;
}

const MIN_PREFIX_LENGTH = 3;

/** Children's chat spellings of one language ("q" → "que"), read as the word they stand for. */
export type ChatSpellings = Readonly<Record<string, string>>;

function parseEntry(className: string, raw: string, spellings: ReadonlyMap<string, string>): Entry | null {
  const pieces = raw
    .trim()
    .split(/\s+/)
    .flatMap((piece): EntryWord[] => {
      if (piece === '_') return [{ text: '', kind: 'any' }];
      const isPrefix = piece.endsWith('*');
      const parts = splitWordPieces(foldText(isPrefix ? piece.slice(0, -1) : piece));
      // "foda-se" is two words in the text, as it is here; a prefix mark stays on the last piece.
      return parts.map((part, index) => ({
        text: spellings.get(part) ?? part,
        kind: isPrefix && index === parts.length - 1 && part.length >= MIN_PREFIX_LENGTH ? 'prefix' : 'word',
      }));
    });
  if (pieces.length === 0 || pieces[0]!.kind === 'any') return null;
  return { className, words: pieces };
}

/** The compiled entries of every class for one language. */
export class LexiconIndex {
  /** Entries by their first word: one-word entries, and those whose second piece is not a plain word. */
  private readonly byWord = new Map<string, Entry[]>();
  /**
   * Entries by their first two words ("me" → "bate"): a frequent first word ("me", "my") leads
   * hundreds of phrases, and only the few with the right second word need a closer look.
   */
  private readonly byPair = new Map<string, Map<string, Entry[]>>();
  /** Prefix-led entries by their first three letters; the full prefix is checked on the word. */
  private readonly byPrefixStart = new Map<string, Array<{ prefix: string; entry: Entry }>>();
  /** The first letters of the prefix-led entries, so most words skip the prefix lookup. */
  private readonly prefixInitials = new Set<string>();
  /** A Map, not the JSON object: a word such as "constructor" must not find Object's properties. */
  private readonly spellings: ReadonlyMap<string, string>;
  readonly classNames: ReadonlySet<string>;

  constructor(classes: ReadonlyMap<string, readonly string[]>, spellings: ChatSpellings = {}) {
    this.spellings = new Map(Object.entries(spellings));
    // Two entries that read the same once spellings are unified ("q" and "que") are one entry.
    const seen = new Set<string>();
    for (const [className, rawEntries] of classes) {
      for (const raw of rawEntries) {
        const entry = parseEntry(className, raw, this.spellings);
        if (!entry) continue;
        const key = `${className}\u0000${entry.words.map((word) => `${word.kind}:${word.text}`).join(' ')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const first = entry.words[0]!;
        if (first.kind === 'prefix') {
          const key = first.text.slice(0, MIN_PREFIX_LENGTH);
          const list = this.byPrefixStart.get(key) ?? [];
          list.push({ prefix: first.text, entry });
          this.byPrefixStart.set(key, list);
          this.prefixInitials.add(first.text[0]!);
          continue;
        }
        const second = entry.words[1];
        if (second?.kind === 'word') {
          const seconds = this.byPair.get(first.text) ?? new Map<string, Entry[]>();
          const list = seconds.get(second.text) ?? [];
          list.push(entry);
          seconds.set(second.text, list);
          this.byPair.set(first.text, seconds);
        } else {
          const list = this.byWord.get(first.text) ?? [];
          list.push(entry);
          this.byWord.set(first.text, list);
        }
      }
    }
    this.classNames = new Set(classes.keys());
  }

  /** Every class hit in the words (one per entry position), in text order. */
  findHits(words: readonly string[], masked?: ReadonlySet<number>): LexiconHit[] {
    const hits: LexiconHit[] = [];
    // The words as the entries are written: children's spellings read as the word they stand for.
    const canonical = this.spellings.size === 0 ? words : words.map((word) => this.spellings.get(word) ?? word);
    for (let start = 0; start < canonical.length; start += 1) {
      const word = canonical[start]!;
      if (word === SENTENCE_BREAK || masked?.has(start)) continue;
      const single = this.byWord.get(word);
      if (single) for (const entry of single) this.tryEntry(entry, canonical, start, hits, masked);
      const seconds = this.byPair.get(word);
      if (seconds && start + 1 < canonical.length) {
        const pairs = seconds.get(canonical[start + 1]!);
        if (pairs) for (const entry of pairs) this.tryEntry(entry, canonical, start, hits, masked);
      }
      if (word.length >= MIN_PREFIX_LENGTH && this.prefixInitials.has(word[0]!)) {
        for (const { prefix, entry } of this.byPrefixStart.get(word.slice(0, MIN_PREFIX_LENGTH)) ?? NO_PREFIXED) {
          if (word.startsWith(prefix)) this.tryEntry(entry, canonical, start, hits, masked);
        }
      }
    }
    return hits;
  }

  private tryEntry(
    entry: Entry,
    words: readonly string[],
    start: number,
    hits: LexiconHit[],
    masked: ReadonlySet<number> | undefined,
  ) {
    for (let offset = 1; offset < entry.words.length; offset += 1) {
      const word = words[start + offset];
      if (word === undefined || word === SENTENCE_BREAK || masked?.has(start + offset)) return;
      const expected = entry.words[offset]!;
      if (expected.kind === 'word' && word !== expected.text) return;
      if (expected.kind === 'prefix' && !word.startsWith(expected.text)) return;
    }
    hits.push({ className: entry.className, start, end: start + entry.words.length });
  }
}

const NO_PREFIXED: ReadonlyArray<{ prefix: string; entry: Entry }> = [];

/** Classes also looked for with the English lexicon in a pt/es text ("nudes", "weed", "vape"). */
const BORROWED_FROM_ENGLISH: ReadonlySet<string> = new Set([
  'sexual',
  'drug',
  'tobacco_vape',
  'profanity',
  'slur',
  'dangerous_challenge',
]);

/**
 * Builds one index per language from the class files. The borrowed English words are part of
 * the pt and es indexes, so a text is read once, not once more in English.
 */
export function buildLexiconIndexes(
  classes: Readonly<Record<string, LexiconData>>,
  spellings: Readonly<Record<Language, ChatSpellings>> = { pt: {}, en: {}, es: {} },
): Record<Language, LexiconIndex> {
  const entriesOf = (name: string, data: LexiconData, language: Language) =>
    language !== 'en' && BORROWED_FROM_ENGLISH.has(name)
      ? [...(data[language] ?? []), ...(data.en ?? [])]
      : (data[language] ?? []);
  const perLanguage = (language: Language) =>
    new LexiconIndex(
      new Map(Object.entries(classes).map(([name, data]) => [name, entriesOf(name, data, language)])),
      spellings[language],
    );
  return { pt: perLanguage('pt'), en: perLanguage('en'), es: perLanguage('es') };
}
