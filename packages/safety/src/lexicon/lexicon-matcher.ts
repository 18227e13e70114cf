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

function parseEntry(className: string, raw: string, spellings: ChatSpellings): Entry | null {
  const pieces = raw
    .trim()
    .split(/\s+/)
    .flatMap((piece): EntryWord[] => {
      if (piece === '_') return [{ text: '', kind: 'any' }];
      const isPrefix = piece.endsWith('*');
      const parts = splitWordPieces(foldText(isPrefix ? piece.slice(0, -1) : piece));
      // "foda-se" is two words in the text, as it is here; a prefix mark stays on the last piece.
      return parts.map((part, index) => ({
        text: spellings[part] ?? part,
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
   * Entries by their first two words ("me bate"): a frequent first word ("me", "my") leads
   * hundreds of phrases, and only the few with the right second word need a closer look.
   */
  private readonly byPair = new Map<string, Entry[]>();
  /** Prefix-led entries by their first three letters; the full prefix is checked on the word. */
  private readonly byPrefixStart = new Map<string, Array<{ prefix: string; entry: Entry }>>();
  readonly classNames: ReadonlySet<string>;

  constructor(
    classes: ReadonlyMap<string, readonly string[]>,
    private readonly spellings: ChatSpellings = {},
  ) {
    // Two entries that read the same once spellings are unified ("q" and "que") are one entry.
    const seen = new Set<string>();
    for (const [className, rawEntries] of classes) {
      for (const raw of rawEntries) {
        const entry = parseEntry(className, raw, spellings);
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
        } else {
          const second = entry.words[1];
          const [map, key] =
            second?.kind === 'word' ? [this.byPair, `${first.text} ${second.text}`] : [this.byWord, first.text];
          const list = map.get(key) ?? [];
          list.push(entry);
          map.set(key, list);
        }
      }
    }
    this.classNames = new Set(classes.keys());
  }

  /** Every class hit in the words (one per entry position), in text order. */
  findHits(words: readonly string[], masked?: ReadonlySet<number>): LexiconHit[] {
    const hits: LexiconHit[] = [];
    for (let start = 0; start < words.length; start += 1) {
      const written = words[start]!;
      if (written === SENTENCE_BREAK || masked?.has(start)) continue;
      const word = this.spellings[written] ?? written;
      for (const entry of this.byWord.get(word) ?? NO_ENTRIES) this.tryEntry(entry, words, start, hits, masked);
      const following = words[start + 1];
      if (following !== undefined && following !== SENTENCE_BREAK) {
        const pair = `${word} ${this.spellings[following] ?? following}`;
        for (const entry of this.byPair.get(pair) ?? NO_ENTRIES) this.tryEntry(entry, words, start, hits, masked);
      }
      if (word.length >= MIN_PREFIX_LENGTH) {
        for (const { prefix, entry } of this.byPrefixStart.get(word.slice(0, MIN_PREFIX_LENGTH)) ?? NO_PREFIXED) {
          if (word.startsWith(prefix)) this.tryEntry(entry, words, start, hits, masked);
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
      const written = words[start + offset];
      if (written === undefined || written === SENTENCE_BREAK || masked?.has(start + offset)) return;
      const word = this.spellings[written] ?? written;
      const expected = entry.words[offset]!;
      if (expected.kind === 'word' && word !== expected.text) return;
      if (expected.kind === 'prefix' && !word.startsWith(expected.text)) return;
    }
    hits.push({ className: entry.className, start, end: start + entry.words.length });
  }
}

const NO_ENTRIES: readonly Entry[] = [];
const NO_PREFIXED: ReadonlyArray<{ prefix: string; entry: Entry }> = [];

/** Builds one index per language from the class files. */
export function buildLexiconIndexes(
  classes: Readonly<Record<string, LexiconData>>,
  spellings: Readonly<Record<Language, ChatSpellings>> = { pt: {}, en: {}, es: {} },
): Record<Language, LexiconIndex> {
  const perLanguage = (language: Language) =>
    new LexiconIndex(
      new Map(Object.entries(classes).map(([name, data]) => [name, data[language] ?? []])),
      spellings[language],
    );
  return { pt: perLanguage('pt'), en: perLanguage('en'), es: perLanguage('es') };
}
