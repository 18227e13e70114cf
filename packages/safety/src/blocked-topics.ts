import type { Language } from '@kiddo/contracts';
import { EMOJI_SEQUENCE } from './emoji-words';
import { isKnownWord } from './known-words';
import { foldText, SENTENCE_BREAK, splitWordPieces, squeezeLetters, type TextView } from './text-views';
import { type ExpandedTopic, expandTopic } from './topic-concepts';
import {
  isSameWord,
  MIN_STEM_LENGTH,
  SQUEEZE_MIN_LENGTH,
  STEMMER_INDEX,
  type StemmerIndex,
  singularCandidates,
  type WordForms,
  wordFormsOf,
} from './word-forms';

/*
 * Matching the parent's blocked topics (free text, one or more words, in pt, en or es).
 *
 * A topic is matched word by word, never as a substring: "sexo" must not hit "sexta-feira",
 * "arma" not "armário", "polícia" not "policial", "sex" not "Essex". Two words are the same
 * when they share a form (singular, squeezed spelling) or a stem from one stemmer
 * (word-forms.ts). A multi-word topic ("filmes de terror") matches as a phrase, in order, its
 * small words free ("filme de terror", "filmes do terror", "filme terror"). Text disguises
 * (leetspeak, "d i n o", "f.u.t.e.b.o.l") are already undone by the text views, and a topic
 * written as one word also matches when the child splits it ("homem aranha" / "homem-aranha").
 *
 * A topic arrives expanded into its concept (topic-concepts.ts): every term blocks it. With
 * the text's language known, stems compare only in that language. A misspelt word
 * ("dinossaro", "velociraptr") matches a term one or two letters away — unless it is a real
 * word of the language ("gado" is not "gato"), which the Hunspell word lists tell.
 */

/** Function words that may differ or be missing inside a multi-word topic. */
const SMALL_WORDS = new Set(
  (
    'de do da dos das o a os as um uma e em no na nos nas com para pra por ' +
    'the of an and in on with for to ' +
    'el la los las un una y en del al con'
  ).split(' '),
);
const MAX_SMALL_WORDS_BETWEEN = 2;
const MAX_JOINED_WORDS = 3;
/** A split word is only rejoined into a topic this long, so "es sex" never becomes "essex"-like noise. */
const MIN_JOINED_LENGTH = 6;

interface TopicPhrase {
  /** What the parent wrote, reported as `matched`. */
  label: string;
  words: readonly WordForms[];
  /**
   * Per word: compared by stems too, or by its forms only. A topic word is stemmed only when it
   * is a word of the child's language: "more" (en) must not meet "moro" (pt) through the
   * Portuguese stemmer; a word of another language reaches the text only through a translation.
   */
  stemmable: readonly boolean[];
  /** The content words written together ("homemaranha"), to catch a topic split differently. */
  joined: string;
}

interface CompiledTopics {
  phrases: readonly TopicPhrase[];
  /** One-word phrases long enough to be matched through a typo. */
  typoTargets: readonly TopicPhrase[];
  /** Text words already checked for a typo: the topic they misspell, or '' for none. */
  typoResults: Map<string, string>;
  /** Emoji terms, found in the text as written. */
  emoji: ReadonlyMap<string, string>;
  /** Phrases by the first three letters of their first word's forms: most text words meet none. */
  phrasesByPrefix: ReadonlyMap<string, readonly TopicPhrase[]>;
  phrasesByJoined: ReadonlyMap<string, TopicPhrase>;
  /** The first one to three letters of every joined form: a word that starts none cannot begin one. */
  joinedStarts: ReadonlySet<string>;
}

/** The words of a topic worth matching: content words, or all of them if it is only small words. */
function topicWords(text: string): string[] {
  const words = splitWordPieces(foldText(text));
  const content = words.filter((word) => !SMALL_WORDS.has(word));
  return content.length > 0 ? content : words;
}

function buildPhrase(label: string, text: string, language: Language | undefined): TopicPhrase | null {
  const words = topicWords(text);
  if (words.length === 0) return null;
  return {
    label,
    words: words.map(wordFormsOf),
    stemmable: words.map((word) => language === undefined || isKnownWord(word, language)),
    joined: words.join(''),
  };
}

const NO_STEMMERS: readonly StemmerIndex[] = [];
const stemmersFor = (phrase: TopicPhrase, index: number, stemmers: readonly StemmerIndex[]) =>
  phrase.stemmable[index] ? stemmers : NO_STEMMERS;

/** The phrases for one expanded topic: itself and each of its terms, all reported under the topic. */
function phrasesForTopic(expanded: ExpandedTopic, language: Language | undefined): TopicPhrase[] {
  const phrases: TopicPhrase[] = [];
  for (const text of [expanded.topic, ...expanded.terms]) {
    if (isEmojiTerm(text)) continue;
    const phrase = buildPhrase(expanded.topic, text, language);
    if (phrase) phrases.push(phrase);
  }
  return phrases;
}

const isEmojiTerm = (term: string) => {
  EMOJI_SEQUENCE.lastIndex = 0;
  return EMOJI_SEQUENCE.test(term);
};

const prefixKey = (form: string) => (form.length >= MIN_STEM_LENGTH ? form.slice(0, MIN_STEM_LENGTH) : form);

/** Index keys of a word: the first three letters of each form (stems are prefixes of forms). */
function prefixKeys(word: WordForms): Set<string> {
  return new Set([...word.forms].map(prefixKey));
}

/** A parent's list as stored (expanded topics) or as plain text (expanded here with today's table). */
export type BlockedTopicInput = string | ExpandedTopic;

function expandedTopicsOf(blockedTopics: readonly BlockedTopicInput[]): ExpandedTopic[] {
  return blockedTopics.flatMap((entry) =>
    typeof entry === 'string'
      ? entry
          .split(/[,;\n]/)
          .map((topic) => topic.trim())
          .filter((topic) => topic !== '' && topic.length <= 100)
          .map(expandTopic)
      : entry.topic.trim() === ''
        ? []
        : [entry],
  );
}

/** The shortest one-word term matched through a typo: shorter words are too close to each other. */
const MIN_TYPO_LENGTH = 5;

function compileTopics(blockedTopics: readonly BlockedTopicInput[], language: Language | undefined): CompiledTopics {
  const expanded = expandedTopicsOf(blockedTopics);
  const phrases = expanded.flatMap((topic) => phrasesForTopic(topic, language));
  const emoji = new Map<string, string>();
  for (const topic of expanded) for (const term of topic.terms) if (isEmojiTerm(term)) emoji.set(term, topic.topic);
  const typoTargets = phrases.filter((phrase) => phrase.words.length === 1 && phrase.joined.length >= MIN_TYPO_LENGTH);
  const phrasesByPrefix = new Map<string, TopicPhrase[]>();
  const phrasesByJoined = new Map<string, TopicPhrase>();
  const joinedStarts = new Set<string>();
  for (const phrase of phrases) {
    for (const key of prefixKeys(phrase.words[0]!)) {
      const list = phrasesByPrefix.get(key) ?? [];
      list.push(phrase);
      phrasesByPrefix.set(key, list);
    }
    if (phrase.joined.length >= MIN_JOINED_LENGTH && !phrasesByJoined.has(phrase.joined)) {
      phrasesByJoined.set(phrase.joined, phrase);
      for (let length = 1; length <= MIN_STEM_LENGTH; length += 1) joinedStarts.add(phrase.joined.slice(0, length));
    }
  }
  return { phrases, typoTargets, typoResults: new Map(), emoji, phrasesByPrefix, phrasesByJoined, joinedStarts };
}

const MAX_CACHED_TOPIC_LISTS = 500;
const compiledCache = new Map<string, CompiledTopics>();

/** Compiled once per distinct list: the same child's list is checked on every message and reply. */
function compiledTopicsFor(
  blockedTopics: readonly BlockedTopicInput[],
  language: Language | undefined,
): CompiledTopics {
  const key = `${language ?? '*'}:${JSON.stringify(blockedTopics)}`;
  const known = compiledCache.get(key);
  if (known) return known;
  const compiled = compileTopics(blockedTopics, language);
  if (compiledCache.size >= MAX_CACHED_TOPIC_LISTS) compiledCache.clear();
  compiledCache.set(key, compiled);
  return compiled;
}

/** Matches the phrase's words after its first, which sits at `start`; small words may come between. */
function matchesRestOfPhrase(
  words: readonly string[],
  start: number,
  phrase: TopicPhrase,
  stemmers: readonly StemmerIndex[],
): boolean {
  let position = start;
  for (let index = 1; index < phrase.words.length; index += 1) {
    let found = false;
    for (let skipped = 0; skipped <= MAX_SMALL_WORDS_BETWEEN; skipped += 1) {
      const word = words[position + 1 + skipped];
      if (word === undefined || word === SENTENCE_BREAK) break;
      if (isSameWord(wordFormsOf(word), phrase.words[index]!, stemmersFor(phrase, index, stemmers))) {
        position += 1 + skipped;
        found = true;
        break;
      }
      if (!SMALL_WORDS.has(word)) break;
    }
    if (!found) return false;
  }
  return true;
}

const NO_PHRASES: readonly TopicPhrase[] = [];
/** Up to this length, removing a plural or diminutive ending (at most 5 letters) can reach the first three. */
const SHORT_WORD_LENGTH = 7;
const hasDoubleLetterAtStart = (word: string) => word[0] === word[1] || word[1] === word[2] || word[2] === word[3];

const MAX_CACHED_KEYS = 20_000;
const textWordKeys = new Map<string, readonly string[]>();

/**
 * The index keys a text word can meet a topic under: its first letters, and those of its
 * singulars when they differ ("leões" → "leão") or of its squeezed spelling ("ssexo" → "sexo").
 * Cached per word, since a text repeats its words and most of them are short.
 */
function keysOfTextWord(word: string): readonly string[] {
  const known = textWordKeys.get(word);
  if (known) return known;
  const keys = new Set([prefixKey(word)]);
  if (word.length <= SHORT_WORD_LENGTH) for (const variant of singularCandidates(word)) keys.add(prefixKey(variant));
  else if (word.length >= SQUEEZE_MIN_LENGTH && hasDoubleLetterAtStart(word)) keys.add(prefixKey(squeezeLetters(word)));
  const computed = [...keys];
  if (textWordKeys.size >= MAX_CACHED_KEYS) textWordKeys.clear();
  textWordKeys.set(word, computed);
  return computed;
}

/** Phrases whose first word could be this text word; found without stemming the word. */
function candidatePhrases(word: string, topics: CompiledTopics): readonly TopicPhrase[] {
  const keys = keysOfTextWord(word);
  if (keys.length === 1) return topics.phrasesByPrefix.get(keys[0]!) ?? NO_PHRASES;
  const found = new Set<TopicPhrase>();
  for (const key of keys) for (const phrase of topics.phrasesByPrefix.get(key) ?? NO_PHRASES) found.add(phrase);
  return [...found];
}

/** A topic written as one word that the child split ("homem aranha"), or a split topic the child wrote as one. */
function findJoinedTopic(words: readonly string[], start: number, topics: CompiledTopics): TopicPhrase | undefined {
  let joined = words[start]!;
  if (!topics.joinedStarts.has(prefixKey(joined))) return undefined;
  // "spiderman" for the topic "spider man".
  const asOneWord = topics.phrasesByJoined.get(joined);
  if (asOneWord && asOneWord.words.length > 1) return asOneWord;
  for (let count = 2; count <= MAX_JOINED_WORDS; count += 1) {
    const next = words[start + count - 1];
    if (next === undefined || next === SENTENCE_BREAK) return undefined;
    joined += next;
    const phrase = topics.phrasesByJoined.get(joined);
    if (phrase) return phrase;
  }
  return undefined;
}

function findInView(
  words: readonly string[],
  topics: CompiledTopics,
  stemmers: readonly StemmerIndex[],
  masked: ReadonlySet<number> | undefined,
): string | null {
  for (let start = 0; start < words.length; start += 1) {
    const word = words[start]!;
    if (word === SENTENCE_BREAK || masked?.has(start)) continue;
    for (const phrase of candidatePhrases(word, topics)) {
      if (
        isSameWord(wordFormsOf(word), phrase.words[0]!, stemmersFor(phrase, 0, stemmers)) &&
        matchesRestOfPhrase(words, start, phrase, stemmers)
      )
        return phrase.label;
    }
    const joined = findJoinedTopic(words, start, topics);
    if (joined) return joined.label;
  }
  return null;
}

/** Edits allowed between a misspelt word and a term of this length. */
const allowedEdits = (length: number) => (length >= 9 ? 2 : 1);

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), stopping past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

function isKnownAnywhere(word: string, language: Language | undefined): boolean {
  return language ? isKnownWord(word, language) : (['pt', 'en', 'es'] as const).some((lang) => isKnownWord(word, lang));
}

/** A word that is no word of the language and sits a typo away from a one-word term. */
function findTypoInView(
  words: readonly string[],
  topics: CompiledTopics,
  language: Language | undefined,
  masked: ReadonlySet<number> | undefined,
): string | null {
  for (const [position, word] of words.entries()) {
    if (word.length < MIN_TYPO_LENGTH || word === SENTENCE_BREAK || masked?.has(position) || /\d/.test(word)) continue;
    const cached = topics.typoResults.get(word);
    if (cached !== undefined) {
      if (cached) return cached;
      continue;
    }
    const label = typoTargetOf(word, topics, language);
    if (topics.typoResults.size >= MAX_CACHED_TYPO_WORDS) topics.typoResults.clear();
    topics.typoResults.set(word, label ?? '');
    if (label) return label;
  }
  return null;
}

/** Words checked for a typo per compiled list: a conversation repeats its words. */
const MAX_CACHED_TYPO_WORDS = 5_000;

/** The topic a word misspells, or null; a real word of the language misspells nothing. */
function typoTargetOf(word: string, topics: CompiledTopics, language: Language | undefined): string | null {
  if (topics.typoTargets.length === 0 || isKnownAnywhere(word, language)) return null;
  for (const phrase of topics.typoTargets) {
    const limit = allowedEdits(Math.min(word.length, phrase.joined.length));
    for (const form of phrase.words[0]!.forms) {
      if (form.length >= MIN_TYPO_LENGTH && editDistance(word, form, limit) <= limit) return phrase.label;
    }
  }
  return null;
}

/** The blocked topic (as the parent wrote it) that the text talks about, or null. */
export function findBlockedTopic(
  views: readonly TextView[],
  blockedTopics: readonly BlockedTopicInput[],
  options: {
    language?: Language;
    text: string;
    /** Per view, the words of harmless fixed expressions ("guerra de almohadas", "make up a story"). */
    masked?: readonly ReadonlySet<number>[];
  },
): string | null {
  if (blockedTopics.length === 0) return null;
  const topics = compiledTopicsFor(blockedTopics, options.language);
  if (topics.phrases.length === 0 && topics.emoji.size === 0) return null;
  for (const [emoji, label] of topics.emoji) if (options.text.includes(emoji)) return label;
  const stemmers: readonly StemmerIndex[] = options.language ? [STEMMER_INDEX[options.language]] : [0, 1, 2];
  for (const [index, view] of views.entries()) {
    const label = findInView(view.words, topics, stemmers, options.masked?.[index]);
    if (label) return label;
  }
  for (const [index, view] of views.entries()) {
    const label = findTypoInView(view.words, topics, options.language, options.masked?.[index]);
    if (label) return label;
  }
  return null;
}
