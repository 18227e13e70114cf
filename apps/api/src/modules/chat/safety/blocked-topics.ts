import { foldText, SENTENCE_BREAK, splitWordPieces, squeezeLetters, type TextView } from './text-views';
import { TOPIC_EQUIVALENTS } from './topic-equivalents';
import {
  isSameWord,
  MIN_STEM_LENGTH,
  SQUEEZE_MIN_LENGTH,
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
  /** The content words written together ("homemaranha"), to catch a topic split differently. */
  joined: string;
}

interface CompiledTopics {
  phrases: readonly TopicPhrase[];
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

function buildPhrase(label: string, text: string): TopicPhrase | null {
  const words = topicWords(text);
  if (words.length === 0) return null;
  return { label, words: words.map(wordFormsOf), joined: words.join('') };
}

function isSamePhrase(candidate: readonly string[], phrase: TopicPhrase): boolean {
  return (
    candidate.length === phrase.words.length &&
    candidate.every((word, index) => isSameWord(wordFormsOf(word), phrase.words[index]!))
  );
}

/** The phrases for one topic: itself, plus the names of its group in the other languages. */
function phrasesForTopic(topic: string): TopicPhrase[] {
  const own = buildPhrase(topic, topic);
  if (!own) return [];
  const phrases = [own];
  for (const group of TOPIC_EQUIVALENTS) {
    if (!group.some((name) => isSamePhrase(topicWords(name), own))) continue;
    for (const name of group) {
      const equivalent = buildPhrase(topic, name);
      if (equivalent) phrases.push(equivalent);
    }
  }
  return phrases;
}

const prefixKey = (form: string) => (form.length >= MIN_STEM_LENGTH ? form.slice(0, MIN_STEM_LENGTH) : form);

/** Index keys of a word: the first three letters of each form (stems are prefixes of forms). */
function prefixKeys(word: WordForms): Set<string> {
  return new Set([...word.forms].map(prefixKey));
}

function compileTopics(blockedTopics: readonly string[]): CompiledTopics {
  const phrases = blockedTopics
    .flatMap((entry) => entry.split(/[,;\n]/))
    .map((topic) => topic.trim())
    .filter((topic) => topic !== '' && topic.length <= 100)
    .flatMap(phrasesForTopic);
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
  return { phrases, phrasesByPrefix, phrasesByJoined, joinedStarts };
}

const MAX_CACHED_TOPIC_LISTS = 500;
const compiledCache = new Map<string, CompiledTopics>();

/** Compiled once per distinct list: the same child's list is checked on every message and reply. */
function compiledTopicsFor(blockedTopics: readonly string[]): CompiledTopics {
  const key = JSON.stringify(blockedTopics);
  const known = compiledCache.get(key);
  if (known) return known;
  const compiled = compileTopics(blockedTopics);
  if (compiledCache.size >= MAX_CACHED_TOPIC_LISTS) compiledCache.clear();
  compiledCache.set(key, compiled);
  return compiled;
}

/** Matches the phrase's words after its first, which sits at `start`; small words may come between. */
function matchesRestOfPhrase(words: readonly string[], start: number, phrase: TopicPhrase): boolean {
  let position = start;
  for (let index = 1; index < phrase.words.length; index += 1) {
    let found = false;
    for (let skipped = 0; skipped <= MAX_SMALL_WORDS_BETWEEN; skipped += 1) {
      const word = words[position + 1 + skipped];
      if (word === undefined || word === SENTENCE_BREAK) break;
      if (isSameWord(wordFormsOf(word), phrase.words[index]!)) {
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

function findInView(words: readonly string[], topics: CompiledTopics): string | null {
  for (let start = 0; start < words.length; start += 1) {
    const word = words[start]!;
    if (word === SENTENCE_BREAK) continue;
    for (const phrase of candidatePhrases(word, topics)) {
      if (isSameWord(wordFormsOf(word), phrase.words[0]!) && matchesRestOfPhrase(words, start, phrase))
        return phrase.label;
    }
    const joined = findJoinedTopic(words, start, topics);
    if (joined) return joined.label;
  }
  return null;
}

/** The blocked topic (as the parent wrote it) that the text talks about, or null. */
export function findBlockedTopic(views: readonly TextView[], blockedTopics: readonly string[]): string | null {
  if (blockedTopics.length === 0) return null;
  const topics = compiledTopicsFor(blockedTopics);
  if (topics.phrases.length === 0) return null;
  for (const view of views) {
    const label = findInView(view.words, topics);
    if (label) return label;
  }
  return null;
}
