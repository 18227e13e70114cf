/*
 * Turns a message into the word sequences the rules look at.
 *
 * Children (and anyone trying to slip past a filter) write the same word many ways:
 * "Dinossauro", "dinossauro", "d1n0ssauro", "d i n o s s a u r o", "d.i.n.o", "diiiinossauro".
 * Rather than teaching every rule about every spelling, the text is folded once into a few
 * "views" and every rule runs on each view:
 *
 * - the plain view: lower case, accents removed, punctuation as word breaks;
 * - the decoded view, only when the text has a disguise: leetspeak decoded inside words
 *   (0→o, 1→i, 3→e, 4→a, 5→s, 7→t, @→a, $→s), letters split by separators joined again
 *   ("f.u.t.e.b.o.l", "s e x o" → one word); and, when a 1 was decoded, once more with 1→l.
 *
 * Letters stretched for emphasis ("nããão", "siiiim", "kiiiill") are shortened to one letter, and,
 * when the stretched letter is one words also write doubled, once more to two ("kiill" → "kill"),
 * since either may be meant.
 * Sentence ends are kept as a "." word so that a phrase rule never joins two sentences.
 */

import type { Language } from '@kiddo/contracts';
import { unconfuse } from './confusables';
import { hasEmoji, spellOutEmoji } from './emoji-words';
import { hiddenPayloads } from './payloads';

/** One way of reading the text. */
export interface TextView {
  /** The words (folded, decoded as the view says); "." marks a sentence end. */
  words: string[];
  /** " w1 w2 … ", the string the phrase rules are matched on. */
  phraseText: string;
}

/** The sentence-break word. */
export const SENTENCE_BREAK = '.';

const INVISIBLE_CHARACTERS = /[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g;
const COMBINING_MARKS = /\p{M}+/gu;
const NON_ASCII = /[\u0080-\uffff]/;
const LEET_LETTERS: Readonly<Record<string, string>> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '€': 'e',
};
const LEET_CHARACTERS = /[0-9@$€]/g;
/** ! and | stand for an i only between letters ("k!ll"); at a word's end they are punctuation. */
const LEET_I_BETWEEN_LETTERS = /(?<=[a-z0-9])[!|](?=[a-z0-9])/g;
const ELONGATION = /([a-z])\1{2,}/g;
const HAS_ELONGATION = /([a-z])\1{2,}/;
/**
 * A stretched letter that words also write doubled ("kiiill", "gooood"): only then is the
 * two-letter reading worth a second view. "kkkk", "siiiim" and "nããão" read right with one.
 */
const HAS_DOUBLING_ELONGATION = /([bcdefglmnoprstz])\1{2,}/;
/** Sentence ends become a placeholder word (a private-use character); anything else not a letter or digit, a space. */
const SENTENCE_PLACEHOLDER = '\ue000';
const SENTENCE_MARK = ` ${SENTENCE_PLACEHOLDER} `;
const SENTENCE_PUNCTUATION = /[.!?;…]+(?=\s|$)/g;
const NOT_WORD = /[^a-z0-9\ue000]+/g;
const CHUNK = /\S+/g;
/** A word with a symbol or digit inside, or broken by separators: "d1n0", "f.u.t", "s3x0". */
const HAS_DISGUISED_CHUNK = /[a-z0-9][^a-z0-9\s]+[a-z0-9]|[0-9@$€][a-z]|[a-z][0-9@$€]/;
/** Three or more chunks of one letter, digit or leet symbol each: a word spelled out ("d i n o", "s. e. x. o."). */
const SPELLED_OUT =
  /(?<!\S)(?:[^\sa-z0-9@$€]*[a-z0-9@$€][^\sa-z0-9@$€]*\s+){2,}[^\sa-z0-9@$€]*[a-z0-9@$€][^\sa-z0-9@$€]*(?!\S)/g;
const HAS_SPELLED_OUT =
  /(?<!\S)(?:[^\sa-z0-9@$€]*[a-z0-9@$€][^\sa-z0-9@$€]*\s+){2}[^\sa-z0-9@$€]*[a-z0-9@$€][^\sa-z0-9@$€]*(?!\S)/;
const SENTENCE_END = /[.!?;…]+$/;

/** Lower case, no accents, no invisible characters: the form every comparison starts from. */
export function foldText(text: string): string {
  // Plain ASCII (most English, many children's messages) has nothing to decompose.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return unconfuse(text.normalize('NFKD').replace(INVISIBLE_CHARACTERS, ''))
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase();
}

/** Squeezes every doubled letter ("dinossauro" → "dinosauro"), so misspelt doubles compare equal. */
export function squeezeLetters(word: string): string {
  return word.replace(/([a-z])\1+/g, '$1');
}

/** The letters and digits of a word piece, after a folded text was split on anything else. */
export function splitWordPieces(chunk: string): string[] {
  return chunk.split(/[^a-z0-9]+/).filter((piece) => piece !== '');
}

function decodeLeet(chunk: string, one: 'i' | 'l'): string {
  return chunk
    .replace(LEET_I_BETWEEN_LETTERS, 'i')
    .replace(LEET_CHARACTERS, (character) => (character === '1' ? one : (LEET_LETTERS[character] ?? character)));
}

/** A disguised chunk decoded: leetspeak read as letters; pieces this short ("f.u.t", "fu-te-bol") joined. */
function decodeChunk(chunk: string, one: 'i' | 'l'): string {
  const decoded = /[a-z]/.test(chunk) ? decodeLeet(chunk, one) : chunk;
  const pieces = splitWordPieces(decoded);
  const words = pieces.length > 1 && pieces.some((piece) => piece.length <= 2) ? [pieces.join('')] : pieces;
  return SENTENCE_END.test(chunk) ? `${words.join(' ')}.` : words.join(' ');
}

/**
 * A spelled-out run joined into words (keeping a final sentence end). Wider gaps separate the
 * words of a spelled-out sentence: "q u e r o   m e   m a t a r" → "quero me matar".
 */
function joinSpelledOut(run: string): string {
  const words = run.split(/\s{2,}/).map((part) => part.replace(/[^a-z0-9@$€]/g, ''));
  const text = words.filter((word) => word !== '').join(' ');
  return SENTENCE_END.test(run) ? `${text}.` : text;
}

/** The folded text with its disguises undone, as a text again (so the view reads it like any other). */
function decodeText(folded: string, one: 'i' | 'l'): string {
  return folded
    .replace(SPELLED_OUT, joinSpelledOut)
    .replace(CHUNK, (chunk) => (HAS_DISGUISED_CHUNK.test(chunk) ? decodeChunk(chunk, one) : chunk));
}

function buildView(text: string, keep: 1 | 2 | null): TextView {
  const shortened = keep === null ? text : text.replace(ELONGATION, keep === 1 ? '$1' : '$1$1');
  // Two replaces and a split are several times faster than walking the matches of one tokenizer.
  const spaced = shortened.replace(SENTENCE_PUNCTUATION, SENTENCE_MARK).replace(NOT_WORD, ' ').trim();
  const words = spaced === '' ? [] : spaced.split(' ');
  for (let index = 0; index < words.length; index += 1) {
    if (words[index] === SENTENCE_PLACEHOLDER) words[index] = SENTENCE_BREAK;
  }
  return { words, phraseText: ` ${words.join(' ')} ` };
}

const ALL_LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];
/** A message that asks for a word to be read backwards, in any of the three languages. */
const ASKS_TO_READ_BACKWARDS = /backwards|reversed|al rev[eé]s|de tr[aá]s (pra|para) frente|ao contr[aá]rio|invertid/i;
/** Payloads are looked for only in texts of a sane size; a 100,000-character paste is judged as written. */
const MAX_PAYLOAD_SCAN_LENGTH = 4000;

/** The folded readings of one source text: as written and, when it has disguises, decoded. */
function readingsOf(source: string): string[] {
  const folded = foldText(source);
  const readings = [folded];
  if (HAS_DISGUISED_CHUNK.test(folded) || HAS_SPELLED_OUT.test(folded)) {
    readings.push(decodeText(folded, 'i'));
    if (/[a-z]1|1[a-z]/.test(folded)) readings.push(decodeText(folded, 'l'));
  }
  return readings;
}

/**
 * The distinct views of a text that the rules run on (one for most texts, a few for disguised
 * ones): emoji read as words in the child's language(s), look-alike letters as Latin ones, and
 * the text hidden inside it (base64, hex, backwards) as further views.
 */
export function buildTextViews(text: string, languages: readonly Language[] = ALL_LANGUAGES): TextView[] {
  const written = hasEmoji(text) ? spellOutEmoji(text, languages) : text;
  const sources = [written];
  if (text.length <= MAX_PAYLOAD_SCAN_LENGTH) {
    sources.push(...hiddenPayloads(text));
    // "read this backwards: aniacoc" — one word is too short for the backwards-sentence test.
    if (ASKS_TO_READ_BACKWARDS.test(text))
      sources.push(text.replace(/\p{L}+/gu, (word) => [...word].reverse().join('')));
  }
  const texts = sources.flatMap(readingsOf);
  // null: nothing stretched, nothing to shorten.
  const views: TextView[] = [];
  for (const source of texts) {
    const lengths: Array<1 | 2 | null> = HAS_DOUBLING_ELONGATION.test(source)
      ? [1, 2]
      : HAS_ELONGATION.test(source)
        ? [1]
        : [null];
    for (const keep of lengths) {
      const built = buildView(source, keep);
      const view = views.length === 0 ? built : narrowedToChanges(built, views[0]!);
      if (view && !views.some((known) => known.phraseText === view.phraseText)) views.push(view);
    }
  }
  return views;
}

/** A long further view keeps only the words around what it reads differently, with this many words each side. */
const WORDS_AROUND_A_CHANGE = 15;
/** Views shorter than this are kept whole: narrowing them saves nothing. */
const MIN_WORDS_TO_NARROW = 40;

/**
 * A further view of a long text (decoded, shortened) differs from the first in a few words; the
 * rest would only be read again. It keeps the words around each word the first view does not
 * have, the gaps marked as sentence ends; null when it has no such word.
 */
function narrowedToChanges(view: TextView, first: TextView): TextView | null {
  if (view.words.length < MIN_WORDS_TO_NARROW) return view;
  const known = new Set(first.words);
  const kept = new Uint8Array(view.words.length);
  let changed = false;
  for (const [index, word] of view.words.entries()) {
    if (word === SENTENCE_BREAK || known.has(word)) continue;
    changed = true;
    const end = Math.min(view.words.length - 1, index + WORDS_AROUND_A_CHANGE);
    for (let position = Math.max(0, index - WORDS_AROUND_A_CHANGE); position <= end; position += 1) kept[position] = 1;
  }
  if (!changed) return null;
  const words: string[] = [];
  for (const [index, word] of view.words.entries()) {
    if (kept[index]) words.push(word);
    else if (words.length > 0 && words[words.length - 1] !== SENTENCE_BREAK) words.push(SENTENCE_BREAK);
  }
  return { words, phraseText: ` ${words.join(' ')} ` };
}
