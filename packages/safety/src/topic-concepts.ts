import type { Language } from '@kiddo/contracts';
import CORE from '../data/concepts/core.json';
import { englishKindsOf } from './english-kinds';
import { foldText, splitWordPieces } from './text-views';
import { TOPIC_EQUIVALENTS } from './topic-equivalents';
import { singularCandidates } from './word-forms';

/*
 * A parent's blocked topic as a concept, not a word: "dinossauros" also blocks T-rex,
 * velociraptor, fossils and 🦖; "armas" blocks a katana; "futebol" blocks "soccer". The
 * concept table (data/concepts/*.json) holds, for the topics parents block most, their names
 * and members in pt, en and es and their emoji; WordNet adds the kinds of an English topic
 * (english-kinds.ts). The API stores the expansion with the topic
 * when the parent saves it, so a later change of the table never silently changes a child's
 * filter; the parent sees it ("also blocks: …") and may remove items.
 */

interface ConceptEntry {
  id: string;
  names: Readonly<Record<Language, readonly string[]>>;
  members: Readonly<Record<Language, readonly string[]>>;
  emoji?: readonly string[];
}

/** A blocked topic with everything it blocks. */
export interface ExpandedTopic {
  /** As the parent wrote it (what `matched` reports). */
  topic: string;
  /** Further words, phrases and emoji it blocks. */
  terms: readonly string[];
}

const CONCEPTS: readonly ConceptEntry[] = [...(CORE as ConceptEntry[])];
const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

/** A name folded and reduced to its base forms, as a lookup key ("Dinossauros" → "dinossauro"). */
function nameKeys(name: string): string[] {
  const words = splitWordPieces(foldText(name));
  if (words.length === 0) return [];
  const last = words[words.length - 1]!;
  return singularCandidates(last).map((form) => [...words.slice(0, -1), form].join(' '));
}

/** Concepts by every key of every name, in every language. */
const CONCEPTS_BY_NAME: ReadonlyMap<string, readonly ConceptEntry[]> = (() => {
  const index = new Map<string, ConceptEntry[]>();
  for (const concept of CONCEPTS) {
    for (const language of LANGUAGES) {
      for (const name of concept.names[language] ?? []) {
        for (const key of nameKeys(name)) {
          const list = index.get(key) ?? [];
          if (!list.includes(concept)) list.push(concept);
          index.set(key, list);
        }
      }
    }
  }
  return index;
})();

/**
 * Words that say where a topic is met, not what it is: "armas em jogos" is about weapons, and
 * blocking every game for it would refuse far more than the parent asked.
 */
const MEDIUM_WORDS: ReadonlySet<string> = new Set(
  [
    'jogo',
    'jogos',
    'game',
    'games',
    'juego',
    'juegos',
    'videogame',
    'videogames',
    'videojuego',
    'videojuegos',
    'filme',
    'filmes',
    'movie',
    'movies',
    'pelicula',
    'peliculas',
    'historia',
    'historias',
    'story',
    'stories',
    'cuento',
    'cuentos',
    'serie',
    'series',
    'desenho',
    'desenhos',
    'livro',
    'livros',
    'book',
    'books',
    'libro',
    'libros',
    'musica',
    'musicas',
    'song',
    'songs',
    'cancion',
    'canciones',
    'video',
    'videos',
    'show',
    'shows',
  ].map(foldText),
);
const MIN_SUBJECT_WORD_LENGTH = 5;
const LINK_WORDS: ReadonlySet<string> = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'in',
  'on',
  'of',
  'about',
  'sobre',
  'en',
  'del',
  'e',
  'and',
  'y',
  'com',
  'with',
  'con',
  'a',
  'o',
  'the',
  'el',
  'la',
  'los',
  'las',
  'os',
  'as',
]);

/**
 * The concepts a topic names (usually one; none for a topic the table does not know). A topic
 * of several words ("historias de terror", "armas em jogos") is also read through its subject
 * words ("terror", "armas"), leaving out where it is met ("jogos").
 */
export function conceptsOf(topic: string): readonly ConceptEntry[] {
  const found = new Set<ConceptEntry>();
  for (const key of nameKeys(topic)) for (const concept of CONCEPTS_BY_NAME.get(key) ?? []) found.add(concept);
  const words = splitWordPieces(foldText(topic));
  if (words.length < 2) return [...found];
  for (const word of words) {
    // A short word alone is too ambiguous to stand for a concept ("tiro" in "jogos de tiro" is also a goal kick).
    if (MEDIUM_WORDS.has(word) || LINK_WORDS.has(word) || word.length < MIN_SUBJECT_WORD_LENGTH) continue;
    for (const key of nameKeys(word)) for (const concept of CONCEPTS_BY_NAME.get(key) ?? []) found.add(concept);
  }
  return [...found];
}

/**
 * Everything a topic blocks beyond itself: its concepts' names and members in the three
 * languages and their emoji, plus its names in topic-equivalents.ts. Deduplicated, in a stable order.
 */
export function expandTopic(topic: string): ExpandedTopic {
  const own = foldText(topic.trim());
  const terms = new Set<string>();
  for (const concept of conceptsOf(topic)) {
    for (const language of LANGUAGES) {
      for (const term of [...(concept.names[language] ?? []), ...(concept.members[language] ?? [])]) terms.add(term);
    }
    for (const emoji of concept.emoji ?? []) terms.add(emoji);
  }
  const ownKeys = new Set(nameKeys(topic));
  for (const group of TOPIC_EQUIVALENTS) {
    if (group.some((name) => nameKeys(name).some((key) => ownKeys.has(key)))) for (const name of group) terms.add(name);
  }
  // Last, WordNet's kinds of an English topic: what the curated table lists comes first.
  for (const term of englishKindsOf(topic)) terms.add(term);
  return { topic: topic.trim(), terms: [...terms].filter((term) => foldText(term) !== own) };
}
